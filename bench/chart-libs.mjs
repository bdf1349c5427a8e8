#!/usr/bin/env node
// The chart screens' JS goal, library by library: what each candidate chart library weighs for the chart
// kinds the console draws (bars, stacked bars, lines, a donut, scatter), bundled and gzipped the same way,
// and what the chart screen and the ramming analysis would weigh with it in place of MUI X Charts.
//
// Reads the last `js-weight` run (bench/results/js-weight.json, and the chunks of its build) for the two
// screens' bytes and for the bytes of their chart chunks (the chunks naming MUI X Charts' classes, as
// js-weight's own check). The candidates are installed into .data/bench/chart-libs, pinned, with esbuild;
// React, MUI and Emotion stay outside the bundles, since every console page loads them already.
//
//   node bench/js-weight.mjs --quick && node bench/chart-libs.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import {
  CHART_CODE,
  DATA,
  DIST_DIR,
  join,
  kB,
  RESULTS,
  ROOT,
  round,
  runFacts,
  table,
  writeResult,
} from './lib/common.mjs';

const PREFIX = join(DATA, 'chart-libs');
const PINNED = [
  'esbuild@0.28.2',
  'uplot@1.6.32',
  'chartist@1.5.0',
  'chart.js@4.6.1',
  'echarts@6.1.0',
  'recharts@3.11.1',
  'frappe-charts@1.6.2',
];
const EXTERNAL = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '@mui/material',
  '@mui/material/*',
  '@mui/system',
  '@mui/system/*',
  '@emotion/*',
  '@mui/utils',
  '@mui/utils/*',
  'prop-types',
  'clsx',
  '@babel/runtime/*',
];

// What each entry imports is what the console's charts would need of it; `lacks` is what the console draws
// today that the library does not (from its documentation), so would be ours to write.
const CANDIDATES = [
  {
    id: 'mui-x-charts',
    name: 'MUI X Charts (today)',
    from: ROOT,
    code:
      `export { BarChart, BarPlot } from '@mui/x-charts/BarChart'; export { LineChart, LinePlot, MarkPlot } from ` +
      `'@mui/x-charts/LineChart'; export { PieChart } from '@mui/x-charts/PieChart'; export { ScatterPlot } from ` +
      `'@mui/x-charts/ScatterChart'; export { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine'; ` +
      `export { ChartsContainer } from '@mui/x-charts/ChartsContainer'; export { ChartsTooltip } from ` +
      `'@mui/x-charts/ChartsTooltip';`,
    lacks: '',
  },
  {
    id: 'chartist',
    name: 'Chartist',
    code: `export { LineChart, BarChart, PieChart } from 'chartist';`,
    lacks: 'tooltips, a second y-axis, a log axis, reference lines, legends',
  },
  {
    id: 'frappe-charts',
    name: 'Frappe Charts',
    code: `export { Chart } from 'frappe-charts';`,
    lacks: 'scatter on a number axis, a second y-axis, a log or reversed axis',
  },
  {
    id: 'uplot',
    name: 'uPlot',
    code: `import uPlot from 'uplot'; export default uPlot;`,
    lacks: 'pie and donut; bars and stacking by plug-in code',
  },
  {
    id: 'chart.js',
    name: 'Chart.js (tree-shaken)',
    code:
      `import { Chart, BarController, LineController, PieController, DoughnutController, ScatterController, ` +
      `BarElement, LineElement, PointElement, ArcElement, CategoryScale, LinearScale, LogarithmicScale, Tooltip, ` +
      `Legend } from 'chart.js'; Chart.register(BarController, LineController, PieController, ` +
      `DoughnutController, ScatterController, BarElement, LineElement, PointElement, ArcElement, CategoryScale, ` +
      `LinearScale, LogarithmicScale, Tooltip, Legend); export default Chart;`,
    lacks: 'reference lines (a plug-in); canvas, so no text in the page for each value',
  },
  {
    id: 'recharts',
    name: 'Recharts',
    code:
      `export { BarChart, Bar, LineChart, Line, PieChart, Pie, ScatterChart, Scatter, ComposedChart, XAxis, ` +
      `YAxis, Tooltip, Legend, ReferenceLine } from 'recharts';`,
    lacks: '',
  },
  {
    id: 'echarts',
    name: 'ECharts (core, SVG renderer)',
    code:
      `import * as echarts from 'echarts/core'; import { BarChart, LineChart, PieChart, ScatterChart } from ` +
      `'echarts/charts'; import { GridComponent, TooltipComponent, LegendComponent, MarkLineComponent } from ` +
      `'echarts/components'; import { SVGRenderer } from 'echarts/renderers'; echarts.use([BarChart, LineChart, ` +
      `PieChart, ScatterChart, GridComponent, TooltipComponent, LegendComponent, MarkLineComponent, ` +
      `SVGRenderer]); export default echarts;`,
    lacks: '',
  },
];

function install() {
  const marker = join(PREFIX, 'pinned.txt');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === PINNED.join('\n')) return;
  mkdirSync(PREFIX, { recursive: true });
  console.log(`› installing ${PINNED.join(', ')} into ${PREFIX}`);
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', PREFIX, ...PINNED], {
    stdio: 'inherit',
  });
  writeFileSync(marker, PINNED.join('\n'));
}

/** Gzip bytes (level 6, as js-weight counts a script the server did not compress) of one minified ES bundle. */
async function bundledBytes(esbuild, candidate) {
  const out = await esbuild.build({
    stdin: { contents: candidate.code, resolveDir: candidate.from ?? PREFIX, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    external: EXTERNAL,
    logLevel: 'silent',
  });
  return gzipSync(out.outputFiles[0].contents, { level: 6 }).length;
}

/** A screen's bytes in the last js-weight run, and the part of them in chunks of MUI X Charts. */
function screenOf(weight, id) {
  const total = weight.figures[id]?.gzipKB?.median;
  const chunks = weight.chunks[id];
  if (!total || !chunks)
    throw new Error(`bench/results/js-weight.json has no '${id}': run js-weight (a full run for the ramming analysis)`);
  let chartKB = 0;
  for (const chunk of chunks) {
    const file = join(ROOT, DIST_DIR, 'static', chunk.url.replace(/^\/_next\/static\//, ''));
    if (!existsSync(file)) throw new Error(`${file} is gone: the build changed since js-weight ran; run it again`);
    if (CHART_CODE.test(readFileSync(file, 'utf8'))) chartKB += chunk.gzipKB;
  }
  return { total, chartKB: round(chartKB, 1), without: round(total - chartKB, 1) };
}

install();
const esbuild = createRequire(join(PREFIX, 'package.json'))('esbuild');
const weight = JSON.parse(readFileSync(join(RESULTS, 'js-weight.json'), 'utf8'));
const limit = weight.figures.baseline.gzipKB.median;
const screens = [
  { id: 'chart', name: 'chart screen', goal: 2.2 },
  { id: 'rammingAnalysis', name: 'ramming analysis', goal: 2.6 },
].filter((s) => weight.figures[s.id]);
const measured = Object.fromEntries(screens.map((s) => [s.id, screenOf(weight, s.id)]));

const rows = [];
for (const candidate of CANDIDATES) {
  const bytes = await bundledBytes(esbuild, candidate);
  const row = { library: candidate.name, 'gzip kB': round(kB(bytes), 1) };
  for (const s of screens) {
    // In place of the chart chunks the page loads today; the charts' glue code of our own is not counted.
    const kb = measured[s.id].without + kB(bytes);
    row[s.name] = `${round(kb, 1)} kB, ${round(kb / limit, 2)}× ${kb / limit <= s.goal ? '(≤ ' : '(> '}${s.goal}×)`;
  }
  row['the console draws, it lacks'] = candidate.lacks || '—';
  rows.push({ id: candidate.id, gzipKB: round(kB(bytes), 1), shown: row });
}

console.log(`\nLimit (bare Next app): ${limit} kB. Screens today, from js-weight at ${weight.commit}:`);
for (const s of screens) {
  const m = measured[s.id];
  console.log(
    `  ${s.name}: ${m.total} kB (${round(m.total / limit, 2)}×), of which MUI X Charts' chunks ${m.chartKB}` +
      ` kB; without them ${m.without} kB (${round(m.without / limit, 2)}×)`,
  );
}
table(
  'Chart libraries for the chart kinds the console draws (minified ES bundle, gzip -6; React and MUI outside), ' +
    'and the screens with each',
  rows.map((r) => r.shown),
);

writeResult('chart-libs', runFacts(), {
  limitKB: limit,
  jsWeightCommit: weight.commit,
  screens: measured,
  libraries: rows.map((r) => ({ id: r.id, gzipKB: r.gzipKB, lacks: CANDIDATES.find((c) => c.id === r.id).lacks })),
});
