'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NO_PRINT, PRINT_AREA, PrintStyles } from './print';

type Props = {
  title: string;
  toolbar?: ReactNode;
  children: ReactNode;
  /** false: the screen marks what prints itself (a report prints its table alone). */
  printArea?: boolean;
};

/**
 * An administration screen: its title and toolbar above a body that fills the view's height. Printed, it is the
 * title and the body without the toolbar (print.tsx).
 */
export function ScreenFrame({ title, toolbar, children, printArea = true }: Props) {
  return (
    <Paper
      className={printArea ? PRINT_AREA : undefined}
      sx={{ height: '100%', minHeight: 480, display: 'flex', flexDirection: 'column', p: 2, gap: 1.5 }}
    >
      <PrintStyles />
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
        <Typography component="h1" variant="h6" sx={{ mr: 'auto', whiteSpace: 'nowrap' }}>
          {title}
        </Typography>
        {toolbar && (
          <Box className={NO_PRINT} sx={{ display: 'contents' }}>
            {toolbar}
          </Box>
        )}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{children}</Box>
    </Paper>
  );
}
