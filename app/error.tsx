'use client';

import Box from '@mui/material/Box';
import { FailedSection } from '@/components/errors/failed-section';

/** Catches what the console layout itself throws, e.g. the user load when the backend is down. */
export default function RootError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Box component="main" sx={{ p: 2 }}>
      <FailedSection {...props} />
    </Box>
  );
}
