'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/common/link-button';

type Props = { code: 401 | 404; title: string; text: string; back: string };

/** /401 and /404 outside the shell (public-error-page.tsx gives the texts). */
export function PublicErrorView({ code, title, text, back }: Props) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <div>
        {/* The theme colour as text, the shade readable on this scheme (lib/theme/theme.ts): `sx`, as Typography's
           `color` prop knows only palette colours with a `main`. */}
        <Typography component="h1" variant="h2" sx={{ color: 'primaryText' }}>
          {code}
        </Typography>
        <Typography variant="h5" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        <LinkButton href="/" variant="contained">
          {back}
        </LinkButton>
      </div>
    </Box>
  );
}
