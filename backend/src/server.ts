import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { App } from './app.js';
import { boot, type Booted } from './boot.js';
import { type BackendConfig, defaultConfig } from './config.js';
import { openStore } from './db/database.js';
import { defineSiteToday } from './db/site-today.js';
import { Faults } from './http/faults.js';
import { pipeline } from './http/pipeline.js';
import { Router } from './http/router.js';
import { applySchema, attachModules, routeTable } from './modules/index.js';
import { backendMonitor } from './modules/monitoring/self.js';
import { testHookRoutes } from './test-hooks/routes.js';

export interface Backend {
  server: http.Server;
  /** Resolves once the database is seeded and the port is bound; port 0 picks a free one. */
  listen(port?: number, host?: string): Promise<{ port: number }>;
  close(): Promise<void>;
}

/** The reference backend: the store with the modules' tables, the app they make, and the router over their routes. */
export function createBackend(options: Partial<BackendConfig> = {}): Backend {
  const config: BackendConfig = { ...defaultConfig, dataDir: path.resolve('.data/backend'), ...options };
  const logError = config.logError ?? ((message, error) => console.error(message, error));
  const store = openStore(config.dataDir, applySchema);
  const faults = new Faults();
  const counter = { apiRequests: 0 };
  const router = new Router().add(routeTable());
  if (config.testHooks) router.add(testHookRoutes({ faults, apiRequests: () => counter.apiRequests }));
  let boundPort = 0;
  const monitor = backendMonitor(config.dataDir, () => boundPort);
  let readyApp: App | undefined;
  defineSiteToday(store, () => readyApp?.sim?.facts.cursor ?? Date.now());
  attachModules(store, () => readyApp);
  const booted: Promise<Booted> = boot(config, store, monitor, logError).then((b) => ((readyApp = b.app), b));
  const ready = booted.then((b) => b.app);
  ready.catch(() => undefined); // surfaced by listen()

  const timers = new Set<NodeJS.Timeout>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  let closing = false;
  const handle = pipeline({ config, router, ready, faults, counter, sleep, logError, closing: () => closing });
  const server = http.createServer((req, res) => void handle(req, res));
  server.on('clientError', (_error, socket) => {
    if (socket.writable) {
      const body = JSON.stringify({ status: 400, message: 'Bad Request' });
      socket.end(
        `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: ${body.length}` +
          `\r\nconnection: close\r\n\r\n${body}`,
      );
    } else {
      socket.destroy();
    }
  });

  return {
    server,
    async listen(port = config.port, host = config.host) {
      await ready;
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      boundPort = (server.address() as AddressInfo).port;
      return { port: boundPort };
    },
    async close() {
      if (closing) return;
      closing = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      monitor.metrics.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await (await booted.catch(() => undefined))?.stop();
      store.close();
    },
  };
}
