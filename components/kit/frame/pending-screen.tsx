'use client';

import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { ScreenFrame } from './screen-frame';
import { ScreenToolbar } from './screen-toolbar';

/** A map screen before its first answer: what failed, or a spinner, in the screen's own frame (refresh kept). */
export function PendingScreen({
  title,
  onRefresh,
  failed,
  failedText,
  loadingText,
}: {
  title: string;
  onRefresh: () => void;
  failed: boolean;
  failedText: string;
  loadingText: string;
}) {
  return (
    <ScreenFrame title={title} toolbar={<ScreenToolbar onRefresh={onRefresh} />}>
      {failed ? (
        <Alert severity="error">{failedText}</Alert>
      ) : (
        <Stack sx={{ alignItems: 'center', justifyContent: 'center', flex: 1 }} role="status" aria-label={loadingText}>
          <CircularProgress aria-hidden />
        </Stack>
      )}
    </ScreenFrame>
  );
}
