import type zh from '@/messages/zh.json';
import type { Locale } from './locale';

// Types next-intl's `useTranslations` / `getTranslations` and `t(...)` by the message catalogue, so a
// misspelt namespace or key fails the type check. zh is the reference catalogue; en has the same keys
// and ICU arguments (checked by messages/messages.test.ts).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof zh;
  }
}
