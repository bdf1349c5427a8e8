// What a site frame is and how it is checked, without the projection (frame.ts converts, with proj4).

/**
 * How the site's metric frame (x east, y north, metres from its south-west corner) sits in CGCS2000: the 3°
 * Gauss–Krüger zone it was surveyed in (by its central meridian, EPSG:4534–4554, no zone number in the easting),
 * the grid coordinates of the frame's origin, and the angle its x axis is turned from grid east (counter-clockwise,
 * degrees). Both sides read it: the platform's exports and records, the console's readouts and coordinate tables.
 */
export type SiteFrame = { centralMeridian: number; originE: number; originN: number; rotation: number };

/** The coordinates a user may read and type points in. */
export const COORDINATE_SYSTEMS = ['site', 'grid', 'geographic'] as const;
export type CoordinateSystem = (typeof COORDINATE_SYSTEMS)[number];

/** The central meridians of the 3° zones that cover China, 75° E to 135° E. */
export const CENTRAL_MERIDIANS: readonly number[] = Array.from({ length: 21 }, (_, i) => 75 + 3 * i);

/** The EPSG code of a 3° zone's CGCS2000 grid (CM 75° E is 4534 … CM 135° E is 4554). */
export const gridEpsg = (centralMeridian: number) => 4534 + (centralMeridian - 75) / 3;

/** Decimals that keep a millimetre: three for metres, nine for degrees (1e-9° is 0.1 mm). */
export const decimalsOf = (system: CoordinateSystem) => (system === 'geographic' ? 9 : 3);

/**
 * What is wrong with a frame as given, in the platform's words (its first problem), or null. The easting is a zone's
 * own (500 000 m at its meridian, no zone number in front); the northing is metres from the equator.
 */
export function frameProblem(frame: Partial<Record<keyof SiteFrame, unknown>>): string | null {
  const { centralMeridian, originE, originN, rotation } = frame;
  if (typeof centralMeridian !== 'number' || !CENTRAL_MERIDIANS.includes(centralMeridian))
    return '中央子午线须为 75° 到 135° 之间 3° 分带的子午线';
  if (typeof originE !== 'number' || !Number.isFinite(originE) || originE < 100_000 || originE > 900_000)
    return '原点东坐标须在 100 000 到 900 000 m 之间（不带带号）';
  if (typeof originN !== 'number' || !Number.isFinite(originN) || originN < 0 || originN > 6_500_000)
    return '原点北坐标须在 0 到 6 500 000 m 之间';
  if (typeof rotation !== 'number' || !Number.isFinite(rotation) || rotation <= -180 || rotation > 180)
    return '旋转角须大于 -180° 且不大于 180°';
  return null;
}
