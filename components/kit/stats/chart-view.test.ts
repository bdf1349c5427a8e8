import type { ChartAnswer } from '@/lib/platform/chart-answer';
import { seedDictLookup } from '@/lib/dict/seed-fixture';
import { chartKind } from './chart-kind';
import type { Words } from './panel-view';

const zh: Words = { t: (key) => `t:${key}`, locale: 'zh', dict: seedDictLookup('zh').label };
const en: Words = { ...zh, locale: 'en', dict: seedDictLookup('en').label };

const answer: ChartAnswer = {
  start: '2026-03-13',
  end: '2026-03-14',
  kpis: [
    { key: 'alarms', name: '@alarms', value: 3 },
    { key: 'passRatio', name: '@passRatio', unit: '%' },
  ],
  views: {
    type: {
      chart: {
        type: 'bar',
        x: ['dict:alarmType:overSpeed'],
        y: '@alarms',
        series: [{ key: 'level1', name: '@level1', data: [2], stack: 'level' }],
      },
      table: {
        columns: [
          { key: 'type', name: '@type' },
          { key: 'level1', name: '@level1', numeric: true },
          { key: 'cumulative', name: '@cumulative', numeric: true, unit: '%' },
          { key: 'crew:ZD-1', name: '连接道路工程 路床', numeric: true },
        ],
        // The platform leaves null cells out.
        rows: [{ type: 'dict:alarmType:overSpeed', level1: 2, cumulative: 100 }],
      },
      empty: false,
    },
    none: { chart: { type: 'line', x: [], y: '@alarms', series: [] }, table: { columns: [], rows: [] }, empty: true },
  },
};

describe('chart panel view', () => {
  test(
    'names are resolved: @ messages, dictionary labels in the page language, text as it is; missing cells are ' +
      'null',
    () => {
      const view = chartKind.view(answer, zh, 'type', 'noAlarms');
      expect(view.table.columns.map((c) => c.title)).toEqual([
        't:name.type',
        't:name.level1',
        't:name.cumulative (%)',
        '连接道路工程 路床',
      ]);
      expect(view.table.rows).toEqual([{ type: '超速', level1: 2, cumulative: 100, 'crew:ZD-1': null }]);
      expect(chartKind.view(answer, en, 'type').table.rows[0]!.type).toBe('Overspeed');
      expect(view.empty).toBeUndefined();
    },
  );

  test('KPIs from the answer; a value the platform left out shows a dash without its unit', () => {
    expect(chartKind.view(answer, zh, 'type').kpis).toEqual([
      { key: 'alarms', label: 't:name.alarms', value: 3, unit: undefined },
      { key: 'passRatio', label: 't:name.passRatio', value: '—', unit: undefined },
    ]);
  });

  test('an empty view says why, in the page’s words', () => {
    expect(chartKind.view(answer, zh, 'none', 'noRolling').empty).toBe('noRolling');
    expect(chartKind.view(answer, zh, 'none').empty).toBe('noData');
  });
});
