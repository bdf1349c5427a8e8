import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BackendConfig, SimConfig } from '../src/config.js';
import { createBackend } from '../src/server.js';

export interface ApiResponse {
  http: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary fields of the JSON answers
  body: any;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export interface TestBackend {
  base: string;
  dataDir: string;
  errors: unknown[];
  call(method: string, path: string, options?: CallOptions): Promise<ApiResponse>;
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The tests' simulated site: seed 1, the clock frozen at 2026-03-15 10:00 GMT+8, `historyDays` whole days before it.
 */
export function frozenSim(historyDays = 0): SimConfig {
  return {
    seed: 1,
    historyDays,
    nowMs: Date.parse('2026-03-15T10:00:00+08:00'),
    speed: 0,
    rawRetentionHours: 24,
    anomalyRate: 1,
  };
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'reference-backend-test-'));
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** An embedded backend on a free port; fast bcrypt and test hooks on unless overridden. */
export async function startBackend(options: Partial<BackendConfig> = {}): Promise<TestBackend> {
  const dataDir = options.dataDir ?? tempDataDir();
  const errors: unknown[] = [];
  const backend = createBackend({
    bcryptCost: 4,
    testHooks: true,
    logError: (_message, error) => errors.push(error),
    ...options,
    dataDir,
  });
  let port: number;
  try {
    ({ port } = await backend.listen(0, '127.0.0.1'));
  } catch (error) {
    await backend.close();
    throw error;
  }
  const base = `http://127.0.0.1:${port}`;

  async function call(method: string, urlPath: string, options: CallOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(base + urlPath, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { http: response.status, body: parsed, text, headers: response.headers };
  }

  async function login(username: string, password: string): Promise<string> {
    const response = await call('POST', '/api/auth/jwt/token', { body: { username, password } });
    if (response.body?.status !== 200) throw new Error(`login ${username} failed: ${response.text}`);
    return response.body.data as string;
  }

  return { base, dataDir, errors, call, login, close: () => backend.close() };
}

/** Decodes a JWT part without verifying it. */
export function decodePart(token: string, index: 0 | 1): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function codesOf(tree: readonly { code: string; children?: readonly { code: string }[] }[]): string[] {
  return tree.flatMap((node) => [node.code, ...codesOf(node.children ?? [])]);
}

/** A read's `data`, once its answer says 200 (the URL and the answer in the message otherwise). */
export async function dataOf(backend: TestBackend, url: string, token: string): Promise<ApiResponse['body']> {
  const reply = await backend.call('GET', url, { token });
  if (reply.body?.status !== 200) throw new Error(`${url}: ${reply.text}`);
  return reply.body.data;
}
