/**
 * The text of each page of a PDF (Chromium's print of a screen), read with pdf.js, without white space (pdf.js puts
 * spaces between CJK glyphs) and in NFKC (the fonts map some ideographs to their Kangxi radicals).
 */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join('')
        .normalize('NFKC')
        .replace(/\s+/g, ''),
    );
  }
  await doc.destroy();
  return pages;
}

/** A text as `pdfPages` reads it. */
export const asPrinted = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');
