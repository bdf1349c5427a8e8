import type { PaletteData, PaletteScreen } from './entries';
import { prepareField, scoreFields, tokenise, type WeightedField } from './fuzzy';

/** A palette entry ready to be matched (built once per palette data, not per keystroke). */
export interface SearchRecord {
  readonly screen: PaletteScreen;
  /** Folder titles, outermost first, for display (`基础配置管理`). */
  readonly folderTitles: readonly string[];
  readonly fields: readonly WeightedField[];
}

// The screen's own title decides first; its reading next; then codes, then the folders it sits in.
const WEIGHT = { title: 1, pinyin: 0.9, code: 0.7, folder: 0.6, folderPinyin: 0.5, folderCode: 0.4 } as const;

export function searchRecords(data: PaletteData): SearchRecord[] {
  return data.screens.map((screen) => {
    const folders = screen.parents.map((code) => ({ code, ...data.folders[code] }));
    const fields: WeightedField[] = [
      { field: prepareField(screen.title), weight: WEIGHT.title },
      { field: prepareField(screen.code), weight: WEIGHT.code },
    ];
    if (screen.pinyin) fields.push({ field: prepareField(screen.pinyin), weight: WEIGHT.pinyin });
    for (const folder of folders) {
      if (folder.title) fields.push({ field: prepareField(folder.title), weight: WEIGHT.folder });
      if (folder.pinyin) fields.push({ field: prepareField(folder.pinyin), weight: WEIGHT.folderPinyin });
      fields.push({ field: prepareField(folder.code), weight: WEIGHT.folderCode });
    }
    return { screen, folderTitles: folders.map((f) => f.title ?? f.code), fields };
  });
}

export interface PaletteResults {
  readonly items: readonly SearchRecord[];
  /** With an empty query, the first `recent` items are the recent screens. */
  readonly recent: number;
}

/**
 * Empty query: the recent screens (newest first) and then every other screen in catalogue order.
 * Otherwise the matching screens, best first; among equals, recent ones first, then catalogue order.
 * Only records pass: a recent path the records do not hold (a screen no longer permitted) is dropped.
 */
export function paletteResults(
  records: readonly SearchRecord[],
  query: string,
  recentPaths: readonly string[],
): PaletteResults {
  const recentRank = new Map<string, number>();
  for (const path of recentPaths) if (!recentRank.has(path)) recentRank.set(path, recentRank.size);
  const rankOf = (r: SearchRecord) => recentRank.get(r.screen.path) ?? Number.POSITIVE_INFINITY;
  const tokens = tokenise(query);

  if (tokens.length === 0) {
    const recent = records.filter((r) => recentRank.has(r.screen.path)).sort((a, b) => rankOf(a) - rankOf(b));
    const rest = records.filter((r) => !recentRank.has(r.screen.path));
    return { items: [...recent, ...rest], recent: recent.length };
  }

  const scored = records
    .map((record, order) => ({ record, order, score: scoreFields(tokens, record.fields) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || rankOf(a.record) - rankOf(b.record) || a.order - b.order);
  return { items: scored.map((s) => s.record), recent: 0 };
}

/** Recent screens from the tabs bar's views (oldest first there): newest first, the current one left out. */
export function recentPaths(views: readonly { path: string }[], activePath: string): string[] {
  return views
    .map((v) => v.path)
    .filter((path) => path !== activePath)
    .reverse();
}
