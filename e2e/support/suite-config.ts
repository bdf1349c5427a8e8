import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { devices, type PlaywrightTestConfig } from '@playwright/test';

const root = resolve(__dirname, '../..');

/**
 * Debian's Chromium in its headless shell (package chromium-headless-shell, the same engine without the full browser's
 * compositor) where installed: the specs spend about a third less CPU in it on two cores. Else the full Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** E2E_PLAIN_BROWSER=1: the browser as a user's (optimising compilers, animations), for bench/e2e-cpu.mjs. */
const PLAIN = process.env.E2E_PLAIN_BROWSER === '1';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

type Suite = {
  /** The suite's folder under e2e/; also names its output folder and its counts file for scripts/test.mjs. */
  name: 'console' | 'proxy' | 'sso' | 'security';
  /** The shard's number when a suite runs sharded: its output folder and counts file are `<name>-<shard>`. */
  shard?: number;
  /** Where the browser and `request` go for a relative URL. */
  baseURL: string;
  /** The page that answers once the suite's servers are up. */
  readyURL: string;
  /** The test timeout: generous where a test drives many pages or a long soak. */
  timeout?: number;
  /**
   * Retries on CI. The console suite's two hundred specs share two cores with their servers, so one in a run may
   * miss a time-out; a retry that passes is listed as flaky at the run's end (scripts/test.mjs), never hidden.
   */
  retries?: number;
  /** Run against servers already started by `node e2e/<suite>/serve.mjs` (while working on a suite). */
  reuseServer?: boolean;
};

/**
 * What every suite shares: real Chromium (Debian's, no browser download) against the real console
 * and reference backend, one worker (the suites change shared backend state), and the suite's own
 * servers started by its serve.mjs (values in its env.mjs) and stopped after the run.
 */
export function suiteConfig({
  name,
  shard,
  baseURL,
  readyURL,
  timeout = 60_000,
  retries = 0,
  reuseServer = false,
}: Suite): PlaywrightTestConfig {
  const runName = shard ? `${name}-${shard}` : name;
  return {
    testDir: resolve(root, 'e2e', name),
    outputDir: resolve(root, 'test-results', runName),
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? retries : 0,
    timeout,
    expect: { timeout: 10_000 },
    reporter: [
      ['list'],
      [resolve(__dirname, 'summary-reporter.ts'), { name: runName, testDir: resolve(root, 'e2e', name) }],
    ],
    use: {
      baseURL,
      locale: 'zh-CN',
      // Recording a trace (screenshots and DOM snapshots of every action) costs every test a share of the two cores;
      // CI shows only the log, so it records none. Locally a failed test keeps its trace.
      trace: process.env.CI ? 'off' : 'retain-on-failure',
      screenshot: 'only-on-failure',
      // Playwright's request routing does not see what a service worker fetches, and every test's fresh context would
      // install the console's worker anew: the suites run without it; e2e/console/installable.spec.ts allows it.
      serviceWorkers: 'block',
      // The console honours a reader's wish for less motion (lib/theme/theme.ts): without transitions and ripples a
      // test's browser draws fewer frames and its actions wait less for elements to stand still.
      reducedMotion: PLAIN ? 'no-preference' : 'reduce',
      launchOptions: {
        executablePath: chromiumPath,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
          // A test's page lives for seconds: V8's optimising compilers (Maglev, TurboFan) spent a large share of the
          // browser's CPU compiling code the page never ran long enough to profit from (bench/e2e-cpu.mjs). The
          // benchmarks keep them (they launch their own browser), and so does E2E_PLAIN_BROWSER=1.
          ...(PLAIN ? [] : ['--js-flags=--no-maglev --no-turbofan']),
        ],
      },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 } } }],
    webServer: {
      command: `node e2e/${name}/serve.mjs`,
      cwd: root,
      url: readyURL,
      // Its own budget, apart from any test's: a first run builds the console (scripts/start.mjs builds
      // a missing or stale build), which takes minutes on a loaded two-core machine.
      timeout: 600_000,
      reuseExistingServer: reuseServer,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  };
}
