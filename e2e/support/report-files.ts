import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The first sheet of a workbook as rows of cell values (an empty cell null), headers and title block included. */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const out: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    out.push(Array.from({ length: sheet.columnCount }, (_, i) => values[i + 1] ?? null));
  });
  return out;
}

/** The file a click on `button` downloads. */
export async function download(page: Page, button: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFileSync((await file.path())!);
}

/** A table row's cells as the reader sees them. */
export const cells = async (row: Locator) => (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());

export interface Mail {
  to: string;
  subject: string;
  attachments: { filename?: string; content: Buffer }[];
}

/**
 * A mail server on 127.0.0.1 at `port` (the e2e backend's SMTP_URL names it) keeping every message it takes in
 * `inbox`; started and stopped by the spec (stopped, the platform's sends fail).
 */
export function localSmtp(port: number) {
  const inbox: Mail[] = [];
  let smtp: SMTPServer | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, done) {
          simpleParser(stream)
            .then((m) => {
              const to = m.to && !Array.isArray(m.to) ? m.to.text : '';
              inbox.push({
                to,
                subject: m.subject ?? '',
                attachments: m.attachments.map((a) => ({ filename: a.filename, content: a.content })),
              });
              done();
            })
            .catch(done);
        },
      });
      smtp.on('error', reject);
      smtp.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  return { inbox, start, stop };
}
