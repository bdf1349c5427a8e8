import type { Store } from '../../db/database.js';
import { operators } from './crews.js';
import { deviceSpecs } from './devices.js';
import { smsGroupSeeds, vehicleSeeds } from './equipment.js';

/*
 * Data folders seeded before the site's phone numbers came from the 100 range (which no carrier assigns) hold
 * carrier-range numbers drawn from the same seed: `1` + a carrier digit + the digits of which the demo number keeps
 * all but the first. A stored number is replaced only where it is exactly the one the seed once drew for that row,
 * so a number a person entered stays; the SMS records that carried a replaced number follow it.
 */

const OLD = /^1[358]\d{9}$/;
/** The demo number the seed now draws where it once drew `old`. */
const demoOf = (old: string) => `100${old.slice(3)}`;
const seededOnce = (stored: string | null, seeded: string) =>
  stored !== null && OLD.test(stored) && demoOf(stored) === seeded;

export function demoNumbersV11(store: Store, seed: number): void {
  const moved = new Map<string, string>();
  const devices = new Map(
    store.all<{ id: number; code: string }>('SELECT id, code FROM site_device').map((d) => [d.code, d.id]),
  );
  for (const v of vehicleSeeds(seed, deviceSpecs())) {
    const row = store.get<{ id: number; phone: string | null }>(
      'SELECT id, phone FROM veh_vehicle WHERE deviceId = ?',
      devices.get(v.deviceCode) ?? -1,
    );
    if (row && seededOnce(row.phone, v.phone)) {
      store.run('UPDATE veh_vehicle SET phone = ? WHERE id = ?', v.phone, row.id);
      moved.set(row.phone!, v.phone);
    }
  }
  for (const op of operators(seed)) {
    const row = store.get<{ id: number; mobile: string | null }>(
      'SELECT id, mobile FROM site_operator WHERE code = ?',
      op.code,
    );
    if (row && seededOnce(row.mobile, op.mobile)) {
      store.run('UPDATE site_operator SET mobile = ? WHERE id = ?', op.mobile, row.id);
      moved.set(row.mobile!, op.mobile);
    }
  }
  for (const group of smsGroupSeeds(seed)) {
    const row = store.get<{ id: number; recipients: string }>(
      'SELECT id, recipients FROM pdca_sms_group WHERE name = ? AND domain = ? AND level = ?',
      group.name,
      group.domain,
      group.level,
    );
    if (!row) continue;
    const pairs = [...row.recipients.matchAll(/1\d{10}/g)].map((m) => [m[0], demoOf(m[0])] as const);
    const renumbered = pairs.reduce((text, [old, demo]) => text.replace(old, demo), row.recipients);
    if (renumbered === row.recipients || renumbered !== group.recipients || !pairs.every(([old]) => OLD.test(old)))
      continue;
    store.run('UPDATE pdca_sms_group SET recipients = ? WHERE id = ?', renumbered, row.id);
    for (const [old, demo] of pairs) moved.set(old, demo);
  }
  for (const [old, demo] of moved) store.run('UPDATE pdca_sms_record SET phone = ? WHERE phone = ?', demo, old);
}
