/**
 * Settings fixed at build time and visible to page script. Next inlines `process.env.NEXT_PUBLIC_*`
 * into browser bundles only where the literal name appears, so they are read here, once, and every
 * other module imports the constant.
 */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** The path every console cookie is scoped to: the base path, or the whole origin without one. */
export const COOKIE_PATH = BASE_PATH || '/';

/** Test builds only: exposes hooks the end-to-end suites drive (never set in production builds). */
export const E2E_HOOKS = process.env.NEXT_PUBLIC_E2E_HOOKS === '1';
