'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { title: string; toolbar?: ReactNode; children: ReactNode };

/** An administration screen: its title and toolbar above a body that fills the view's height. */
export function ScreenFrame({ title, toolbar, children }: Props) {
  return (
    <Paper sx={{ height: '100%', minHeight: 480, display: 'flex', flexDirection: 'column', p: 2, gap: 1.5 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
        <Typography component="h1" variant="h6" sx={{ mr: 'auto', whiteSpace: 'nowrap' }}>
          {title}
        </Typography>
        {toolbar}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{children}</Box>
    </Paper>
  );
}
