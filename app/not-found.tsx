import { PublicErrorPage } from '@/components/errors/public-error-page';

export default function NotFound() {
  return <PublicErrorPage code={404} />;
}
