import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tempDataDir } from './helpers.js';

/*
 * Back-filled data folders shared by the test files of one `node --test` run. Most files start on the same frozen
 * site (seed 1, two days of history); back-filling it took each of them 15–40 s of a core. The first file that needs
 * a site back-fills it, closes its backend and keeps a copy here; the others start on a copy, as a backend restarted
 * on its data folder does (sim.test.ts proves a restart writes the same facts as a run that never stopped).
 *
 * The folder belongs to the runner (the test files' parent process): a later run never reads an earlier run's
 * copies, made by other code, and removes the folders of runners that have ended.
 */
const root = path.join(os.tmpdir(), `reference-backend-sites-${process.ppid}`);

function removeEndedRuns(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^reference-backend-sites-(\d+)$/.exec(name)?.[1]);
    if (!pid || pid === process.ppid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
}

/** True when a value is plain data (what JSON keeps whole), so it can name a template. */
function plain(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(plain);
  return Object.getPrototypeOf(value) === Object.prototype && Object.values(value as object).every(plain);
}

/**
 * A fresh data folder holding a copy of the site `settings` describe, back-filled by `make` (which leaves its data
 * folder closed) the first time; undefined when the settings are not plain data (a function may change what is
 * written).
 */
export async function siteCopy(settings: unknown, make: () => Promise<string>): Promise<string | undefined> {
  if (!plain(settings)) return undefined;
  const template = path.join(root, createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16));
  if (!fs.existsSync(template)) {
    if (!fs.existsSync(root)) removeEndedRuns();
    fs.mkdirSync(root, { recursive: true });
    const made = await make();
    // Two files may make the same site at once: the first rename wins, the other's copy is dropped.
    const staging = `${template}.${process.pid}`;
    fs.cpSync(made, staging, { recursive: true });
    try {
      fs.renameSync(staging, template);
    } catch {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }
  const copy = tempDataDir();
  fs.cpSync(template, copy, { recursive: true });
  return copy;
}
