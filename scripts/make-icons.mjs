#!/usr/bin/env node
// The web app manifest's icons (app/manifest.ts), drawn from the console's logo by Chromium:
// `node scripts/make-icons.mjs` after the logo changes. The maskable one keeps the logo inside the 80 % safe zone on
// the sidebar's colour, so a launcher's circle or squircle never cuts it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';

const root = resolve(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'public/logos/construction.svg'), 'utf8');
const SIDEBAR_BG = '#304156';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const [size, maskable] of [
    [192, false],
    [512, false],
    [512, true],
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.62) : size;
    const background = maskable ? SIDEBAR_BG : 'transparent';
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;` +
        `background:${background}">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</body>`,
    );
    const name = `icon-${size}${maskable ? '-maskable' : ''}.png`;
    await page.screenshot({ path: join(root, 'public/icons', name), omitBackground: !maskable });
    await page.close();
    console.log(`public/icons/${name}`);
  }
} finally {
  await browser.close();
}
