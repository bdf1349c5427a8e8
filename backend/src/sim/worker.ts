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
const engine = new SimEngine(store, init.seed, { historyDays: init.historyDays, anomalyRate: init.anomalyRate, now: simNow(clock), rawRetentionHours: init.rawRetentionHours });

let stopping = false;
let stopRequest: number | undefined;
let wake: (() => void) | undefined;
let lastStatus = 0;

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
    case 'episode': {
      const start = request.start ?? engine.cursor;
      if (start < engine.cursor) throw new Refusal(`episode start ${siteTime(start)} is before the simulated present ${siteTime(engine.cursor)}`);
      const end = start + request.minutes * 60_000;
      if (end > dayStartMs(dayIndexOf(start) + 1)) throw new Refusal('an episode must end on the day it starts');
      const episode = engine.forceEpisode(request.deviceCode, request.kind, start, end);
      return { deviceCode: episode.deviceCode, kind: episode.kind, start: siteTime(episode.start), end: siteTime(episode.end) };
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
      };
    }
    case 'stop':
      stopping = true;
      stopRequest = request.id;
      return undefined;
  }
}

port.on('message', (request: WorkerRequest) => {
  try {
    const result = handle(request);
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

function idle(): Promise<void> {
  return new Promise<void>((resolve) => {
    // A frozen clock only moves through requests; a running one is polled often enough that the lag stays
    // within a few sim seconds at speed 60.
    const timer = clock.speed > 0 ? setTimeout(() => resolve(), Math.max(50, Math.min(1000, 1000 / clock.speed))) : undefined;
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

async function run(): Promise<void> {
  postStatus();
  while (!stopping) {
    await letWritersIn();
    const now = simNow(clock);
    let worked = false;
    if (engine.cursor < now) {
      engine.liveStep(now);
      worked = true;
    } else if (engine.hasBackfill()) {
      engine.backfillStep();
      worked = true;
    }
    if (Date.now() - lastStatus >= 250 || !worked) postStatus();
    await (worked ? nextTick() : idle());
  }
  postStatus();
  store.close();
  send({ type: 'reply', id: stopRequest ?? 0, ok: true, result: null });
}

void run();
