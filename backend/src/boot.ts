import type { App } from './app.js';
import { loadSigningKeys } from './auth/keys.js';
import { Passwords } from './auth/passwords.js';
import { SsoVerifier } from './auth/sso.js';
import { Tokens } from './auth/tokens.js';
import type { BackendConfig } from './config.js';
import type { Store } from './db/database.js';
import { refuseDemoPasswords } from './db/demo-passwords.js';
import { migratePlatform, offerModuleElements, seedIfEmpty } from './db/seed.js';
import { LiveHub } from './live/hub.js';
import { liveSources, startModules } from './modules/index.js';
import type { backendMonitor } from './modules/monitoring/self.js';
import { SimHost } from './sim/host.js';
import { SignInThrottle } from './auth/throttle.js';

/** The app once ready, and how to stop what it started (the modules' services and the simulator). */
export interface Booted {
  app: App;
  stop(): Promise<void>;
}

/**
 * Makes the app: signing keys and tokens, the first seed and the platform's migrations, the modules' elements
 * offered, the simulator started (it has taken stock when this resolves), the live hub and the modules' services.
 */
export async function boot(
  config: BackendConfig,
  store: Store,
  monitor: ReturnType<typeof backendMonitor>,
  logError: App['logError'],
): Promise<Booted> {
  const passwords = new Passwords(config.bcryptCost);
  const keys = await loadSigningKeys(config.dataDir);
  const tokens = new Tokens(store, keys, config.jwtExpireSeconds);
  await seedIfEmpty(store, config, passwords);
  await migratePlatform(store, passwords, config.seedDemoUsers, config.menuSeedFile);
  if (config.production) await refuseDemoPasswords(store, passwords, config.seedDemoUsers);
  offerModuleElements(store);
  const sim = config.sim ? await SimHost.start(config.sim, config.dataDir, store, logError) : undefined;
  const app: App = {
    config,
    store,
    tokens,
    passwords,
    signIns: new SignInThrottle(),
    monitor,
    logError,
    ...(config.sso ? { sso: new SsoVerifier(config.sso) } : {}),
    ...(sim ? { sim } : {}),
    // Made next, with the app it reads.
    live: undefined as unknown as LiveHub,
  };
  // The hub takes stock of the site from the start: one made on the first stream would take the states and alarms
  // of that moment as already sent, and a change in its first second would be lost.
  app.live = new LiveHub(app, liveSources());
  const stopModules = startModules(app);
  return {
    app,
    async stop() {
      app.live.close();
      await stopModules();
      await sim?.stop();
    },
  };
}
