import { RefusedScreen } from '@/components/errors/lazy';

export default function NotFound() {
  return <RefusedScreen kind="notFound" />;
}
