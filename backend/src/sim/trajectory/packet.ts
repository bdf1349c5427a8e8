import { dayStartMs, factId } from '../calendar.js';
import { Rng, unitAt } from '../random.js';
import type { Interval } from '../schedule.js';
import { fixAt, type RollerDayPlan } from './roller.js';

/*
 * The packets a roller's telematics unit sends: one every ten fixes, a small binary frame (header,
 * ten 19-byte records, CRC-16). Packets sent while the cellular link is down arrive late, in a burst when
 * it returns; a few fail their CRC. Like the fixes, a packet is a pure function of (seed, day, device).
 */

export const fixesPerPacket = 10;
export const packetProtocol = 'tcpBin';
const lateBurstMs = 3000;
/** A packet arrives at most this long after it was sent (the longest late episode). */
export const maxDelayMs = 8 * 60_000 + lateBurstMs;

export interface PacketHead {
  id: number;
  deviceId: number;
  /** Block number within the roller's day. */
  k: number;
  /** Time of its first fix. */
  first: number;
  receivedAt: number;
  fixes: number;
  parseStatus: 'ok' | 'crc' | 'late';
}

/** Late episodes (the link drops, the unit buffers): a function of (seed, day, device) like the rest. */
export function linkDrops(seed: number, plan: RollerDayPlan, anomalyRate: number): Interval[] {
  if (!plan.power) return [];
  const rng = new Rng(seed, `link:${plan.code}`, Math.floor((plan.power.start + 8 * 3600_000) / 86_400_000));
  const out: Interval[] = [];
  const count = rng.poisson(0.4 * anomalyRate);
  for (let i = 0; i < count; i++) {
    const length = rng.int(60, 480) * 1000;
    const start =
      plan.power.start +
      Math.round(rng.uniform(600, Math.max(600, (plan.power.end - plan.power.start) / 1000 - 1200))) * 1000;
    if (start + length < plan.power.end - 600_000) out.push({ start, end: start + length });
  }
  return out;
}

/** Packet k of a roller's day (null past power-off). */
export function packetHead(plan: RollerDayPlan, drops: readonly Interval[], k: number): PacketHead | null {
  const power = plan.power;
  if (!power) return null;
  const first = power.start + k * fixesPerPacket * 1000;
  if (k < 0 || first >= power.end) return null;
  const fixes = Math.min(fixesPerPacket, (power.end - first) / 1000);
  const sent = first + fixes * 1000;
  const drop = drops.find((d) => sent >= d.start && sent < d.end);
  const receivedAt = drop ? drop.end + (k % 3) * 1000 : sent + 1000;
  const crc = !drop && unitAt(plan.noise ^ 0x7feb352d, k) < 0.002;
  const day = Math.floor((power.start + 8 * 3600_000) / 86_400_000);
  return {
    id: factId(day, plan.index * 10_000 + k + 1),
    deviceId: plan.deviceId,
    k,
    first,
    receivedAt,
    fixes,
    parseStatus: drop ? 'late' : crc ? 'crc' : 'ok',
  };
}

/** Packets received in [from, to), in block order. */
export function packetsReceived(
  plan: RollerDayPlan,
  drops: readonly Interval[],
  from: number,
  to: number,
): PacketHead[] {
  const power = plan.power;
  if (!power) return [];
  const out: PacketHead[] = [];
  const firstK = Math.max(0, Math.floor((from - maxDelayMs - power.start) / (fixesPerPacket * 1000)) - 1);
  for (let k = firstK; ; k++) {
    const head = packetHead(plan, drops, k);
    if (!head || head.first >= to) break;
    if (head.receivedAt >= from && head.receivedAt < to) out.push(head);
  }
  return out;
}

function crc16(bytes: Uint8Array, length: number): number {
  let crc = 0xffff;
  for (let i = 0; i < length; i++) {
    crc ^= bytes[i]! << 8;
    for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/**
 * The frame: AA55, device id u16, block u32, count u8, records (second of day u32, x/y mm i32, speed 0.01 km/h u16,
 * heading 0.1° u16, flags u8, temperature 0.1 °C i16), CRC-16/CCITT.
 */
export function packetFrame(plan: RollerDayPlan, head: PacketHead): Uint8Array {
  const size = 9 + head.fixes * 19 + 2;
  const buffer = new Uint8Array(size);
  const view = new DataView(buffer.buffer);
  view.setUint16(0, 0xaa55);
  view.setUint16(2, plan.deviceId & 0xffff);
  view.setUint32(4, head.k);
  view.setUint8(8, head.fixes);
  const dayStart = dayStartMs(Math.floor((head.first + 8 * 3600_000) / 86_400_000));
  for (let i = 0; i < head.fixes; i++) {
    const fix = fixAt(plan, head.first + i * 1000);
    const at = 9 + i * 19;
    if (!fix) continue;
    view.setUint32(at, (fix.t - dayStart) / 1000);
    view.setInt32(at + 4, Math.round(fix.x * 1000));
    view.setInt32(at + 8, Math.round(fix.y * 1000));
    view.setUint16(at + 12, Math.round(fix.speed * 100));
    view.setUint16(at + 14, Math.round(fix.heading * 10) % 3600);
    view.setUint8(at + 16, fix.vibOn | (fix.gnssQuality << 1));
    view.setInt16(at + 17, Math.round(fix.surfaceTemp * 10));
  }
  const crc = crc16(buffer, size - 2);
  view.setUint16(size - 2, head.parseStatus === 'crc' ? crc ^ 0x5a5a : crc);
  return buffer;
}

/** The frame as the pages show it: size and upper-case hex. */
export function packetPayload(plan: RollerDayPlan, head: PacketHead): { bytes: number; payload: string } {
  const frame = packetFrame(plan, head);
  return { bytes: frame.length, payload: Buffer.from(frame).toString('hex').toUpperCase() };
}
