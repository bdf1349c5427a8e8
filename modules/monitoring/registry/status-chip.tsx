'use client';

import Chip from '@mui/material/Chip';
import { statusColour } from './status-colour';

/**
 * An instance status as a chip. Up and down are filled; the warning colours (out of service, late) are
 * outlined with the text in the body colour, since white or orange text on orange is too faint to read.
 */
export function StatusChip({ status, label }: { status: string; label: string }) {
  const colour = statusColour(status);
  if (colour === 'warning')
    return (
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label={label}
        sx={{ color: 'text.primary', borderWidth: 2 }}
      />
    );
  return <Chip size="small" color={colour} label={label} />;
}
