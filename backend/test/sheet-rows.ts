import ExcelJS from 'exceljs';

/** The cells of a workbook's first sheet, row by row (empty cells as null). */
export async function sheetRows(bytes: Buffer): Promise<(string | number | null)[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const out: (string | number | null)[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    out.push(Array.from({ length: sheet.columnCount }, (_, i) => (values[i + 1] ?? null) as string | number | null));
  });
  return out;
}
