import {
  applyGridDelta,
  bandOf,
  decodeGrid,
  gridEtag,
  gridPixels,
  gridVersionOf,
  type ColourBand,
  type GridDelta,
} from './grid';

function grid(cols: number, rows: number, values: number[], scale = 1): ArrayBuffer {
  const buffer = new ArrayBuffer(40 + cols * rows);
  const view = new DataView(buffer);
  new Uint8Array(buffer).set([0x47, 0x52, 0x44, 0x31], 0);
  view.setUint16(4, 1, true);
  view.setUint8(6, 0);
  view.setUint8(7, 1);
  view.setUint32(8, cols, true);
  view.setUint32(12, rows, true);
  view.setFloat32(16, 2700, true);
  view.setFloat32(20, 1100, true);
  view.setFloat32(24, 0.5, true);
  view.setFloat32(28, scale, true);
  view.setFloat32(32, 0, true);
  view.setUint16(36, 255, true);
  new Uint8Array(buffer).set(values, 40);
  return buffer;
}

const bands: ColourBand[] = [
  { metric: 'passes', fromValue: 0, toValue: 1, colour: '#bdbdbd', label: '0' },
  { metric: 'passes', fromValue: 1, toValue: 6, colour: '#ff9800', label: '1-5' },
  { metric: 'passes', fromValue: 6, toValue: 9, colour: '#388e3c', label: '6-8' },
];

describe('binary grid', () => {
  test('reads the GRD1 header and values', () => {
    const g = decodeGrid(grid(2, 2, [0, 3, 7, 255]));
    expect([g.cols, g.rows, g.originX, g.originY, g.cellSize, g.nodata]).toEqual([2, 2, 2700, 1100, 0.5, 255]);
    expect([...g.values]).toEqual([0, 3, 7, 255]);
  });

  test('refuses what is not a grid, or a body of another size', () => {
    expect(() => decodeGrid(new TextEncoder().encode('{"status":401}'.padEnd(48)).buffer as ArrayBuffer)).toThrow(
      'GRD1',
    );
    expect(() => decodeGrid(grid(2, 2, [0, 1, 2, 3]).slice(0, 42))).toThrow('size');
  });

  test('bands are [from, to); the last takes values past its end', () => {
    expect(bandOf(bands, 0)?.label).toBe('0');
    expect(bandOf(bands, 1)?.label).toBe('1-5');
    expect(bandOf(bands, 5.9)?.label).toBe('1-5');
    expect(bandOf(bands, 12)?.label).toBe('6-8');
    expect(bandOf([], 3)).toBeUndefined();
  });

  test('pixels are north up, no-data transparent', () => {
    // Row 0 is the southern one: it becomes the image's bottom row.
    const px = gridPixels(decodeGrid(grid(2, 2, [0, 3, 7, 255])), bands);
    const at = (i: number) => [...px.slice(i * 4, i * 4 + 4)];
    expect(at(0)).toEqual([0x38, 0x8e, 0x3c, 230]);
    expect(at(1)).toEqual([0, 0, 0, 0]);
    expect(at(2)).toEqual([0xbd, 0xbd, 0xbd, 230]);
    expect(at(3)).toEqual([0xff, 0x98, 0x00, 230]);
  });

  test('scaled values are coloured by their real value', () => {
    const speedBands: ColourBand[] = [
      { metric: 'speed', fromValue: 0, toValue: 3, colour: '#00ff00', label: null },
      { metric: 'speed', fromValue: 3, toValue: 40, colour: '#ff0000', label: null },
    ];
    const px = gridPixels(decodeGrid(grid(2, 1, [29, 31], 0.1)), speedBands);
    expect([px[0], px[1], px[4]]).toEqual([0, 255, 255]);
  });
});

describe('live grid deltas', () => {
  const delta = (over: Partial<GridDelta> = {}): GridDelta => ({
    t: '2026-03-15 10:00:01',
    areaId: 3001827,
    from: 7,
    version: 9,
    metrics: ['passes', 'vibPasses', 'temp', 'speed', 'cmv'],
    cells: [
      [1, 4, 0, 150, 30, 255],
      [2, 8, 0, 149, 31, 255],
    ],
    ...over,
  });
  const start = () => ({ ...decodeGrid(grid(2, 2, [0, 3, 7, 255])), version: 7 });

  test('the version travels in the ETag the platform forms', () => {
    expect(gridVersionOf(gridEtag(3001827, 4521, 'passes'))).toBe(4521);
    expect(gridVersionOf('W/"3001827-12-vibPasses"')).toBe(12);
    expect(gridVersionOf('"abc"')).toBeNull();
    expect(gridVersionOf(null)).toBeNull();
  });

  test(
    'a delta that follows sets its cells, in the metric asked for, and brings its version; the grid given is ' +
      'untouched',
    () => {
      const before = start();
      const passes = applyGridDelta(before, delta(), 'passes')!;
      expect([...passes.values]).toEqual([0, 4, 8, 255]);
      expect(passes.version).toBe(9);
      expect([...before.values]).toEqual([0, 3, 7, 255]);
      expect([...applyGridDelta(before, delta(), 'temp')!.values]).toEqual([0, 150, 149, 255]);
    },
  );

  test('a delta that does not follow, lacks the metric or lists no cells is refused', () => {
    expect(applyGridDelta(start(), delta({ from: 8 }), 'passes')).toBeNull();
    expect(applyGridDelta({ ...start(), version: undefined }, delta(), 'passes')).toBeNull();
    expect(applyGridDelta(start(), delta({ metrics: ['passes'] }), 'temp')).toBeNull();
    expect(applyGridDelta(start(), delta({ cells: null }), 'passes')).toBeNull();
  });

  test('a cell outside the grid or a value that is not a byte refuses the whole delta', () => {
    expect(applyGridDelta(start(), delta({ cells: [[4, 1, 0, 0, 0, 0]] }), 'passes')).toBeNull();
    expect(applyGridDelta(start(), delta({ cells: [[1, 256, 0, 0, 0, 0]] }), 'passes')).toBeNull();
    expect(applyGridDelta(start(), delta({ cells: [[0.5, 1, 0, 0, 0, 0]] }), 'passes')).toBeNull();
  });
});
