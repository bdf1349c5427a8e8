import { rainOn } from '../calendar.js';
import type { DayContext } from '../process.js';
import type { Crew } from '../site/crews.js';
import { project } from '../site/project.js';
import { type Layer, layers } from '../site/sections.js';
import type { Pose } from './roller.js';
import { areaFrame } from './work-areas.js';

/** Work areas a crew is handed per working day. */
const areasPerDay = { znys: 28, zd: 30 } as const;

const projectStartDay = Math.floor(Date.parse(`${project.startDate}T00:00:00Z`) / 86_400_000);
const frontMemo = new Map<string, number>();

/** Areas a crew was handed before this day: a cheap prefix over the working days since the project began. */
function frontAt(seed: number, crew: Crew, day: number): number {
  const key = `${seed}:${crew.code}:${day}`;
  let found = frontMemo.get(key);
  if (found === undefined) {
    let worked = 0;
    for (let d = projectStartDay; d < day; d++) {
      const rain = rainOn(seed, d);
      if (crew.rainStop === 'never' || rain === 'none' || (crew.rainStop === 'heavy' && rain !== 'heavy')) worked++;
    }
    found = worked * areasPerDay[crew.domain === 'zd' ? 'zd' : 'znys'];
    if (frontMemo.size > 2000) frontMemo.clear();
    frontMemo.set(key, found);
  }
  return found;
}

export interface CrewDay {
  crew: Crew;
  front: number;
  /** Area j is handed over at handedOver[j]. */
  handedOver: number[];
  layer: Layer;
}

/** The crew's area timeline: its lead machine's engine hours split into equal periods, one area each. */
export function crewDay(ctx: DayContext, crew: Crew): CrewDay | null {
  if (!ctx.schedule.crewWorks(crew)) return null;
  const lead = ctx.schedule.device(crew.deviceCodes[0]!);
  if (!lead.power || lead.engine.length === 0) return null;
  const count = areasPerDay[crew.domain === 'zd' ? 'zd' : 'znys'];
  const working = lead.engine.reduce((sum, i) => sum + (i.end - i.start), 0);
  const period = working / (count + 1);
  const handedOver: number[] = [];
  for (let j = 1; j <= count; j++) {
    // The time at which the lead machine has worked j periods.
    let need = j * period;
    for (const interval of lead.engine) {
      const span = interval.end - interval.start;
      if (need <= span) {
        handedOver.push(Math.round(interval.start + need));
        break;
      }
      need -= span;
    }
  }
  const layer = layers.find((l) => l.code === crew.process?.layerCode)!;
  return { crew, front: frontAt(ctx.seed, crew, ctx.day), handedOver, layer };
}

/** Where the crew's machines stand before the first area: beside it, a little behind. */
export function parking(crewPlan: CrewDay, drum: number): Pose {
  const frame = areaFrame(crewPlan.crew, crewPlan.front);
  const p = frame.point(0, frame.uFrom + drum / 2);
  return {
    x: p.x - 15 * Math.sin((p.heading * Math.PI) / 180),
    y: p.y - 15 * Math.cos((p.heading * Math.PI) / 180),
    heading: p.heading,
  };
}
