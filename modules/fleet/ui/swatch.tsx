import Box from '@mui/material/Box';
import type { VehicleState } from '@console/contract/fleet/reads';
import { stateColours } from '@/modules/fleet/contract';

/** A vehicle state's colour, as a dot beside its name (lists, the card, the playback's segments). */
export function Swatch({ state }: { state: VehicleState }) {
  return (
    <Box
      aria-hidden
      component="span"
      sx={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: stateColours[state],
        display: 'inline-block',
        flex: 'none',
      }}
    />
  );
}
