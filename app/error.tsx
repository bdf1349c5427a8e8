'use client';

import { FailedSection } from '@/components/errors/on-demand/failed-section';

/** Catches what the console layout itself throws, e.g. the user load when the backend is down. */
export default function RootError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main style={{ padding: 16 }}>
      <FailedSection {...props} />
    </main>
  );
}
