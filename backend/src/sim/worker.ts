import { parentPort, workerData } from 'node:worker_threads';
import { openStore } from '../db/database.js';
import { dayIndexOf, dayStartMs, siteTime } from './calendar.js';
import { advanced, type ClockState, simNow } from './clock.js';
import { SimEngine } from './engine.js';
import type { WorkerInit, WorkerMessage, WorkerRequest } from './messages.js';

/*
 * The simulator's thread. It owns every write to the fact tables (SQLite has one writer at a time; the
 * HTTP thread only reads them), generates live time as the clock moves, and back-fills history in the
 * gaps. Requests from the HTTP thread are handled between two steps, never inside one.
 */

/** A request the simulator refuses (bad input), as opposed to a failure of the simulator. */
class Refusal extends Error {}

const port = parentPort!;
const init = workerData as WorkerInit;
const store = openStore(init.dataDir);
let clock: ClockState = init.clock;
const engine = new SimEngine(store, init.seed, {
  historyDays: init.historyDays,
  anomalyRate: init.anomalyRate,
  now: simNow(clock),
  rawRetentionHours: init.rawRetentionHours,
});

let stopping = false;
let stopRequest: number | undefined;
let wake: (() => void) | undefined;
let lastStatus = 0;
/** Transactions the running clock has written (the test hook's advances not counted): one per sim second at most. */
let liveSteps = 0;

const send = (message: WorkerMessage) => port.postMessage(message);
const postStatus = () => {
  lastStatus = Date.now();
  send({ type: 'status', status: engine.status() });
};

function handle(request: WorkerRequest): unknown {
  switch (request.type) {
    case 'advance':
      clock = advanced(clock, request.seconds);
      engine.runLive(simNow(clock));
      return { simTime: siteTime(simNow(clock)) };
    case 'clock':
      // The host's new speed, anchored where its present and this one stand: the two clocks stay one.
      clock = request.clock;
      return { speed: clock.speed };
    case 'episode': {
      const start = request.start ?? engine.cursor;
      if (start < engine.cursor)
        throw new Refusal(
          `episode start ${siteTime(start)} is before the simulated present ${siteTime(engine.cursor)}`,
        );
      const end = start + request.seconds * 1000;
      if (end > dayStartMs(dayIndexOf(start) + 1)) throw new Refusal('an episode must end on the day it starts');
      const episode = engine.forceEpisode(request.deviceCode, request.kind, start, end);
      return {
        deviceCode: episode.deviceCode,
        kind: episode.kind,
        start: siteTime(episode.start),
        end: siteTime(episode.end),
      };
    }
    case 'state': {
      const status = engine.status();
      return {
        seed: status.seed,
        simTime: siteTime(simNow(clock)),
        cursor: siteTime(status.cursor),
        speed: clock.speed,
        backfill: status.backfill,
        pending: status.pending.map((w) => ({ from: siteTime(w.from), to: siteTime(w.to) })),
        devices: engine.registry.specs.length,
        liveSteps,
      };
    }
    case 'hold':
      // Test hook: the write lock held as a long step holds it, the thread busy meanwhile.
      store.transaction(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, request.ms));
      return null;
    case 'stop':
      stopping = true;
      stopRequest = request.id;
      return undefined;
  }
}

port.on('message', (request: WorkerRequest) => {
  try {
    // Between two steps, so the mark is down; a request's writes (an advance) are a step of their own.
    Atomics.store(init.writeGate, 1, 1);
    let result: unknown;
    try {
      result = handle(request);
    } finally {
      endStep();
    }
    // Status first: whoever reads the reply then sees the progress it reports.
    postStatus();
    if (request.type !== 'stop') send({ type: 'reply', id: request.id, ok: true, result });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    send({ type: 'reply', id: request.id, ok: false, message: error.message });
  }
  wake?.();
});

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The live clock is written a whole sim second at a time, and no more often than every `liveEveryMs` of wall
 * time: stepping whenever the cursor was behind at all made every wake-up a transaction for a few
 * milliseconds of site, which kept a core busy at speed 1 and left the back-fill no turn.
 */
const liveEveryMs = 25;
const second = 1000;

/** The live target: the last whole sim second reached, if a live step is due. */
function liveDue(now: number, lastLive: number): number | undefined {
  const target = Math.floor(now / second) * second;
  return target > engine.cursor && Date.now() - lastLive >= liveEveryMs ? target : undefined;
}

function idle(now: number): Promise<void> {
  return new Promise<void>((resolve) => {
    // A frozen clock only moves through requests; a running one wakes when its next whole second is reached.
    const untilNextSecond = (second - (now % second)) / clock.speed;
    const timer =
      clock.speed > 0
        ? setTimeout(() => resolve(), Math.max(liveEveryMs, Math.min(second, untilNextSecond)))
        : undefined;
    wake = () => {
      if (timer) clearTimeout(timer);
      wake = undefined;
      resolve();
    };
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits (up to a second) while the HTTP thread is writing or waiting to write. */
async function letWritersIn(): Promise<void> {
  for (let waited = 0; Atomics.load(init.writeGate, 0) > 0 && waited < 1000; waited += 2) await sleep(2);
}

/**
 * Marks a step as begun, then looks for a waiting writer (the HTTP thread raises its count, then looks at the
 * mark: one of the two always sees the other). A writer that came first gets its turn, up to a second.
 */
async function beginStep(): Promise<void> {
  for (let waited = 0; ; waited += 2) {
    Atomics.store(init.writeGate, 1, 1);
    if (Atomics.load(init.writeGate, 0) === 0 || waited >= 1000) return;
    Atomics.store(init.writeGate, 1, 0);
    await sleep(2);
  }
}

const endStep = () => Atomics.store(init.writeGate, 1, 0);

/**
 * When the live clock has work and history is pending, the back-fill may still claim a quarter of the live
 * clock's time, so the history arrives in bounded time at any speed. It starts ten seconds in debt: the first
 * start writes today up to now before the history, as it always has. At speeds the site keeps up with, the
 * live clock is rarely due and the back-fill simply runs between its steps.
 */
const backfillShare = 0.25;
let backfillCredit = -10_000 * backfillShare;

function timed(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

async function run(): Promise<void> {
  postStatus();
  let lastLive = 0;
  while (!stopping) {
    await letWritersIn();
    await beginStep();
    const now = simNow(clock);
    const target = liveDue(now, lastLive);
    const backfill = engine.hasBackfill();
    let worked = true;
    let live = false;
    if (target !== undefined && !(backfill && backfillCredit > 0)) {
      const ms = timed(() => engine.liveStep(target));
      liveSteps++;
      if (engine.cursor >= target) lastLive = Date.now();
      if (backfill) backfillCredit += ms * backfillShare;
      live = true;
    } else if (backfill) {
      const ms = timed(() => engine.backfillStep());
      if (target !== undefined) backfillCredit -= ms;
    } else worked = false;
    endStep();
    // The host answers the lag from the last status: after a live step it must be this step's cursor.
    if (live || Date.now() - lastStatus >= 250 || !worked) postStatus();
    await (worked ? nextTick() : idle(now));
  }
  postStatus();
  store.close();
  send({ type: 'reply', id: stopRequest ?? 0, ok: true, result: null });
}

void run();
