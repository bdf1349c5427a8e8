'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ColourBand } from '@/lib/platform/grid';

/** A colour table's bands as a legend row: each band's swatch above its value range (or its label). */
export function BandSwatches({ bands, minWidth = 30 }: { bands: readonly ColourBand[]; minWidth?: number }) {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, m: 0, p: 0, listStyle: 'none' }}>
      {bands.map((b) => (
        <Box component="li" key={`${b.fromValue}`} sx={{ textAlign: 'center', minWidth }}>
          <Box aria-hidden sx={{ height: 10, bgcolor: b.colour }} />
          <Typography variant="caption" sx={{ fontSize: 10, whiteSpace: 'nowrap' }}>
            {b.label ?? `${b.fromValue}–${b.toValue}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
