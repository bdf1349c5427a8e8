import type { InstanceHealth } from '@console/contract/monitoring/reads';

export type HealthFigures = {
  kind: 'backend' | 'console' | 'other';
  version?: string;
  uptimeS?: number;
  rssMb?: number;
  heapUsedMb?: number;
  heapTotalMb?: number;
  rps?: number;
  p95Ms?: number;
  eventLoopLagMs?: number;
  dbMb?: number;
  /** No heartbeat for longer than two beats: the figures are old. */
  stale: boolean;
};

const num = (value: string | undefined) =>
  value !== undefined && value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
const mb = (value: string | undefined) => {
  const n = num(value);
  return n === undefined ? undefined : Math.round((n / 1048576) * 10) / 10;
};

/** An instance's reported figures (Eureka metadata are strings), read as numbers. */
export function healthFigures(instance: InstanceHealth): HealthFigures {
  const m = instance.metadata;
  return {
    kind: m.kind === 'backend' || m.kind === 'console' ? m.kind : 'other',
    version: m.version,
    uptimeS: num(m.uptimeS),
    rssMb: mb(m.rssBytes),
    heapUsedMb: mb(m.heapUsedBytes),
    heapTotalMb: mb(m.heapTotalBytes),
    rps: num(m.rps),
    p95Ms: num(m.p95Ms),
    eventLoopLagMs: num(m.eventLoopLagMs),
    dbMb: mb(m.dbBytes),
    stale: instance.ageS > 25,
  };
}

/** `3 d 4 h`, `4 h 5 min`, `5 min 6 s`: the two largest units. */
export function formatUptime(seconds: number, units: { d: string; h: string; min: string; s: string }): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  if (d > 0) return `${d} ${units.d} ${h} ${units.h}`;
  if (h > 0) return `${h} ${units.h} ${m} ${units.min}`;
  if (m > 0) return `${m} ${units.min} ${s} ${units.s}`;
  return `${s} ${units.s}`;
}
