import { PublicErrorPage } from '@/components/errors/public-error-page';

export default function Page404() {
  return <PublicErrorPage code={404} />;
}
