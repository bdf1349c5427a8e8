import type { Reply } from '../http/reply.js';

/** A number written as text (a report's `-1.25`): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

const BATCH = 1000;

/** RFC 4180 quoting; text that a spreadsheet would run as a formula is defused with a leading apostrophe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]) => cells.map(csvCell).join(',') + '\r\n';

/**
 * A CSV download streamed in batches: `batch(offset, limit)` is read only when the previous batch has
 * been handed to the socket, so a large export never sits in memory and other requests run between
 * batches. A UTF-8 BOM lets spreadsheet programs read the Chinese headers. Without `total` a short batch is the
 * last; with it (the rows counted when the export began) a batch may come short (rows gone since) and the stream
 * goes on to `total`.
 */
export function csvReply(
  name: string,
  header: readonly string[],
  batch: (offset: number, limit: number) => unknown[][],
  total?: number,
): Reply {
  return {
    http: 200,
    body: { status: 200 },
    stream: {
      contentType: 'text/csv; charset=utf-8',
      filename: `${name}.csv`,
      *chunks() {
        yield '\uFEFF' + csvLine(header);
        for (let offset = 0; total === undefined || offset < total; offset += BATCH) {
          const rows = batch(offset, BATCH);
          if (rows.length > 0) yield rows.map(csvLine).join('');
          if (total === undefined && rows.length < BATCH) return;
        }
      },
    },
  };
}
