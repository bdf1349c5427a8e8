// Markdown tables of one full run (bench/results/summary.md), in the layout docs/benchmarks.md uses.
const r1 = (x, d = 1) => (Number.isFinite(x) ? Number(x.toFixed(d)).toString() : 'n/a');
const mmm = (s, d = 1) =>
  s && Number.isFinite(s.median) ? `${r1(s.min, d)} / **${r1(s.median, d)}** / ${r1(s.max, d)}` : 'n/a';
const yes = (met) => (met === null || met === undefined ? '' : met ? 'met' : '**missed**');

function rows(header, lines) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map((l) => `| ${l.join(' | ')} |`),
  ].join('\n');
}

function jsWeight(r) {
  const f = r.figures;
  const base = f.baseline.gzipKB.median;
  const lines = Object.entries(f).map(([id, x]) => [
    x.what,
    String(x.scripts),
    mmm(x.gzipKB),
    id === 'baseline' ? '1 (limit)' : mmm(x.ratio, 2),
    x.goal ? `≤ ${x.goal}× (${r1(x.goal * base, 0)} kB)` : '',
    yes(x.met),
  ]);
  const m = r.messages ?? {};
  return [
    rows(['page', 'scripts', 'gzip kB loaded (min / median / max)', 'ratio to the bare app', 'goal', ''], lines),
    '',
    `Largest chunk: ${r1(r.largestChunk?.gzipKB)} kB gzip (${r.largestChunk?.url}); goal < ${r.largestChunk?.goalKB} kB: ${yes(r.largestChunk?.met)}. ` +
      `Icons: ${r.icons.loaded.length} in the measured pages, ${r.icons.build.length} in the whole build, ${r.icons.imported.length} imported by the code; icons outside what the code and MUI's own components use: ${r.icons.unexpected.length ? r.icons.unexpected.join(', ') : 'none'} (${yes(r.icons.met)}). ` +
      `\`noModule\` polyfills loaded: ${r.noModulePolyfillsLoaded.length ? r.noModulePolyfillsLoaded.join(', ') : 'none'}.`,
    '',
    rows(
      [
        'page',
        'message namespaces sent',
        'bytes',
        "fetched once (the screens')",
        'used by its client components',
        'sent but unused',
      ],
      Object.entries(m).map(([id, x]) => [
        id,
        String(x.sent.length + x.partial.length),
        String(x.bytes),
        String(x.fetched?.length ?? 0),
        String(x.clientUses.length),
        x.unneeded.length ? x.unneeded.join(', ') : 'none',
      ]),
    ),
  ].join('\n');
}

function proxy(r) {
  const f = r.figures;
  const lines = [];
  for (const rate of r.options.rates ?? [200]) {
    for (const [shape, a] of [
      ['autocannon -R', (f.at ?? { 200: f })[rate]],
      ['evenly spaced', f.even?.[rate]],
    ]) {
      if (!a) continue;
      const line = (id, name) => [
        `${name}, ${rate} req/s ${shape}`,
        mmm(a.p50[id], 2),
        mmm(a.p99[id], 2),
        id === 'direct' ? '(limit)' : mmm(a.added[`${id}P50`], 2),
        id === 'direct' ? '(limit)' : mmm(a.added[`${id}P99`], 2),
        `${a.errors[id]} / ${a.requests[id]}`,
      ];
      lines.push(line('direct', 'backend'), line('nginx', 'nginx'));
      if (a.p50.floor) lines.push(line('floor', 'bare Next route handler (floor)'));
      lines.push(line('bff', 'BFF'));
    }
  }
  const g = r.goals;
  return [
    rows(['path and load', 'p50 ms', 'p99 ms', 'added p50 ms', 'added p99 ms', 'errors / requests'], lines),
    '',
    `Saturation throughput (10 connections), req/s: direct ${mmm(f.saturationRps.direct, 0)}, nginx ${mmm(f.saturationRps.nginx, 0)}, ` +
      `${f.saturationRps.floor ? `floor ${mmm(f.saturationRps.floor, 0)}, ` : ''}BFF ${mmm(f.saturationRps.bff, 0)} (BFF / direct ${mmm(f.ratio.bffSaturationToDirect, 2)}). ` +
      (f.cpuPerRequest
        ? `CPU per request at 200 req/s, ms: backend ${mmm(f.cpuPerRequest.direct, 2)}, floor ${mmm(f.cpuPerRequest.floor, 2)}, BFF ${mmm(f.cpuPerRequest.bff, 2)}; ` +
          `BFF added over the floor at 200 req/s evenly spaced: p50 ${mmm(f.even[200].added.bffOverFloorP50, 2)} ms, p99 ${mmm(f.even[200].added.bffOverFloorP99, 2)} ms. `
        : '') +
      `Goals at 200 req/s: added p50 ≤ 2 ms ${yes(g.addedP50.met)} (autocannon) / ${yes(g.addedP50Even?.met)} (evenly spaced), ` +
      `added p99 ≤ 10 ms ${yes(g.addedP99.met)} / ${yes(g.addedP99Even?.met)}, 0 errors ${yes(g.errors.met)}.`,
  ].join('\n');
}

function ssr(r) {
  const floor = Object.values(r.phases)[0]?.floorTtfbP50;
  const table = rows(
    [
      'backend delay',
      'TTFB p50 ms',
      'TTFB p99 ms',
      'nginx (saved HTML) p50 / p99 ms',
      'ratio p50',
      'saturation req/s',
      'nginx req/s',
      'goal p50',
      'goal p99',
    ],
    Object.entries(r.phases).map(([d, p]) => [
      `${d} ms`,
      mmm(p.ttfbP50),
      mmm(p.ttfbP99),
      `${r1(p.nginxTtfbP50.median, 2)} / ${r1(p.nginxTtfbP99.median, 2)}`,
      mmm(p.ratioP50, 0),
      mmm(p.saturationRps, 1),
      mmm(p.nginxSaturationRps, 0),
      `${p.goals.p50.goal} ${yes(p.goals.p50.met)}`,
      `${p.goals.p99.goal} ${yes(p.goals.p99.met)}`,
    ]),
  );
  if (!floor) return table;
  return [
    table,
    '',
    rows(
      [
        'backend delay',
        'HTML bytes console / floor',
        'CPU ms per render, console',
        'CPU ms per render, floor',
        'ratio',
        'floor TTFB p50 ms',
        'floor TTFB p99 ms',
        'floor saturation req/s',
      ],
      Object.entries(r.phases).map(([d, p]) => [
        `${d} ms`,
        `${p.htmlBytes} / ${p.floorHtmlBytes}`,
        mmm(p.cpuPerRender),
        mmm(p.floorCpuPerRender),
        mmm(p.cpuRatioToFloor, 2),
        mmm(p.floorTtfbP50),
        mmm(p.floorTtfbP99),
        mmm(p.floorSaturationRps, 1),
      ]),
    ),
  ].join('\n');
}

function tabs(r) {
  const f = r.figures;
  return rows(
    ['figure', 'value (min / median / max)', 'limit', 'ratio', 'goal', ''],
    [
      [
        'click → first frame with the view, p50 of a run (ms)',
        mmm(f.switchP50),
        mmm(f.limit),
        mmm(f.ratio, 1),
        '≤ 50 ms',
        yes(r.goals.time.met),
      ],
      ['slowest switch of a run (ms)', mmm(f.switchMax), '', '', '', ''],
      ['requests per switch', mmm(f.requestsPerSwitch, 2), '0', '', '0', yes(r.goals.requests.met)],
      ...(f.parts
        ? [
            ['of a switch (median): script ms', mmm(f.parts.scriptMs), '', '', '', ''],
            ['of a switch (median): style and layout ms', mmm(f.parts.layoutMs), '', '', '', ''],
            ['of a switch (median): paint ms', mmm(f.parts.paintMs), '', '', '', ''],
            [
              'of a switch (median): other (idle gaps, the wait for the frame) ms',
              mmm(f.parts.otherMs),
              '',
              '',
              '',
              '',
            ],
          ]
        : []),
    ],
  );
}

function signin(r) {
  const f = r.figures;
  return [
    rows(
      ['figure', 'value ms (min / median / max)', 'limit ms', 'ratio', 'goal', ''],
      [
        [
          'sign-in click → first console paint, 1× CPU',
          mmm(f.signIn1x, 0),
          mmm(f.limit1x, 0),
          mmm(f.ratio1x, 2),
          '',
          '',
        ],
        [
          'sign-in click → first console paint, 4× CPU',
          mmm(f.signIn4x, 0),
          mmm(f.limit4x, 0),
          mmm(f.ratio4x, 2),
          '',
          '',
        ],
        [
          'INP over the flow, 4× CPU',
          mmm(f.inp, 0),
          mmm(f.inpLimit, 0),
          mmm(f.inpRatio, 2),
          '≤ 200 ms',
          yes(r.goals.inp.met),
        ],
        ...Object.entries(f.steps).map(([name, s]) => [`worst event: ${name}`, mmm(s, 0), '', '', '', '']),
      ],
    ),
    '',
    `Parts of the 1× sign-in: the sign-in request ${mmm(f.signInRequest1x, 0)} ms (the backend's password check alone ${mmm(f.backendSignIn, 0)} ms), console page TTFB ${mmm(f.consoleTtfb1x, 0)} ms and first paint ${mmm(f.consoleFcp1x, 0)} ms after its navigation start.`,
  ].join('\n');
}

function memory(r) {
  const f = r.figures;
  return rows(
    ['figure', 'value (min / median / max)', 'limit', 'goal', ''],
    [
      ['RSS idle (MB)', mmm(f.idleMB, 0), '', '', ''],
      [`RSS after ${r.options.requests} requests (MB)`, mmm(f.afterRequestsMB, 0), '', '', ''],
      [
        'RSS added while streaming 50 MB, fast reader (MB)',
        mmm(f.streamAddedFastMB),
        '0',
        '≤ 20 MB',
        yes(f.streamAddedFastMB.max <= 20),
      ],
      [
        'RSS added while streaming 50 MB, slow reader (MB)',
        mmm(f.streamAddedSlowMB),
        '0',
        '≤ 20 MB',
        yes(f.streamAddedSlowMB.max <= 20),
      ],
      ['50 MB through the BFF (ms)', mmm(f.bffMs, 0), mmm(f.directMs, 0), '', ''],
      ['time, BFF / direct', mmm(f.timeRatio, 2), '1', '≤ 1.1×', yes(r.goals.time.met)],
      ['time, nginx proxy_pass / direct (reference)', mmm(f.nginxRatio, 2), '1', '', ''],
      ...(f.floorRatio
        ? [
            ['time, bare Next route handler (floor) / direct', mmm(f.floorRatio, 2), '1', '', ''],
            ['RSS added to the floor while streaming 50 MB, fast reader (MB)', mmm(f.streamAddedFloorMB), '0', '', ''],
            [
              'time, BFF / floor',
              mmm(f.bffToFloor, 2),
              '1',
              '≤ 1.2×',
              r.goals.timeToFloor ? yes(r.goals.timeToFloor.met) : '',
            ],
          ]
        : []),
      ...(f.streamAddedFirstMB
        ? [
            ["RSS added by the server's first 50 MB download (MB)", mmm(f.streamAddedFirstMB), '0', '', ''],
            ["the server's first 50 MB download (ms)", mmm(f.bffFirstMs, 0), mmm(f.directMs, 0), '', ''],
          ]
        : []),
      ...(f.timeRatioLink
        ? [
            [
              'RSS added, upstream paced to 125 MB/s (1 Gbit/s link) (MB)',
              mmm(f.streamAddedLinkMB),
              '0',
              '≤ 20 MB',
              yes(f.streamAddedLinkMB.max <= 20),
            ],
            ['50 MB at 125 MB/s through the BFF (ms)', mmm(f.bffLinkMs, 0), mmm(f.directLinkMs, 0), '', ''],
            ['time at 125 MB/s, BFF / direct', mmm(f.timeRatioLink, 2), '1', '≤ 1.1×', yes(r.goals.timeLink.met)],
          ]
        : []),
    ],
  );
}

function scale(r) {
  return rows(
    ['workload', 'one instance req/s', 'two instances req/s', 'ratio', 'errors'],
    Object.entries(r.figures).map(([id, f]) => [
      `${id} (${f.path})`,
      mmm(f.oneRps, 1),
      mmm(f.twoRps, 1),
      mmm(f.ratio, 2),
      String(f.errors),
    ]),
  );
}

/** min / median / max of `key` over the runs, as mmm() takes it. */
function over(runs, key) {
  const v = runs
    .map((x) => (typeof key === 'function' ? key(x) : x[key]))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return v.length ? { min: v[0], median: v[Math.floor((v.length - 1) / 2)], max: v.at(-1) } : null;
}

function site(r) {
  const l = r.lists;
  const slowest = [...l.perEndpoint].sort((a, b) => b.p99 - a.p99);
  const within = (goal) => l.perEndpoint.filter((e) => e[goal] <= (goal === 'p50' ? 30 : 100)).length;
  return [
    rows(
      ['figure', 'value (min / median / max)', 'target', ''],
      [
        [
          'API answers after a first start (s)',
          mmm(over(r.runs, 'apiSeconds')),
          '≤ 10',
          yes(over(r.runs, 'apiSeconds').median <= 10),
        ],
        [
          `history back-filled, ${r.days} days (s)`,
          mmm(over(r.runs, 'backfillSeconds')),
          r.days === 30 ? '≤ 90' : '',
          r.days === 30 ? yes(over(r.runs, 'backfillSeconds').median <= 90) : '',
        ],
        [
          'state samples in the largest list (rows)',
          mmm(over(r.runs, 'rows'), 0),
          '> 50 000',
          yes(over(r.runs, 'rows').median > 50000),
        ],
        [
          'that list, 300 sequential reads: p95 (ms)',
          mmm(over(r.runs, 'listP95')),
          '≤ 150',
          yes(over(r.runs, 'listP95').median <= 150),
        ],
        ['floor: /health p95 (ms)', mmm(over(r.runs, 'floorP95')), '', ''],
        [
          `all ${l.perEndpoint.length} list endpoints at ${r.listRate} req/s, ${r.listSeconds} s a run: p50 of a run (ms)`,
          mmm(over(r.runs, (x) => x.lists.p50)),
          '',
          '',
        ],
        ['… p99 of a run (ms)', mmm(over(r.runs, (x) => x.lists.p99)), '', ''],
        [
          `endpoints with p50 ≤ 30 ms (their samples over the ${r.runs.length} runs)`,
          `${within('p50')} of ${l.perEndpoint.length}`,
          l.goals.p50.goal,
          yes(l.goals.p50.met),
        ],
        [
          'endpoints with p99 ≤ 100 ms',
          `${within('p99')} of ${l.perEndpoint.length}`,
          l.goals.p99.goal,
          yes(l.goals.p99.met),
        ],
      ],
    ),
    '',
    rows(
      ['the ten slowest list endpoints by p99', 'rows', 'samples', 'p50 ms', 'p99 ms'],
      slowest.slice(0, 10).map((e) => [`\`${e.path}\``, String(e.rows), String(e.n), r1(e.p50), r1(e.p99)]),
    ),
    '',
    `Not timed (they list the children of one parent and refuse a read without it): ${l.refused.length ? l.refused.map((x) => `\`${x.path}\``).join(', ') : 'none'}.`,
  ].join('\n');
}

function maps(r) {
  const f = r.figures;
  const g = r.goals;
  return rows(
    ['figure', 'value (min / median / max)', 'goal', ''],
    [
      [
        `first draw of ${r.options.grid.cols} × ${r.options.grid.rows} cells after its bytes, p50 of a run (ms)`,
        mmm(f.firstDraw, 0),
        g.firstDraw.goal,
        yes(g.firstDraw.met),
      ],
      [
        `frames/s on the home route, ${r.options.fpsSeconds} s, rollers moving, the big grid redrawn live`,
        mmm(f.fps),
        g.fps.goal,
        yes(g.fps.met),
      ],
      ['worst gap between two frames (ms)', mmm(f.worstGap, 0), '', ''],
      ['rollers that moved in the window', mmm(f.rollersMoved, 0), '≥ 4', yes(f.rollersMoved.median >= 4)],
      ['live redraws of the big grid in the window', mmm(f.liveRedraws, 0), '', ''],
      ['one truck-day of track through the BFF (ms)', mmm(f.trackMs, 0), g.trackMs.goal, yes(g.trackMs.met)],
      [
        'one truck-day of track (kB; gzip)',
        `${mmm(f.trackKB)}; ${mmm(f.trackGzipKB)}`,
        g.trackKB.goal,
        yes(g.trackKB.met),
      ],
    ],
  );
}

function live(r) {
  const f = r.figures;
  const g = r.goals;
  return rows(
    ['figure', 'value (min / median / max)', 'goal', ''],
    [
      [`delivery delay p99, ${f.clients} clients × ${f.rate} events/s (ms)`, mmm(f.p99, 0), g.p99.goal, yes(g.p99.met)],
      ['delivery delay p50 (ms)', mmm(f.p50, 0), '', ''],
      ['events delivered (%)', mmm(f.deliveredPct, 2), '100', yes(f.deliveredPct.min === 100)],
      ['console RSS added while streaming (MB)', mmm(f.rssAdded), g.rssAdded.goal, yes(g.rssAdded.met)],
      [`streams ended over ${r.options.runs} × ${f.seconds} s`, String(f.dropped), g.dropped.goal, yes(g.dropped.met)],
      [
        `a client that stops reading (${f.slow.sentMB} MB sent to it): dropped after (s); console RSS growth (MB)`,
        `${f.slow.droppedAfterSeconds ?? 'kept'}; ${Math.round(f.slow.rssGrowth * 10) / 10}`,
        g.slowBounded.goal,
        yes(g.slowBounded.met),
      ],
    ],
  );
}

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
    `Run: ${all.date}, commit ${all.commit}${all.dirty ? ' (with uncommitted changes)' : ''}, ${all.machine.cpu} × ${all.machine.cores}, ${all.machine.memoryGB} GB, ${all.machine.os}, Node ${all.machine.node}, Next ${all.machine.next}, ${all.machine.chromium}.`,
    `Load average (1/5/15 min): ${all.loadAverageAtStart.join(' ')} at the start, ${all.loadAverageAtEnd.join(' ')} at the end; per benchmark (1 min, before → after): ${Object.entries(
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
