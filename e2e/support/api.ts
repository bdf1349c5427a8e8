import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { E2E } from '../console/env.mjs';

export const SAME_ORIGIN = { origin: E2E.baseURL };

/** An API client holding a real session cookie, obtained through the BFF's sign-in. */
export async function signedInApi(
  user: keyof typeof E2E.users = 'admin',
  baseURL = E2E.baseURL,
): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const { username, password } = E2E.users[user];
  const reply = await api.post('/api/auth/jwt/token', { data: { username, password } });
  const body = await reply.json();
  if (body.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return api;
}

/** How many requests the reference backend has answered (its test hook); the console suite's unless told. */
export async function upstreamRequestCount(backendURL: string = E2E.backendURL): Promise<number> {
  const r = await fetch(`${backendURL}/__test/requests`);
  const body = (await r.json()) as { count?: number; data?: number };
  return Number(body.count ?? body.data);
}
