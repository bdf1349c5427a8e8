import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { frozenSim, removeDir, startBackend } from './helpers.js';

test('carrier-range numbers of an older seed become the demo numbers the seed now draws; typed ones stay', async () => {
  const first = await startBackend({ sim: frozenSim(0) });
  const dataDir = first.dataDir;
  try {
    await first.close();
    const file = path.join(dataDir, 'platform.db');
    const db = new Database(file);
    const now = {
      vehicle: db.prepare('SELECT id, phone FROM veh_vehicle ORDER BY id LIMIT 1').get() as {
        id: number;
        phone: string;
      },
      typed: db.prepare('SELECT id, phone FROM veh_vehicle ORDER BY id LIMIT 1 OFFSET 1').get() as { id: number },
      operator: db.prepare('SELECT id, mobile FROM site_operator ORDER BY id LIMIT 1').get() as {
        id: number;
        mobile: string;
      },
      group: db.prepare('SELECT id, recipients FROM pdca_sms_group ORDER BY id LIMIT 1').get() as {
        id: number;
        recipients: string;
      },
    };
    assert.match(now.vehicle.phone, /^100\d{8}$/);
    // As an older seed wrote them: 1, a carrier digit, one more digit, then the demo number's last eight.
    const old = (demo: string) => `138${demo.slice(3)}`;
    db.prepare('UPDATE veh_vehicle SET phone = ? WHERE id = ?').run(old(now.vehicle.phone), now.vehicle.id);
    db.prepare("UPDATE veh_vehicle SET phone = '13912345678' WHERE id = ?").run(now.typed.id);
    db.prepare('UPDATE site_operator SET mobile = ? WHERE id = ?').run(old(now.operator.mobile), now.operator.id);
    db.prepare('UPDATE pdca_sms_group SET recipients = ? WHERE id = ?').run(
      now.group.recipients.replace(/100\d{8}/g, old),
      now.group.id,
    );
    const groupPhone = /100\d{8}/.exec(now.group.recipients)![0];
    db.prepare(
      'INSERT INTO pdca_sms_record (projectId, domain, level, name, phone, content, t, status) ' +
        "VALUES (1, 'znys', 1, 'x', ?, 'y', '2026-03-15 09:00:00', 'pending')",
    ).run(old(groupPhone));
    db.prepare("UPDATE meta SET value = '10' WHERE key = 'site_version'").run();
    db.close();

    const again = await startBackend({ sim: frozenSim(0), dataDir });
    await again.close();
    const after = new Database(file, { readonly: true });
    try {
      const one = <T>(sql: string, ...params: unknown[]) => after.prepare(sql).get(...params) as T;
      assert.equal(
        one<{ phone: string }>('SELECT phone FROM veh_vehicle WHERE id = ?', now.vehicle.id).phone,
        now.vehicle.phone,
      );
      assert.equal(
        one<{ phone: string }>('SELECT phone FROM veh_vehicle WHERE id = ?', now.typed.id).phone,
        '13912345678',
      );
      assert.equal(
        one<{ mobile: string }>('SELECT mobile FROM site_operator WHERE id = ?', now.operator.id).mobile,
        now.operator.mobile,
      );
      assert.equal(
        one<{ recipients: string }>('SELECT recipients FROM pdca_sms_group WHERE id = ?', now.group.id).recipients,
        now.group.recipients,
      );
      assert.equal(one<{ n: number }>('SELECT COUNT(*) n FROM pdca_sms_record WHERE phone = ?', groupPhone).n, 1);
      assert.equal(one<{ n: number }>("SELECT COUNT(*) n FROM pdca_sms_record WHERE phone GLOB '13*'").n, 0);
    } finally {
      after.close();
    }
  } finally {
    removeDir(dataDir);
  }
});
