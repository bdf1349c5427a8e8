import { RefusedScreen } from '@/components/errors/lazy';

export default function Forbidden() {
  return <RefusedScreen kind="forbidden" />;
}
