import type { ClockState } from './clock.js';
import type { EngineStatus } from './engine.js';
import type { EpisodeKind } from './process.js';

/** What the HTTP thread hands the simulator's worker when it starts it. */
export interface WorkerInit {
  dataDir: string;
  seed: number;
  historyDays: number;
  rawRetentionHours: number;
  anomalyRate: number;
  clock: ClockState;
  /**
   * [0]: writes of the HTTP thread in progress or waiting (Store.shareWriteGate, Store.writeTurn): the worker lets
   * them in between its steps. [1]: 1 while the worker is inside a step (the HTTP thread waits for 0 before writing).
   */
  writeGate: Int32Array;
}

export type WorkerRequest =
  | { id: number; type: 'advance'; seconds: number }
  | { id: number; type: 'clock'; clock: ClockState }
  | { id: number; type: 'episode'; deviceCode: string; kind: EpisodeKind; start: number | null; seconds: number }
  | { id: number; type: 'state' }
  | { id: number; type: 'hold'; ms: number }
  | { id: number; type: 'stop' };

export type WorkerMessage =
  | { type: 'status'; status: EngineStatus }
  | { type: 'reply'; id: number; ok: true; result: unknown }
  | { type: 'reply'; id: number; ok: false; message: string };
