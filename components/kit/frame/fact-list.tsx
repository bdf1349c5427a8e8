import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One line of a fact list: its term, its value, and hooks for tests (`testId`) or readers (`field`). */
export type Fact = { label: string; value: ReactNode; key?: string; testId?: string; field?: string };

/**
 * Terms and their values side by side (a description list: a screen reader reads each term with its value), the
 * terms in a column as wide as the widest; `compact` for a card's small type of space.
 */
export function FactList({ facts, compact = false }: { facts: readonly Fact[]; compact?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: compact ? 1.5 : 2,
        rowGap: compact ? 0.25 : 0.5,
      }}
    >
      {facts.map((f) => (
        <Box key={f.key ?? f.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {f.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            data-testid={f.testId}
            data-field={f.field}
            sx={{ m: 0, overflowWrap: 'anywhere' }}
          >
            {f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
