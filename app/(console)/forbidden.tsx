import { RefusedScreen } from '@/components/errors/on-demand/refused-screen';

export default function Forbidden() {
  return <RefusedScreen kind="forbidden" />;
}
