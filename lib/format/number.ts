/** Number filters. Non-finite input (NaN, ±Infinity, non-numeric strings) yields ''. */

function toNumber(n: number | string | null | undefined): number | null {
  if (n === null || n === undefined || (typeof n === 'string' && n.trim() === '')) return null;
  const value = Number(n);
  return Number.isFinite(value) ? value : null;
}

/** `1234567.891` → `1,234,567.891`; the fraction is kept as written, never rounded. */
export function thousands(n: number | string | null | undefined): string {
  const value = toNumber(n);
  if (value === null) return '';
  // String(1e21) is exponential; such numbers are left as they are.
  return String(value).replace(
    /^(-?)(\d+)/,
    (_, sign: string, int: string) => sign + int.replace(/\B(?=(\d{3})+$)/g, ','),
  );
}

const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** `abbreviate(1234, 1)` → `1.2k`; trailing zeros are dropped (`2.0M` → `2M`); below 1000 as is. */
export function abbreviate(n: number | string | null | undefined, digits = 1): string {
  const value = toNumber(n);
  if (value === null) return '';
  const places = Math.min(20, Math.max(0, Math.trunc(digits) || 0));
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const i = UNITS.findIndex((unit) => abs >= unit.value);
  if (i === -1) return String(value);
  const round = (unit: (typeof UNITS)[number]) =>
    (abs / unit.value).toFixed(places).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
  // 999 999 at one digit rounds to "1000k": move up a unit instead.
  const unit = i > 0 && Number(round(UNITS[i])) >= 1000 ? UNITS[i - 1] : UNITS[i];
  return `${sign}${round(unit)}${unit.symbol}`;
}
