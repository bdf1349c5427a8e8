// The Markdown pieces the benchmark summary (bench/lib/summary.mjs) is written with.
export const r1 = (x, d = 1) => (Number.isFinite(x) ? Number(x.toFixed(d)).toString() : 'n/a');
export const mmm = (s, d = 1) =>
  s && Number.isFinite(s.median) ? `${r1(s.min, d)} / **${r1(s.median, d)}** / ${r1(s.max, d)}` : 'n/a';
export const yes = (met) => (met === null || met === undefined ? '' : met ? 'met' : '**missed**');

export function rows(header, lines) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map((l) => `| ${l.join(' | ')} |`),
  ].join('\n');
}
