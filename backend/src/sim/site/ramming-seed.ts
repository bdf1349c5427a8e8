import type { SqlValue, Store } from '../../db/database.js';
import { generatePiles, generatePoints } from '../../modules/ramming/areas.js';
import { hammerLogFields } from '../../modules/ramming/standards.js';
import { Rng } from '../random.js';
import { crews } from './crews.js';

/*
 * The ramming family's registry (site migration v3): the standards of the S3 foundation works, the work
 * areas drawn from the site's foundation areas (HJ-A1…A6, DDC-B1…B3) with their design points and piles,
 * the crews' processes under the codes the simulated process log already uses (GY-HJ-S3-L1,
 * GY-DDC-S3-L4), and the change-log rows those first writes would have left.
 */

type Audit = Record<string, string>;

const hammers = [
  { code: 'HS-20T', weight: 20, diameter: 2.5, standardDrop: 15.3, note: '3000kN·m 点夯（HJ-01…HJ-06 标配）' },
  { code: 'HS-15T', weight: 15, diameter: 2.2, standardDrop: 13.6, note: '2000kN·m 备用锤' },
] as const;

const ramStandards = [
  {
    name: '3000kN·m 点夯第1遍',
    energy: 3000,
    pass: 'point1',
    designHits: 10,
    minHits: 8,
    lastTwoLimit: 50,
    spacing: 5,
  },
  {
    name: '3000kN·m 点夯第2遍',
    energy: 3000,
    pass: 'point2',
    designHits: 10,
    minHits: 8,
    lastTwoLimit: 50,
    spacing: 5,
  },
  { name: '1000kN·m 满夯', energy: 1000, pass: 'full', designHits: 3, minHits: 2, lastTwoLimit: 50, spacing: 2 },
] as const;

const dropStandards = [
  {
    name: '3000kN·m 点夯落距',
    hammer: 'HS-20T',
    standardDrop: 15.3,
    tolerance: 0.3,
    level1Margin: 0.3,
    level2Margin: 0.6,
    level3Margin: 1,
  },
  {
    name: '1000kN·m 满夯落距',
    hammer: 'HS-20T',
    standardDrop: 5.1,
    tolerance: 0.2,
    level1Margin: 0.2,
    level2Margin: 0.4,
    level3Margin: 0.8,
  },
] as const;

/** Pile depth rises from west to east across the DDC zone (8–12 m). */
export const ddcDepth: Record<string, number> = { 'DDC-B1': 8, 'DDC-B2': 10, 'DDC-B3': 12 };

export function seedRamming(store: Store, seed: number, audit: Audit, startDate: string, time: string): void {
  const projectId = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')!.id;
  const base = { projectId, ...audit };
  const system = audit.crtName!;

  const hammerIds = new Map<string, number>();
  for (const h of hammers) {
    const id = store.insert('ram_hammer_standard', { ...base, ...h });
    hammerIds.set(h.code, id);
    const shown = store.get<Record<string, unknown>>(
      'SELECT code, weight, diameter, ROUND(3.141592653589793 * diameter * diameter / 4, 3) AS baseArea, ' +
        'standardDrop, ROUND(weight * 9.81 * standardDrop, 1) AS energy, note FROM ram_hammer_standard ' +
        'WHERE id = ?',
      id,
    )!;
    for (const field of hammerLogFields) {
      if (shown[field] === null || shown[field] === undefined) continue;
      store.insert('ram_hammer_standard_log', {
        ...base,
        t: time,
        hammerId: id,
        hammerCode: h.code,
        action: 'create',
        field,
        oldValue: null,
        newValue: String(shown[field]),
        byName: system,
      });
    }
  }
  const standardIds = new Map<string, number>();
  for (const s of ramStandards) standardIds.set(s.pass, store.insert('ram_standard', { ...base, ...s }));
  for (const { hammer, ...d } of dropStandards)
    store.insert('ram_drop_standard', { ...base, ...d, hammerId: hammerIds.get(hammer)! });
  const ddcStandardId = store.insert('ddc_hammer_standard', {
    ...base,
    code: 'DDC-12T',
    weight: 12,
    standardDrop: 6,
    fillPerLayer: 0.4,
    minRamsPerLayer: 4,
    designDepth: 10,
  });

  const foundation = store.all<{ code: string; name: string; sectionId: number; polygon: string; area: number }>(
    "SELECT code, name, sectionId, polygon, area FROM site_stake_area WHERE code LIKE 'HJ-A%' " +
      "OR code LIKE 'DDC-B%' ORDER BY id",
  );
  const areaIds = new Map<string, number>();
  for (const a of foundation) {
    const hj = a.code.startsWith('HJ-');
    const n = Number(a.code.slice(-1));
    const row: Record<string, SqlValue> = hj
      ? { family: 'hj', standardId: standardIds.get('point1')!, deviceCodes: `HJ-${String(n).padStart(2, '0')}` }
      : {
          family: 'ddc',
          standardId: ddcStandardId,
          deviceCodes: n === 1 ? 'DDC-01,DDC-02' : n === 2 ? 'DDC-03,DDC-04' : null,
          pattern: 'triangle',
          spacing: 1.8,
          designDepth: ddcDepth[a.code] ?? 10,
          pileDiameter: 1,
        };
    const id = store.insert('ram_area', {
      ...base,
      code: a.code,
      name: a.name,
      sectionId: a.sectionId,
      polygon: a.polygon,
      area: a.area,
      ...row,
    });
    areaIds.set(a.code, id);
    const area = { id, code: a.code, polygon: a.polygon, ...row };
    if (hj) generatePoints(store, area, audit);
    else generatePiles(store, area, audit);
  }

  const planEnd = '2026-06-30';
  const hjCrew = crews.find((c) => c.domain === 'hj' && c.process)!;
  const ddcCrew = crews.find((c) => c.domain === 'ddc' && c.process)!;
  const processes = [
    {
      family: 'hj',
      code: hjCrew.process!.code,
      name: hjCrew.process!.name,
      area: 'HJ-A1',
      pass: 'point1',
      standardId: standardIds.get('point1')!,
      devices: hjCrew.deviceCodes,
      running: true,
    },
    {
      family: 'hj',
      code: 'GY-HJ-S3-L2',
      name: 'S3 强夯 点夯第2遍（3000kN·m）',
      area: 'HJ-A1',
      pass: 'point2',
      standardId: standardIds.get('point2')!,
      devices: hjCrew.deviceCodes,
      running: false,
    },
    {
      family: 'hj',
      code: 'GY-HJ-S3-L3',
      name: 'S3 强夯 满夯',
      area: 'HJ-A1',
      pass: 'full',
      standardId: standardIds.get('full')!,
      devices: hjCrew.deviceCodes,
      running: false,
    },
    {
      family: 'ddc',
      code: ddcCrew.process!.code,
      name: ddcCrew.process!.name,
      area: 'DDC-B1',
      pass: null,
      standardId: ddcStandardId,
      devices: ddcCrew.deviceCodes,
      running: true,
    },
  ];
  for (const p of processes) {
    const id = store.insert('ram_process', {
      ...base,
      family: p.family,
      code: p.code,
      name: p.name,
      areaId: areaIds.get(p.area)!,
      pass: p.pass,
      standardId: p.standardId,
      deviceCodes: p.devices.join(','),
      planStart: startDate,
      planEnd,
      state: p.running ? 'running' : 'planned',
      startedAt: p.running ? time : null,
    });
    const log = (action: string, field: string, oldValue: string | null, newValue: string | null) =>
      store.insert('ram_process_log', {
        ...base,
        family: p.family,
        t: time,
        processId: id,
        processCode: p.code,
        action,
        field,
        oldValue,
        newValue,
        byName: system,
      });
    log('create', 'code', null, p.code);
    log('create', 'areaCode', null, p.area);
    log('create', 'state', null, 'planned');
    if (p.running) {
      log('start', 'state', 'planned', 'running');
      log('start', 'startedAt', null, time);
    }
  }

  // Two component exchanges of the rigs' first weeks; the new terminal is the one the registry holds now.
  const rig = (code: string) =>
    store.get<{ id: number; imei: string | null }>('SELECT id, imei FROM site_device WHERE code = ?', code)!;
  store.insert('ram_device_exchange', {
    ...base,
    t: '2026-01-12 09:30:00',
    deviceId: rig('HJ-02').id,
    component: 'hammer',
    oldCode: 'HS-15T',
    newCode: 'HS-20T',
    reason: '换装 20t 夯锤以满足 3000kN·m 夯击能',
    byName: system,
  });
  const hj04 = rig('HJ-04');
  store.insert('ram_device_exchange', {
    ...base,
    t: '2026-01-20 14:10:00',
    deviceId: hj04.id,
    component: 'terminal',
    oldCode: `86${new Rng(seed, 'exchange:HJ-04', 0).digits(13)}`,
    newCode: hj04.imei ?? 'HJ-04-T2',
    reason: '终端进水损坏，更换新终端',
    byName: system,
  });
}
