'use client';

import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { NoticeSnackbar } from './notice-snackbar';
import { registerNoticeHost } from './notices';

function Register() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => registerNoticeHost(enqueueSnackbar), [enqueueSnackbar]);
  useEffect(keepNoticesAudible, []);
  return null;
}

/**
 * MUI's modals (a drawer, a dialog over it) hide every other child of <body> from assistive technology while open,
 * and notistack's container is one: the notice that confirms a move made in a dialog would be silent. Notices
 * concern the dialog's own action, so the container keeps its voice.
 */
function keepNoticesAudible() {
  const observer = new MutationObserver((changes) => {
    for (const { target } of changes) {
      if (
        target instanceof HTMLElement &&
        target.classList.contains('notistack-SnackbarContainer') &&
        target.hasAttribute('aria-hidden')
      )
        target.removeAttribute('aria-hidden');
    }
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}

/** notistack configured once for the whole console: top centre, at most 5 stacked. Loaded with the first notice. */
export function NoticeHost() {
  return (
    <SnackbarProvider
      maxSnack={5}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={{
        default: NoticeSnackbar,
        info: NoticeSnackbar,
        success: NoticeSnackbar,
        warning: NoticeSnackbar,
        error: NoticeSnackbar,
      }}
    >
      <Register />
    </SnackbarProvider>
  );
}
