import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The site plan's frame, and the looks of what Leaflet draws in it: the plan's labels, and the roller and vehicle
 * markers the screens' layers add.
 */
export function sitePlanSx(theme: Theme, height: number | string): SxProps<Theme> {
  return {
    position: 'relative',
    height,
    minHeight: 320,
    borderRadius: 1,
    overflow: 'hidden',
    border: 1,
    borderColor: 'divider',
    '& .leaflet-container': {
      bgcolor: theme.palette.mode === 'dark' ? '#1b2328' : '#eef1f2',
      fontFamily: theme.typography.fontFamily,
    },
    '& .leaflet-container:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
    '& .site-plan-label': {
      bgcolor: 'transparent',
      border: 0,
      boxShadow: 'none',
      p: 0,
      color: 'var(--site-plan-text)',
      fontSize: 11,
      textShadow: theme.palette.mode === 'dark' ? '0 0 3px #000' : '0 0 3px #fff',
      '&::before': { display: 'none' },
    },
    '& .site-plan-section': { fontSize: 12, fontWeight: 600 },
    '& .roller-marker': { bgcolor: 'transparent', border: 0, overflow: 'visible' },
    '& .roller-marker:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, borderRadius: '50%' },
    '& .roller-icon': { width: 26, height: 26 },
    '& .roller-code': {
      position: 'absolute',
      left: 24,
      top: 5,
      fontSize: 11,
      fontWeight: 600,
      whiteSpace: 'nowrap',
      color: 'var(--site-plan-text)',
      textShadow: theme.palette.mode === 'dark' ? '0 0 3px #000' : '0 0 3px #fff, 0 0 3px #fff',
    },
    '& .vehicle-marker': { bgcolor: 'transparent', border: 0, overflow: 'visible' },
    '& .vehicle-marker:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, borderRadius: '50%' },
    '& .vehicle-icon': { width: 22, height: 22 },
    '& .vehicle-late': { opacity: 0.5 },
    '& .vehicle-code': {
      position: 'absolute',
      left: 20,
      top: 3,
      fontSize: 11,
      fontWeight: 600,
      whiteSpace: 'nowrap',
      color: 'var(--site-plan-text)',
      textShadow: theme.palette.mode === 'dark' ? '0 0 3px #000' : '0 0 3px #fff, 0 0 3px #fff',
    },
    // An editor's vertex handles: small to the eye, a 44 px target to a finger.
    '& .plan-vertex': {
      bgcolor: '#fff',
      border: '2px solid #d84315',
      borderRadius: '3px',
      boxSizing: 'border-box',
      cursor: 'move',
      '&::after': { content: '""', position: 'absolute', inset: -15 },
    },
    '& .plan-vertex-first': { bgcolor: '#d84315' },
    '& .plan-vertex:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    // The ruler's distances along its line.
    '& .plan-ruler': { fontSize: 11, padding: '0 4px', fontVariantNumeric: 'tabular-nums' },
    '& .leaflet-control-scale-line': { bgcolor: 'rgba(255,255,255,0.85)', color: '#263238' },
  };
}
