'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { enqueueSnackbar } from '@/components/request/notices';
import { useShellData } from '@/components/shell/shell-context';
import { DASHBOARD_PATH } from '@/lib/routes/catalogue';
import { findRoute } from '@/lib/routes/lookup';
import { canOpen } from '@/lib/routes/permissions';
import { useViews } from './views-context';

/**
 * Live permission changes: when an administrator takes screens away (the live channel's `perm` has the
 * shell read the user's codes again), their open views close, each with a notice saying why; the
 * active one hands over to a neighbour.
 */
export function RevokedViews({ codes }: { codes: string[] }) {
  const t = useTranslations('tabs');
  const { titles } = useShellData();
  const { views, drop } = useViews();
  const key = codes.join(',');
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    const held = new Set(key.split(','));
    const revoked = views.filter((v) => v.path !== DASHBOARD_PATH && findRoute(v.path) && canOpen(v.path, held) === 'forbidden');
    if (revoked.length === 0) return;
    drop(revoked.map((v) => v.path));
    for (const view of revoked) {
      const code = findRoute(view.path)?.screen.code ?? view.path;
      enqueueSnackbar(t('revoked', { title: titles[code] ?? code }), { variant: 'warning', autoHideDuration: 8000 });
    }
  }, [key, views, drop, t, titles]);
  return null;
}
