import type { RequestContext, RouteDef } from '../http/router.js';
import type { Reply } from '../http/reply.js';
import { notFound } from '../http/send.js';
import { type HookState, testHook } from './hooks.js';
import { simTestHook } from './sim-hooks.js';
import { routeTable } from '../modules/index.js';

/** A hook's input: the query's parameters and the JSON body's fields together. */
const inputOf = (ctx: RequestContext): Record<string, unknown> => ({
  ...Object.fromEntries(ctx.query),
  ...(typeof ctx.body === 'object' && ctx.body !== null ? (ctx.body as Record<string, unknown>) : {}),
});

const bound = (v: unknown, min: number, max: number, d: number) => Math.min(Math.max(Number(v ?? d) || d, min), max);

type Method = 'GET' | 'POST';
const hooks: [Method, string][] = [
  ['POST', '/__test/fault'],
  ['GET', '/__test/fault'],
  ['POST', '/__test/reset'],
  ['POST', '/__test/revoke-user'],
  ['POST', '/__test/pdca/alarm'],
  ['GET', '/__test/requests'],
];
const simHooks: [Method, string][] = [
  ['POST', '/__test/sim/advance'],
  ['POST', '/__test/sim/episode'],
  ['GET', '/__test/sim/state'],
  ['POST', '/__test/sim/kill'],
  ['POST', '/__test/sim/hold'],
];

/**
 * `/__test/*`: fault injection, counters, the simulator's clock and episodes and the live channel's test levers,
 * for the console's and the backend's tests. Mounted only with BACKEND_TEST_HOOKS=1.
 */
export function testHookRoutes(state: HookState): RouteDef[] {
  const answer = (reply: Reply | undefined): Reply => {
    if (!reply) throw notFound;
    return reply;
  };
  return [
    ...hooks.map(([method, path]): RouteDef => ({
      method,
      path,
      public: true,
      handler: (ctx) => answer(testHook(ctx.app, state, method, path, ctx.query, ctx.body)),
    })),
    ...simHooks.map(([method, path]): RouteDef => ({
      method,
      path,
      public: true,
      handler: async (ctx) => answer(await simTestHook(ctx.app, method, path, inputOf(ctx))),
    })),
    {
      // the platform's routes and their gates, so a suite that drives the console can reach every one of them
      method: 'GET',
      path: '/__test/routes',
      public: true,
      handler: () => ({
        http: 200,
        body: {
          status: 200,
          data: routeTable().map((d) => ({
            methods: typeof d.method === 'string' ? [d.method] : d.method,
            path: d.path,
            public: d.public === true,
            menus: d.menus ?? [],
            permission: d.permission ?? null,
          })),
        },
      }),
    },
    {
      method: 'GET',
      path: '/__test/live/streams',
      public: true,
      handler: (ctx) => ({ http: 200, body: { status: 200, data: ctx.app.live.openStreams } }),
    },
    {
      method: 'GET',
      path: '/__test/live/topics',
      public: true,
      handler: (ctx) => ({ http: 200, body: { status: 200, data: ctx.app.live.streamTopics } }),
    },
    {
      method: 'POST',
      path: '/__test/live/suspend',
      public: true,
      handler(ctx) {
        ctx.app.live.suspend(Math.min(Math.max(Number(inputOf(ctx).seconds) || 0, 0), 600) * 1000);
        return { http: 200, body: { status: 200 } };
      },
    },
    {
      method: 'POST',
      path: '/__test/live/pulse',
      public: true,
      handler(ctx) {
        const input = inputOf(ctx);
        const topic = String(input.topic ?? 'sim');
        if (!ctx.app.live.knows(topic)) return { http: 400, body: { status: 400, message: `unknown topic: ${topic}` } };
        ctx.app.live.pulse(
          topic,
          bound(input.perSecond, 1, 100, 10),
          bound(input.seconds, 0.1, 600, 1),
          bound(input.bytes, 0, 65_536, 0),
          input.sectionId === undefined ? undefined : bound(input.sectionId, 0, 1_000_000, 0),
        );
        return { http: 200, body: { status: 200 } };
      },
    },
  ];
}
