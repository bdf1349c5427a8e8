'use client';

import Box from '@mui/material/Box';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';

/** Pages are rendered at scale 1.5 (CSS pixels), sharp on high-density screens. */
export const PDF_SCALE = 1.5;

export function PdfCanvas({ doc, page, label }: { doc: PDFDocumentProxy; page: number; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // pdf.js refuses two renders on one canvas at once: each render waits for the cancelled one.
  const previous = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    let task: RenderTask | null = null;
    let cancelled = false;
    const run = previous.current.then(async () => {
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const pdfPage = await doc.getPage(page);
      if (cancelled) return;
      const viewport = pdfPage.getViewport({ scale: PDF_SCALE });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      task = pdfPage.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await task.promise;
    });
    previous.current = run.catch((error: unknown) => {
      if ((error as { name?: string })?.name !== 'RenderingCancelledException') console.error('[pdf]', error);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page]);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-page={page}
      sx={{ display: 'block', bgcolor: 'common.white', boxShadow: 3, maxWidth: 'none' }}
    />
  );
}
