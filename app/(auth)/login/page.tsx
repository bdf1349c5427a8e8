import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/login/login-form';
import { safeRedirect } from '@/lib/redirect';
import { readSession } from '@/lib/session/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('login'))('heading') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  if (await readSession()) redirect('/');
  const params = await searchParams;
  const target = safeRedirect(typeof params.redirect === 'string' ? params.redirect : undefined);
  const reason = params.reason === 'expired' ? 'expired' : undefined;
  return <LoginForm redirectTo={target} notice={reason} />;
}
