// Summary sections of the benchmarks measured in Chromium: JS weight, tab switching, sign-in, live maps.
import { mmm, r1, rows, yes } from './summary-markdown.mjs';

export function jsWeight(r) {
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
    `Largest chunk: ${r1(r.largestChunk?.gzipKB)} kB gzip (${r.largestChunk?.url}); goal < ` +
      `${r.largestChunk?.goalKB} kB: ${yes(r.largestChunk?.met)}. ` +
      (`Icons: ${r.icons.loaded.length} in the measured pages, ${r.icons.build.length} in the whole build, ` +
        `${r.icons.imported.length} imported by the code; icons outside what the code and MUI's own components ` +
        `use: ${r.icons.unexpected.length ? r.icons.unexpected.join(', ') : 'none'} (${yes(r.icons.met)}). `) +
      (`\`noModule\` polyfills loaded: ` +
        `${r.noModulePolyfillsLoaded.length ? r.noModulePolyfillsLoaded.join(', ') : 'none'}.`),
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

export function tabs(r) {
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

export function signin(r) {
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
    `Parts of the 1× sign-in: the sign-in request ${mmm(f.signInRequest1x, 0)} ms (the backend's password ` +
      `check alone ${mmm(f.backendSignIn, 0)} ms), console page TTFB ${mmm(f.consoleTtfb1x, 0)} ms and first ` +
      `paint ${mmm(f.consoleFcp1x, 0)} ms after its navigation start.`,
  ].join('\n');
}

export function maps(r) {
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
