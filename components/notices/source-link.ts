import { type AlarmRef, alarmSourcePages, alarmSourceQuery } from '@console/contract/quality/audience';
import { pagePathOfCode } from '@/lib/routes/lookup';

/** The first page showing an alarm's source that the reader holds, opened on the alarm's own thing where it can. */
export function alarmSource(
  alarm: AlarmRef,
  titles: Readonly<Record<string, string>>,
): { code: string; href: string } | undefined {
  const code = alarmSourcePages(alarm).find((c) => titles[c]);
  const path = code ? pagePathOfCode(code) : undefined;
  if (!code || !path) return undefined;
  const query = new URLSearchParams(alarmSourceQuery(alarm, code)).toString();
  return { code, href: query ? `${path}?${query}` : path };
}
