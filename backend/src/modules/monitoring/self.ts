import fs from 'node:fs';
import path from 'node:path';
import { Metrics } from './metrics.js';
import { Registry } from './registry.js';
import { Tracer } from './tracer.js';

const version = (
  JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The backend's own entry in the registry: its metrics as Eureka metadata (strings). */
function selfMetadata(metrics: Metrics, dataDir: string): Record<string, string> {
  let dbBytes = 0;
  try {
    dbBytes = fs.statSync(path.join(dataDir, 'platform.db')).size;
  } catch {
    // a store not written yet
  }
  const snapshot = metrics.snapshot();
  return {
    ...Object.fromEntries(Object.entries(snapshot).map(([k, v]) => [k, String(v)])),
    dbBytes: String(dbBytes),
    kind: 'backend',
  };
}

/** This process's spans, request metrics and service registry (listing itself once its port is bound). */
export function backendMonitor(
  dataDir: string,
  port: () => number,
): { tracer: Tracer; metrics: Metrics; registry: Registry } {
  const metrics = new Metrics(version);
  const registry = new Registry(port, () => selfMetadata(metrics, dataDir));
  return { tracer: new Tracer(), metrics, registry };
}
