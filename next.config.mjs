import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const basePath = process.env.NEXT_PUBLIC_BASE_PATH || undefined;

// Mirrors lib/security/csp.ts STATIC_SECURITY_HEADERS (next.config cannot import TypeScript).
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
  experimental: { authInterrupts: true },
  env: { NEXT_PUBLIC_BASE_PATH: basePath ?? '' },
  output: 'standalone',
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
