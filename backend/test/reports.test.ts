import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { dataOf, frozenSim, type TestBackend } from './helpers.js';
import { sheetRows } from './sheet-rows.js';
import { settled, simSite } from './sim-site.js';

/*
 * 报表管理 and 夯击明细报表 on the frozen site (seed 1, 2026-03-15 10:00 GMT+8, two days of history). The
 * compaction reports add up to the pass-ratio trend of the same day (trends.test.ts).
 */
const day = '2026-03-14';

let backend: TestBackend;
let admin: string;

const start = simSite(frozenSim(2));

before(async () => {
  backend = await start();
  await settled(backend);
  admin = await backend.login('admin', 'admin');
});

const get = (url: string, token = admin) => backend.call('GET', url, { token });
const data = (url: string) => dataOf(backend, url, admin);
type Row = Record<string, string | number | null>;

async function xlsxRows(url: string): Promise<(string | number | null)[][]> {
  const response = await fetch(backend.base + url, { headers: { authorization: admin } });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /spreadsheetml/);
  return sheetRows(Buffer.from(await response.arrayBuffer()));
}

describe('compaction reports (报表管理)', () => {
  test('daily section: a row per day and crew, adding up to the day’s pass-ratio trend', async () => {
    const d = await data(`/api/znys/report/dailySection?start=${day}&end=${day}`);
    assert.equal(d.project, '某机场扩建工程');
    assert.equal(d.rows.length, 5);
    assert.deepEqual(d.rows[0], {
      day,
      section: '连接道路工程',
      layer: 'AC-20C 下面层',
      crew: '道路沥青摊铺碾压组',
      areas: 28,
      rolled: 15750,
      qualified: 3962,
      ratio: 25.2,
    });
    assert.deepEqual(d.totals, { areas: 144, rolled: 94750, qualified: 66038, ratio: 69.7 });
    // Grouped headers: the three area columns stand under one.
    assert.deepEqual(
      d.columns
        .filter((c: { group?: { zh: string } }) => c.group)
        .map((c: { key: string; group: { zh: string } }) => [c.key, c.group.zh]),
      [
        ['rolled', '压实面积'],
        ['qualified', '压实面积'],
        ['ratio', '压实面积'],
      ],
    );
  });

  test('a saved condition: its type, section, layer and period (daily = yesterday)', async () => {
    const d = await data('/api/znys/report/dailySection?conditionId=1');
    assert.deepEqual(d.rows, [
      {
        day,
        section: '连接道路工程',
        layer: 'AC-20C 下面层',
        crew: '道路沥青摊铺碾压组',
        areas: 28,
        rolled: 15750,
        qualified: 3962,
        ratio: 25.2,
      },
    ]);
    assert.deepEqual(d.conditions[0], { label: { zh: '报表条件', en: 'Condition' }, value: '道路沥青下面层日报' });
    const wrongType = await get('/api/znys/report/workArea?conditionId=1');
    assert.equal(wrongType.http, 400);
  });

  test('work areas and stakes of the day', async () => {
    const w = await data(`/api/znys/report/workArea?start=${day}&end=${day}`);
    assert.equal(w.rows.length, 144);
    assert.deepEqual(w.rows[0], {
      day,
      area: 'ZNYS-1 #1793',
      section: '连接道路工程',
      layer: 'AC-20C 下面层',
      place: 'K0+000–K0+050',
      side: 'left',
      start: '07:28',
      end: '07:47',
      rolled: 562.5,
      qualified: 146.7,
      ratio: 26.1,
    });
    assert.deepEqual(w.totals, { area: '144', rolled: 94750, qualified: 66038, ratio: 69.7 });
    const s = await data(`/api/znys/report/stake?start=${day}&end=${day}&sectionId=2&fromChainage=0&toChainage=100`);
    assert.ok(s.rows.length > 0);
    assert.ok(s.rows.every((r: Row) => ['K0+000', 'K0+020', 'K0+040', 'K0+060', 'K0+080'].includes(String(r.stake))));
    assert.deepEqual(s.rows[0], {
      stake: 'K0+000',
      side: 'left',
      layer: 'AC-20C 下面层',
      times: 1,
      lastDay: day,
      rolled: 225,
      qualified: 58.7,
      ratio: 26.1,
    });
  });

  test('the .xlsx: title block, merged group headers, rows and totals; CSV alike', async () => {
    const rows = await xlsxRows(`/api/znys/report/dailySection/export?conditionId=1`);
    assert.equal(rows[0]![0], '某机场扩建工程');
    assert.equal(rows[1]![0], '分段日报表');
    assert.match(String(rows[2]![0]), /报表条件: 道路沥青下面层日报 {4}日期: 2026-03-14/);
    assert.deepEqual(rows[3], ['日期', '标段', '结构层', '机组', '作业面数', '压实面积', '压实面积', '压实面积']);
    assert.deepEqual(rows[4], [
      '日期',
      '标段',
      '结构层',
      '机组',
      '作业面数',
      '碾压面积(m²)',
      '合格面积(m²)',
      '合格率(%)',
    ]);
    assert.deepEqual(rows[5], [day, '连接道路工程', 'AC-20C 下面层', '道路沥青摊铺碾压组', 28, 15750, 3962, 25.2]);
    assert.deepEqual(rows[6], ['合计', null, null, null, 28, 15750, 3962, 25.2]);
    const csv = await get(`/api/znys/report/dailySection/export?conditionId=1&format=csv&lang=en`);
    assert.equal(
      csv.text,
      // (fetch's text() drops the BOM the download starts with)
      'Date,Section,Layer,Crew,Work areas,Compacted area Rolled (m²),Compacted area Qualified (m²),Compacted ' +
        'area Qualified (%)\r\n' +
        `${day},连接道路工程,AC-20C 下面层,道路沥青摊铺碾压组,28,15750,3962,25.2\r\nTotal,,,,28,15750,3962,25.2\r\n`,
    );
    assert.equal((await get('/api/znys/report/dailySection/export?conditionId=1&format=pdf')).http, 400);
  });

  test('menus: a user without the report page gets 403', async () => {
    // `test` holds the compaction group (报表管理 included), not the rammers'.
    const test = await backend.login('test', 'test');
    assert.equal((await get(`/api/znys/report/dailySection?start=${day}`, test)).http, 200);
    assert.equal((await get(`/api/hj/report/ramming?start=${day}`, test)).http, 403);
    assert.equal((await get(`/api/hj/report/ramming/export?start=${day}`, test)).http, 403);
  });
});

describe('夯击明细报表', () => {
  test('per point: hits, drops, settlement, last two, verdict', async () => {
    const r = await data(`/api/hj/report/ramming?start=${day}&end=${day}`);
    assert.equal(r.rows.length, 254);
    assert.deepEqual(r.rows[0], {
      code: 'HJ-A1-P1-0203',
      area: 'HJ-A1',
      pass: 'point1',
      x: 2182.5,
      y: 1082.5,
      hits: 10,
      designHits: 10,
      dropAvg: 15.31,
      dropMin: 15.14,
      perHit: 137.7,
      total: 1377.4,
      lastTwo: 33.4,
      limit: 50,
      verdict: 'ok',
    });
    assert.equal(r.totals.hits, 2776);
    assert.equal(r.totals.verdict, '242/254');
    const xlsx = await xlsxRows(`/api/hj/report/ramming/export?start=${day}&end=${day}&lang=en`);
    assert.deepEqual(xlsx[4]!.slice(0, 6), ['Point', 'Area', 'Pass', 'X (m)', 'Y (m)', 'Done']);
    assert.deepEqual(xlsx[3]!.slice(3, 7), ['Position', 'Position', 'Hits', 'Hits']);
    assert.equal(xlsx[5]![13], 'Qualified');
    assert.equal((await get(`/api/hj/report/ramming?areaId=999999`)).http, 400);
  });
});
