#!/usr/bin/env node
// Writes public/docs/user-guide.pdf: a 3-page user guide as plain PDF 1.4 objects with the standard
// Helvetica fonts (nothing embedded, no dependency). Deterministic: same script, same bytes.
// Run: node scripts/make-user-guide.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'docs', 'user-guide.pdf');
const W = 595; // A4 in points
const H = 842;
const M = 56; // margin

// Helvetica advance widths (AFM, 1/1000 em) for ASCII 32..126, for line wrapping.
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const textWidth = (s, size) => [...s].reduce((w, c) => w + (WIDTHS[c.charCodeAt(0) - 32] ?? 556), 0) * (size / 1000);
const esc = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);

function wrap(text, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A tiny page writer: blocks flow down from the top; returns the content stream. */
function page(number, title, blocks) {
  const ops = [];
  let y = H - 40;
  // header band in the console's default theme colour #409EFF
  ops.push('0.251 0.620 1 rg', `0 ${H - 64} ${W} 64 re f`);
  ops.push('0 0 0 rg', `BT /F2 11 Tf ${M} ${H - 38} Td (${esc('Construction Console  |  User guide')}) Tj ET`);
  y = H - 110;
  ops.push(`BT /F2 20 Tf ${M} ${y} Td (${esc(title)}) Tj ET`);
  y -= 30;
  for (const block of blocks) {
    if (block.heading) {
      y -= 6;
      ops.push(`BT /F2 13 Tf ${M} ${y} Td (${esc(block.heading)}) Tj ET`);
      y -= 20;
      continue;
    }
    if (block.draw) {
      ops.push(...block.draw(y));
      y -= block.height;
      continue;
    }
    const bullet = block.bullet ?? false;
    const indent = bullet ? 16 : 0;
    const lines = wrap(block.text, 10.5, W - 2 * M - indent);
    lines.forEach((text, i) => {
      if (bullet && i === 0) ops.push(`BT /F1 10.5 Tf ${M + 4} ${y} Td (-) Tj ET`);
      ops.push(`BT /F1 10.5 Tf ${M + indent} ${y} Td (${esc(text)}) Tj ET`);
      y -= 15;
    });
    y -= 5;
  }
  ops.push('0.6 g', `${M} 48 m ${W - M} 48 l 0.5 w S`, '0.4 g');
  ops.push(`BT /F1 9 Tf ${M} 34 Td (${esc('Digital Construction Control Platform - administrative console')}) Tj ET`);
  const footer = `Page ${number} of 3`;
  ops.push(`BT /F1 9 Tf ${W - M - textWidth(footer, 9)} 34 Td (${esc(footer)}) Tj ET`);
  return ops.join('\n');
}

// A sketch of the shell on page 2: header, sidebar, tabs bar, main area.
function shellSketch(top) {
  const x = M;
  const w = W - 2 * M;
  const h = 170;
  const y = top - h + 4;
  const box = (bx, by, bw, bh, fill, label) => [
    `${fill} rg`,
    `${bx} ${by} ${bw} ${bh} re f`,
    '0.55 G 0.6 w',
    `${bx} ${by} ${bw} ${bh} re S`,
    '0.15 g',
    `BT /F1 9 Tf ${bx + 8} ${by + bh - 14} Td (${esc(label)}) Tj ET`,
  ];
  return [
    ...box(x, y + h - 30, w, 30, '0.251 0.620 1', 'Header: title, language, theme, full screen, error log, user menu'),
    ...box(x, y, 120, h - 30, '0.19 0.25 0.34', ''),
    '1 g',
    `BT /F1 9 Tf ${x + 8} ${y + h - 46} Td (Sidebar: your menus) Tj ET`,
    ...box(x + 120, y + h - 52, w - 120, 22, '0.96 0.96 0.96', 'Breadcrumb  /  tabs of visited screens'),
    ...box(x + 120, y, w - 120, h - 52, '1 1 1', 'Main area: the current screen (other tabs keep their state)'),
  ];
}

const pages = [
  page(1, '1. Signing in', [
    {
      text:
        'This guide covers the console itself: signing in, finding your way through the menus you are permitted ' +
        'to use, and the tabs and preferences that make daily work faster. The contents of the business screens ' +
        'are described by their own modules.',
    },
    { heading: 'Sign in' },
    {
      text:
        'Open the console address in a browser. Any page asks for sign-in first and brings you back to it ' +
        'afterwards.',
      bullet: true,
    },
    {
      text: 'Enter your account and password, then choose Sign in. Spaces around the account are ignored.',
      bullet: true,
    },
    {
      text:
        'A wrong account or password shows a warning and nothing else happens: try again or ask an administrator ' +
        'to reset your password.',
      bullet: true,
    },
    {
      text: 'After sign-in the console opens the process monitor, or the dashboard when your role does not include it.',
      bullet: true,
    },
    { heading: 'Your session' },
    {
      text:
        'The session is kept by the console server; the browser holds only a sealed cookie. When the platform ' +
        'ends your session, a dialog offers to sign in again or to stay on the page.',
      bullet: true,
    },
    {
      text:
        'Log out from the user menu at the top right (your name and avatar). Logging out ends the session on the ' +
        'server too.',
      bullet: true,
    },
    { heading: 'Change your password' },
    {
      text:
        'User menu > Change password. Enter the old and the new password; both are required. On success you are ' +
        'logged out and sign in again with the new password. If the old password is wrong, a "Failed" notice ' +
        'explains why and nothing changes.',
      bullet: true,
    },
  ]),
  page(2, '2. Navigation and permissions', [
    {
      text:
        'What you see depends on the menus granted to your role. The sidebar lists only those; a screen you may ' +
        'not open is never offered.',
    },
    { heading: 'The screen' },
    { draw: shellSketch, height: 190 },
    { heading: 'Finding a screen' },
    {
      text:
        'The sidebar shows each module with its screens. Only one module is open at a time; the collapse button ' +
        'narrows the sidebar to icons and the console remembers your choice.',
      bullet: true,
    },
    {
      text: 'The breadcrumb above the screen starts at the dashboard and shows where you are; earlier steps are links.',
      bullet: true,
    },
    { heading: 'Permissions' },
    {
      text:
        'Opening the address of a screen that your role does not include shows "Access denied" inside the ' +
        'console; an address that does not exist shows "Page not found".',
      bullet: true,
    },
    {
      text:
        'Ask an administrator to grant the menu to your role (Platform administration > Role permissions). ' +
        'Buttons inside screens follow the same rule.',
      bullet: true,
    },
  ]),
  page(3, '3. Tabs and preferences', [
    { heading: 'Tabs' },
    {
      text:
        'Every screen you open becomes a tab. Switching tabs keeps each screen as you left it: filters, input ' +
        'and scroll position.',
      bullet: true,
    },
    {
      text:
        'Close a tab with its cross. Right-click a tab for Close, Close Others and Close All. Closing the ' +
        'current tab shows the last remaining one; Close All returns to the start page.',
      bullet: true,
    },
    {
      text: 'Your open tabs are restored after a reload. The dashboard lists the screens you visited recently.',
      bullet: true,
    },
    { heading: 'Preferences' },
    {
      text: 'Language: the translate button switches between Chinese and English at once, without losing your tabs.',
      bullet: true,
    },
    {
      text:
        'Theme colour: the palette button offers preset colours and a colour chooser. A colour on which no ' +
        'button text would be readable enough (WCAG AA, 4.5:1) is refused.',
      bullet: true,
    },
    {
      text: 'Full screen: the full-screen button hides the browser frame; press it again or Esc to leave.',
      bullet: true,
    },
    { text: 'Language and theme colour are remembered by this browser for a year.', bullet: true },
    { heading: 'When something goes wrong' },
    {
      text:
        'Errors from the platform are shown as short messages at the top of the page. Unexpected errors in the ' +
        'page are collected by the bug button in the header, which appears only when there is something to ' +
        'report: open it to read or clear the log, and send its contents to your support team.',
      bullet: true,
    },
  ]),
];

// objects: 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then per page: page object + content stream
const objects = [];
const pageIds = pages.map((_, i) => 6 + i * 2);
objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
objects[5] = '<< /Title (Construction Console - User guide) /Producer (scripts/make-user-guide.mjs) >>';
pages.forEach((content, i) => {
  const id = pageIds[i];
  objects[id] =
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> ` +
    `/Contents ${id + 1} 0 R >>`;
  objects[id + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
});

let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
const offsets = [];
for (let id = 1; id < objects.length; id++) {
  offsets[id] = Buffer.byteLength(pdf, 'latin1');
  pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
}
const xref = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, Buffer.from(pdf, 'latin1'));
console.log(`wrote ${out} (${Buffer.byteLength(pdf, 'latin1')} bytes, ${pages.length} pages)`);
