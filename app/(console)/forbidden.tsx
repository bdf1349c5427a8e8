import { RefusedScreen } from '@/components/errors/refused-screen';

export default function Forbidden() {
  return <RefusedScreen kind="forbidden" />;
}
