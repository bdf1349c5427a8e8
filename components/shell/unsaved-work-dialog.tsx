'use client';

import { useEffect, useRef, useState } from 'react';
import { onDemand, useOnDemand } from '@/components/common/use-on-demand';
import { setDiscardAsker, shouldPromptOnUnload } from '@/lib/shell/unsaved-work';

// The dialog is loaded the first time the question is asked (most sessions never see it).
const unsavedWorkPrompt = onDemand(() => import('./unsaved-work-prompt').then((m) => m.UnsavedWorkPrompt));

type Pending = { paths: string[]; answer: (discard: boolean) => void };

/**
 * Answers the unsaved-work guard (lib/shell/unsaved-work.ts): lists the tabs whose input would be
 * lost and asks; "keep editing" has the focus, so Enter or Escape loses nothing. Also installs the
 * browser's own prompt for a window closed or reloaded with unsaved input.
 */
export function UnsavedWorkDialog() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const current = useRef<Pending | null>(null);
  const [UnsavedWorkPrompt, wantPrompt] = useOnDemand(unsavedWorkPrompt);

  useEffect(
    () =>
      setDiscardAsker(
        (paths) =>
          new Promise<boolean>((resolve) => {
            // A second question while one is open: the first is answered "keep" (nothing lost).
            current.current?.answer(false);
            const next: Pending = {
              paths,
              answer: (discard) => {
                if (current.current !== next) return;
                current.current = null;
                setOpen(false);
                resolve(discard);
              },
            };
            current.current = next;
            setPending(next);
            wantPrompt();
            setOpen(true);
          }),
      ),
    [wantPrompt],
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldPromptOnUnload()) return;
      event.preventDefault();
      // Older browsers need the legacy returnValue to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  // Mounted from the first question on, so its closing transition still runs.
  return pending && UnsavedWorkPrompt ? (
    <UnsavedWorkPrompt open={open} paths={pending.paths} answer={pending.answer} />
  ) : null;
}
