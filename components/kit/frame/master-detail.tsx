'use client';

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  /** The list to choose from (a SearchableTree), in a bordered pane that it fills. */
  master: ReactNode;
  /** The master pane's width beside the detail, and its least height above the detail on a narrow screen. */
  masterSize: { width: number; minHeight: number };
  /** The chosen item's detail; while there is none, a loading bar if `detailLoading`, else `placeholder`. */
  detail: ReactNode;
  detailLoading: boolean;
  placeholder: string;
  loadingLabel: string;
};

/** A list of items beside the chosen item's detail, each scrolling on its own; stacked on a narrow screen. */
export function MasterDetail({ master, masterSize, detail, detailLoading, placeholder, loadingLabel }: Props) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Stack
        sx={{
          width: { md: masterSize.width },
          flexShrink: 0,
          minHeight: { xs: masterSize.minHeight, md: 0 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {master}
      </Stack>
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'auto', pr: 0.5 }}>
        {detail ||
          (detailLoading ? (
            <LinearProgress aria-label={loadingLabel} />
          ) : (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {placeholder}
            </Typography>
          ))}
      </Box>
    </Stack>
  );
}
