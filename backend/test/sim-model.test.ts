import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { configFromEnv } from '../src/config.js';
import { dayIndexOf, dayLabel, dayStartMs, factId, parseSiteTime, rainOn, siteTime } from '../src/sim/calendar.js';
import { mix, Rng } from '../src/sim/random.js';
import { offsetPoint, pointAtChainage, roadLength, stakeName } from '../src/sim/site/alignment.js';
import { crewOf, crews, operators } from '../src/sim/site/crews.js';
import { deviceIdentity, deviceSpecs, luhnDigit } from '../src/sim/site/devices.js';
import { fromLonLat, toLonLat } from '../src/sim/site/project.js';
import { blocks, foundationAreas, stakeAreas, stakes } from '../src/sim/site/sections.js';

describe('site model', () => {
  test('161 stakes on S2 every 20 m, named K{km}+{m:000}, on a continuous centreline', () => {
    const all = stakes();
    assert.equal(all.length, 161);
    assert.deepEqual([all[0]!.name, all[50]!.name, all[160]!.name], ['K0+000', 'K1+000', 'K3+200']);
    assert.deepEqual([all[0]!.x, all[0]!.y, all[0]!.azimuth], [200, 300, 90]);
    assert.equal(stakeName(1234.4), 'K1+234');
    for (let i = 1; i < all.length; i++) {
      const step = Math.hypot(all[i]!.x - all[i - 1]!.x, all[i]!.y - all[i - 1]!.y);
      assert.ok(step > 19.99 && step < 20.002, `stake ${all[i]!.name} is ${step} m from the previous one`);
    }
    const end = pointAtChainage(roadLength);
    assert.ok(
      Math.abs(end.x - 3196.3) < 0.1 && Math.abs(end.y - 996.1) < 0.1,
      `road ends at the apron's south-east corner: ${end.x}, ${end.y}`,
    );
    // Offsets are to the right of the direction of travel: heading east, right is south.
    assert.deepEqual(offsetPoint(0, 11.25), [200, 288.75]);
  });

  test('apron blocks, work areas and foundation areas', () => {
    const all = blocks();
    assert.equal(all.length, 72);
    assert.deepEqual(all[0]!.polygon[0], [2600, 1000]);
    assert.deepEqual([all[71]!.code, all[71]!.polygon[2]], ['P72', [3200, 1300]]);
    const areas = stakeAreas();
    assert.equal(areas.filter((a) => a.sectionCode === 'S2').length, 16);
    assert.equal(areas.filter((a) => a.sectionCode === 'S1').length, 6);
    assert.equal(areas[0]!.name, 'K0+000–K0+400 左幅');
    assert.deepEqual(
      foundationAreas().map((a) => a.code),
      ['HJ-A1', 'HJ-A2', 'HJ-A3', 'HJ-A4', 'HJ-A5', 'HJ-A6', 'DDC-B1', 'DDC-B2', 'DDC-B3'],
    );
  });

  test('lon/lat derive from the local frame and back', () => {
    const [lon, lat] = toLonLat([1000, 500]);
    const [x, y] = fromLonLat(lon, lat);
    assert.ok(Math.abs(x - 1000) < 1e-6 && Math.abs(y - 500) < 1e-6);
  });

  test('device registry: stable codes and counts per kind', () => {
    const specs = deviceSpecs();
    assert.equal(specs.length, 120);
    assert.equal(new Set(specs.map((s) => s.code)).size, 120);
    const count = (kind: string) => specs.filter((s) => s.kind === kind).length;
    assert.deepEqual(
      [
        'asphaltPlant',
        'stabilisedPlant',
        'concretePlant',
        'paver',
        'roller',
        'vibRoller',
        'rammer',
        'ddcRig',
        'truck',
        'sprinkler',
        'tablet',
        'camera',
        'labInstrument',
      ].map(count),
      [1, 1, 2, 2, 12, 6, 6, 4, 30, 4, 28, 20, 4],
    );
    assert.deepEqual(
      ['LQ-01', 'YL-12', 'ZD-06', 'HJ-06', 'DDC-04', 'YLC-030', 'SSC-04', 'PAD-28', 'CAM-20', 'SYS-YD-01'].map((c) =>
        specs.some((s) => s.code === c),
      ),
      Array(10).fill(true),
    );
    assert.equal(specs.find((s) => s.code === 'YL-01')!.tabletCode, 'PAD-01');
    assert.equal(specs.find((s) => s.code === 'PAD-28')!.hostCode, 'DDC-04');
    assert.equal(specs.filter((s) => s.cellular).length, 96);
    // Every machine that works in shifts belongs to a crew.
    for (const spec of specs.filter((s) => s.power === 'shift' || s.power === 'plant'))
      assert.ok(crewOf(spec.code), spec.code);
    assert.equal(crews.filter((c) => c.process).length, 7);
  });

  test('plates, IMEIs and SIM numbers come from the seed, well-formed', () => {
    const specs = deviceSpecs();
    const truck = specs.find((s) => s.code === 'YLC-001')!;
    const a = deviceIdentity(1, truck);
    assert.deepEqual(deviceIdentity(1, truck), a);
    assert.notDeepEqual(deviceIdentity(2, truck), a);
    assert.match(a.plate!, /^[\u4e00-\u9fa5][A-Z]·[0-9A-Z]{5}$/);
    assert.match(a.imei, /^\d{15}$/);
    assert.equal(luhnDigit(a.imei.slice(0, 14)), a.imei[14]);
    assert.match(a.sim!.iccid, /^8986\d{16}$/);
    assert.equal(luhnDigit(a.sim!.iccid.slice(0, 19)), a.sim!.iccid[19]);
    assert.match(a.sim!.msisdn, /^14\d{11}$/);
    assert.equal(
      deviceIdentity(
        1,
        specs.find((s) => s.code === 'LQ-01')!,
      ).sim,
      undefined,
    );
    const ops = operators(1);
    assert.equal(ops.length, 28);
    assert.deepEqual(operators(1), ops);
    assert.match(ops[0]!.mobile, /^100\d{8}$/);
  });
});

describe('randomness and calendar', () => {
  test('each (entity, day) has its own generator', () => {
    const draws = (key: string, day: number) => {
      const rng = new Rng(7, key, day);
      return [rng.next(), rng.int(1, 6), rng.normal()];
    };
    assert.deepEqual(draws('YL-01', 100), draws('YL-01', 100));
    assert.notDeepEqual(draws('YL-01', 100), draws('YL-01', 101));
    assert.notDeepEqual(draws('YL-01', 100), draws('YL-02', 100));
    assert.notEqual(mix(1, 'a', 0), mix(2, 'a', 0));
    const rng = new Rng(1, 'range', 0);
    for (let i = 0; i < 1000; i++) {
      const v = rng.next();
      assert.ok(v >= 0 && v < 1);
      const n = rng.int(3, 5);
      assert.ok(n >= 3 && n <= 5);
    }
  });

  test('days run midnight to midnight GMT+8; fact ids are dayIndex × 10⁶ + seq', () => {
    const t = Date.parse('2026-03-15T00:00:00+08:00');
    const day = dayIndexOf(t);
    assert.equal(dayStartMs(day), t);
    assert.equal(dayIndexOf(t - 1), day - 1);
    assert.equal(dayLabel(day), '2026-03-15');
    assert.equal(siteTime(t + 3_723_000), '2026-03-15 01:02:03');
    assert.equal(factId(day, 7), day * 1_000_000 + 7);
    assert.throws(() => factId(day, 1_000_000));
  });

  test('sim times parse with or without an offset (without: GMT+8)', () => {
    const expected = Date.parse('2026-03-15T02:00:00Z');
    for (const text of [
      '2026-03-15T10:00:00+08:00',
      '2026-03-15T10:00:00',
      '2026-03-15 10:00',
      '2026-03-15T02:00:00Z',
      '2026-03-15T03:00:00+0100',
    ]) {
      assert.equal(parseSiteTime(text), expected, text);
    }
    for (const text of ['2026-02-30T10:00', '15/03/2026', '2026-03-15T25:00', 'now'])
      assert.equal(parseSiteTime(text), undefined, text);
  });

  test('about one day in ten is a rain day', () => {
    let rain = 0;
    for (let day = 20_000; day < 21_000; day++) if (rainOn(20260301, day) !== 'none') rain++;
    assert.ok(rain > 70 && rain < 130, `${rain} rain days in 1000`);
  });
});

describe('simulator configuration', () => {
  test('on by default with the documented defaults', () => {
    assert.deepEqual(configFromEnv({}).sim, {
      seed: 20260301,
      historyDays: 30,
      speed: 1,
      rawRetentionHours: 24,
      anomalyRate: 1,
    });
    assert.equal(configFromEnv({ SIM_ENABLED: '0' }).sim, undefined);
  });

  test('values and validation', () => {
    const sim = configFromEnv({
      SIM_SEED: '1',
      SIM_HISTORY_DAYS: '2',
      SIM_NOW: '2026-03-15T10:00:00+08:00',
      SIM_SPEED: '0',
      SIM_RAW_RETENTION_HOURS: '48',
      SIM_ANOMALY_RATE: '2.5',
    }).sim;
    assert.deepEqual(sim, {
      seed: 1,
      historyDays: 2,
      nowMs: Date.parse('2026-03-15T02:00:00Z'),
      speed: 0,
      rawRetentionHours: 48,
      anomalyRate: 2.5,
    });
    assert.equal(configFromEnv({ SIM_SPEED: '0.5' }).sim!.speed, 0.5);
    for (const [name, value] of [
      ['SIM_ENABLED', 'yes'],
      ['SIM_SEED', '-1'],
      ['SIM_HISTORY_DAYS', '400'],
      ['SIM_NOW', 'tomorrow'],
      ['SIM_SPEED', '3601'],
      ['SIM_RAW_RETENTION_HOURS', '0'],
      ['SIM_ANOMALY_RATE', 'lots'],
    ] as const) {
      assert.throws(() => configFromEnv({ [name]: value }), new RegExp(name));
    }
  });
});
