import Chip from '@mui/material/Chip';
import { getTranslations } from 'next-intl/server';
import { currentPlatform, platformChoices } from '@/lib/backend/platforms';
import type { Locale } from '@/lib/i18n/locale';

/** Which platform the console is connected to, in the header, when the server offers more than one. */
export async function PlatformBadge({ locale }: { locale: Locale }) {
  if (platformChoices().length < 2) return null;
  const t = await getTranslations('platformSwitch');
  const name = currentPlatform()[locale];
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid="platform-badge"
      label={name}
      title={t('badge', { name })}
      sx={{ color: 'inherit', borderColor: 'currentColor', mx: 0.5, maxWidth: 160 }}
    />
  );
}
