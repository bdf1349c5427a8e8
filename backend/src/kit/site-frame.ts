import type { SiteFrame } from '@console/contract/site/frame';
import type { Store } from '../db/database.js';

/** The project's tie to CGCS2000 as stored, or null while the project has none (an older data folder). */
export function storedFrame(store: Store): SiteFrame | null {
  const row = store.get<{ [K in keyof SiteFrame]: number | null }>(
    'SELECT centralMeridian, originE, originN, rotation FROM site_project ORDER BY id LIMIT 1',
  );
  if (!row || row.centralMeridian === null || row.originE === null || row.originN === null) return null;
  return {
    centralMeridian: row.centralMeridian,
    originE: row.originE,
    originN: row.originN,
    rotation: row.rotation ?? 0,
  };
}
