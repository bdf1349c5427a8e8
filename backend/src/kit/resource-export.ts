import { PassThrough } from 'node:stream';
import { chainageText } from '@console/contract/chainage';
import { type DictValue, valueLabel } from '@console/contract/dict';
import { type Field, labelOf } from '@console/contract/field';
import { type SiteFrame, gridEpsg, toGrid, toLonLat } from '@console/contract/site/frame';
import type { Store } from '../db/database.js';
import type { Reply } from '../http/reply.js';
import type { RequestContext } from '../http/router.js';
import { badQuery } from './stats-range.js';
import { csvReply } from './csv.js';
import type { FieldDef } from './fields.js';
import { storedFrame } from './site-frame.js';

/*
 * An export in the reader's language (`lang=zh|en`, the console sends its own) and format (`format=csv|xlsx`):
 * headers are the fields' labels (`labelOf`), coded values their dictionary labels, yes/no fields words and chainages
 * stake names (`K1+200`), as the console's table shows them. A code the dictionary lacks is written as it is. Rows
 * with a site point (x, y) also carry it in CGCS2000: grid northing and easting, latitude and longitude.
 */

export type ExportLang = 'zh' | 'en';
export type ExportFormat = 'csv' | 'xlsx';

const BATCH = 1000;
const yesNo = { zh: ['否', '是'], en: ['No', 'Yes'] } as const;

export function exportChoice(query: URLSearchParams): { lang: ExportLang; format: ExportFormat } {
  const lang = query.get('lang')?.trim() || 'zh';
  if (lang !== 'zh' && lang !== 'en') throw badQuery(`参数 lang 必须是 zh 或 en: ${lang}`);
  const format = query.get('format')?.trim() || 'csv';
  if (format !== 'csv' && format !== 'xlsx') throw badQuery(`参数 format 必须是 csv 或 xlsx: ${format}`);
  return { lang, format };
}

/** A kit field as the contract declares it (a field the contract does not declare has its Chinese label only). */
export const declared = (f: FieldDef): Field =>
  f.declaration ?? {
    name: f.name,
    label: { zh: f.label, en: f.label },
    type: f.type,
    ...(f.dict ? { dict: f.dict } : {}),
  };

/** Turns a stored value into what the reader sees, the dictionaries read once per export. */
export function exportWords(
  store: Store,
  fields: readonly Field[],
  lang: ExportLang,
): (field: Field, value: unknown) => unknown {
  const types = [...new Set(fields.flatMap((f) => (f.dict ? [f.dict] : [])))];
  const labels = new Map<string, string>();
  if (types.length > 0)
    for (const v of store.all<DictValue & { type: string }>(
      `SELECT t.code AS type, v.value, v.labelDefault, v.labelZhCh, v.labelEnUs
         FROM dict_value v JOIN dict_type t ON t.id = v.typeId WHERE t.code IN (SELECT value FROM json_each(?))`,
      JSON.stringify(types),
    ))
      labels.set(`${v.type}\u0000${v.value}`, valueLabel(v, lang));
  return (field, value) => {
    if (value === null || value === undefined || value === '') return value;
    if (field.input === 'chainage' && typeof value === 'number') return chainageText(value);
    if (field.input === 'codes' && field.dict)
      return String(value)
        .split(',')
        .map((code) => labels.get(`${field.dict}\u0000${code}`) ?? code)
        .join(lang === 'zh' ? '、' : ', ');
    if (field.dict) return labels.get(`${field.dict}\u0000${String(value)}`) ?? value;
    if (field.type === 'bool' && (value === 0 || value === 1)) return yesNo[lang][value];
    return value;
  };
}

/** The rows as an .xlsx sheet (exceljs' streaming writer, loaded on the first workbook). */
async function sheetBytes(
  name: string,
  header: readonly string[],
  batch: (offset: number, limit: number) => unknown[][],
  total: number | undefined,
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (chunk: Buffer) => parts.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.created = new Date(0);
  book.modified = new Date(0);
  const sheet = book.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((h) => ({ header: h, width: Math.min(40, Math.max(10, h.length * 2 + 2)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  // As the CSV's batches: up to `total`, else until a short batch.
  for (let offset = 0; total === undefined || offset < total; offset += BATCH) {
    const rows = batch(offset, BATCH);
    for (const row of rows) sheet.addRow(row.map((c) => (c === undefined ? null : c))).commit();
    if (total === undefined && rows.length < BATCH) break;
  }
  sheet.commit();
  await book.commit();
  return Buffer.concat(parts);
}

async function exportReply(
  format: ExportFormat,
  name: string,
  header: readonly string[],
  batch: (offset: number, limit: number) => unknown[][],
  total?: number,
): Promise<Reply> {
  if (format === 'csv') return csvReply(name, header, batch, total);
  const bytes = await sheetBytes(name, header, batch, total);
  return {
    http: 200,
    body: { status: 200 },
    stream: {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      filename: `${name}.xlsx`,
      *chunks() {
        yield bytes;
      },
    },
  };
}

/**
 * Rows read by `batch` as the reader asked them: `name` is the file's, `total` the rows counted when the export began
 * (else a short batch is the last).
 */
export function exportRows(
  ctx: RequestContext,
  name: string,
  fields: readonly Field[],
  batch: (offset: number, limit: number) => Record<string, unknown>[],
  total?: number,
): Promise<Reply> {
  const { lang, format } = exportChoice(ctx.query);
  const words = exportWords(ctx.app.store, fields, lang);
  const names = new Set(fields.map((f) => f.name));
  const frame = names.has('x') && names.has('y') && !names.has('lon') ? storedFrame(ctx.app.store) : null;
  return exportReply(
    format,
    name,
    [...fields.map((f) => labelOf(f, lang)), ...(frame ? frameHeader(frame, lang) : [])],
    (offset, limit) =>
      batch(offset, limit).map((row) => [
        ...fields.map((f) => words(f, row[f.name])),
        ...(frame ? frameCells(frame, row.x, row.y) : []),
      ]),
    total,
  );
}

function frameHeader(frame: SiteFrame, lang: ExportLang): string[] {
  const epsg = `EPSG:${gridEpsg(frame.centralMeridian)}`;
  return lang === 'zh'
    ? [`北坐标（${epsg}）`, `东坐标（${epsg}）`, '纬度（CGCS2000）', '经度（CGCS2000）']
    : [`Northing (${epsg})`, `Easting (${epsg})`, 'Latitude (CGCS2000)', 'Longitude (CGCS2000)'];
}

/** A point's grid coordinates to the millimetre and its latitude/longitude to 1e-9° (0.1 mm). */
function frameCells(frame: SiteFrame, x: unknown, y: unknown): (number | null)[] {
  if (typeof x !== 'number' || typeof y !== 'number') return [null, null, null, null];
  const [e, n] = toGrid(frame, [x, y]);
  const [lon, lat] = toLonLat(frame, [x, y]);
  const round = (v: number, d: number) => Number(v.toFixed(d));
  return [round(n, 3), round(e, 3), round(lat, 9), round(lon, 9)];
}
