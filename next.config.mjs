import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // messages/*.json are compiled at build time (icu-minify), so no page ships an ICU parser and
    // formatter (intl-messageformat): next-intl formats the compiled form with a small interpreter.
    // Jest imports the JSON files as they are and formats them at run time, as before.
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// The one read outside lib/public-env.ts: the build configuration cannot import TypeScript.
const basePath = process.env.NEXT_PUBLIC_BASE_PATH || undefined;

// On every response, pages and API alike. The per-request CSP (with its nonce) and HSTS come from
// middleware.ts; the BFF sets nosniff again on what it forwards (lib/bff/headers.ts).
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath,
  // A second build folder lets a test run build while another console serves from `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // forbidden(): a refused screen answers 403 and renders inside the shell.
  experimental: {
    authInterrupts: true,
    // Tabs (components/tabs) keep visited screens alive on the client; without this every tab
    // click re-requests the screen's server payload and waits for it (docs/benchmarks.md, tab switching).
    // A visited route's payload is reused for 30 minutes; router.refresh() (language, theme) and
    // signing out drop it. The payload only carries the page's permission verdict: the data each
    // screen shows comes from the BFF, which the backend authorizes on every call.
    staleTimes: { dynamic: 1800 },
    // Turbopack keeps a build cache for the next build in the same folder (about 25 s to write); a CI run builds
    // each folder once, from a fresh clone, so it would only pay for it.
    ...(process.env.CI && { turbopackFileSystemCacheForBuild: false }),
  },
  // The test command (scripts/test.mjs) checks the types of everything before it builds, tests included and with
  // `next typegen`'s route types (what `next build` checks); its builds then skip that check (about 50 s each).
  // Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.CONSOLE_TYPES_CHECKED === '1' },
  env: { NEXT_PUBLIC_BASE_PATH: basePath ?? '' },
  output: 'standalone',
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Lets the server render "follow the system" in the right scheme once Chromium has seen this
      // (lib/theme/color-mode.ts). No Vary: the pages are per-user and never cached (no-store), and
      // Next's own Vary (RSC) must stay as it is.
      { source: '/:path((?!_next/|api/).*)', headers: [{ key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' }] },
      // Chromium asks for the favicon again after each client-side navigation; Next serves the
      // icon with `max-age=0, must-revalidate`, so every tab switch cost a request. The page links
      // it with a content hash in the query, so a day of caching never serves a stale icon there.
      { source: '/icon.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
