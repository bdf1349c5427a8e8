/**
 * The fleet's reports (车辆报表) and the stop rule they share with the playback: declared once, read by the report
 * page, the report e-mail task form and the platform.
 */

/** 行程 (one row per trip), 停车 (one row per stop), 汇总 (per vehicle and day), 轨迹 (one vehicle's positions). */
export const fleetReportTypes = ['trips', 'stops', 'summary', 'route'] as const;
export type FleetReportType = (typeof fleetReportTypes)[number];

/** A standing run shorter than this is a pause in traffic, not a stop (the playback marks the same stops). */
export const STOP_MIN_SEC = 60;

/** The route report lists a position every this many seconds, and every change of state between them. */
export const ROUTE_STEP_SEC = 60;

/** The route report covers at most this many days (about 900 rows a truck-day). */
export const ROUTE_MAX_DAYS = 7;

/** A piece of a track of one state: where it starts and how far it goes (0 m: standing). */
export interface StandingPiece {
  start: string;
  end: string;
  durationSec: number;
  distanceM: number;
  state: string;
  /** Trucks: the trip's number in the day, if the piece belongs to one. */
  ref?: number | null;
  from: readonly [number, number];
}

export interface Stop {
  start: string;
  end: string;
  durationSec: number;
  /** The state the vehicle stood in longest (a truck that waited 20 minutes and loaded 8 was waiting). */
  main: string;
  /** The first trip the stop belongs to (its number in the day), if any. */
  ref: number | null;
  x: number;
  y: number;
}

/**
 * The vehicle's stops: standing pieces that follow each other without a gap are one stop (a truck waiting, then
 * loading at the plant stood there the whole time), kept when it lasted at least STOP_MIN_SEC.
 */
export function stopsOf(pieces: readonly StandingPiece[]): Stop[] {
  const out: { stop: Stop; seconds: Map<string, number> }[] = [];
  let open: (typeof out)[number] | null = null;
  for (const p of pieces) {
    if (p.distanceM !== 0) {
      open = null;
      continue;
    }
    const { stop } = open ?? {};
    if (stop && stop.end === p.start && stop.x === p.from[0] && stop.y === p.from[1]) {
      stop.end = p.end;
      stop.durationSec += p.durationSec;
      stop.ref ??= p.ref ?? null;
    } else {
      open = {
        stop: { start: p.start, end: p.end, durationSec: p.durationSec, main: p.state, ref: p.ref ?? null, ...xy(p) },
        seconds: new Map(),
      };
      out.push(open);
    }
    open!.seconds.set(p.state, (open!.seconds.get(p.state) ?? 0) + p.durationSec);
  }
  return out
    .filter(({ stop }) => stop.durationSec >= STOP_MIN_SEC)
    .map(({ stop, seconds }) => ({
      ...stop,
      // The first of equally long states, in the order the vehicle went through them.
      main: [...seconds].reduce((a, c) => (c[1] > a[1] ? c : a))[0],
    }));
}

const xy = (p: StandingPiece) => ({ x: p.from[0], y: p.from[1] });
