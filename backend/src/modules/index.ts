import type Database from 'better-sqlite3';
import type { App } from '../app.js';
import type { Store } from '../db/database.js';
import { liveRoutes } from '../live/routes.js';
import type { LiveSource } from '../live/source.js';
import { authRoutes } from '../auth/routes.js';
import type { RouteDef } from '../http/router.js';
import type { ResourceDef } from '../kit/resource.js';
import { resourceElements } from '../kit/resource-elements.js';
import { resourceRoutes } from '../kit/resource-routes.js';
import { settingsSchema } from '../kit/schema.js';
import { type SettingsDef, settingsRoutes } from '../kit/settings.js';
import { simSchema } from '../sim/reads.js';
import { admin } from './admin/index.js';
import { bigscreen } from './bigscreen/index.js';
import { compaction } from './compaction/index.js';
import { equipment } from './equipment/index.js';
import { fleet } from './fleet/index.js';
import { lab } from './lab/index.js';
import type { BackendModule, ScreenElement } from './module.js';
import { monitoringModule } from './monitoring/index.js';
import { plants } from './plants/index.js';
import { quality } from './quality/index.js';
import { ramming } from './ramming/index.js';
import { reports } from './reports/index.js';
import { site } from './site/index.js';
import { video } from './video/index.js';

/** Every route the server serves, the monitoring module's list of endpoints included. */
export const routeTable = (): readonly RouteDef[] => routes;

/** The backend's modules, in the order their tables are made and their routes and elements listed. */
export const modules: readonly BackendModule[] = [
  admin,
  site,
  equipment,
  compaction,
  ramming,
  fleet,
  video,
  quality,
  lab,
  plants,
  reports,
  bigscreen,
  monitoringModule(routeTable),
];

/** Every module entity served by definition. */
export const resources: readonly ResourceDef[] = modules.flatMap((m) => m.resources ?? []);

/** Every settings record served by definition. */
export const settings: readonly SettingsDef[] = modules.flatMap((m) => m.settings ?? []);

const routes: readonly RouteDef[] = [
  ...authRoutes,
  ...liveRoutes,
  ...modules.flatMap((m) => [
    ...(m.resources ?? []).flatMap(resourceRoutes),
    ...(m.settings ?? []).flatMap(settingsRoutes),
    ...(m.routes ?? []),
  ]),
];

/**
 * Creates what is missing: columns added since a data folder was made first (their indexes need them), then the tables.
 */
export function applySchema(db: Database.Database): void {
  for (const m of modules) m.migrate?.(db);
  for (const m of modules) if (m.schema) db.exec(m.schema);
  db.exec(settingsSchema);
  db.exec(simSchema);
}

/** The modules' live sources, made afresh for one hub. */
export const liveSources = (): LiveSource[] => modules.flatMap((m) => m.live?.() ?? []);

/** What the modules register on the store's connection before anything reads. */
export function attachModules(store: Store, app: () => App | undefined): void {
  for (const m of modules) m.attach?.(store, app);
}

/** Starts what the modules run beside the requests; resolves to how to stop them all. */
export function startModules(app: App): () => Promise<void> {
  const stops = modules.flatMap((m) => (m.start ? [m.start(app)] : []));
  return async () => {
    for (const stop of stops) await stop();
  };
}

/** Element (button) codes the module screens' writes need, by screen code, for the seed. */
export function moduleElements(): Map<string, Omit<ScreenElement, 'screen'>[]> {
  const out = new Map<string, Omit<ScreenElement, 'screen'>[]>();
  for (const def of resources) {
    const list = out.get(def.screen) ?? [];
    for (const element of resourceElements(def)) if (!list.some((e) => e.suffix === element.suffix)) list.push(element);
    if (list.length > 0) out.set(def.screen, list);
  }
  for (const m of modules) {
    for (const { screen, ...element } of m.elements ?? []) out.set(screen, [...(out.get(screen) ?? []), element]);
    for (const def of m.settings ?? [])
      out.set(def.screen, [
        ...(out.get(def.screen) ?? []),
        { suffix: 'btn_save', name: '保存', method: 'PUT', uri: def.path.replace(/^\/api/, '') },
      ]);
  }
  return out;
}
