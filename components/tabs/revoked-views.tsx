'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onDemand, useOnDemand } from '@/components/common/use-on-demand';
import { enqueueSnackbar } from '@/components/request/notices';
import { useShellData } from '@/components/shell/shell-context';
import { DASHBOARD_PATH } from '@/lib/routes/catalogue';
import { findRoute } from '@/lib/routes/lookup';
import { canOpen } from '@/lib/routes/permissions';
import { dirtyAmong, unsavedText } from '@/lib/shell/unsaved-work';
import { useViews } from './views-context';

// Loaded the first time a revoked tab holds unsaved input (most sessions never see it).
const revokedUnsavedDialog = onDemand(() => import('./revoked-unsaved-dialog').then((m) => m.RevokedUnsavedDialog));

/**
 * Live permission changes: when an administrator takes screens away (the live channel's `perm` has the
 * shell read the user's codes again), their open views close, each with a notice saying why; the
 * active one hands over to a neighbour. A view holding unsaved input asks first: its input is offered
 * for the clipboard (it cannot be saved any more), then it closes the same way. Should the screens be
 * granted back while the question is open, the question goes away and nothing closes.
 */
export function RevokedViews({ codes }: { codes: string[] }) {
  const t = useTranslations('tabs');
  const { titles } = useShellData();
  const { views, drop } = useViews();
  const key = codes.join(',');
  const seen = useRef(key);
  // Revoked views with unsaved input, waiting for the user's answer, and that input as text: read when
  // the revocation is seen, as the revoked screen may unmount its form right after.
  const [asking, setAsking] = useState<{ paths: string[]; texts: Record<string, string> }>({ paths: [], texts: {} });
  const [Dialog, wantDialog] = useOnDemand(revokedUnsavedDialog);
  const titleOf = useCallback(
    (path: string) => {
      const code = findRoute(path)?.screen.code ?? path;
      return titles[code] ?? code;
    },
    [titles],
  );
  const close = useCallback(
    (paths: string[]) => {
      if (paths.length === 0) return;
      drop(paths);
      for (const path of paths)
        enqueueSnackbar(t('revoked', { title: titleOf(path) }), { variant: 'warning', autoHideDuration: 8000 });
    },
    [drop, t, titleOf],
  );

  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    const held = new Set(key.split(','));
    const revoked = views
      .filter((v) => v.path !== DASHBOARD_PATH && findRoute(v.path) && canOpen(v.path, held) === 'forbidden')
      .map((v) => v.path);
    const dirty = dirtyAmong(revoked);
    close(revoked.filter((path) => !dirty.includes(path)));
    // Granted back meanwhile: no longer asked about; newly revoked with input: asked too.
    const fresh = Object.fromEntries(dirty.map((path) => [path, unsavedText([path])]));
    setAsking((before) => ({
      paths: [
        ...before.paths.filter((path) => revoked.includes(path)),
        ...dirty.filter((path) => !before.paths.includes(path)),
      ],
      texts: { ...fresh, ...before.texts },
    }));
    if (dirty.length > 0) wantDialog();
  }, [key, views, close, wantDialog]);

  if (asking.paths.length === 0 || !Dialog) return null;
  return (
    <Dialog
      titles={asking.paths.map(titleOf)}
      text={asking.paths
        .map((path) => asking.texts[path] ?? '')
        .filter(Boolean)
        .join('\n\n')}
      onDone={() => {
        close(asking.paths);
        setAsking({ paths: [], texts: {} });
      }}
    />
  );
}
