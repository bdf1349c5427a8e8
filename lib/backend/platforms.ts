import 'server-only';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverEnv, type PlatformBackend } from '@/lib/env';

/**
 * Which platform backend this console instance talks to. The choices are server configuration
 * (`PLATFORM_BACKENDS`, else the one `BACKEND_URL`); an administrator picks one on the 平台地址切换 page,
 * and the pick is kept in a small file so it survives a restart and is shared by the instances that
 * share the data folder. Every platform call (the BFF proxy, the server-side client) reads it here.
 */
export function platformChoices(): readonly PlatformBackend[] {
  const env = serverEnv();
  return env.PLATFORM_BACKENDS ?? [{ key: 'default', zh: '平台', en: 'Platform', url: env.BACKEND_URL }];
}

function choiceFile(): string {
  const env = serverEnv();
  return env.PLATFORM_CHOICE_FILE ?? path.resolve(process.env.CONSOLE_DATA_DIR ?? '.data', 'platform-choice.json');
}

let cache: { mtimeMs: number; key: string | null } | undefined;

/** The chosen key as stored, re-read only when the file changed (a stat per call). */
function storedKey(): string | null {
  const file = choiceFile();
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cache?.mtimeMs === mtimeMs) return cache.key;
  let key: string | null = null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { key?: unknown };
    key = typeof parsed.key === 'string' ? parsed.key : null;
  } catch {
    key = null;
  }
  cache = { mtimeMs, key };
  return key;
}

/** The platform in use: the stored choice while it is still configured, else the first one. */
export function currentPlatform(): PlatformBackend {
  const choices = platformChoices();
  const key = choices.length > 1 ? storedKey() : null;
  return choices.find((c) => c.key === key) ?? choices[0];
}

export function currentBackendUrl(): string {
  return currentPlatform().url;
}

/** Stores the choice (written aside, then renamed, so a reader never sees half a file). */
export function choosePlatform(key: string): PlatformBackend {
  const choice = platformChoices().find((c) => c.key === key);
  if (!choice) throw new Error(`unknown platform ${key}`);
  const file = choiceFile();
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify({ key, at: new Date().toISOString() }));
  renameSync(temp, file);
  cache = undefined;
  return choice;
}
