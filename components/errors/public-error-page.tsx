import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { LinkButton } from '@/components/common/link-button';

/** /401 and /404 outside the shell: public routes, reachable without a session. */
export async function PublicErrorPage({ code }: { code: 401 | 404 }) {
  const t = await getTranslations('refused');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <div>
        {/* The theme colour as text: the shade readable on this scheme's background (lib/theme/theme.ts). */}
        <Typography component="h1" variant="h2" color="primaryText">
          {code}
        </Typography>
        <Typography variant="h5" gutterBottom>
          {t(code === 401 ? 'forbiddenTitle' : 'notFoundTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(code === 401 ? 'publicForbiddenText' : 'publicNotFoundText')}
        </Typography>
        <LinkButton href="/" variant="contained">
          {t('backHome')}
        </LinkButton>
      </div>
    </Box>
  );
}
