// Summary sections of the benchmarks measured at the servers: proxy, server rendering, memory, scale, the
// simulated site and the live channel.
import { mmm, r1, rows, yes } from './summary-markdown.mjs';

export function proxy(r) {
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
    `Saturation throughput (10 connections), req/s: direct ${mmm(f.saturationRps.direct, 0)}, nginx ` +
      `${mmm(f.saturationRps.nginx, 0)}, ` +
      `${f.saturationRps.floor ? `floor ${mmm(f.saturationRps.floor, 0)}, ` : ''}` +
      `BFF ${mmm(f.saturationRps.bff, 0)} (BFF / direct ${mmm(f.ratio.bffSaturationToDirect, 2)}). ` +
      (f.cpuPerRequest
        ? `CPU per request at 200 req/s, ms: backend ${mmm(f.cpuPerRequest.direct, 2)}, floor ` +
          `${mmm(f.cpuPerRequest.floor, 2)}, BFF ${mmm(f.cpuPerRequest.bff, 2)}; ` +
          (`BFF added over the floor at 200 req/s evenly spaced: p50 ` +
            `${mmm(f.even[200].added.bffOverFloorP50, 2)} ms, p99 ${mmm(f.even[200].added.bffOverFloorP99, 2)}` +
            ` ms. `)
        : '') +
      (`Goals at 200 req/s: added p50 ≤ 2 ms ${yes(g.addedP50.met)} (autocannon) / ${yes(g.addedP50Even?.met)}` +
        ` (evenly spaced), `) +
      `added p99 ≤ 10 ms ${yes(g.addedP99.met)} / ${yes(g.addedP99Even?.met)}, 0 errors ${yes(g.errors.met)}.`,
  ].join('\n');
}

export function ssr(r) {
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

export function memory(r) {
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

export function scale(r) {
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

export function site(r) {
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
          `all ${l.perEndpoint.length} list endpoints at ${r.listRate} req/s, ${r.listSeconds} s a run: p50 of ` +
            `a run (ms)`,
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
    `Not timed (they list the children of one parent and refuse a read without it): ` +
      `${l.refused.length ? l.refused.map((x) => `\`${x.path}\``).join(', ') : 'none'}.`,
  ].join('\n');
}

export function live(r) {
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
