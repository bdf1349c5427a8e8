import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { STATEMENT_CACHE_SIZE, Store } from '../src/db/database.js';

test('the prepared-statement cache keeps at most its size, dropping the least recently used', () => {
  const store = new Store(new Database(':memory:'));
  const hot = store.stmt('SELECT 1');
  for (let i = 0; i < STATEMENT_CACHE_SIZE + 500; i++) {
    store.stmt(`SELECT ${i + 2}`);
    if (i % 100 === 0) assert.equal(store.stmt('SELECT 1'), hot, 'a statement in use stays compiled');
  }
  assert.equal(store.cachedStatements, STATEMENT_CACHE_SIZE);
  assert.equal(store.stmt('SELECT 1'), hot);
  assert.notEqual(store.stmt('SELECT 2'), undefined);
  store.db.close();
});
