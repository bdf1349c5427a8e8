import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import type { App } from '../src/app.js';
import { Store } from '../src/db/database.js';
import type { RequestContext } from '../src/http/router.js';
import type { ResourceDef } from '../src/kit/resource.js';
import { resourceRoutes } from '../src/kit/resource-routes.js';

test('an export lists the rows chosen when it began, once each, whatever is written between its batches', async () => {
  const store = new Store(new Database(':memory:'));
  store.db.exec('CREATE TABLE thing (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
  const add = store.db.prepare('INSERT INTO thing (name) VALUES (?)');
  for (let i = 1; i <= 2500; i++) add.run(`n${String(i).padStart(5, '0')}`);
  const def: ResourceDef = {
    path: '/api/test/thing',
    table: 'thing',
    menus: ['thingManager'],
    screen: 'thingManager',
    fields: [{ name: 'name', label: '名称', type: 'text' }],
    defaultSort: 'name ASC',
    noun: '物件',
  };
  const route = resourceRoutes(def).find((r) => r.path === '/api/test/thing/export')!;
  const ctx = { app: { store } as unknown as App, query: new URLSearchParams() } as RequestContext;
  const reply = await route.handler(ctx);
  const chunks = reply.stream!.chunks()[Symbol.iterator]();
  const lines: string[] = [];
  const take = () => lines.push(...String(chunks.next().value).split('\r\n').filter(Boolean));
  take(); // the header
  take(); // the first 1 000 rows
  // Meanwhile: rows that sort first are added, one already sent and one still to come are deleted.
  for (let i = 0; i < 300; i++) add.run(`a${i}`);
  store.db.prepare("DELETE FROM thing WHERE name IN ('n00010', 'n02000')").run();
  for (let next = chunks.next(); !next.done; next = chunks.next())
    lines.push(...String(next.value).split('\r\n').filter(Boolean));
  const names = lines.slice(1);
  assert.equal(lines[0], '\uFEFF名称');
  assert.equal(new Set(names).size, names.length, 'no row twice');
  assert.ok(!names.some((n) => n.startsWith('a')), 'no row added after the export began');
  assert.ok(names.includes('n00010') && !names.includes('n02000'), 'a row deleted after it was sent stays sent');
  assert.equal(names.length, 2499);
  assert.deepEqual(names, [...names].sort());
  assert.equal(names.at(-1), 'n02500');
});
