import { cellText, conditionsText, headerOf, type Lang, type ReportColumn, type ReportTable } from './report-table.js';

/*
 * The report as an .xlsx workbook (exceljs), for the download and the e-mail attachment alike: the title
 * block (project, report, conditions, when), the merged group headers over the column headers, the rows as
 * numbers where they are numbers, and the totals. Printed on A4 landscape, one page wide, the two header
 * rows repeated on every page. exceljs is loaded on the first workbook only.
 */

const totalLabel = { zh: '合计', en: 'Total' } as const;
const generated = { zh: '生成时间', en: 'Generated' } as const;

function numFmt(column: ReportColumn): string | undefined {
  if (column.kind === 'int') return '0';
  if (column.kind === 'pct') return '0.0';
  if (column.kind === 'num') return column.places ? `0.${'0'.repeat(column.places)}` : '0.0';
  return undefined;
}

function value(column: ReportColumn, cell: unknown, lang: Lang): string | number | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return cell;
  return cellText(column, cell as string, lang);
}

export async function reportXlsx(table: ReportTable, lang: Lang = 'zh'): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = table.project || 'console';
  book.created = new Date(0);
  book.modified = new Date(0);
  const sheet = book.addWorksheet(table.title[lang].slice(0, 31), {
    pageSetup: {
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      horizontalCentered: true,
    },
  });
  const n = table.columns.length;
  const border = { style: 'thin' as const, color: { argb: 'FF888888' } };
  const boxed = { top: border, left: border, bottom: border, right: border };

  // Title block.
  sheet.mergeCells(1, 1, 1, n);
  Object.assign(sheet.getCell(1, 1), {
    value: table.project,
    font: { bold: true, size: 12 },
    alignment: { horizontal: 'center' },
  });
  sheet.mergeCells(2, 1, 2, n);
  Object.assign(sheet.getCell(2, 1), {
    value: table.title[lang],
    font: { bold: true, size: 16 },
    alignment: { horizontal: 'center' },
  });
  sheet.mergeCells(3, 1, 3, n);
  const conditions = [...conditionsText(table, lang), `${generated[lang]}: ${table.generatedAt}`].join('    ');
  Object.assign(sheet.getCell(3, 1), { value: conditions, alignment: { horizontal: 'left' } });

  // Group headers (row 4) over column headers (row 5); a column without a group spans both.
  const groupRow = 4;
  const headRow = 5;
  for (let i = 0; i < n;) {
    const column = table.columns[i]!;
    if (!column.group) {
      sheet.mergeCells(groupRow, i + 1, headRow, i + 1);
      sheet.getCell(groupRow, i + 1).value = column.title[lang];
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < n && table.columns[j + 1]!.group?.[lang] === column.group[lang]) j++;
    if (j > i) sheet.mergeCells(groupRow, i + 1, groupRow, j + 1);
    sheet.getCell(groupRow, i + 1).value = column.group[lang];
    for (let k = i; k <= j; k++) sheet.getCell(headRow, k + 1).value = table.columns[k]!.title[lang];
    i = j + 1;
  }
  for (const r of [groupRow, headRow])
    for (let c = 1; c <= n; c++)
      Object.assign(sheet.getCell(r, c), {
        font: { bold: true },
        alignment: { horizontal: 'center', vertical: 'middle', wrapText: true },
        fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } },
        border: boxed,
      });

  let r = headRow + 1;
  const put = (cells: Record<string, unknown>, bold = false) => {
    table.columns.forEach((column, c) => {
      const cell = sheet.getCell(r, c + 1);
      cell.value = value(column, cells[column.key], lang);
      const fmt = numFmt(column);
      if (fmt) cell.numFmt = fmt;
      cell.border = boxed;
      if (bold) cell.font = { bold: true };
    });
    r++;
  };
  for (const row of table.rows) put(row);
  put({ ...table.totals, [table.columns[0]!.key]: totalLabel[lang] }, true);

  table.columns.forEach((column, c) => {
    const longest = Math.max(
      headerOf(column, lang).length,
      ...table.rows.slice(0, 200).map((row) => cellText(column, row[column.key] ?? null, lang).length),
    );
    sheet.getColumn(c + 1).width = Math.min(40, Math.max(8, longest + 4));
  });
  sheet.pageSetup.printTitlesRow = `${groupRow}:${headRow}`;
  sheet.views = [{ state: 'frozen', ySplit: headRow }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows of a report's sheet as the workbook holds them (for tests and the e-mail check): header row 5 on. */
export const XLSX_HEADER_ROW = 5;
