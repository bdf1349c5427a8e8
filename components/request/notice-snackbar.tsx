'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { SnackbarContent, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';

declare module 'notistack' {
  interface VariantOverrides {
    error: { title?: string };
    warning: { title?: string };
  }
}

type Props = CustomContentProps & { title?: string };

/** Every snackbar of the console: a message (no title) or a notification (with title), as an MUI Alert. */
export const NoticeSnackbar = forwardRef<HTMLDivElement, Props>(function NoticeSnackbar(
  { message, variant, title },
  ref,
) {
  return (
    <SnackbarContent ref={ref}>
      <Alert
        severity={variant === 'default' ? 'info' : variant}
        variant="outlined"
        sx={{ minWidth: 320, maxWidth: 480, bgcolor: 'background.paper', boxShadow: 4 }}
      >
        {title && <AlertTitle sx={{ fontWeight: 600 }}>{title}</AlertTitle>}
        {message}
      </Alert>
    </SnackbarContent>
  );
});
