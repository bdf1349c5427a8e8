/**
 * The command palette's matcher. A field (a title, a code, a pinyin reading) is cut into words; a
 * query token matches it as a substring of the whole field (separators dropped, so `usermanager` and
 * `yonghu` match), or as an abbreviation in which every letter starts a word or directly follows the
 * letter matched before it (`yhgl` on `yong hu guan li`, `um` and `usman` on `userManager`).
 *
 * Deliberately stricter than a free subsequence match: `yhgl` as a scattered subsequence would hit
 * long English titles and codes of unrelated screens, and a list that answers every query with noise
 * is worse than one that says "no matching screen".
 */

export interface Field {
  /** Letters, digits and Han characters of the field, lower case, separators dropped. */
  readonly chars: string;
  /** `starts[i]`: `chars[i]` begins a word. */
  readonly starts: readonly boolean[];
}

const HAN = /\p{Script=Han}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\p{N}/u;

/**
 * Words: each Han character; runs of letters and digits cut at camel humps (`userManager`,
 * `SIMCard` → `SIM` `Card`) and at letter/digit changes; anything else separates.
 */
export function prepareField(text: string): Field {
  const cps = Array.from(text);
  let chars = '';
  const starts: boolean[] = [];
  let previous = ''; // the last kept character, '' after a separator
  cps.forEach((c, i) => {
    if (!LETTER_OR_DIGIT.test(c)) {
      previous = '';
      return;
    }
    const next = cps[i + 1] ?? '';
    const start =
      previous === '' ||
      HAN.test(c) ||
      HAN.test(previous) ||
      DIGIT.test(c) !== DIGIT.test(previous) ||
      (UPPER.test(c) && !UPPER.test(previous)) ||
      (UPPER.test(c) && UPPER.test(previous) && /\p{Ll}/u.test(next));
    for (const lower of Array.from(c.toLowerCase())) {
      chars += lower;
      starts.push(start && lower === c.toLowerCase()[0]);
    }
    previous = c;
  });
  return { chars, starts };
}

/** A query token as it is compared: lower case, letters, digits and Han only. */
export function normaliseToken(token: string): string {
  return Array.from(token.toLowerCase())
    .filter((c) => LETTER_OR_DIGIT.test(c))
    .join('');
}

/** Query tokens: whitespace separates; every token must match somewhere. */
export function tokenise(query: string): string[] {
  return query
    .split(/\s+/u)
    .map(normaliseToken)
    .filter((t) => t !== '');
}

export const SCORE = { exact: 100, prefix: 90, wordStart: 80, inside: 50, abbreviation: 40 } as const;

/** 0 when `token` does not match `field`; higher is better. Short fields win among equal kinds. */
export function matchField(token: string, field: Field): number {
  if (token === '' || field.chars === '') return 0;
  const { chars, starts } = field;
  const shorter = Math.min(chars.length, 100) / 1000; // a tie-breaker, never more than a kind's gap
  if (chars === token) return SCORE.exact;
  let best = 0;
  for (let at = chars.indexOf(token); at !== -1; at = chars.indexOf(token, at + 1)) {
    const kind = at === 0 ? SCORE.prefix : starts[at] ? SCORE.wordStart : SCORE.inside;
    best = Math.max(best, kind);
    if (kind === SCORE.prefix) break;
  }
  if (best > 0) return best - shorter;
  const abbreviation = abbreviationQuality(token, field);
  return abbreviation > 0 ? SCORE.abbreviation * abbreviation - shorter : 0;
}

/**
 * Best alignment where each token letter sits at a word start or right after the previous match;
 * 0 when there is none, else in (0, 1]: the share of letters that begin words (an abbreviation made
 * of initials, `yhgl`, beats one made of word pieces, `usman`).
 */
function abbreviationQuality(token: string, { chars, starts }: Field): number {
  const memo = new Map<number, number>();
  // Best count of word-start letters for token[i..] given the previous match at `last`; -1: impossible.
  const best = (i: number, last: number): number => {
    if (i === token.length) return 0;
    const key = i * (chars.length + 1) + last + 1;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result = -1;
    for (let k = last + 1; k < chars.length; k++) {
      if (chars[k] !== token[i]) continue;
      const adjacent = last >= 0 && k === last + 1;
      if (!starts[k] && !adjacent) continue;
      const rest = best(i + 1, k);
      if (rest >= 0) result = Math.max(result, rest + (starts[k] ? 1 : 0));
    }
    memo.set(key, result);
    return result;
  };
  // The first letter must begin a word: `hgl` does not abbreviate `yonghuguanli`.
  const initials = best(0, -1);
  if (initials <= 0) return 0;
  return initials / token.length;
}

export interface WeightedField {
  readonly field: Field;
  /** How much a match in this field counts against one in the title (1). */
  readonly weight: number;
}

/** Every token must match one of the fields; the entry scores the sum of each token's best match. */
export function scoreFields(tokens: readonly string[], fields: readonly WeightedField[]): number {
  let total = 0;
  for (const token of tokens) {
    let best = 0;
    for (const { field, weight } of fields) best = Math.max(best, matchField(token, field) * weight);
    if (best === 0) return 0;
    total += best;
  }
  return total;
}
