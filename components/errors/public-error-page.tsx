import { getTranslations } from 'next-intl/server';
import { PublicErrorView } from './on-demand/public-error-view';

/** /401 and /404 outside the shell: public routes, reachable without a session. */
export async function PublicErrorPage({ code }: { code: 401 | 404 }) {
  const t = await getTranslations('refused');
  return (
    <PublicErrorView
      code={code}
      title={t(code === 401 ? 'forbiddenTitle' : 'notFoundTitle')}
      text={t(code === 401 ? 'publicForbiddenText' : 'publicNotFoundText')}
      back={t('backHome')}
    />
  );
}
