import { insideFence } from '@console/contract/fleet/geofences';
/*
 * Special sections (特殊路段): a chainage range or a polygon, valid for a period, where some alarm types are
 * suppressed or a target differs (a bridge deck rolled without vibration and slower, a culvert top …). The
 * alarm producers ask `sectionRules` at the place and time of a fact.
 */

export interface SpecialSection {
  domain: string;
  /** Chainage range in metres (both or neither). */
  startChainage: number | null;
  endChainage: number | null;
  /** `[[x, y], …]` site metres, when the section is an area rather than a stretch of road. */
  polygon: string | null;
  /** Comma-separated alarm types not raised inside. */
  suppressTypes: string | null;
  /** Speed limit inside, km/h (the class's elsewhere). */
  speedMax: number | null;
  validFrom: string | null;
  validTo: string | null;
  enabled: number;
}

export const specialSectionsSql = `SELECT domain, startChainage, endChainage, polygon, suppressTypes, speedMax,
  validFrom, validTo, enabled
  FROM pdca_special_section WHERE enabled = 1`;

/** The problem group whose special sections apply to an alarm domain. */
export function sectionDomainOf(alarmDomain: string): 'znys' | 'hj' {
  return alarmDomain === 'hj' || alarmDomain === 'ddc' ? 'hj' : 'znys';
}

/** `[[x, y], …]` as points, or an error message. */
export function parsePolygon(text: string): [number, number][] | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return '多边形必须是 [[x, y], …] 格式的坐标';
  }
  if (!Array.isArray(value) || value.length < 3 || value.length > 500) return '多边形需要 3 到 500 个顶点';
  const points: [number, number][] = [];
  for (const p of value) {
    if (!Array.isArray(p) || p.length !== 2 || !p.every((n) => typeof n === 'number' && Number.isFinite(n)))
      return '多边形的每个顶点必须是 [x, y] 两个数';
    points.push([p[0] as number, p[1] as number]);
  }
  return points;
}

/** Where and when a fact happened: site time, site metres, and its chainage when on the road. */
export interface FactPlace {
  alarmDomain: string;
  t: string;
  x: number;
  y: number;
  chainage: number | null;
}

/** The sections in force at a place and time. */
export function sectionsAt(sections: readonly SpecialSection[], at: FactPlace): SpecialSection[] {
  const domain = sectionDomainOf(at.alarmDomain);
  return sections.filter((s) => {
    if (!s.enabled || s.domain !== domain) return false;
    if (s.validFrom && at.t < s.validFrom) return false;
    if (s.validTo && at.t > s.validTo) return false;
    if (s.startChainage !== null && s.endChainage !== null) {
      if (at.chainage === null || at.chainage < s.startChainage || at.chainage > s.endChainage) return false;
    }
    if (s.polygon) {
      const ring = parsePolygon(s.polygon);
      if (typeof ring === 'string' || !insideFence({ kind: 'polygon', ring }, at.x, at.y)) return false;
    }
    // A section with neither range nor polygon applies nowhere.
    return (s.startChainage !== null && s.endChainage !== null) || Boolean(s.polygon);
  });
}

/** What the sections in force say for one alarm type: suppressed, and the speed limit to judge with. */
export function sectionRules(
  sections: readonly SpecialSection[],
  type: string,
  at: FactPlace,
  speedLimit: number,
): { suppressed: boolean; speedLimit: number } {
  const here = sectionsAt(sections, at);
  const suppressed = here.some((s) =>
    (s.suppressTypes ?? '')
      .split(',')
      .map((v) => v.trim())
      .includes(type),
  );
  const limits = here.map((s) => s.speedMax).filter((v): v is number => v !== null && v > 0);
  return { suppressed, speedLimit: limits.length ? Math.min(...limits) : speedLimit };
}
