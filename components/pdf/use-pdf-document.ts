'use client';

import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';

export type PdfState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; doc: PDFDocumentProxy };

/** Loads pdf.js on first use and the document at `url`; destroys the document when done with it. */
export function usePdfDocument(url: string, attempt = 0): PdfState {
  const [state, setState] = useState<{ key: string; value: PdfState }>({ key: '', value: { status: 'loading' } });
  const key = `${url}#${attempt}`;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    (async () => {
      try {
        const { pdfjs } = await import('./load-pdfjs');
        if (cancelled) return;
        const task = pdfjs.getDocument({ url, isEvalSupported: false });
        destroy = () => task.destroy();
        const doc = await task.promise;
        if (!cancelled) setState({ key, value: { status: 'ready', doc } });
      } catch (error) {
        if (cancelled) return;
        console.error('[pdf]', error);
        setState({ key, value: { status: 'error', error } });
      }
    })();
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url, key]);

  // A new url or retry shows "loading" at once, without a stale page in between.
  return state.key === key ? state.value : { status: 'loading' };
}
