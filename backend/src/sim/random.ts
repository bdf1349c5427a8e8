import prand, { type RandomGenerator } from 'pure-rand';

/*
 * Counter-based randomness: every (entity, day) pair owns a generator seeded from
 * mix(seed, entityKey, dayIndex). Adding a device or a process never shifts another
 * entity's numbers, and any day can be computed on its own, in any order.
 */

/** 32-bit FNV-1a of a string key. */
export function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The murmur3 finaliser: a 32-bit avalanche. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mix(seed, entityKey, dayIndex) → 32 bits. */
export function mix(seed: number, entityKey: string, dayIndex: number): number {
  return fmix((fmix((seed >>> 0) ^ 0x9e3779b9) ^ hashKey(entityKey)) + Math.imul(dayIndex | 0, 0x27d4eb2f));
}

/** A stateless value in [0, 1) for (key, counter): for per-heartbeat noise that must not depend on call order. */
export function unitAt(key: number, counter: number): number {
  return fmix(fmix(key ^ Math.imul(counter | 0, 0x9e3779b1)) + 0x6d2b79f5) / 4294967296;
}

/** Smooth value noise in [0, 1): linear between stateless values every `cell` counters. */
export function smoothAt(key: number, counter: number, cell: number): number {
  const i = Math.floor(counter / cell);
  const f = counter / cell - i;
  return unitAt(key, i) * (1 - f) + unitAt(key, i + 1) * f;
}

/** A sequential generator (xoroshiro128+) for one entity on one day, with the draws the simulator needs. */
export class Rng {
  private readonly gen: RandomGenerator;

  constructor(seed: number, entityKey: string, dayIndex: number) {
    const base = mix(seed, entityKey, dayIndex);
    // Four 32-bit words of state; xoroshiro needs a non-zero state, which fmix of distinct inputs gives.
    const state = [fmix(base ^ 0x1), fmix(base ^ 0x2), fmix(base ^ 0x3), fmix(base ^ 0x4) | 1];
    this.gen = prand.xoroshiro128plus.fromState(state);
  }

  /** Uniform in [0, 1) with 53 bits. */
  next(): number {
    const hi = this.gen.unsafeNext() >>> 5;
    const lo = this.gen.unsafeNext() >>> 6;
    return (hi * 67108864 + lo) / 9007199254740992;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return prand.unsafeUniformIntDistribution(min, max, this.gen);
  }

  uniform(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }

  /** Standard normal (Box–Muller). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Poisson count with mean `lambda` (Knuth; the simulator's means are small). */
  poisson(lambda: number): number {
    if (lambda <= 0) return 0;
    const limit = Math.exp(-lambda);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k++;
      p *= this.next();
    }
    return k;
  }

  /** `count` decimal digits. */
  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += String(this.int(0, 9));
    return out;
  }
}
