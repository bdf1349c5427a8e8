import * as pdfjs from 'pdfjs-dist';

/**
 * Imported dynamically by the viewer only, so pdf.js (and its worker) stay out of the shell's JS.
 * The worker is an asset of our own build (the bundler copies it and hashes its name): no CDN.
 */
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export { pdfjs };
