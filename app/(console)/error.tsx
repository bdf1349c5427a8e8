'use client';

import { FailedSection } from '@/components/errors/on-demand/failed-section';

/** Keeps the shell alive when a screen fails. */
export default function ConsoleError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <FailedSection {...props} />;
}
