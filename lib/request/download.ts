import { classify, MALFORMED } from '@/lib/platform/outcome';
import { BASE_PATH } from '@/lib/public-env';
import { reportFailure, RequestError } from './request';

/** A download's address as the browser reaches it (under the console's sub-path). */
export const downloadUrl = (path: string): string => `${BASE_PATH}${path}`;

/** The file name a reply's Content-Disposition gives (RFC 6266: `filename*` first), or the path's last segment. */
export function fileNameOf(disposition: string | null, path: string): string {
  const extended = disposition?.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // a broken escape: the plain name below
    }
  }
  const plain = disposition?.match(/filename\s*=\s*"?([^";]+)"?/);
  if (plain) return plain[1]!.trim();
  return path.split('?')[0]!.split('/').pop() || 'download';
}

/** Saves what a URL holds (an object or data URL) as a file, as a link to it with `download` would. */
export function saveUrl(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a file made in the page (a blob) to the browser to save. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  saveUrl(url, name);
  // The browser has taken the file once the click returns; a later revoke keeps Safari happy.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A file from the platform (an export, a report) saved by the browser — or, when the platform refuses (too many
 * downloads at once, a session that is gone, a bad filter), the refusal shown through the error catalogue like any
 * other call's, instead of a page of raw JSON or a saved error. Then throws the RequestError.
 */
export async function requestDownload(path: string, save: typeof saveFile = saveFile): Promise<void> {
  let response: Response | null = null;
  try {
    response = await fetch(downloadUrl(path), { credentials: 'same-origin', cache: 'no-store' });
  } catch {
    // the network failed: the catalogue's time-out notice below
  }
  const json = (response?.headers.get('content-type') ?? '').includes('application/json');
  if (response?.ok && !json) {
    save(await response.blob(), fileNameOf(response.headers.get('content-disposition'), path));
    return;
  }
  const text = response ? await response.text().catch(() => '') : '';
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = MALFORMED;
  }
  const outcome = classify(response ? response.status : null, body);
  // A 200 that is JSON, not the file, is a server failure to the user.
  const error = new RequestError(
    outcome.ok ? { ok: false, kind: 'error', status: response?.status } : outcome,
    body === MALFORMED ? undefined : body,
  );
  reportFailure(error);
  throw error;
}
