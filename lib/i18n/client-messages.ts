import type { AbstractIntlMessages } from 'next-intl';

/**
 * Which message namespaces each layout sends to the browser (docs/benchmarks.md, JS weight): a client
 * component can only use the namespaces of the nearest NextIntlClientProvider above it (a nested
 * provider replaces its parent's messages); server components read every namespace whatever is sent.
 *
 * The root layout's client components (request feedback, the root error boundary) use these.
 */
export const ROOT_NAMESPACES = ['errors'] as const;

/** The sign-in page's client components (app/(auth)/layout.tsx). */
export const SIGN_IN_NAMESPACES = ['app', 'errors', 'login'] as const;

/**
 * Never sent inside the console shell: no client component under `app/(console)` uses them (the
 * sign-in form's texts; `app` and `format` are read by server components only).
 */
export const CONSOLE_UNSENT_NAMESPACES = ['app', 'format', 'login'] as const;

/**
 * What the console layout sends with every page: the namespaces of the client components the server
 * renders (the shell, the dashboard, the error pages, a screen's loading state and the generic screen)
 * and of the shared pieces outside `components/screens`. `client-messages.test.ts` fails when a
 * component outside the screens uses a namespace missing here.
 */
export const SHELL_NAMESPACES = [
  'changePassword',
  'dashboard',
  'errorLog',
  'errors',
  'idle',
  'language',
  'live',
  'nav',
  'notices',
  'palette',
  'pdf',
  'refused',
  'screen',
  'shell',
  'siteMap',
  'table',
  'tabs',
  'theme',
  'unsaved',
] as const;

/**
 * The rest, used only by the screens (client-only, loaded on demand): fetched once per language and
 * build from app/api/console/messages, not repeated in every page (components/screens/screen-messages.tsx).
 */
export function screenNamespaces(messages: AbstractIntlMessages): AbstractIntlMessages {
  return omitNamespaces(messages, [...SHELL_NAMESPACES, ...CONSOLE_UNSENT_NAMESPACES]);
}

export function pickNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([ns]) => namespaces.includes(ns)));
}

export function omitNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([ns]) => !namespaces.includes(ns)));
}
