import type { ReportColumn } from '@/lib/platform/reports';
import { cellText, headerRows, reportQuery } from './report-view';

const b = (zh: string, en: string) => ({ zh, en });
const columns: ReportColumn[] = [
  { key: 'day', title: b('日期', 'Date'), kind: 'text' },
  {
    key: 'rolled',
    title: b('碾压面积(m²)', 'Rolled (m²)'),
    group: b('压实面积', 'Compacted area'),
    kind: 'num',
    places: 1,
  },
  { key: 'ratio', title: b('合格率(%)', 'Qualified (%)'), group: b('压实面积', 'Compacted area'), kind: 'pct' },
  { key: 'verdict', title: b('结论', 'Verdict'), kind: 'text', values: { ok: b('合格', 'Qualified') } },
];

describe('report view', () => {
  test('header rows: a group merges its run of columns, the others span both rows', () => {
    const [top, second] = headerRows(columns, 'en');
    expect(top.map((c) => [c.title, c.colSpan, c.rowSpan])).toEqual([
      ['Date', 1, 2],
      ['Compacted area', 2, 1],
      ['Verdict', 1, 2],
    ]);
    expect(second.map((c) => c.title)).toEqual(['Rolled (m²)', 'Qualified (%)']);
    expect(headerRows([columns[0]!], 'zh')).toEqual([[{ key: 'day', title: '日期', colSpan: 1, rowSpan: 1 }], []]);
  });

  test('cells: decimals as the spreadsheet shows them, codes as words, nothing as empty', () => {
    expect(cellText(columns[1]!, 15750, 'zh')).toBe('15750.0');
    expect(cellText(columns[2]!, 25.2, 'zh')).toBe('25.2');
    expect(cellText(columns[3]!, 'ok', 'en')).toBe('Qualified');
    expect(cellText(columns[3]!, '242/254', 'en')).toBe('242/254');
    expect(cellText(columns[0]!, null, 'zh')).toBe('');
  });

  test('query: a saved condition takes only the dates with it', () => {
    expect(reportQuery({ conditionId: '1', sectionId: '2', start: '2026-03-14', end: '' }, ['sectionId'])).toEqual({
      conditionId: '1',
      start: '2026-03-14',
    });
    expect(
      reportQuery({ conditionId: '', sectionId: '2', layerId: '', start: '', end: '' }, ['sectionId', 'layerId']),
    ).toEqual({ sectionId: '2' });
  });
});
