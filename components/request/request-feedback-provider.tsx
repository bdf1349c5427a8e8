'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { describeFailure } from '@/lib/request/notify';
import { request, setFailureHandler } from '@/lib/request/request';
import { enqueueSnackbar, onNoticeWanted } from './notices';
import { E2E_HOOKS } from '@/lib/public-env';

// The 40101 "signed out" dialog is rare: loaded the first time it is needed (not on every page).
const LogoutDialog = dynamic(() => import('./logout-dialog').then((m) => m.LogoutDialog), { ssr: false });

declare global {
  interface Window {
    __consoleRequest?: typeof request;
  }
}

/** Installs the one failure handler: every platform error the browser meets is shown from here. */
function FailureFeedback() {
  const t = useTranslations('errors');
  // One dialog however many calls fail: setting `true` again while open changes nothing.
  const [loggedOut, setLoggedOut] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  // Once the person chose to stay, only their own actions ask again: the live channel finding the
  // session gone a moment later must not reopen what they just closed.
  const stayed = useRef(false);

  useEffect(
    () =>
      setFailureHandler((failure, source) => {
        const shown = describeFailure(failure, t);
        if (shown.type === 'logout') {
          if (source?.background && stayed.current) return;
          setDialogWanted(true);
          setLoggedOut(true);
        } else
          enqueueSnackbar(shown.message, {
            variant: shown.variant,
            title: shown.title,
            autoHideDuration: shown.autoHideDuration,
            // the same notice is not stacked twice while it is still on screen
            key: `${shown.variant}|${shown.title ?? ''}|${shown.message}`,
            preventDuplicate: true,
          });
      }),
    [t],
  );

  useEffect(() => {
    // e2e only (e2e/console/request-layer.spec.ts): lets a test call the real layer from the page before
    // any screen does. Inlined at build time; absent from a normal build.
    if (E2E_HOOKS) window.__consoleRequest = request;
  }, []);

  return dialogWanted ? (
    <LogoutDialog
      open={loggedOut}
      onCancel={() => {
        stayed.current = true;
        setLoggedOut(false);
      }}
    />
  ) : null;
}

/**
 * Shows the request layer's failures. notistack (`notice-host.tsx`) is loaded with the first
 * notice, not with the page: most pages never show one (`notices.ts`).
 */
export function RequestFeedbackProvider({ children }: { children: ReactNode }) {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let loading = false;
    return onNoticeWanted(() => {
      if (loading) return;
      loading = true;
      import('./notice-host').then(
        (m) => setHost(() => m.NoticeHost),
        (error: unknown) => {
          // e.g. the console unreachable: the notices wait and the next one tries again
          loading = false;
          console.error('[notices]', error);
        },
      );
    });
  }, []);
  return (
    <>
      <FailureFeedback />
      {children}
      {Host && <Host />}
    </>
  );
}
