import type { Words } from '@/components/kit/stats/panel-view';
import { seedDictLookup } from '@/lib/dict/seed-fixture';
import type { OverLimit, Production, RatioSeries } from '@console/contract/plants/reads';
import { plantPanels } from './panels';

const w: Words = {
  t: (key, values) => (values ? `${key}:${Object.values(values).join(',')}` : key),
  locale: 'zh',
  dict: seedDictLookup('zh').label,
};
const head = { plantType: 'sn' as const, start: '2026-03-13', end: '2026-03-14', plants: [] };

describe('stats views', () => {
  test('production: one row per day with a column per plant, the totals as KPIs', () => {
    const data: Production = {
      ...head,
      unit: 'm³',
      granularity: 'day',
      total: { batches: 3, quantity: 9 },
      days: [
        { day: '2026-03-13', batches: 2, quantity: 6, byPlant: { 'SN-01': 3, 'SN-02': 3 } },
        { day: '2026-03-14', batches: 1, quantity: 3, byPlant: { 'SN-02': 3 } },
      ],
      byPlant: [
        { plantId: 3, plantCode: 'SN-01', plantName: 'a', batches: 1, quantity: 3 },
        { plantId: 4, plantCode: 'SN-02', plantName: 'b', batches: 2, quantity: 6 },
      ],
    };
    const view = plantPanels.production.view(data, w);
    expect(view.table.columns.map((c) => c.title)).toEqual([
      'day',
      'SN-01 (m³)',
      'SN-02 (m³)',
      'batches',
      'volume (m³)',
    ]);
    expect(view.table.rows[1]).toEqual({
      day: '2026-03-14',
      'plant:SN-01': 0,
      'plant:SN-02': 3,
      batches: 1,
      quantity: 3,
    });
    expect(view.kpis.map((k) => [k.key, k.value, k.unit])).toEqual([
      ['batches', 3, undefined],
      ['quantity', 9, 'm³'],
    ]);
    expect(view.empty).toBeUndefined();

    const shifts = plantPanels.production.view(
      {
        ...data,
        granularity: 'shift',
        days: [{ day: '2026-03-13', shift: 'night', batches: 1, quantity: 3, byPlant: {} }],
      },
      w,
    );
    expect(shifts.table.columns[0]!.title).toBe('shiftColumn');
    expect(shifts.table.rows[0]!.day).toBe('2026-03-13 shift.night');
  });

  test('over-limit: materials labelled from the dictionary, checks from the messages; no batches is empty', () => {
    const data: OverLimit = {
      ...head,
      batches: 0,
      overLimitPct: 0,
      byLevel: { level1: 0, level2: 0, level3: 0, total: 0 },
      byMaterial: [{ materialType: 6, level1: 1, level2: 0, level3: 0, total: 1 }],
      byCheck: [{ check: 'mixTime', level1: 0, level2: 1, level3: 0, total: 1 }],
    };
    const view = plantPanels.overLimitMaterials.view(data, w);
    expect(view.table.rows.map((r) => r.item)).toEqual(['水泥', 'check.mixTime']);
    expect(view.empty).toBe('noBatches');
  });

  test('control chart: the KPIs are the range’s counts, the table its points', () => {
    const data: RatioSeries = {
      ...head,
      key: 'ratio',
      keys: ['ratio'],
      unit: '%',
      batches: 2,
      overLimit: 1,
      mean: 5.5,
      points: [
        { id: 1, guid: 'a', t: '2026-03-13 08:00:00', plantCode: 'LQ-01', value: 5, theory: 5, level: 0 },
        { id: 2, guid: 'b', t: '2026-03-13 08:01:00', plantCode: 'LQ-01', value: 6, theory: 5, level: 3 },
      ],
    };
    const view = plantPanels.control.view(data, w);
    expect(view.kpis.map((k) => k.value)).toEqual([2, 5.5, 1]);
    expect(view.table.rows[1]).toEqual({
      t: '2026-03-13 08:01:00',
      guid: 'b',
      plantCode: 'LQ-01',
      value: 6,
      theory: 5,
      level: 3,
    });
    // A thinned month: the cards count every batch, the points are the buckets' extremes and the over-limit ones.
    const month = plantPanels.control.view({ ...data, batches: 18_912, overLimit: 950, mean: 5.47, bucket: 19 }, w);
    expect(month.kpis.map((k) => [k.key, k.value])).toEqual([
      ['ratio:n', 18_912],
      ['ratio:mean', 5.47],
      ['ratio:over', 950],
      ['bucket', 19],
    ]);
    expect(month.table.rows).toHaveLength(2);
  });
});
