/**
 * The haul roads' speed limit and the bands a track is coloured by: what the platform judges a truck's overspeed
 * against and what the playback's speed legend shows, declared once.
 */

/**
 * The site's haul-road limit, km/h: above the 25–40 km/h the trucks are dispatched at, so a truck that keeps to its
 * plan never reaches it; the sprinklers drive the same roads.
 */
export const HAUL_ROAD_LIMIT_KMH = 50;

/** A band of speeds, (from, to] km/h; the first is standing still (0), the last everything over the limit. */
export interface SpeedBand {
  from: number;
  to: number | null;
  colour: string;
}

/**
 * Standing, five even steps up to the limit and over it: a cool-to-warm scale a reader with the common colour
 * deficiencies still orders, red kept for over the limit.
 */
export function speedBands(limit = HAUL_ROAD_LIMIT_KMH): SpeedBand[] {
  const colours = ['#1e88e5', '#00acc1', '#43a047', '#c0ca33', '#fb8c00'];
  const step = limit / colours.length;
  return [
    { from: 0, to: 0, colour: '#9e9e9e' },
    ...colours.map((colour, i) => ({ from: Math.round(i * step), to: Math.round((i + 1) * step), colour })),
    { from: limit, to: null, colour: '#d32f2f' },
  ];
}

/** The band a speed falls in (a speed at a band's upper bound is in that band). */
export function bandOf(speed: number, bands: readonly SpeedBand[]): number {
  if (speed <= 0) return 0;
  const i = bands.findIndex((b, k) => k > 0 && (b.to === null || speed <= b.to));
  return i === -1 ? bands.length - 1 : i;
}

/**
 * A polyline of fixes `[x, y, km/h]` as runs of one band each, every run starting where the one before ended: the
 * stretch from one fix to the next takes the band of the speed at its end (what the vehicle drove it at).
 */
export function speedRuns(
  fixes: readonly (readonly [number, number, number])[],
  bands: readonly SpeedBand[],
): { band: number; points: [number, number][] }[] {
  const out: { band: number; points: [number, number][] }[] = [];
  fixes.forEach(([x, y, speed], i) => {
    if (i === 0) return;
    const band = bandOf(speed, bands);
    const last = out[out.length - 1];
    if (last && last.band === band) last.points.push([x, y]);
    else
      out.push({
        band,
        points: [
          [fixes[i - 1]![0], fixes[i - 1]![1]],
          [x, y],
        ],
      });
  });
  return out;
}
