import type { useTranslations } from 'next-intl';
import type { ControlPoint } from '@/lib/geometry/similarity';
import type { BaseMapRow } from '@console/contract/site/reads';

// A base map's two control points as the form holds them, checked as the platform checks them.

/** The two control points as typed: [u, v, x, y] text each. */
export type PointsText = [string, string, string, string][];
export const emptyPoints = (): PointsText => [
  ['', '', '', ''],
  ['', '', '', ''],
];

export function pointsText(row: BaseMapRow | undefined): PointsText {
  if (!row?.controlPoints) return emptyPoints();
  const parsed = JSON.parse(row.controlPoints) as number[][];
  return parsed.map((p) => p.map(String) as [string, string, string, string]);
}

export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

type Check = { points: [ControlPoint, ControlPoint] | null; errors: string[] };

/** The typed control points checked as the platform checks them, each problem said in words. */
export function checkPoints(
  text: PointsText,
  row: BaseMapRow | undefined,
  t: ReturnType<typeof useTranslations<'geometry.baseMap'>>,
): Check {
  const flat = text.flat();
  if (flat.every((v) => v.trim() === '')) return { points: null, errors: [] };
  const numbers = text.map((p) => p.map((v) => (v.trim() === '' ? NaN : Number(v))));
  if (numbers.flat().some((n) => !Number.isFinite(n))) return { points: null, errors: [t('incomplete')] };
  const points = numbers as unknown as [ControlPoint, ControlPoint];
  const errors: string[] = [];
  const width = row?.width ?? 0;
  const height = row?.height ?? 0;
  points.forEach(([u, v], i) => {
    if (u < 0 || v < 0 || u > width || v > height) errors.push(t('outsideImage', { n: i + 1, width, height }));
  });
  const [[u1, v1, x1, y1], [u2, v2, x2, y2]] = points;
  if (Math.hypot(u2 - u1, v2 - v1) < 10) errors.push(t('samePixel'));
  if (Math.hypot(x2 - x1, y2 - y1) < 1) errors.push(t('samePlace'));
  return { points, errors };
}
