import { at, dayStartMs, type Rain, rainOn } from './calendar.js';
import { Rng } from './random.js';
import { type Crew, crewOf } from './site/crews.js';
import type { DeviceSpec } from './site/devices.js';

export interface Interval {
  start: number;
  end: number;
}

/** What a device does on a day: when it is powered and when its engine (or a plant's mixer) runs. */
export interface DeviceDay {
  power: Interval | null;
  engine: Interval[];
}

/**
 * The site's plan for one day — weather, which crews work, each device's power and engine hours — a
 * pure function of (seed, day). Processes share it, so the operator logs in only once the machine is on.
 */
export interface DaySchedule {
  day: number;
  dayStart: number;
  dayEnd: number;
  rain: Rain;
  crewWorks(crew: Crew): boolean;
  device(code: string): DeviceDay;
}

const minute = 60_000;

function crewWorks(crew: Crew, rain: Rain): boolean {
  if (crew.rainStop === 'never' || rain === 'none') return true;
  return crew.rainStop === 'heavy' ? rain !== 'heavy' : false;
}

/** Whole seconds, so every time the simulator writes is on the second. */
const sec = (ms: number) => Math.round(ms / 1000) * 1000;

function machineDay(rng: Rng, day: number, kind: DeviceSpec['kind']): DeviceDay {
  // Trucks come to the plants first; everyone else starts with the crews at 07:00.
  const early = kind === 'truck' || kind === 'sprinkler';
  const on = sec(at(day, 6, early ? 15 : 40) + rng.uniform(0, 25) * minute);
  const off = sec(at(day, 19, 0) + rng.uniform(0, 20) * minute);
  const engineStart = sec(on + rng.uniform(2, 8) * minute);
  const lunchStop = sec(at(day, 12, 0) + rng.uniform(-5, 10) * minute);
  const lunchStart = sec(at(day, 13, 0) + rng.uniform(-10, 5) * minute);
  const engineStop = sec(off - rng.uniform(2, 5) * minute);
  return {
    power: { start: on, end: off },
    engine: [
      { start: engineStart, end: lunchStop },
      { start: lunchStart, end: engineStop },
    ],
  };
}

export function daySchedule(seed: number, day: number, specs: readonly DeviceSpec[]): DaySchedule {
  const rain = rainOn(seed, day);
  const dayStart = dayStartMs(day);
  const dayEnd = dayStartMs(day + 1);
  const byCode = new Map(specs.map((s) => [s.code, s]));
  const memo = new Map<string, DeviceDay>();

  function compute(spec: DeviceSpec): DeviceDay {
    const rng = new Rng(seed, `power:${spec.code}`, day);
    switch (spec.power) {
      case 'always':
        return { power: { start: dayStart, end: dayEnd }, engine: [] };
      case 'plant': {
        // Plant controllers stay on; the mixer runs on working days from 06:30.
        const crew = crewOf(spec.code);
        const works = crew ? crewWorks(crew, rain) : true;
        const engine = works
          ? [
              {
                start: sec(at(day, 6, 25) + rng.uniform(0, 10) * minute),
                end: sec(at(day, 19, 30) + rng.uniform(0, 20) * minute),
              },
            ]
          : [];
        return { power: { start: dayStart, end: dayEnd }, engine };
      }
      case 'lab':
        return {
          power: {
            start: sec(at(day, 8, 0) + rng.uniform(0, 20) * minute),
            end: sec(at(day, 17, 30) + rng.uniform(0, 30) * minute),
          },
          engine: [],
        };
      case 'shift': {
        const crew = crewOf(spec.code);
        if (crew && !crewWorks(crew, rain)) return { power: null, engine: [] };
        return machineDay(rng, day, spec.kind);
      }
      case 'host': {
        // Tablets and in-cab cameras boot a little after their machine and go down with it.
        const host = spec.hostCode ? device(spec.hostCode) : undefined;
        if (!host?.power) return { power: null, engine: [] };
        return {
          power: {
            start: sec(host.power.start + rng.uniform(0.5, 2) * minute),
            end: sec(host.power.end - rng.uniform(0, 1) * minute),
          },
          engine: [],
        };
      }
    }
  }

  function device(code: string): DeviceDay {
    let found = memo.get(code);
    if (!found) {
      const spec = byCode.get(code);
      if (!spec) throw new Error(`unknown device ${code}`);
      found = compute(spec);
      memo.set(code, found);
    }
    return found;
  }

  return { day, dayStart, dayEnd, rain, crewWorks: (crew) => crewWorks(crew, rain), device };
}
