import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const basePath = process.env.NEXT_PUBLIC_BASE_PATH || undefined;

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
};

export default withNextIntl(nextConfig);
