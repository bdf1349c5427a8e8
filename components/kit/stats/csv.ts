import { saveFile } from '@/lib/request/download';
import type { StatsTable } from './panel-view';

/** A number written as text (a report's `-1.25`): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * RFC 4180 text of a table, with a BOM so that spreadsheet programs read the Chinese headers as UTF-8. Text that a
 * spreadsheet would run as a formula (a dictionary label an editor changed, a name) is defused with a leading
 * apostrophe, as the platform's own exports do; numbers stay numbers, negative ones included.
 */
export function toCsv(table: StatsTable): string {
  const cell = (value: unknown) => {
    if (typeof value === 'number') return String(value);
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [
    table.columns.map((c) => cell(c.title)),
    ...table.rows.map((row) => table.columns.map((c) => cell(row[c.key]))),
  ];
  return `\uFEFF${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

export function downloadCsv(table: StatsTable, filename: string): void {
  saveFile(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), filename);
}
