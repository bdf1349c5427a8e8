// Its dictionary is several hundred kB: a client import would ship it to every browser.
import 'server-only';
import { pinyin } from 'pinyin-pro';

const HAN = /\p{Script=Han}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

// Titles are few (the catalogue's and the administrators' menu titles) but asked for on every
// console render; the bound only matters if menus keep being renamed in a long-lived server.
const cache = new Map<string, string | undefined>();
const CACHE_LIMIT = 2_000;

/**
 * The pinyin reading of a title as space-separated words: one toneless syllable per Han character,
 * read in context (行 in 银行 is `hang`), other letters and digits kept as they are (`SIM卡管理` →
 * `SIM ka guan li`). Undefined when the text has no Han character: there is nothing to add.
 */
export function pinyinOf(text: string): string | undefined {
  if (cache.has(text)) return cache.get(text);
  const value = compute(text);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, value);
  return value;
}

function compute(text: string): string | undefined {
  const chars = Array.from(text);
  if (!chars.some((c) => HAN.test(c))) return undefined;
  let syllables = pinyin(text, { toneType: 'none', type: 'array', v: true });
  // One entry per character is what the library gives; read character by character if it ever does not.
  if (syllables.length !== chars.length)
    syllables = chars.map((c) => (HAN.test(c) ? pinyin(c, { toneType: 'none', v: true }) : c));
  const words: string[] = [];
  let run = '';
  chars.forEach((c, i) => {
    if (HAN.test(c)) {
      if (run) words.push(run);
      run = '';
      words.push(syllables[i].toLowerCase());
    } else if (LETTER_OR_DIGIT.test(c)) {
      run += c;
    } else {
      if (run) words.push(run);
      run = '';
    }
  });
  if (run) words.push(run);
  return words.join(' ');
}
