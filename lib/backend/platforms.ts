import 'server-only';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverEnv, type PlatformBackend } from '@/lib/env';
import {
  NO_CHOICE,
  parseStoredChoice,
  resolvePlatform,
  withChoice,
  type ChoiceScope,
  type StoredChoice,
} from './platform-choice';

/**
 * Which platform backend this console talks to. The choices are server configuration
 * (`PLATFORM_BACKENDS`, else the one `BACKEND_URL`); an administrator picks one on the 平台地址切换 page,
 * for the whole instance or, with `PLATFORM_CHOICE=user`, for themselves only. The picks are kept in a
 * small file so they survive a restart and are shared by the instances that share the data folder. Every
 * platform call (the BFF proxy, the server-side client) reads it here, for the user it is made for.
 */
export function platformChoices(): readonly PlatformBackend[] {
  const env = serverEnv();
  return env.PLATFORM_BACKENDS ?? [{ key: 'default', zh: '平台', en: 'Platform', url: env.BACKEND_URL }];
}

export function choiceScope(): ChoiceScope {
  return serverEnv().PLATFORM_CHOICE;
}

// The file's path is configuration read at run time; `turbopackIgnore` keeps the build from tracing the whole
// project into the server output because of it (Next's "dynamic filesystem access" warning).
function choiceFile(): string {
  const env = serverEnv();
  return env.PLATFORM_CHOICE_FILE ?? path.resolve(process.env.CONSOLE_DATA_DIR ?? '.data', 'platform-choice.json');
}

/** The file's modification time when it was last checked (null: no file), what it held then, and when. */
type ChoiceCache = { mtimeMs: number | null; stored: StoredChoice; checkedAt: number };
// One per process, not per module copy (keyed on globalThis, as lib/tracing/spans.ts does): Next bundles this
// file into the route handlers and the pages separately, and a switch made in one must reach the next page render
// at once, not within the re-check below (else a page rendered just after a switch can show the old platform).
const key = Symbol.for('console.platformChoice');
const holder = ((globalThis as Record<symbol, { cache?: ChoiceCache } | undefined>)[key] ??= {});

/** How long a choice made on another instance sharing the file may take to reach this one. The stat it saves
 * was a tenth of the BFF's own time per call (docs/benchmarks.md, proxy overhead). */
const RECHECK_MS = 1000;

function readChoice(file: string): StoredChoice {
  try {
    return parseStoredChoice(readFileSync(/*turbopackIgnore: true*/ file, 'utf8'));
  } catch {
    return NO_CHOICE;
  }
}

/** The choices as stored, re-read only when the file changed (a stat at most once a second). */
function stored(): StoredChoice {
  const now = Date.now();
  const cache = holder.cache;
  if (cache && now - cache.checkedAt < RECHECK_MS) return cache.stored;
  const file = choiceFile();
  let mtimeMs: number | null = null;
  try {
    mtimeMs = statSync(/*turbopackIgnore: true*/ file).mtimeMs;
  } catch {
    // no file: no choice yet
  }
  if (cache?.mtimeMs === mtimeMs) {
    cache.checkedAt = now;
    return cache.stored;
  }
  holder.cache = { mtimeMs, stored: mtimeMs === null ? NO_CHOICE : readChoice(file), checkedAt: now };
  return holder.cache.stored;
}

/**
 * The platform in use for `username` (see platform-choice.ts): the stored choice while still configured, else the
 * first.
 */
export function currentPlatform(username?: string | null): PlatformBackend {
  return resolvePlatform(platformChoices(), stored(), choiceScope(), username);
}

export function currentBackendUrl(username?: string | null): string {
  return currentPlatform(username).url;
}

/**
 * Stores the choice of the instance, or of `username` in the user scope (written aside, then renamed, so a reader never
 * sees half a file).
 */
export function choosePlatform(key: string, username: string): PlatformBackend {
  const choice = platformChoices().find((c) => c.key === key);
  if (!choice) throw new Error(`unknown platform ${key}`);
  const file = choiceFile();
  mkdirSync(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true });
  const next = withChoice(stored(), choiceScope(), key, username);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(/*turbopackIgnore: true*/ temp, JSON.stringify({ ...next, at: new Date().toISOString() }));
  renameSync(/*turbopackIgnore: true*/ temp, file);
  holder.cache = undefined;
  return choice;
}
