import type { Store } from '../../db/database.js';
import { simOwnedColumns } from '../../modules/ramming/schema.js';
import { alignmentColumns, frameColumns } from '../../modules/site/schema.js';
import { seedPlants } from '../../modules/plants/seed.js';
import { roadHalfWidth, stakeSpacing } from './alignment.js';
import { seedCompaction } from './compaction-seed.js';
import { demoNumbersV11 } from './demo-numbers.js';
import { seedEquipmentV5 } from './equipment-seed.js';
import { seedProgressV8 } from './progress-seed.js';
import { project } from './project.js';
import { seedRamming } from './ramming-seed.js';
import { registryAudit } from './registry-audit.js';
import { seedSiteV1 } from './site-registry-seed.js';
import { seedSparePartsV12 } from './spare-parts-seed.js';

/*
 * Versioned migrations of the site registry. The site is written into existing data folders too (they
 * predate it), so each version runs once, in order, recorded in meta.site_version. The larger versions
 * have files of their own: site-registry-seed.ts (v1), equipment-seed.ts (v5), progress-seed.ts (v8),
 * demo-numbers.ts (v11), spare-parts-seed.ts (v12).
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
  alarmRulesV10,
  demoNumbersV11,
  seedSparePartsV12,
  frameV13,
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

/** v13: the project's tie to CGCS2000, for data folders written before the project carried one. */
function frameV13(store: Store): void {
  const present = new Set(store.all<{ name: string }>('PRAGMA table_info(site_project)').map((c) => c.name));
  for (const column of frameColumns)
    if (!present.has(column.split(' ')[0]!)) store.run(`ALTER TABLE site_project ADD COLUMN ${column}`);
  const { centralMeridian, originE, originN, rotation } = project.frame;
  store.run(
    `UPDATE site_project SET centralMeridian = ?, originE = ?, originN = ?, rotation = ? WHERE centralMeridian IS NULL`,
    centralMeridian,
    originE,
    originN,
    rotation,
  );
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

/** The simulator's progress columns on design points and piles (status is already there). */
function rammingProgressV6(store: Store): void {
  for (const [table, columns] of Object.entries(simOwnedColumns)) {
    const present = new Set(store.all<{ name: string }>(`PRAGMA table_info(${table})`).map((c) => c.name));
    for (const column of columns)
      if (!present.has(column.split(' ')[0]!)) store.run(`ALTER TABLE ${table} ADD COLUMN ${column}`);
  }
}

/**
 * v7: the mixing plants' registry — plants (from the plant devices), job-mix formulas, default thresholds, grading
 * envelopes.
 */
function seedPlantsV7(store: Store): void {
  seedPlants(store, registryAudit());
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
    'UPDATE site_alignment SET stakeInterval = COALESCE(stakeInterval, ?), leftWidth = COALESCE(leftWidth, ?), ' +
      'rightWidth = COALESCE(rightWidth, ?)',
    stakeSpacing,
    roadHalfWidth,
    roadHalfWidth,
  );
}

/**
 * v10: the alarm rules read each window's decided facts by the moment that decides them (a point's or pile's end, a
 * trip's unloading, an area's last pass); these indexes keep that read small at any history length.
 */
function alarmRulesV10(store: Store): void {
  store.run('CREATE INDEX IF NOT EXISTS ram_point_sim_at ON ram_point (simAt)');
  store.run('CREATE INDEX IF NOT EXISTS ddc_pile_end ON ddc_pile (endAt)');
  store.run('CREATE INDEX IF NOT EXISTS ylc_trip_unload_start ON ylc_trip (unloadStart)');
  store.run('CREATE INDEX IF NOT EXISTS ylc_trip_unload_end ON ylc_trip (unloadEnd)');
  store.run('CREATE INDEX IF NOT EXISTS zd_work_area_end ON zd_work_area (endTime)');
}
