/**
 * Sign-in throttling, per account and per client address: failures are counted in a sliding window, and once a key
 * reaches its limit every attempt under it is refused for the lock's length, the right password included (so the
 * lock is no oracle). An unknown user name is counted and locked like a known one: the answers never tell them
 * apart. Kept in memory: a restart forgets the counts, as it would a lock held in a cache.
 */
export const SIGN_IN_LIMITS = {
  /** Wrong passwords for one account within the window that lock it. */
  account: 20,
  /** Failed sign-ins from one client address within the window that lock the address. */
  address: 100,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

/** Keys kept at most per kind; the oldest are dropped first, so a flood of names cannot grow the memory. */
const MAX_KEYS = 50_000;

class Counter {
  private readonly failures = new Map<string, number[]>();
  private readonly locks = new Map<string, number>();

  constructor(private readonly limit: number) {}

  locked(key: string, now: number): boolean {
    const until = this.locks.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.locks.delete(key);
    return false;
  }

  fail(key: string, now: number): void {
    const recent = (this.failures.get(key) ?? []).filter((t) => t > now - SIGN_IN_LIMITS.windowMs);
    recent.push(now);
    this.failures.delete(key);
    if (recent.length >= this.limit) {
      this.locks.set(key, now + SIGN_IN_LIMITS.lockMs);
      if (this.locks.size > MAX_KEYS) this.locks.delete(this.locks.keys().next().value!);
      return;
    }
    this.failures.set(key, recent);
    if (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value!);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

/** Loopback is the console's own server calling without a forwarded client address: not a client to throttle. */
const isLoopback = (host: string) => host === '127.0.0.1' || host === '::1' || host === '';

export class SignInThrottle {
  private readonly accounts = new Counter(SIGN_IN_LIMITS.account);
  private readonly addresses = new Counter(SIGN_IN_LIMITS.address);

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether an attempt for this account from this address is refused before its password is checked. */
  locked(username: string, host: string): boolean {
    const now = this.now();
    return this.accounts.locked(accountKey(username), now) || (!isLoopback(host) && this.addresses.locked(host, now));
  }

  failed(username: string, host: string): void {
    const now = this.now();
    this.accounts.fail(accountKey(username), now);
    if (!isLoopback(host)) this.addresses.fail(host, now);
  }

  succeeded(username: string): void {
    this.accounts.clear(accountKey(username));
  }
}

const accountKey = (username: string) => username.trim().toLowerCase();
