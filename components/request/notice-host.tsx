'use client';

import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { NoticeSnackbar } from './notice-snackbar';
import { registerNoticeHost } from './notices';

function Register() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => registerNoticeHost(enqueueSnackbar), [enqueueSnackbar]);
  return null;
}

/** notistack configured once for the whole console: top centre, at most 5 stacked. Loaded with the first notice. */
export function NoticeHost() {
  return (
    <SnackbarProvider
      maxSnack={5}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={{ default: NoticeSnackbar, info: NoticeSnackbar, success: NoticeSnackbar, warning: NoticeSnackbar, error: NoticeSnackbar }}
    >
      <Register />
    </SnackbarProvider>
  );
}
