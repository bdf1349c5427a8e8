import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginForm, type LoginNotice } from '@/components/login/login-form';
import { serverEnv } from '@/lib/env';
import { safeRedirect } from '@/lib/redirect';
import { readSession } from '@/lib/session/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('login'))('heading') };
}

type Params = Record<string, string | string[] | undefined>;

/**
 * ?reason= from the console (expired session, a scriptless sign-in refused or failed, SSO outcomes);
 * ?error= from Auth.js (the provider refused or the user cancelled).
 */
function noticeFor(params: Params, ssoOn: boolean): LoginNotice | undefined {
  if (params.reason === 'expired') return 'expired';
  if (params.reason === 'wrong') return 'wrongCredentials';
  if (params.reason === 'locked') return 'signInLocked';
  if (params.reason === 'unavailable') return 'unavailable';
  if (!ssoOn) return undefined;
  if (params.reason === 'sso-unknown') return 'ssoUnknown';
  if (params.reason === 'sso-failed' || typeof params.error === 'string') return 'ssoFailed';
  return undefined;
}

type Props = { searchParams: Promise<Params> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const target = safeRedirect(typeof params.redirect === 'string' ? params.redirect : undefined);
  // Signed in already (say, in another tab, which then reloaded this one): on to where it was going.
  if (await readSession()) redirect(target.startsWith('/login') ? '/' : target);
  const sso = serverEnv().SSO;
  const notice = noticeFor(params, !!sso);
  return <LoginForm redirectTo={target} notice={notice} sso={sso ? { name: sso.name } : undefined} />;
}
