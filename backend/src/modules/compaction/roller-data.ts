import type { Store } from '../../db/database.js';
import { orderClause, pageWindow } from '../../domain/paging.js';
import { bare, rejected, table } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import {
  dayIndexOf,
  type Facts,
  type Fix,
  fixAt,
  fixColumns,
  fixId,
  type PacketHead,
  packetPayload,
  packetProtocol,
  packetsReceived,
  parseSiteTime,
  rollerDay,
  type RollerDay,
  type RollerDayPlan,
  siteTime,
} from '../../sim/reads.js';
import { exportRows } from '../../kit/resource-export.js';
import { facts } from '../../kit/sim-facts.js';
import { compactionPages } from '@console/contract/compaction/pages';
import { latestFix, packet, parseStatuses, znysFix } from '@console/contract/compaction/resources';
import type { Field } from '@console/contract/field';
import { fieldOf, type Resource } from '@console/contract/resource';
import { rammingPages } from '@console/contract/ramming/pages';

/*
 * Raw roller data: fixes and packets are stored only for SIM_RAW_RETENTION_HOURS behind the present; a window
 * that reaches further back is recomputed from the simulator's pure trajectories, with the same values and
 * ids as when it was stored. A ResourceDef reads a table, so these reads have their own small module with the
 * kit's envelope, paging, sort whitelist, menu gate and CSV export.
 */

const dayOfMs = 86_400_000;
const EXPORT_LIMIT = 200_000;

interface Device {
  id: number;
  code: string;
  name: string;
}

function devicesOf(store: Store, kinds: readonly string[]): Device[] {
  return store.all<Device>(
    `SELECT id, code, name FROM site_device WHERE kind IN (${kinds.map(() => '?').join(', ')}) ORDER BY code`,
    ...kinds,
  );
}

/** `[from, to)` in ms from `start`/`end` (inclusive, as every list's range); default the 24 hours up to the present. */
function windowOf(query: URLSearchParams, present: number): { from: number; to: number } {
  const bound = (name: 'start' | 'end') => {
    const raw = query.get(name)?.trim();
    if (!raw) return undefined;
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw);
    if (!dateOnly && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(raw))
      throw rejected(`参数 ${name} 必须是 yyyy-MM-dd 或 yyyy-MM-dd HH:mm:ss`);
    const ms = parseSiteTime(raw);
    if (ms === undefined) throw rejected(`参数 ${name} 不是有效的时间: ${raw}`);
    return name === 'end' ? ms + (dateOnly ? dayOfMs : 1000) : ms;
  };
  const start = bound('start');
  const end = bound('end');
  const to = end ?? (start !== undefined ? start + dayOfMs : present);
  const from = start ?? to - dayOfMs;
  if (from >= to) throw rejected('参数 start 不能晚于 end');
  if (to - from > dayOfMs) throw rejected('时间范围不能超过 24 小时');
  // Nothing exists after the present.
  return { from, to: Math.min(to, present) };
}

function deviceFrom(query: URLSearchParams, devices: readonly Device[], required: boolean): Device | undefined {
  const raw = query.get('deviceId')?.trim();
  if (!raw) {
    if (required) throw rejected('请选择设备');
    return undefined;
  }
  const device = devices.find((d) => String(d.id) === raw);
  if (!device) throw rejected(`设备不存在: ${raw}`);
  return device;
}

/** Newest first unless asked otherwise; the only sort is the time column (checked against the whitelist). */
function descending(query: URLSearchParams, column: string): boolean {
  return /^ORDER BY \w+ DESC/.test(orderClause(query, [column], `${column} DESC`));
}

const stored = (f: Facts, from: number) => from >= f.cursor - f.rawRetentionMs;

/** The days a window touches, oldest first. */
function daysOf(from: number, to: number): number[] {
  const out: number[] = [];
  for (let day = dayIndexOf(from); day <= dayIndexOf(to - 1); day++) out.push(day);
  return out;
}

function fixRow(device: Device, id: number, t: number, fix: Fix): Record<string, unknown> {
  const row: Record<string, unknown> = {
    id,
    deviceId: device.id,
    deviceCode: device.code,
    deviceName: device.name,
    t: siteTime(t),
  };
  for (const c of fixColumns) row[c] = fix[c];
  return row;
}

/** A roller's fix seconds in a window, newest (or oldest) first, as spans per day. */
function fixSpans(
  f: Facts,
  device: Device,
  from: number,
  to: number,
): { rd: RollerDay; plan: RollerDayPlan; from: number; to: number }[] {
  const out = [];
  for (const day of daysOf(from, to)) {
    const rd = rollerDay(f, day);
    const plan = rd.plans.find((p) => p.deviceId === device.id);
    if (!plan?.power) continue;
    const a = Math.ceil(Math.max(from, plan.power.start) / 1000) * 1000;
    const b = Math.min(to, plan.power.end);
    if (b > a) out.push({ rd, plan, from: a, to: b });
  }
  return out;
}

/** Recomputed fixes: `count` and the rows `offset … offset + limit` in time order. */
function recomputedFixes(f: Facts, device: Device, from: number, to: number, desc: boolean) {
  const spans = fixSpans(f, device, from, to);
  if (desc) spans.reverse();
  const total = spans.reduce((n, s) => n + Math.ceil((s.to - s.from) / 1000), 0);
  const rows = (offset: number, limit: number) => {
    const out: Record<string, unknown>[] = [];
    let skip = offset;
    for (const span of spans) {
      const n = Math.ceil((span.to - span.from) / 1000);
      if (skip >= n) {
        skip -= n;
        continue;
      }
      for (let i = skip; i < n && out.length < limit; i++) {
        const t = desc ? span.from + (n - 1 - i) * 1000 : span.from + i * 1000;
        out.push(fixRow(device, fixId(span.rd, span.plan, t), t, fixAt(span.plan, t)!));
      }
      skip = 0;
      if (out.length >= limit) break;
    }
    return out;
  };
  return { total, rows };
}

const fixSelect = `SELECT f.id, f.deviceId, d.code AS deviceCode, d.name AS deviceName, f.t,
  ${fixColumns.map((c) => `f.${c}`).join(', ')}
  FROM znys_fix f JOIN site_device d ON d.id = f.deviceId WHERE f.deviceId = ? AND f.t >= ? AND f.t < ?`;

function fixReader(ctx: RequestContext, kinds: readonly string[]) {
  const f = facts(ctx);
  const device = deviceFrom(ctx.query, devicesOf(f.store, kinds), true)!;
  const { from, to } = windowOf(ctx.query, f.cursor);
  const desc = descending(ctx.query, 't');
  if (from >= to) return { total: 0, rows: () => [] as Record<string, unknown>[] };
  if (stored(f, from)) {
    const range = [device.id, siteTime(from), siteTime(to)];
    const total = f.store.get<{ n: number }>(
      'SELECT COUNT(*) n FROM znys_fix WHERE deviceId = ? AND t >= ? AND t < ?',
      ...range,
    )!.n;
    const sql = `${fixSelect} ORDER BY f.t ${desc ? 'DESC' : 'ASC'} LIMIT ? OFFSET ?`;
    return {
      total,
      rows: (offset: number, limit: number) => f.store.all<Record<string, unknown>>(sql, ...range, limit, offset),
    };
  }
  return recomputedFixes(f, device, from, to, desc);
}

/** An export's columns: the contract's declarations of the fields named. */
const headerOf = (resource: Resource, names: readonly string[]): readonly Field[] =>
  names.map((name) => fieldOf(resource, name));

const fixExported = ['t', 'deviceCode', 'deviceName', ...fixColumns];
const fixHeader = headerOf(znysFix, fixExported);
const latestHeader = headerOf(latestFix, fixExported);

/** The latest fix of every roller at the present: the last second it was powered, today or on an earlier day. */
function latestFixes(ctx: RequestContext, kinds: readonly string[]): Record<string, unknown>[] {
  const f = facts(ctx);
  const out: Record<string, unknown>[] = [];
  const today = dayIndexOf(f.cursor - 1);
  for (const device of devicesOf(f.store, kinds)) {
    for (let day = today; day > today - 7; day--) {
      const rd = rollerDay(f, day);
      const plan = rd.plans.find((p) => p.deviceId === device.id);
      if (!plan?.power || plan.power.start >= f.cursor) continue;
      const t = Math.min(Math.ceil(f.cursor / 1000) * 1000 - 1000, plan.power.end - 1000);
      const fix = fixAt(plan, t);
      if (fix) out.push(fixRow(device, fixId(rd, plan, t), t, fix));
      break;
    }
  }
  return out;
}

const latestSortable = latestFix.fields.filter((f) => f.sortable).map((f) => f.name);

function latestRoutes(path: string, menus: readonly string[], kinds: readonly string[]): RouteDef[] {
  const sorted = (ctx: RequestContext) => {
    const rows = latestFixes(ctx, kinds);
    const order = orderClause(ctx.query, latestSortable, 'deviceCode ASC');
    const [, field, direction] = /^ORDER BY (\w+) (ASC|DESC)/.exec(order)!;
    const sign = direction === 'DESC' ? -1 : 1;
    const keyword = ctx.query.get('keyword')?.trim().toLowerCase();
    return rows
      .filter((row) => !keyword || `${row.deviceCode} ${row.deviceName}`.toLowerCase().includes(keyword))
      .sort(
        (a, b) =>
          sign * (a[field!]! < b[field!]! ? -1 : a[field!]! > b[field!]! ? 1 : 0) ||
          (a.deviceCode as string).localeCompare(b.deviceCode as string),
      );
  };
  return [
    {
      method: 'GET',
      path: `${path}/page`,
      menus,
      handler(ctx) {
        const { limit, offset } = pageWindow(ctx.query);
        const rows = sorted(ctx);
        return table(rows.length, rows.slice(offset, offset + limit));
      },
    },
    {
      method: 'GET',
      path: `${path}/export`,
      menus,
      handler(ctx) {
        const rows = sorted(ctx);
        return exportRows(
          ctx,
          path.split('/').slice(2).join('-'),
          latestHeader,
          (offset, limit) => rows.slice(offset, offset + limit),
          rows.length,
        );
      },
    },
  ];
}

function packetRow(
  device: Device | undefined,
  deviceId: number,
  head: PacketHead,
  plan: RollerDayPlan,
): Record<string, unknown> {
  const { bytes, payload } = packetPayload(plan, head);
  return {
    id: head.id,
    receivedAt: siteTime(head.receivedAt),
    deviceId,
    deviceCode: device?.code,
    deviceName: device?.name,
    protocol: packetProtocol,
    bytes,
    payload,
    parseStatus: head.parseStatus,
  };
}

const packetSelect = `SELECT p.id, p.receivedAt, p.deviceId, d.code AS deviceCode, d.name AS deviceName, p.protocol,
  p.bytes, hex(p.payload) AS payload, p.parseStatus FROM znys_packet p JOIN site_device d ON d.id = p.deviceId`;

function packetReader(ctx: RequestContext, kinds: readonly string[]) {
  const f = facts(ctx);
  const devices = devicesOf(f.store, kinds);
  const device = deviceFrom(ctx.query, devices, false);
  const status = ctx.query.get('parseStatus')?.trim();
  if (status && !(parseStatuses as readonly string[]).includes(status))
    throw rejected(`参数 parseStatus 只能是 ${parseStatuses.join(' / ')}`);
  const { from, to } = windowOf(ctx.query, f.cursor);
  const desc = descending(ctx.query, 'receivedAt');
  const chosen = device ? [device] : devices;
  if (from >= to) return { total: 0, rows: () => [] as Record<string, unknown>[] };
  if (stored(f, from)) {
    const ids = chosen.map((d) => d.id);
    const where = `WHERE p.receivedAt >= ? AND p.receivedAt < ? AND p.deviceId IN (${ids.map(() => '?').join(', ')})
      ${status ? 'AND p.parseStatus = ?' : ''}`;
    const params = [siteTime(from), siteTime(to), ...ids, ...(status ? [status] : [])];
    const total = f.store.get<{ n: number }>(`SELECT COUNT(*) n FROM znys_packet p ${where}`, ...params)!.n;
    const order = desc ? 'DESC' : 'ASC';
    const sql = `${packetSelect} ${where} ORDER BY p.receivedAt ${order}, p.id ${order} LIMIT ? OFFSET ?`;
    return {
      total,
      rows: (offset: number, limit: number) => f.store.all<Record<string, unknown>>(sql, ...params, limit, offset),
    };
  }
  // Heads are cheap; only the page's payloads are built.
  const heads: { head: PacketHead; plan: RollerDayPlan; device: Device }[] = [];
  const byId = new Map(chosen.map((d) => [d.id, d]));
  for (const day of daysOf(from, to)) {
    const rd = rollerDay(f, day);
    for (const plan of rd.plans) {
      const d = byId.get(plan.deviceId);
      if (!d) continue;
      for (const head of packetsReceived(plan, rd.drops[plan.index]!, from, to))
        if (!status || head.parseStatus === status) heads.push({ head, plan, device: d });
    }
  }
  const sign = desc ? -1 : 1;
  heads.sort(
    (a, b) =>
      sign * (Math.floor(a.head.receivedAt / 1000) - Math.floor(b.head.receivedAt / 1000) || a.head.id - b.head.id),
  );
  return {
    total: heads.length,
    rows: (offset: number, limit: number) =>
      heads.slice(offset, offset + limit).map((h) => packetRow(h.device, h.plan.deviceId, h.head, h.plan)),
  };
}

const packetHeader = headerOf(packet, ['receivedAt', 'deviceCode', 'protocol', 'bytes', 'parseStatus', 'payload']);

type RowReader = { total: number; rows: (offset: number, limit: number) => Record<string, unknown>[] };

/** A reader's page, its CSV export (capped at EXPORT_LIMIT rows) and the devices its pages choose from. */
function readerRoutes(
  path: string,
  menus: readonly string[],
  kinds: readonly string[],
  read: (ctx: RequestContext, kinds: readonly string[]) => RowReader,
  header: readonly Field[],
): RouteDef[] {
  return [
    {
      method: 'GET',
      path: `${path}/page`,
      menus,
      handler(ctx) {
        const { limit, offset } = pageWindow(ctx.query);
        const reader = read(ctx, kinds);
        return table(reader.total, reader.rows(offset, limit));
      },
    },
    {
      method: 'GET',
      path: `${path}/export`,
      menus,
      handler(ctx) {
        const reader = read(ctx, kinds);
        return exportRows(ctx, path.split('/').slice(2).join('-'), header, (offset, limit) =>
          offset >= EXPORT_LIMIT ? [] : reader.rows(offset, Math.min(limit, EXPORT_LIMIT - offset)),
        );
      },
    },
    // The rollers a user of these pages may choose from (the device registry itself is another page's).
    { method: 'GET', path: `${path}Device/all`, menus, handler: (ctx) => bare(devicesOf(ctx.app.store, kinds)) },
  ];
}

const rollerKinds = ['roller'];
const vibRollerKinds = ['vibRoller'];

const pages = compactionPages.pages;

export const rollerDataRoutes: RouteDef[] = [
  ...latestRoutes('/api/znys/fix/latest', [pages.znysRealtimeData.code], rollerKinds),
  ...readerRoutes(
    '/api/znys/fix',
    [pages.znysHistoryData.code, pages.znysRealtimeData.code],
    rollerKinds,
    fixReader,
    fixHeader,
  ),
  // The zd raw-data page is held through the rammers' raw-data menu (its manifest's authority), so that menu
  // reads too.
  ...readerRoutes(
    '/api/zd/fix',
    [pages.zdRawData.code, rammingPages.pages.hjMonitorRawData.code],
    vibRollerKinds,
    fixReader,
    fixHeader,
  ),
  ...readerRoutes(
    '/api/znys/packet',
    [pages.znysReceivedData.code],
    [...rollerKinds, ...vibRollerKinds],
    packetReader,
    packetHeader,
  ),
];
