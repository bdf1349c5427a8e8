import { after, before } from 'node:test';
import type { BackendConfig } from '../src/config.js';
import { removeDir, startBackend, type TestBackend } from './helpers.js';

// One backend for a whole test file, for the suites whose tests share it: started before the file's first test with
// the admin signed in, closed and its data folder removed after the last. node --test runs each file in a process
// of its own, so these bindings belong to the one file that calls sharedBackend().

export let backend: TestBackend;
/** The admin's token. */
export let admin: string;

/**
 * Registers the file's before/after hooks; call it once, at the top level of the test file. `setUp` runs once the
 * admin is signed in, in the same hook: Node 20 does not wait for one top-level `before` hook before the next.
 */
export function sharedBackend(options: Partial<BackendConfig> = {}, setUp?: () => Promise<void>): void {
  before(async () => {
    backend = await startBackend(options);
    admin = await backend.login('admin', 'admin');
    await setUp?.();
  });
  after(async () => {
    await backend?.close();
    if (backend) removeDir(backend.dataDir);
  });
}

export const get = (path: string, token = admin) => backend.call('GET', path, { token });
export const send = (method: string, path: string, body?: unknown, token = admin) =>
  backend.call(method, path, { token, body });
