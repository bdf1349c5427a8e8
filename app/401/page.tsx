import { PublicErrorPage } from '@/components/errors/public-error-page';

export default function Page401() {
  return <PublicErrorPage code={401} />;
}
