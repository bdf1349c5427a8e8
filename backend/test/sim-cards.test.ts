import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { frozenSim } from './helpers.js';
import { get, send, sharedBackend } from './suite-backend.js';

// The SIM cards' expiry warning against the site's today (the list's view, site_today()).

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
