import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Database as Db, Statement } from 'better-sqlite3';
import { coreSchema } from './schema.js';

/** Buffers are blobs (raw packets). */
export type SqlValue = string | number | null | Buffer;

/**
 * Statements kept compiled. Queries whose text varies (an `IN` list's length, a filter's columns) would otherwise grow
 * the cache with every new shape.
 */
export const STATEMENT_CACHE_SIZE = 1_000;

/** The database plus a prepared-statement cache, so hot queries are compiled once. */
export class Store {
  private readonly cache = new Map<string, Statement>();
  private writeGate: Int32Array | undefined;
  private readonly keptAnswers = new Map<string, unknown>();
  private keptAt = '';
  private readonly commitHooks = new AsyncLocalStorage<{ run: () => void; done: boolean }>();

  constructor(readonly db: Db) {}

  /**
   * Runs `work` (a request's handler) so that the first transaction it commits also runs `hook` (its operation-log
   * entry) inside it, last: the write and its record commit together, or neither does. Answers whether the hook ran,
   * through `ran()`, for a caller whose work wrote without a transaction.
   */
  withCommitHook<T>(hook: () => void, work: () => T): { result: T; ran: () => boolean } {
    const state = { run: hook, done: false };
    const result = this.commitHooks.run(state, work);
    return { result, ran: () => state.done };
  }

  /**
   * Counts this connection's writes in progress into a gate shared with the simulator's thread, which
   * lets them in before its next transaction: SQLite's busy handler polls, and a writer committing back
   * to back would otherwise starve a sign-in's one-row insert past the busy time-out.
   */
  shareWriteGate(gate: Int32Array): void {
    this.writeGate = gate;
  }

  /**
   * Waits, without blocking this thread, until the simulator's worker is between two of its transactions, and keeps
   * it there (the gate's count) until the returned release: the caller's writes then never wait on SQLite's lock,
   * which would freeze every other request for as long as a simulated step takes. Without a worker: at once.
   */
  async writeTurn(maxWaitMs = 20_000): Promise<() => void> {
    const gate = this.writeGate;
    if (!gate) return () => undefined;
    Atomics.add(gate, 0, 1);
    const deadline = Date.now() + maxWaitMs;
    while (Atomics.load(gate, 1) !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      Atomics.sub(gate, 0, 1);
    };
  }

  /** `work` (synchronous writes) in a write turn of its own: for writers outside a request, such as timers. */
  async inWriteTurn<T>(work: () => T): Promise<T> {
    const release = await this.writeTurn();
    try {
      return work();
    } finally {
      release();
    }
  }

  private writing<T>(work: () => T): T {
    const gate = this.writeGate;
    if (!gate) return work();
    Atomics.add(gate, 0, 1);
    try {
      return work();
    } finally {
      Atomics.sub(gate, 0, 1);
    }
  }

  stmt(sql: string): Statement {
    let statement = this.cache.get(sql);
    if (statement) {
      // Most recently used last: the least recently used goes first when the cache is full.
      this.cache.delete(sql);
    } else {
      statement = this.db.prepare(sql);
      if (this.cache.size >= STATEMENT_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    }
    this.cache.set(sql, statement);
    return statement;
  }

  /** Statements kept compiled (at most STATEMENT_CACHE_SIZE). */
  get cachedStatements(): number {
    return this.cache.size;
  }

  /**
   * Where the database stands as this connection sees it: moves with every row this connection inserts, updates
   * or deletes (total_changes()) and with every commit of another connection (data_version), e.g. the simulator's.
   */
  version(): string {
    return (
      `${this.stmt('SELECT total_changes()').pluck().get() as number}:` +
      `${this.stmt('PRAGMA data_version').pluck().get() as number}`
    );
  }

  /** `compute()`'s answer, kept until the database next changes (version()). */
  kept<T>(key: string, compute: () => T): T {
    const version = this.version();
    if (version !== this.keptAt) {
      this.keptAnswers.clear();
      this.keptAt = version;
    }
    if (!this.keptAnswers.has(key)) this.keptAnswers.set(key, compute());
    return this.keptAnswers.get(key) as T;
  }

  all<T>(sql: string, ...params: unknown[]): T[] {
    return this.stmt(sql).all(...params) as T[];
  }

  get<T>(sql: string, ...params: unknown[]): T | undefined {
    return this.stmt(sql).get(...params) as T | undefined;
  }

  run(sql: string, ...params: unknown[]): { changes: number; lastInsertRowid: number | bigint } {
    return this.writing(() => this.stmt(sql).run(...params));
  }

  insert(table: string, row: Record<string, SqlValue>): number {
    const columns = Object.keys(row);
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => '@' + c).join(', ')})`;
    return Number(this.writing(() => this.stmt(sql).run(row).lastInsertRowid));
  }

  update(table: string, id: number, row: Record<string, SqlValue>): void {
    const columns = Object.keys(row);
    if (columns.length === 0) return;
    const sql = `UPDATE ${table} SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @__id`;
    this.writing(() => this.stmt(sql).run({ ...row, __id: id }));
  }

  /**
   * BEGIN IMMEDIATE: the simulator worker writes through its own connection, and a deferred
   * transaction that reads before it writes would fail with SQLITE_BUSY_SNAPSHOT instead of waiting.
   */
  transaction<T>(work: () => T): T {
    const hook = this.db.inTransaction ? undefined : this.commitHooks.getStore();
    const body =
      hook && !hook.done
        ? () => {
            const result = work();
            hook.run();
            hook.done = true;
            return result;
          }
        : work;
    return this.writing(() => this.db.transaction(body).immediate());
  }

  close(): void {
    this.cache.clear();
    this.db.close();
  }
}

/**
 * Opens (and creates) the data folder's database. `applySchema` creates the tables that are missing: the server
 * passes the modules' (modules/schema.ts); the simulator's worker opens a store the server has made already.
 */
export function openStore(dataDir: string, applySchema?: (db: Db) => void): Store {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'platform.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // The simulator's worker writes a simulated day per transaction; on a loaded machine that can take
  // longer than 5 s, and a sign-in waiting behind it should wait, not fail with SQLITE_BUSY.
  db.pragma('busy_timeout = 20000');
  db.exec(coreSchema);
  // Data folders made before tokens had a family.
  const tokenColumns = db.prepare('PRAGMA table_info(auth_token)').all() as { name: string }[];
  if (!tokenColumns.some((c) => c.name === 'sid')) db.exec('ALTER TABLE auth_token ADD COLUMN sid TEXT');
  db.exec('CREATE INDEX IF NOT EXISTS auth_token_sid ON auth_token (sid)');
  applySchema?.(db);
  return new Store(db);
}
