import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { allReads } from '@console/contract/reads';
import { type ReadDecl, resourceReplies, settingsReply } from '@console/contract/reply';
import type { z } from 'zod';
import type { RouteDef } from '../src/http/router.js';
import type { ResourceDef } from '../src/kit/resource.js';
import { resources, routeTable, settings } from '../src/modules/index.js';
import { frozenSim, removeDir, startBackend, type TestBackend } from './helpers.js';
import { settled } from './sim-site.js';

// Every read of the platform, on a simulated site with a day of history, parsed with the schema its contract
// declares: a resource's rows with the schema made from its fields, a settings record with its fields, every
// other read with the module's declaration. A read nobody declared, or a reply that does not match, fails.

let backend: TestBackend;
let admin: string;

before(async () => {
  backend = await startBackend({ sim: frozenSim(1) });
  await settled(backend);
  admin = await backend.login('admin', 'admin');
  // A base map with its image, so the base map file read has a file to answer (the seeded site has none).
  const map = await backend.call('POST', '/api/site/baseMap', { token: admin, body: { name: 'plan', orderNum: 1 } });
  await fetch(`${backend.base}/api/site/baseMap/${map.body.data.id}/file?fileName=plan.svg`, {
    method: 'POST',
    headers: { authorization: admin, 'content-type': 'application/octet-stream' },
    body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>',
  });
  // A position, so the position links' reads have one to answer for; created under the trace the monitoring
  // module's trace read samples (trace ids are random otherwise).
  await backend.call('POST', '/api/admin/position', {
    token: admin,
    body: { code: 'surveyor', name: 'Surveyor' },
    headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
  });
});
after(async () => {
  const dir = backend?.dataDir;
  await backend?.close();
  if (dir) removeDir(dir);
});

const gets = routeTable().filter((r) => (Array.isArray(r.method) ? r.method : [r.method]).includes('GET'));

/** How a read is checked: a schema with the path to read, a download, or a stream (the live tests cover it). */
type Check = { schema: z.ZodType; sample?: string } | { file: true; sample?: string } | { stream: true };

function resourceCheck(route: RouteDef, def: ResourceDef): Check | string {
  if (!def.declared) return `${def.path}: the resource has no contract declaration`;
  const replies = resourceReplies(def.declared);
  const suffix = route.path.slice(def.path.length);
  if (suffix === '/page') return { schema: replies.page, sample: `${route.path}?limit=50` };
  if (suffix === '/all') return { schema: replies.all };
  if (suffix === '/export') return { file: true };
  if (suffix === '/:id') return { schema: replies.one };
  return `${route.path}: a resource read the kit does not serve`;
}

const KIT_READS = ['/page', '/all', '/export', '/:id'];

function checkOf(route: RouteDef): Check | string {
  // A kit read of a resource (`<path>/page` …); a module's own read under a resource's path (`<path>/tree`) is the
  // module's to declare.
  const def = resources.find((r) => KIT_READS.some((suffix) => route.path === `${r.path}${suffix}`));
  if (def) return resourceCheck(route, def);
  const record = settings.find((s) => s.path === route.path);
  if (record)
    return record.declared
      ? { schema: settingsReply(record.declared) }
      : `${record.path}: the settings record has no contract declaration`;
  const declared: ReadDecl | undefined = allReads[route.path];
  return declared ?? `${route.path}: no module declares this read`;
}

test('every GET route has a declared reply', () => {
  const missing = gets.map(checkOf).filter((c): c is string => typeof c === 'string');
  assert.deepEqual(missing, []);
});

/** The first row's id of a resource's page, to read it by id. */
async function firstId(def: ResourceDef): Promise<number | undefined> {
  const page = await backend.call('GET', `${def.path}/page?limit=1`, { token: admin });
  return page.body?.data?.rows?.[0]?.id as number | undefined;
}

test('every read answers what its contract declares', { timeout: 600_000 }, async () => {
  const failures: string[] = [];
  let parsed = 0;
  let files = 0;
  for (const route of gets) {
    const check = checkOf(route);
    if (typeof check === 'string' || 'stream' in check) continue;
    let sample = check.sample ?? route.path;
    const def = resources.find((r) => route.path === `${r.path}/:id`);
    if (def) {
      const id = await firstId(def);
      if (id === undefined) continue;
      sample = `${def.path}/${id}`;
    }
    if (/[:{<]/.test(sample)) {
      failures.push(`${route.path}: needs a sample path to read`);
      continue;
    }
    // A refresh ends the token it is called with 30 s on: on a loaded machine the reads after it outlast that.
    const token = route.path === '/api/auth/jwt/refresh' ? await backend.login('admin', 'admin') : admin;
    const reply = await backend.call('GET', sample, { token, timeoutMs: 60_000 });
    if (reply.http !== 200) {
      failures.push(`${sample}: HTTP ${reply.http} ${reply.text.slice(0, 200)}`);
      continue;
    }
    if ('file' in check) {
      files++;
      if ((reply.headers.get('content-type') ?? '').includes('json'))
        failures.push(`${sample}: a download answered JSON ${reply.text.slice(0, 200)}`);
      continue;
    }
    const result = check.schema.safeParse(reply.body);
    parsed++;
    if (!result.success)
      failures.push(
        `${sample}: ${result.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')} ${i.message}`)
          .join('; ')}` +
          // A refusal or an error in a 200 (a token refused, say) says which, not only that the shape is wrong.
          (reply.body?.status !== undefined && reply.body?.status !== 200 ? ` (${reply.text.slice(0, 160)})` : ''),
      );
  }
  assert.deepEqual(failures, []);
  assert.ok(parsed > 0 && files > 0, `${parsed} parsed, ${files} downloads`);
});
