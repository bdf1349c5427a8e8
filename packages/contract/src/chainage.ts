/**
 * Chainage as site engineers write it: `K12+345.6` is 12 345.6 m along the road from its origin. Both sides read
 * these: the console's cells and forms, the platform's exports.
 */

/** Metres as a stake name, `K12+345.6` (to the decimetre; whole metres without a decimal). */
export function chainageText(metres: number): string {
  const tenths = Math.round(Math.abs(metres) * 10);
  const km = Math.floor(tenths / 10_000);
  const rest = tenths - km * 10_000;
  const decimal = rest % 10;
  return `${metres < 0 && tenths > 0 ? '-' : ''}K${km}+${String(Math.floor(rest / 10)).padStart(3, '0')}${
    decimal ? `.${decimal}` : ''
  }`;
}

const STAKE = /^([+-]?)[Kk]\s*(\d+)\s*\+\s*(\d{1,3}(?:\.\d+)?)$/;
const METRES = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * A chainage as typed: `K12+345.6`, `k12 + 345`, or plain metres (`12345.6`); null when it is neither (or a stake's
 * metres reach 1000, `K1+1200`).
 */
export function parseChainage(text: string): number | null {
  const t = text.trim();
  if (METRES.test(t)) return Number(t);
  const m = STAKE.exec(t);
  if (!m) return null;
  const metres = Number(m[3]);
  if (metres >= 1000) return null;
  const value = Math.round((Number(m[2]) * 1000 + metres) * 1000) / 1000;
  return m[1] === '-' ? -value : value;
}
