'use client';

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One key figure: its name (also the group's accessible name), the value and its unit. */
export function KpiCard({
  id,
  label,
  value,
  unit,
  minWidth = 140,
}: {
  id: string;
  label: string;
  value: string | number;
  unit?: string;
  minWidth?: number;
}) {
  return (
    <Paper variant="outlined" role="group" aria-label={label} sx={{ px: 2, py: 1, minWidth }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-kpi={id}>
        {value}
        {unit && (
          <Typography component="span" variant="body2" sx={{ ml: 0.5, color: 'text.secondary' }}>
            {unit}
          </Typography>
        )}
      </Typography>
    </Paper>
  );
}
