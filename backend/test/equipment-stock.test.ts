import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { frozenSim } from './helpers.js';
import { settled, withDb } from './sim-site.js';
import { backend, get, send, sharedBackend } from './suite-backend.js';

// What a fresh site keeps in stock: the SIM cards with their expiry warning against the site's today (the list's
// view, site_today()), and the spare parts with their movements.

sharedBackend({ sim: frozenSim() });

describe('SIM cards', () => {
  test('a card is valid, due within 30 days of the site’s today, or expired; the list filters by it', async () => {
    const today = (await get('/api/site/sim/status')).body.data.simTime.slice(0, 10) as string;
    const shift = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const cards = (await get('/api/sbgl/simCard/page?limit=3&sort=iccid')).body.data.rows as {
      id: number;
      expiry: string;
      expiryState: string;
    }[];
    assert.ok(
      cards.every((c) => c.expiry > shift(30) && c.expiryState === 'ok'),
      'seeded for a year',
    );
    const [soon, expired, due] = cards as [(typeof cards)[0], (typeof cards)[0], (typeof cards)[0]];
    const original = cards.map((c) => c.expiry);
    try {
      for (const [card, expiry] of [
        [soon, shift(10)],
        [expired, shift(-1)],
        [due, shift(30)],
      ] as const)
        assert.equal((await send('PUT', `/api/sbgl/simCard/${card.id}`, { expiry })).body.status, 200);
      const states = async () =>
        new Map(
          ((await get('/api/sbgl/simCard/page?limit=100')).body.data.rows as typeof cards).map((c) => [
            c.id,
            c.expiryState,
          ]),
        );
      const now = await states();
      assert.deepEqual(
        [now.get(soon.id), now.get(expired.id), now.get(due.id)],
        ['soon', 'expired', 'soon'],
        'the 30th day ahead is still within the warning',
      );
      const filtered = (await get('/api/sbgl/simCard/page?expiryState=soon&limit=100')).body.data.rows as typeof cards;
      assert.deepEqual(filtered.map((c) => c.id).sort(), [soon.id, due.id].sort());
      assert.equal((await get('/api/sbgl/simCard/page?expiryState=later')).body.status, 30101, 'not a state');
    } finally {
      for (const [i, card] of cards.entries())
        await send('PUT', `/api/sbgl/simCard/${card.id}`, { expiry: original[i] });
    }
  });
});

describe('SIM cards’ data use', () => {
  test('this month’s use is the device’s powered hours times its kind’s rate, grown with the clock', async () => {
    await settled(backend);
    const today = (await get('/api/site/sim/status')).body.data.simTime.slice(0, 10) as string;
    type Card = { deviceCode?: string; usedMb?: number; planMb: number };
    const cards = (await get('/api/sbgl/simCard/page?limit=500')).body.data.rows as Card[];
    const samples = withDb(
      backend.dataDir,
      (db) =>
        new Map(
          (
            db
              .prepare(
                `SELECT d.code, COUNT(*) n FROM dev_state_sample s JOIN site_device d ON d.id = s.deviceId
                WHERE s.t >= ? GROUP BY d.code`,
              )
              .all(`${today.slice(0, 8)}01`) as { code: string; n: number }[]
          ).map((r) => [r.code, r.n]),
        ),
    );
    const camera = cards.find((c) => c.deviceCode?.startsWith('CAM-'))!;
    const roller = cards.find((c) => c.deviceCode?.startsWith('YL-'))!;
    // Five minutes a sample: a camera sends 35 MB an hour, a roller's positioning 0.6 MB.
    assert.ok(samples.get(camera.deviceCode!)! > 0 && samples.get(roller.deviceCode!)! > 0);
    const near = (card: Card, perHour: number) => {
      const expected = (samples.get(card.deviceCode!)! * perHour * 5) / 60;
      assert.ok(Math.abs(card.usedMb! - expected) <= 0.05 + 1e-9, `${card.deviceCode}: ${card.usedMb} MB, ${expected}`);
    };
    near(camera, 35);
    near(roller, 0.6);
    const sorted = (await get('/api/sbgl/simCard/page?limit=3&sort=usedMb&order=desc')).body.data.rows as Card[];
    assert.ok(sorted[0]!.deviceCode?.startsWith('CAM-'), 'the cameras use the most');
  });
});

describe('spare parts of a fresh site', () => {
  test('stocked on the first morning, taken by services and repairs, bought again at the minimum', async () => {
    type Part = { id: number; code: string; stock: number; minStock: number; low: number };
    const parts = (await get('/api/sbgl/sparePart/page?limit=100&sort=code')).body.data.rows as Part[];
    assert.equal(parts.length, 12);
    type Move = { partId: number; direction: 'in' | 'out'; qty: number; deviceCode?: string; note?: string };
    const page = (await get('/api/sbgl/sparePartRecord/page?limit=500')).body.data;
    const moves = page.rows as Move[];
    assert.equal(moves.length, page.total, 'every movement read');
    for (const p of parts) {
      const own = moves.filter((m) => m.partId === p.id);
      const sum = own.reduce((n, m) => n + (m.direction === 'in' ? m.qty : -m.qty), 0);
      assert.equal(p.stock, sum, `${p.code}: the stock is what its records add up to`);
      assert.ok(p.stock >= p.minStock, `${p.code}: bought again before it fell below its minimum`);
    }
    const filters = parts.find((p) => p.code === 'BJ-001')!;
    const taken = moves.filter((m) => m.partId === filters.id && m.direction === 'out');
    const serviced = (await get('/api/sbgl/deviceRecord/page?type=maintain&limit=500')).body.data;
    const services = serviced.rows as { content: string }[];
    assert.equal(services.length, serviced.total);
    assert.equal(taken.length, services.filter((r) => r.content.includes('更换机油机滤')).length, 'one per service');
    assert.ok(
      taken.every((m) => m.deviceCode && m.note?.startsWith(m.deviceCode)),
      'each for its device',
    );
  });
});
