'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** The colours of the plan's own layers, on the map and in the legend alike. */
export const planColours = {
  section: '#90a4ae',
  road: '#78909c',
  alignment: '#455a64',
  block: '#b0bec5',
  haulRoad: '#a1887f',
  plant: '#6d4c41',
  waterPoint: '#0288d1',
} as const;

const symbol = (colour: string, shape: 'area' | 'line' | 'dot' | 'dash') => (
  <Box
    aria-hidden
    sx={{
      width: 18,
      height: shape === 'area' ? 12 : shape === 'dot' ? 10 : 0,
      borderRadius: shape === 'dot' ? '50%' : 0,
      bgcolor: shape === 'area' || shape === 'dot' ? colour : 'transparent',
      opacity: shape === 'area' ? 0.6 : 1,
      borderTop: shape === 'line' ? `2px solid ${colour}` : shape === 'dash' ? `2px dashed ${colour}` : undefined,
      flex: 'none',
      ...(shape === 'dot' ? { width: 10 } : {}),
    }}
  />
);

/** The map's legend in its lower right corner: the plan's own symbols, then a screen's rows (`children`). */
export function PlanLegend({ children }: { children?: ReactNode }) {
  const t = useTranslations('siteMap');
  return (
    <Paper
      elevation={2}
      sx={{
        position: 'absolute',
        bottom: 8,
        right: 8,
        zIndex: 1000,
        px: 1.25,
        py: 1,
        maxWidth: 220,
        maxHeight: '70%',
        overflow: 'auto',
      }}
      role="region"
      aria-label={t('legend')}
      // A long legend scrolls on a short map: focusable, so a keyboard can scroll it too.
      tabIndex={0}
    >
      <Typography variant="caption" component="h2" sx={{ fontWeight: 600, display: 'block', mb: 0.5 }}>
        {t('legend')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1, rowGap: 0.25 }}>
        {(
          [
            ['section', planColours.section, 'area'],
            ['road', planColours.road, 'area'],
            ['alignment', planColours.alignment, 'dash'],
            ['block', planColours.block, 'line'],
            ['haulRoad', planColours.haulRoad, 'dash'],
            ['plant', planColours.plant, 'dot'],
            ['waterPoint', planColours.waterPoint, 'dot'],
          ] as const
        ).map(([key, colour, shape]) => (
          <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {symbol(colour, shape)}
            <Typography variant="caption" sx={{ lineHeight: 1.3 }}>
              {t(`layer.${key}`)}
            </Typography>
          </Stack>
        ))}
      </Box>
      {children}
    </Paper>
  );
}
