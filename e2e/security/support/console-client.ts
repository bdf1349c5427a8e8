import { expect } from '@playwright/test';
import { EventReader } from '../../../backend/test/event-reader';
import { SEC } from '../env.mjs';

/** A reply through the console's BFF: the HTTP status, the platform's body (JSON when it is) and the raw text. */
export type Reply = { http: number; body: { status?: number; data?: unknown; message?: string } | null; text: string };

/** A route of the platform with its gates, as the backend's test hook lists them. */
export type PlatformRoute = {
  methods: string[];
  path: string;
  public: boolean;
  menus: string[];
  permission: string | null;
};

export async function platformRoutes(): Promise<PlatformRoute[]> {
  const reply = await fetch(`${SEC.backendURL}/__test/routes`);
  return ((await reply.json()) as { data: PlatformRoute[] }).data;
}

/**
 * One signed-in console session, called the way page script calls it: same-origin, through the BFF, with the
 * session cookie and nothing else (the platform's token stays on the server).
 */
export class ConsoleSession {
  private constructor(readonly cookie: string) {}

  static async signIn(username: string, password: string): Promise<ConsoleSession> {
    const reply = await fetch(`${SEC.baseURL}/api/auth/jwt/token`, {
      method: 'POST',
      headers: { origin: SEC.baseURL, 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const body = (await reply.json()) as { status: number };
    expect(body.status, `sign-in of ${username}`).toBe(200);
    const cookie = reply.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    return new ConsoleSession(cookie);
  }

  async call(method: string, path: string, body?: unknown): Promise<Reply> {
    const reply = await fetch(`${SEC.baseURL}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        origin: SEC.baseURL,
        'sec-fetch-site': 'same-origin',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await reply.text();
    let parsed: Reply['body'] = null;
    try {
      parsed = JSON.parse(text) as Reply['body'];
    } catch {
      // a file or a page, not the platform's JSON
    }
    return { http: reply.status, body: parsed, text };
  }

  /** A write that must succeed; answers its data. */
  async ok<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
    const reply = await this.call(method, path, body);
    expect(reply.body?.status, `${method} ${path}: ${reply.text.slice(0, 200)}`).toBe(200);
    return (reply.body?.data ?? reply.body) as T;
  }

  /** The live channel's stream through the console, as the browser's one stream opens it. */
  async stream(topics: string): Promise<{ status: number; reader: EventReader | null }> {
    const reply = await fetch(`${SEC.baseURL}/api/live/stream?topics=${topics}`, {
      headers: { cookie: this.cookie, accept: 'text/event-stream', 'sec-fetch-site': 'same-origin' },
    });
    if (!(reply.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      await reply.body?.cancel();
      return { status: reply.status, reader: null };
    }
    return { status: reply.status, reader: new EventReader(reply) };
  }
}

/** A new user through the console whose one role holds one menu; answers how to take the menu back. */
export async function userWithMenu(admin: ConsoleSession, username: string, menuCode: string) {
  const types = await admin.call('GET', '/api/admin/groupType/all');
  const groupType = (types.body as unknown as { id: number }[])[0]!.id;
  const group = await admin.ok<{ id: number }>('POST', '/api/admin/group', {
    code: username,
    name: username,
    groupType,
    parentId: -1,
  });
  const menus = (await admin.call('GET', '/api/admin/menu/all')).body as unknown as { id: number; code: string }[];
  const menu = menus.find((m) => m.code === menuCode)!;
  await admin.ok('PUT', `/api/admin/group/${group.id}/authority/menu?menuTrees=${menu.id}`);
  const user = await admin.ok<{ id: number }>('POST', '/api/admin/user/add', {
    username,
    name: username,
    password: `${username}-1`,
  });
  await admin.ok('PUT', `/api/admin/group/${group.id}/user?members=${user.id}&leaders=`);
  return {
    username,
    password: `${username}-1`,
    revoke: () => admin.ok('PUT', `/api/admin/group/${group.id}/authority/menu?menuTrees=`),
  };
}
