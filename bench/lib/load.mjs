// Load generation: autocannon (always `pipelining: 1`; pipelining inflates results), with every
// response time kept at full resolution (autocannon's own histogram rounds to whole ms), and a
// small open-loop generator that measures time to first byte at a fixed rate.
import http from 'node:http';
import autocannon from 'autocannon';
import { percentile } from './common.mjs';

/**
 * One autocannon run. `rate` (req/s over all connections) for a fixed load, none for saturation.
 * Returns latency percentiles (ms), throughput (req/s) and errors (socket errors, timeouts, non-2xx).
 */
export async function cannon({
  url,
  headers = {},
  connections = 10,
  rate,
  duration = 10,
  amount,
  requests,
  method = 'GET',
  timeout = 20,
}) {
  const times = [];
  const instance = autocannon({
    url,
    method,
    headers,
    connections,
    pipelining: 1,
    ...(rate ? { overallRate: rate } : {}),
    ...(amount ? { amount } : { duration }),
    ...(requests ? { requests } : {}),
    timeout,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await instance;
  const non2xx = result.non2xx ?? 0;
  return {
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    p99: percentile(times, 99),
    max: times.length ? Math.max(...times) : NaN,
    rps: result.requests.total / (result.duration || duration),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + non2xx,
    detail: { socketErrors: result.errors, timeouts: result.timeouts, non2xx, statusCodeStats: result.statusCodeStats },
  };
}

/**
 * Open-loop load at a fixed rate (requests are sent on schedule, whatever the previous ones are
 * doing), on keep-alive connections. Measures time to the first byte of the response (status line
 * and headers) and to its last byte.
 */
export async function fixedRate({ url, headers = {}, rate = 20, duration = 10, maxSockets = 32 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const target = new URL(url);
  const ttfb = [];
  const total = [];
  let errors = 0;
  const count = Math.max(1, Math.round(rate * duration));
  const started = performance.now();
  const inflight = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      new Promise((resolveOne) => {
        const t0 = performance.now();
        const req = http.request(
          {
            host: target.hostname,
            port: target.port,
            path: `${target.pathname}${target.search}`,
            method: 'GET',
            headers,
            agent,
            timeout: 20_000,
          },
          (res) => {
            const first = performance.now() - t0;
            res.on('data', () => undefined);
            res.on('end', () => {
              if (res.statusCode >= 200 && res.statusCode < 300) {
                ttfb.push(first);
                total.push(performance.now() - t0);
              } else errors++;
              resolveOne();
            });
          },
        );
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', () => {
          errors++;
          resolveOne();
        });
        req.end();
      }),
    );
  }
  await Promise.all(inflight);
  agent.destroy();
  return {
    ttfbP50: percentile(ttfb, 50),
    ttfbP99: percentile(ttfb, 99),
    totalP50: percentile(total, 50),
    totalP99: percentile(total, 99),
    requests: count,
    errors,
  };
}

/** One plain GET, for checks: status, body and headers. */
export function get(url, headers = {}) {
  return new Promise((resolveGet, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolveGet({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}
