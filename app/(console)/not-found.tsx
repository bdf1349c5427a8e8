import { RefusedScreen } from '@/components/errors/refused-screen';

export default function NotFound() {
  return <RefusedScreen kind="notFound" />;
}
