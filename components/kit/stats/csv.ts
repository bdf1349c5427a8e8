import type { StatsTable } from './panel-view';

/** RFC 4180 text of a table, with a BOM so that spreadsheet programs read the Chinese headers as UTF-8. */
export function toCsv(table: StatsTable): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [
    table.columns.map((c) => cell(c.title)),
    ...table.rows.map((row) => table.columns.map((c) => cell(row[c.key]))),
  ];
  return `\uFEFF${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

/** Saves a URL (an object or data URL) as a file. */
export function downloadUrl(url: string, filename: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
}

export function downloadCsv(table: StatsTable, filename: string): void {
  const url = URL.createObjectURL(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }));
  downloadUrl(url, filename);
  // The browser has taken the download once the click returns; a later revoke keeps Safari happy.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
