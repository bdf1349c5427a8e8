import type { RouteMatch } from '@/lib/routes/lookup';

/** What the view host hands a screen. Router hooks in a hidden view report the *active* URL,
 * so a screen reads its own route from these props. */
export type ScreenProps = { path: string; match: RouteMatch };
