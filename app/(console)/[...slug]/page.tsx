import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { AllowedScreen } from '@/components/screens/allowed-screen';
import { currentUser } from '@/lib/console/current-user';
import { toLocale } from '@/lib/i18n/locale';
import { findRoute, titleOf } from '@/lib/routes/lookup';
import { canOpen, permittedCodes } from '@/lib/routes/permissions';

type Props = { params: Promise<{ slug: string[] }> };

const pathOf = (slug: string[]) => `/${slug.map((s) => decodeURIComponent(s)).join('/')}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const match = findRoute(pathOf((await params).slug));
  return match ? { title: titleOf(match.screen, toLocale(await getLocale())) } : {};
}

/** Every catalogue screen: the authority is checked here, on the server, whatever middleware did. */
export default async function CatalogueScreen({ params }: Props) {
  const path = pathOf((await params).slug);
  const { info } = await currentUser();
  const access = canOpen(path, permittedCodes(info));
  if (access === 'unknown') notFound();
  if (access === 'forbidden') forbidden();
  // The body is rendered by the view host, which keeps visited screens alive (tabs).
  return <AllowedScreen path={path} />;
}
