import type { BackendConfig } from './config.js';
import type { Store } from './db/database.js';
import type { Passwords } from './auth/passwords.js';
import type { SsoVerifier } from './auth/sso.js';
import type { Tokens } from './auth/tokens.js';
import type { SimHost } from './sim/host.js';
import type { Metrics } from './modules/monitoring/metrics.js';
import type { Registry } from './modules/monitoring/registry.js';
import type { Tracer } from './modules/monitoring/tracer.js';
import type { LiveHub } from './live/hub.js';
import type { SignInThrottle } from './auth/throttle.js';

/** Long-lived services shared by every request. */
export interface App {
  config: BackendConfig;
  store: Store;
  tokens: Tokens;
  passwords: Passwords;
  /** Failed sign-ins per account and per client address. */
  signIns: SignInThrottle;
  /** Present when single sign-on is configured. */
  sso?: SsoVerifier;
  /** Present when the site simulator runs. */
  sim?: SimHost;
  /** Spans, the service registry and this process's request metrics (the monitoring screens). */
  monitor: { tracer: Tracer; registry: Registry; metrics: Metrics };
  /** The live channel's hub: the event streams and the sources the modules register. */
  live: LiveHub;
  /** Where unexpected errors go (stderr unless configured). */
  logError(message: string, error: unknown): void;
}
