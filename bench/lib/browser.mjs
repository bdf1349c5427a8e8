// The browser side: the route catalogue, Chromium, and waiting for a console page to settle.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM, ROOT } from './settings.mjs';

// ---------------------------------------------------------------- the route catalogue

/** lib/routes/catalogue.ts (with the pages generated from the modules' manifests), loaded through tsx. */
export async function loadCatalogue() {
  const { tsImport } = await import('tsx/esm/api');
  const mod = await tsImport(pathToFileURL(join(ROOT, 'lib/routes/catalogue.ts')).href, import.meta.url);
  const screens = [];
  const visit = (prefix, node) => {
    const path = `${prefix}/${node.code}`;
    if (node.children?.length) node.children.forEach((c) => visit(path, c));
    else screens.push({ path, code: node.code, noCache: !!node.noCache, hidden: !!node.hidden });
  };
  for (const group of mod.catalogue) visit('', group);
  return { screens, home: mod.HOME_PATH, dashboard: mod.DASHBOARD_PATH };
}

// ---------------------------------------------------------------- Chromium

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export function ensureDir(path) {
  mkdirSync(path, { recursive: true });
  return path;
}

// ---------------------------------------------------------------- pages

/**
 * Waits until no request has been in flight for `quietMs`, the console's live stream aside (it stays
 * open for the page's life, so Playwright's `networkidle` never comes on a console page).
 */
export async function settle(page, { quietMs = 500, timeoutMs = 30_000 } = {}) {
  const inFlight = new Set();
  const counted = (request) => !new URL(request.url()).pathname.endsWith('/api/live/stream');
  const start = (request) => counted(request) && inFlight.add(request);
  const end = (request) => inFlight.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the page did not settle within ${timeoutMs} ms`);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/** `page.goto` to the load event, then `settle`. */
export async function gotoSettled(page, url) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  return response;
}
