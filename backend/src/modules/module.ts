import type Database from 'better-sqlite3';
import type { App } from '../app.js';
import type { Store } from '../db/database.js';
import type { LiveSource } from '../live/source.js';
import type { RouteDef } from '../http/router.js';
import type { ResourceDef } from '../kit/resource.js';
import type { SettingsDef } from '../kit/settings.js';

/** A button (element) a module's own routes check, seeded under its screen's menu for the administrators' role. */
export interface ScreenElement {
  screen: string;
  suffix: string;
  name: string;
  method: 'POST' | 'PUT' | 'DELETE' | 'GET';
  uri: string;
}

/**
 * A business module as the server composes it: its tables, what it serves by definition (resources, settings
 * pages), its own routes, the buttons those check, and what it runs beside the requests. Nothing module-specific
 * lives in server.ts, the live hub or db/.
 */
export interface BackendModule {
  readonly code: string;
  /** The module's tables and indexes (`CREATE … IF NOT EXISTS`), applied when the store opens. */
  readonly schema?: string;
  /** Columns added since data folders were made, run before every module's schema (whose indexes may name them). */
  readonly migrate?: (db: Database.Database) => void;
  readonly resources?: readonly ResourceDef[];
  readonly settings?: readonly SettingsDef[];
  readonly routes?: readonly RouteDef[];
  readonly elements?: readonly ScreenElement[];
  /** Makes the module's sources of live events (one set per backend: they remember what they sent). */
  readonly live?: () => readonly LiveSource[];
  /** Registers what reads need on the store's connection before the app is ready (SQL functions). */
  readonly attach?: (store: Store, app: () => App | undefined) => void;
  /** Started once the backend is ready (a scheduler, an outbox); returns how to stop it. */
  readonly start?: (app: App) => () => void | Promise<void>;
}
