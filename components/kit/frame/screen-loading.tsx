import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';

/** Shown while an administration screen's code loads. */
export function ScreenLoading() {
  return (
    <Paper sx={{ p: 2, height: '100%', minHeight: 480 }}>
      <LinearProgress aria-hidden />
    </Paper>
  );
}
