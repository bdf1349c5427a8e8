import { getTranslations } from 'next-intl/server';
import { currentPlatform, platformChoices } from '@/lib/backend/platforms';
import type { Locale } from '@/lib/i18n/locale';
import { Tag } from '@/components/common/tag';

/**
 * Which platform the console (or, when each user chooses, this user) is connected to, in the header, when the server
 * offers more than one.
 */
export async function PlatformBadge({ locale, username }: { locale: Locale; username: string }) {
  if (platformChoices().length < 2) return null;
  const t = await getTranslations('platformSwitch');
  const name = currentPlatform(username)[locale];
  return (
    <Tag
      variant="outlined"
      data-testid="platform-badge"
      label={name}
      title={t('badge', { name })}
      sx={{ color: 'inherit', borderColor: 'currentColor', mx: 0.5, maxWidth: 160 }}
    />
  );
}
