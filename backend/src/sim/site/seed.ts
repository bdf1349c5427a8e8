import type { Store } from '../../db/database.js';
import { systemActor } from '../../domain/audit.js';
import { simOwnedColumns } from '../../modules/ramming/schema.js';
import { alignmentColumns } from '../../modules/site/schema.js';
import { dayIndexOf, dayLabel } from '../calendar.js';
import { seedCompaction } from './compaction-seed.js';
import { crewOf, operators } from './crews.js';
import { deviceIdentity, deviceSpecs } from './devices.js';
import { deviceRecordSeeds, smsGroupSeeds, vehicleSeeds, videoAccountSeeds } from './equipment.js';
import { haulRoads, plants, waterPoints } from './plants.js';
import { seedPlants } from '../../modules/plants/seed.js';
import { project } from './project.js';
import { seedRamming } from './ramming-seed.js';
import { roadHalfWidth, stakeSpacing } from './alignment.js';
import { alignment, blocks, foundationAreas, layers, sections, stakeAreas, stakes } from './sections.js';

/*
 * Versioned migrations of the site registry. The site is written into existing data folders too (they
 * predate it), so each version runs once, in order, recorded in meta.site_version.
 */
const migrations: readonly ((store: Store, seed: number) => void)[] = [
  seedSiteV1,
  seedSiteV2,
  seedCompactionV3,
  seedRammingV4,
  seedEquipmentV5,
  rammingProgressV6,
  seedPlantsV7,
  seedProgressV8,
  geometryV9,
];

export const siteVersion = migrations.length;

export function migrateSite(store: Store, seed: number): number {
  const current = Number(
    store.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', 'site_version')?.value ?? 0,
  );
  for (let version = current; version < migrations.length; version++) {
    store.transaction(() => {
      migrations[version]!(store, seed);
      store.run(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        'site_version',
        String(version + 1),
      );
    });
  }
  return migrations.length - current;
}

const json = (value: unknown) => JSON.stringify(value);

/** Registry rows date from the project's start, not from the first start of the backend: answers stay reproducible. */
function registryAudit(): Record<string, string> {
  const time = `${project.startDate} 08:00:00`;
  const who = { User: String(systemActor.id), Name: systemActor.username, Host: systemActor.host };
  return {
    crtTime: time,
    crtUser: who.User,
    crtName: who.Name,
    crtHost: who.Host,
    updTime: time,
    updUser: who.User,
    updName: who.Name,
    updHost: who.Host,
  };
}

function seedSiteV1(store: Store, seed: number): void {
  const audit = registryAudit();
  const projectId = store.insert('site_project', {
    code: project.code,
    name: project.name,
    depart: project.depart,
    startDate: project.startDate,
    anchorLon: project.anchorLon,
    anchorLat: project.anchorLat,
    extentWidth: project.extent.width,
    extentHeight: project.extent.height,
    ...audit,
  });
  const sectionIds = new Map<string, number>();
  for (const s of sections) {
    sectionIds.set(
      s.code,
      store.insert('site_section', {
        projectId,
        code: s.code,
        name: s.name,
        kind: s.kind,
        contractor: s.contractor,
        supervisor: s.supervisor,
        chainageFrom: s.chainageFrom ?? null,
        chainageTo: s.chainageTo ?? null,
        polygon: s.polygon ? json(s.polygon) : null,
        ...audit,
      }),
    );
  }
  const sectionId = (code: string) => sectionIds.get(code)!;
  const sectionKind = (code: string) => sections.find((s) => s.code === code)!.kind;
  for (const l of layers) {
    store.insert('site_layer', {
      projectId,
      sectionId: sectionId(l.sectionCode),
      sectionKind: sectionKind(l.sectionCode),
      code: l.code,
      name: l.name,
      orderNum: l.order,
      material: l.material,
      mixType: l.mixType ?? null,
      designThickness: l.designThickness ?? null,
      plantType: l.plantType ?? null,
      domain: l.domain ?? null,
      ...audit,
    });
  }
  store.insert('site_alignment', {
    projectId,
    sectionId: sectionId(alignment.sectionCode),
    polyline: json(alignment.polyline),
    startChainage: alignment.startChainage,
    ...audit,
  });
  for (const stake of stakes())
    store.insert('site_stake', { projectId, sectionId: sectionId('S2'), ...stake, ...audit });
  for (const block of blocks())
    store.insert('site_block', {
      projectId,
      sectionId: sectionId('S1'),
      code: block.code,
      polygon: json(block.polygon),
      ...audit,
    });
  for (const area of stakeAreas()) {
    store.insert('site_stake_area', {
      projectId,
      sectionId: sectionId(area.sectionCode),
      layerId: null,
      code: null,
      name: area.name,
      fromChainage: area.fromChainage ?? null,
      toChainage: area.toChainage ?? null,
      offsetFrom: area.offsetFrom ?? null,
      offsetTo: area.offsetTo ?? null,
      polygon: json(area.polygon),
      area: area.area,
      ...audit,
    });
  }
  for (const area of foundationAreas()) {
    store.insert('site_stake_area', {
      projectId,
      sectionId: sectionId('S3'),
      layerId: null,
      code: area.code,
      name: area.name,
      polygon: json(area.polygon),
      area: area.area,
      ...audit,
    });
  }
  for (const p of plants) {
    store.insert('site_feature', {
      projectId,
      kind: 'plant',
      code: p.code,
      name: p.name,
      geom: json([[p.x, p.y]]),
      params: json({ plantType: p.plantType, model: p.model, capacity: p.capacity, fenceRadius: p.fenceRadius }),
      ...audit,
    });
  }
  for (const w of waterPoints)
    store.insert('site_feature', {
      projectId,
      kind: 'waterPoint',
      code: w.code,
      name: w.name,
      geom: json([[w.x, w.y]]),
      params: null,
      ...audit,
    });
  for (const r of haulRoads)
    store.insert('site_feature', {
      projectId,
      kind: 'haulRoad',
      code: r.code,
      name: r.name,
      geom: json(r.polyline),
      params: json({ plantCodes: r.plantCodes }),
      ...audit,
    });

  // Devices first (hosts before what is mounted in them), then the links: SIM cards, tablets, hosts.
  const specs = deviceSpecs();
  const deviceIds = new Map<string, number>();
  const identities = new Map(specs.map((spec) => [spec.code, deviceIdentity(seed, spec)]));
  for (const spec of specs) {
    const identity = identities.get(spec.code)!;
    deviceIds.set(
      spec.code,
      store.insert('site_device', {
        projectId,
        code: spec.code,
        name: spec.name,
        kind: spec.kind,
        model: spec.model,
        maker: spec.maker,
        sectionId: spec.sectionCode ? sectionId(spec.sectionCode) : null,
        status: 'inUse',
        imei: identity.imei,
        plate: identity.plate ?? null,
        params: json(spec.params),
        ...audit,
      }),
    );
  }
  // SIM plans run a year from the project start, so the expiry warnings come due within the simulated months.
  const activated = project.startDate;
  const expiry = dayLabel(dayIndexOf(Date.parse(`${project.startDate}T00:00:00+08:00`)) + 365);
  for (const spec of specs) {
    const id = deviceIds.get(spec.code)!;
    const sim = identities.get(spec.code)!.sim;
    const links: Record<string, number> = {};
    if (sim) {
      links.simId = store.insert('sbgl_sim', {
        projectId,
        iccid: sim.iccid,
        msisdn: sim.msisdn,
        carrier: sim.carrier,
        deviceId: id,
        planMb: spec.kind === 'camera' ? 30720 : 1024,
        usedMb: 0,
        activated,
        expiry,
        status: 'active',
        ...audit,
      });
    }
    if (spec.hostCode) links.vehicleId = deviceIds.get(spec.hostCode)!;
    if (spec.tabletCode) links.tabletId = deviceIds.get(spec.tabletCode)!;
    if (Object.keys(links).length > 0) store.update('site_device', id, links);
  }
  for (const op of operators(seed)) {
    store.insert('site_operator', {
      projectId,
      code: op.code,
      name: op.name,
      mobile: op.mobile,
      deviceId: deviceIds.get(op.deviceCode)!,
      tabletId: deviceIds.get(op.tabletCode)!,
      crewCode: crewOf(op.deviceCode)?.code ?? null,
      ...audit,
    });
  }
}

/** v2: the compaction group templates the crews were formed from. */
function seedSiteV2(store: Store): void {
  const audit = registryAudit();
  const projectId = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')!.id;
  const templates = [
    {
      name: '沥青面层碾压组',
      layerKind: 'asphalt',
      description: '初压钢轮、复压胶轮、终压钢轮',
      roles: [
        ['steel', 2, 4],
        ['rubber', 2, 6],
        ['steelFinish', 1, 2],
      ],
    },
    {
      name: '水稳基层碾压组',
      layerKind: 'base',
      description: '钢轮静压后振动碾压，胶轮收面',
      roles: [
        ['vibratory', 2, 6],
        ['rubber', 1, 4],
      ],
    },
    { name: '土基振动碾压组', layerKind: 'soil', description: '单钢轮振动压路机', roles: [['vibratory', 3, 8]] },
  ] as const;
  for (const t of templates) {
    const templateId = store.insert('znys_group_template', {
      projectId,
      name: t.name,
      layerKind: t.layerKind,
      description: t.description,
      ...audit,
    });
    for (const [rollerClass, count, targetPasses] of t.roles)
      store.insert('znys_group_template_role', { projectId, templateId, rollerClass, count, targetPasses, ...audit });
  }
}

/** v3: compaction roller models, processes (the crews' process codes), groups from the crews, colour tables. */
function seedCompactionV3(store: Store): void {
  seedCompaction(store, registryAudit());
}

/** v4: the ramming family's standards, areas with their design points and piles, processes and logs. */
function seedRammingV4(store: Store, seed: number): void {
  seedRamming(store, seed, registryAudit(), project.startDate, `${project.startDate} 08:00:00`);
}

/**
 * v5: the equipment registries — the vehicles of the truck and sprinkler terminals (their plates as the
 * devices carry them), the devices' maintenance history, the video accounts (serving the seeded
 * cameras) and the warning SMS groups. Devices an administrator removed before this ran are skipped.
 */
function seedEquipmentV5(store: Store, seed: number): void {
  const audit = registryAudit();
  const projectId = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')!.id;
  const specs = deviceSpecs();
  const devices = new Map(
    store
      .all<{ id: number; code: string; plate: string | null }>('SELECT id, code, plate FROM site_device')
      .map((d) => [d.code, d]),
  );
  for (const v of vehicleSeeds(seed, specs)) {
    const device = devices.get(v.deviceCode);
    if (!device?.plate || store.get('SELECT 1 FROM veh_vehicle WHERE plate = ?', device.plate)) continue;
    const { deviceCode: _code, ...fields } = v;
    store.insert('veh_vehicle', { projectId, ...fields, plate: device.plate, deviceId: device.id, ...audit });
  }
  for (const r of deviceRecordSeeds(seed, specs)) {
    const device = devices.get(r.deviceCode);
    if (!device) continue;
    const { deviceCode: _code, ...fields } = r;
    store.insert('sbgl_device_record', { projectId, deviceId: device.id, ...fields, ...audit });
  }
  const cameras = specs.filter((s) => s.kind === 'camera');
  for (const a of videoAccountSeeds(seed)) {
    const { cameras: serves, ...fields } = a;
    const accountId = store.insert('spjk_account', { projectId, ...fields, ...audit });
    for (const camera of cameras.filter((c) =>
      serves === 'fixed' ? !c.hostCode : serves === 'inCab' ? Boolean(c.hostCode) : false,
    )) {
      const device = devices.get(camera.code);
      if (device)
        store.run(
          "UPDATE site_device SET params = json_set(COALESCE(params, '{}'), '$.accountId', ?) WHERE id = ?",
          accountId,
          device.id,
        );
    }
  }
  for (const g of smsGroupSeeds(seed)) store.insert('pdca_sms_group', { projectId, ...g, enabled: 1, ...audit });
}

/** The simulator's progress columns on design points and piles (status is already there). */
function rammingProgressV6(store: Store): void {
  for (const [table, columns] of Object.entries(simOwnedColumns)) {
    const present = new Set(store.all<{ name: string }>(`PRAGMA table_info(${table})`).map((c) => c.name));
    for (const column of columns)
      if (!present.has(column.split(' ')[0]!)) store.run(`ALTER TABLE ${table} ADD COLUMN ${column}`);
  }
}

/** v7: the mixing plants' registry — plants (from the plant devices), job-mix formulas, default thresholds, grading envelopes. */
function seedPlantsV7(store: Store): void {
  seedPlants(store, registryAudit());
}

/**
 * v8: the construction progress plan of the ground works, from the registry (its points and piles over the
 * plan dates of their processes); the other items are people's to enter on 施工进度.
 */
function seedProgressV8(store: Store): void {
  const audit = registryAudit();
  const section = store.get<{ id: number; projectId: number }>(
    "SELECT id, projectId FROM site_section WHERE code = 'S3'",
  );
  if (!section || store.get('SELECT 1 FROM szhsg_progress LIMIT 1')) return;
  const plan = (family: string) =>
    store.get<{ start: string | null; end: string | null }>(
      'SELECT MIN(planStart) start, MAX(planEnd) end FROM ram_process WHERE family = ?',
      family,
    );
  const count = (table: string, family: string) =>
    store.get<{ n: number }>(
      `SELECT COUNT(*) n FROM ${table} t JOIN ram_area a ON a.id = t.areaId WHERE a.sectionId = ? AND a.family = ?`,
      section.id,
      family,
    )!.n;
  const layer = (code: string) =>
    store.get<{ id: number }>('SELECT id FROM site_layer WHERE code = ?', code)?.id ?? null;
  const items = [
    { name: '强夯夯点（各遍）', fact: 'rammedPoints', unit: 'point', family: 'hj', table: 'ram_point', layerId: null },
    { name: 'DDC 桩', fact: 'ddcPiles', unit: 'pile', family: 'ddc', table: 'ddc_pile', layerId: layer('S3-L4') },
  ];
  for (const item of items) {
    const dates = plan(item.family);
    const planned = count(item.table, item.family);
    if (!dates?.start || !dates.end || planned === 0) continue;
    store.insert('szhsg_progress', {
      projectId: section.projectId,
      name: item.name,
      sectionId: section.id,
      layerId: item.layerId,
      fact: item.fact,
      unit: item.unit,
      plannedQty: planned,
      planStart: dates.start.slice(0, 10),
      planEnd: dates.end.slice(0, 10),
      ...audit,
    });
  }
}

/**
 * v9: the geometry editors (底图配置, 桩号图编辑) — the base-map table (also in the schema, for a backend
 * without the simulator) and the alignment's stake interval and widths, set to what the seeded stakes were
 * generated with (every 20 m, 2 × 11.25 m).
 */
function geometryV9(store: Store): void {
  const present = new Set(store.all<{ name: string }>('PRAGMA table_info(site_alignment)').map((c) => c.name));
  for (const column of alignmentColumns)
    if (!present.has(column.split(' ')[0]!)) store.run(`ALTER TABLE site_alignment ADD COLUMN ${column}`);
  store.run(
    `CREATE TABLE IF NOT EXISTS site_base_map (
      id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
      name TEXT NOT NULL, kind TEXT, mime TEXT, fileName TEXT, fileSize INTEGER, width REAL, height REAL,
      file BLOB, fileVersion INTEGER NOT NULL DEFAULT 0, controlPoints TEXT,
      opacity REAL NOT NULL DEFAULT 0.7, orderNum INTEGER NOT NULL DEFAULT 0, enabled INTEGER NOT NULL DEFAULT 1,
      crtTime TEXT, crtUser TEXT, crtName TEXT, crtHost TEXT, updTime TEXT, updUser TEXT, updName TEXT, updHost TEXT
    )`,
  );
  store.run(
    'UPDATE site_alignment SET stakeInterval = COALESCE(stakeInterval, ?), leftWidth = COALESCE(leftWidth, ?), rightWidth = COALESCE(rightWidth, ?)',
    stakeSpacing,
    roadHalfWidth,
    roadHalfWidth,
  );
}
