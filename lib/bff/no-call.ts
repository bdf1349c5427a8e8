import { refused } from './json';

/**
 * `/api` and `/api/<service>` with nothing below them name no platform call. Their route files answer
 * with this, so such a path gets the BFF's JSON 404 instead of falling through to a page.
 */
export const noCall = () => refused.notFound();
