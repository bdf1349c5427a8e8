import { Worker } from 'node:worker_threads';
import type { SimConfig } from '../config.js';
import type { Store } from '../db/database.js';
import { dayIndexOf, parseSiteTime, siteTime } from './calendar.js';
import { advanced, type ClockState, respeeded, simNow } from './clock.js';
import { type EngineStatus, storedCursor, storedSeed } from './engine.js';
import type { WorkerInit, WorkerMessage, WorkerRequest } from './messages.js';
import { type EpisodeKind, episodeKinds } from './process.js';
import { SIM_SPEEDS, SimRefusal } from './refusal.js';
import { deviceSpecs } from './site/devices.js';
import { migrateSite } from './site/seed.js';

/** What `GET /api/site/sim/status` answers. */
export interface SimStatus {
  simTime: string;
  speed: number;
  seed: number;
  lagSeconds: number;
  backfill: { doneDays: number; totalDays: number };
}

export { SimRefusal } from './refusal.js';

/** The simulator's health, as `/health` reports it. */
export type SimHealth =
  { state: 'running'; restarts: number } | { state: 'restarting'; reason: string; since: string; restarts: number };

/** Waits before restarting a dead worker: 0.5 s, doubling up to 30 s; a worker that ran a minute starts over. */
const restartDelayMs = (restartsInARow: number) => Math.min(30_000, 500 * 2 ** restartsInARow);
const STEADY_MS = 60_000;

type Pending = { resolve(value: unknown): void; reject(error: Error): void };
type WorkerRequestBody = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * The HTTP thread's handle on the simulator: it prepares the site registry, starts the worker thread
 * that generates the facts, mirrors its clock and progress for status answers, and relays test-hook
 * requests to it. It supervises the worker: a worker that dies is reported by `health()` and started again
 * with back-off from the stored cursor (each step is one transaction, so a death loses or repeats no fact).
 */
export class SimHost {
  private clock: ClockState;
  private status: EngineStatus;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;
  private stopped = false;
  private worker!: Worker;
  private exited: Promise<void> = Promise.resolve();
  private readonly firstStatus: Promise<void>;
  private statusSeen: (() => void) | undefined;
  private booted = false;
  private restarts = 0;
  private restartsInARow = 0;
  private startedAt = 0;
  private downSince = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  private readonly advanceListeners: (() => void | Promise<void>)[] = [];
  private afterAdvance: Promise<void> = Promise.resolve();
  private advanceQueued = false;

  private constructor(
    private readonly init: WorkerInit,
    cursor: number,
    private readonly store: Store,
    private readonly logError: (message: string, error: unknown) => void,
  ) {
    this.clock = init.clock;
    this.status = { seed: init.seed, cursor, backfill: { doneDays: 0, totalDays: 0 }, pending: [] };
    this.firstStatus = new Promise((resolve) => (this.statusSeen = resolve));
    this.spawn();
  }

  private spawn(): void {
    const worker = new Worker(workerUrl(), { workerData: { ...this.init, clock: this.clock } });
    this.worker = worker;
    this.startedAt = Date.now();
    worker.on('message', (message: WorkerMessage) => {
      if (this.worker === worker) this.receive(message);
    });
    worker.on('error', (error) => {
      this.failure ??= error;
      this.logError('site simulator: the worker failed', error);
      this.failAll(error);
    });
    this.exited = new Promise((resolve) =>
      worker.once('exit', (code) => {
        if (!this.stopped && !this.failure) {
          this.failure = new Error(`the simulator worker exited (${code})`);
          this.logError('site simulator: the worker exited', this.failure);
        }
        this.failAll(this.failure ?? new Error('the simulator has stopped'));
        this.statusSeen?.();
        if (!this.stopped && this.booted) this.scheduleRestart();
        resolve();
      }),
    );
  }

  private scheduleRestart(): void {
    this.downSince ||= Date.now();
    if (Date.now() - this.startedAt >= STEADY_MS) this.restartsInARow = 0;
    const delay = restartDelayMs(this.restartsInARow++);
    this.logError(`site simulator: restarting the worker in ${delay / 1000} s`, this.failure);
    this.restartTimer = setTimeout(() => {
      if (this.stopped) return;
      this.restarts++;
      // The new worker resumes from the stored cursor: the clock goes on from where the site's facts stand.
      const cursor = storedCursor(this.store);
      if (cursor !== undefined) this.status = { ...this.status, cursor };
      this.spawn();
    }, delay);
    this.restartTimer.unref();
  }

  /** Whether the worker runs, or since when and why it is being restarted. */
  health(): SimHealth {
    if (!this.failure || this.stopped) return { state: 'running', restarts: this.restarts };
    return {
      state: 'restarting',
      reason: this.failure.message,
      since: new Date(this.downSince || Date.now()).toISOString(),
      restarts: this.restarts,
    };
  }

  /** Test hook: the worker dies as a crash would end it (the supervisor then restarts it). */
  async kill(): Promise<void> {
    await this.worker.terminate();
  }

  /** Seeds or migrates the site registry, then starts the worker; resolves once the worker has taken stock. */
  static async start(
    config: SimConfig,
    dataDir: string,
    store: Store,
    logError: (message: string, error: unknown) => void,
  ): Promise<SimHost> {
    const previousSeed = storedSeed(store);
    if (previousSeed !== undefined && previousSeed !== config.seed) {
      console.warn(
        `site simulator: SIM_SEED ${config.seed} ignored, this data folder was generated with ${previousSeed}` +
          ` (delete it to change the seed)`,
      );
    }
    const seed = previousSeed ?? config.seed;
    migrateSite(store, seed);
    const cursor = storedCursor(store);
    const wall = Date.now();
    // Sim time never runs backwards: a restart continues from the stored cursor if that is later.
    const anchorSim = Math.max(config.nowMs ?? wall, cursor ?? Number.NEGATIVE_INFINITY);
    const init: WorkerInit = {
      dataDir,
      seed,
      historyDays: config.historyDays,
      rawRetentionHours: config.rawRetentionHours,
      anomalyRate: config.anomalyRate,
      clock: { anchorSim, anchorWall: wall, speed: config.speed },
      writeGate: new Int32Array(new SharedArrayBuffer(8)),
    };
    store.shareWriteGate(init.writeGate);
    const host = new SimHost(init, cursor ?? anchorSim, store, logError);
    await host.firstStatus;
    if (host.failure) throw host.failure;
    host.booted = true;
    return host;
  }

  /** The answer of `GET /api/site/sim/status`. */
  simStatus(): SimStatus {
    const now = simNow(this.clock);
    return {
      simTime: siteTime(now),
      speed: this.clock.speed,
      seed: this.status.seed,
      lagSeconds: Math.max(0, Math.round((now - this.status.cursor) / 1000)),
      backfill: this.status.backfill,
    };
  }

  /**
   * Runs the site's clock at another speed from now on (0 pauses it); the worker, restarted or not, keeps it. Not
   * stored: a restart of the platform starts at its configured speed again.
   */
  async setSpeed(speed: number): Promise<SimStatus> {
    if (!SIM_SPEEDS.includes(speed)) throw new SimRefusal(`speed must be one of ${SIM_SPEEDS.join(' / ')}`);
    const next = respeeded(this.clock, speed);
    await this.request({ type: 'clock', clock: next });
    this.clock = next;
    return this.simStatus();
  }

  /** Moves the clock forward and resolves once every step up to the new time is written. */
  async advance(seconds: number): Promise<SimStatus> {
    await this.request({ type: 'advance', seconds });
    this.clock = advanced(this.clock, seconds);
    // The present moved even where no fact was written: what is due by it is brought up to date too.
    this.queueAdvance();
    await this.advanced();
    return this.simStatus();
  }

  /**
   * Forces an episode: `start` as site time (GMT+8) or ISO, default the simulated present; it lasts `seconds` when
   * given (a rule with a hold, such as the overspeed's 10 s, is tried on either side of it), else `minutes` (5).
   */
  async episode(input: {
    device: unknown;
    kind: unknown;
    start: unknown;
    minutes: unknown;
    seconds: unknown;
  }): Promise<unknown> {
    const deviceCode = typeof input.device === 'string' ? input.device.trim() : '';
    const spec = deviceSpecs().find((s) => s.code === deviceCode);
    if (!spec) throw new SimRefusal(`unknown device: ${deviceCode || '(none)'}`);
    if (typeof input.kind !== 'string' || !episodeKinds.includes(input.kind as EpisodeKind))
      throw new SimRefusal(`kind must be one of ${episodeKinds.join(' / ')}`);
    const kind = input.kind as EpisodeKind;
    if (kind === 'gnssFloat' && spec.telemetry.gnss !== 'rtk')
      throw new SimRefusal(`${deviceCode} has no RTK receiver`);
    if (kind === 'drift' && !['asphaltPlant', 'stabilisedPlant', 'concretePlant'].includes(spec.kind))
      throw new SimRefusal(`${deviceCode} is not a mixing plant`);
    let start: number | null = null;
    if (input.start !== undefined && input.start !== null && input.start !== '') {
      start = typeof input.start === 'string' ? (parseSiteTime(input.start) ?? null) : null;
      if (start === null)
        throw new SimRefusal('start must be a time such as 2026-03-15 10:30:00 (GMT+8) or an ISO 8601 date-time');
    }
    const given = (value: unknown) => value !== undefined && value !== null && value !== '';
    let seconds: number;
    if (given(input.seconds)) {
      seconds = Number(input.seconds);
      if (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400)
        throw new SimRefusal('seconds must be an integer between 1 and 86400');
    } else {
      const minutes = given(input.minutes) ? Number(input.minutes) : 5;
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440)
        throw new SimRefusal('minutes must be an integer between 1 and 1440');
      seconds = minutes * 60;
    }
    return this.request({ type: 'episode', deviceCode, kind, start, seconds });
  }

  /** The worker's view, for tests: answered once the advance listeners have seen everything written before it. */
  async state(): Promise<unknown> {
    const state = await this.request({ type: 'state' });
    await this.advanced();
    return state;
  }

  /**
   * Runs `listener` on this (the HTTP) thread after the simulator has written more of the site: one run at a time, and
   * the latest progress is always followed by a run. What the modules derive from the simulator's facts on this side
   * (problems from alarms, and the site's people's moves) is brought up to date here, not by the reads that show it.
   */
  onAdvance(listener: () => void | Promise<void>): () => void {
    this.advanceListeners.push(listener);
    this.queueAdvance();
    return () => {
      const at = this.advanceListeners.indexOf(listener);
      if (at >= 0) this.advanceListeners.splice(at, 1);
    };
  }

  /** Resolves once the advance listeners have run after everything written so far. */
  advanced(): Promise<void> {
    return this.afterAdvance;
  }

  private queueAdvance(): void {
    if (this.advanceQueued) return;
    this.advanceQueued = true;
    this.afterAdvance = this.afterAdvance.then(async () => {
      this.advanceQueued = false;
      for (const listener of [...this.advanceListeners]) {
        try {
          await listener();
        } catch (error) {
          this.logError('site simulator: an advance listener failed', error);
        }
      }
    });
  }

  /** Test hook: the worker holds the write lock for `ms`, as a long step would. */
  hold(ms: number): Promise<unknown> {
    return this.request({ type: 'hold', ms });
  }

  /** Lets the worker finish its step and close its connection; resolves when the thread is gone. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.restartTimer);
    if (!this.failure) {
      await Promise.race([
        this.request({ type: 'stop' }).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
      ]);
    }
    await this.worker.terminate();
    await this.exited;
  }

  /** What the HTTP thread needs to recompute raw data: the seed, the anomaly rate, the retention and the present. */
  get facts(): { seed: number; anomalyRate: number; rawRetentionMs: number; cursor: number } {
    return {
      seed: this.init.seed,
      anomalyRate: this.init.anomalyRate,
      rawRetentionMs: this.init.rawRetentionHours * 3600_000,
      cursor: this.status.cursor,
    };
  }

  /** Day index of the simulated present (for tests and logs). */
  today(): number {
    return dayIndexOf(simNow(this.clock));
  }

  private request(body: WorkerRequestBody): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...body, id } as WorkerRequest);
    });
  }

  private receive(message: WorkerMessage): void {
    if (message.type === 'status') {
      // A status follows every step the worker wrote (live, back-filled or recomputed).
      this.queueAdvance();
      this.status = message.status;
      if (this.failure && this.booted) {
        // A restarted worker has taken stock: the simulator runs again.
        this.failure = undefined;
        this.downSince = 0;
      }
      this.statusSeen?.();
      this.statusSeen = undefined;
      return;
    }
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(new SimRefusal(message.message));
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

/** The compiled worker next to this file; under tsx (tests) the TypeScript source, loaded through tsx. */
function workerUrl(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./worker.js', import.meta.url);
  const source = new URL('./worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(source)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}
