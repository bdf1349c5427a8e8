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
 * Inside the console shell every namespace is sent except these, which no client component under
 * `app/(console)` uses (the sign-in form's texts; `app` and `format` are read by server components
 * only). A client component that starts using one of them must be taken off this list.
 */
export const CONSOLE_UNSENT_NAMESPACES = ['app', 'format', 'login'] as const;

export function pickNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([ns]) => namespaces.includes(ns)));
}

export function omitNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([ns]) => !namespaces.includes(ns)));
}
