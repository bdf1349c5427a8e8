import { RefusedScreen } from '@/components/errors/on-demand/refused-screen';

export default function NotFound() {
  return <RefusedScreen kind="notFound" />;
}
