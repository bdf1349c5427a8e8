import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LANGUAGE_COOKIE, toLocale } from './locale';

// No locale routing: the language is a persisted preference, kept in a cookie like the others.
export default getRequestConfig(async () => {
  const locale = toLocale((await cookies()).get(LANGUAGE_COOKIE)?.value);
  return {
    locale,
    timeZone: 'Asia/Shanghai',
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
