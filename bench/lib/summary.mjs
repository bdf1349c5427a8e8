// Markdown tables of one full run (bench/results/summary.md), in the layout docs/benchmarks.md uses.
import { jsWeight, maps, signin, tabs } from './summary-browser.mjs';
import { live, memory, proxy, scale, site, ssr } from './summary-server.mjs';

const SECTIONS = {
  'js-weight': ['1. JS weight', jsWeight],
  proxy: ['2. Proxy overhead', proxy],
  ssr: ['3. Server rendering', ssr],
  tabs: ['4. Tab switching', tabs],
  signin: ['5. Sign-in and interaction latency', signin],
  memory: ['6. Memory', memory],
  scale: ['7. Scale', scale],
  site: ['8. The simulated site at scale', site],
  maps: ['9. Live maps', maps],
  live: ['11. Live channel', live],
};

export function summary(all) {
  const out = [
    `Run: ${all.date}, commit ${all.commit}${all.dirty ? ' (with uncommitted changes)' : ''}, ` +
      `${all.machine.cpu} × ${all.machine.cores}, ${all.machine.memoryGB} GB, ${all.machine.os}, Node ` +
      `${all.machine.node}, Next ${all.machine.next}, ${all.machine.chromium}.`,
    `Load average (1/5/15 min): ${all.loadAverageAtStart.join(' ')} at the start, ` +
      `${all.loadAverageAtEnd.join(' ')} at the end; per benchmark (1 min, before → after): ${Object.entries(
        all.outcomes,
      )
        .map(([n, o]) => `${n} ${o.loadBefore} → ${o.loadAfter}`)
        .join(', ')}.`,
    '',
  ];
  for (const [name, [title, render]] of Object.entries(SECTIONS)) {
    const r = all.results[name];
    if (!r) continue;
    out.push(`### ${title}`, '', render(r), '');
  }
  return `${out.join('\n')}\n`;
}
