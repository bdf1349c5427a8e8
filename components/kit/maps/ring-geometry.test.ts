import { chainageRing, pathLengths, ringArea, ringOf, ringText, snapped, stationAt } from './ring-geometry';

// A road heading east along y = 100 from x = 0 (K0+000) to x = 100 (K0+100), then turning north to (100, 200)
// (K0+200): stakes every 50 m, azimuth 90° (east) then 0° (north).
const stakes = [
  { name: 'K0+000', chainage: 0, x: 0, y: 100, azimuth: 90, leftWidth: 5, rightWidth: 5 },
  { name: 'K0+050', chainage: 50, x: 50, y: 100, azimuth: 90, leftWidth: 5, rightWidth: 5 },
  { name: 'K0+100', chainage: 100, x: 100, y: 100, azimuth: 90, leftWidth: 5, rightWidth: 5 },
  { name: 'K0+150', chainage: 150, x: 100, y: 150, azimuth: 0, leftWidth: 5, rightWidth: 5 },
  { name: 'K0+200', chainage: 200, x: 100, y: 200, azimuth: 0, leftWidth: 5, rightWidth: 5 },
];

describe('ring geometry', () => {
  it('writes an outline as the platform takes it and reads it back without the closing vertex', () => {
    expect(
      ringText([
        [1.234, 2],
        [3, 4.005],
        [5, 6],
      ]),
    ).toBe('[[1.23, 2], [3, 4.01], [5, 6]]');
    expect(ringOf('[[0, 0], [10, 0], [10, 5], [0, 0]]')).toEqual([
      [0, 0],
      [10, 0],
      [10, 5],
    ]);
    expect(ringOf('')).toEqual([]);
    expect(ringOf('[[0, 0], [10]]')).toBeNull();
    expect(ringOf('not json')).toBeNull();
  });

  it('measures an outline whichever way round it goes', () => {
    expect(
      ringArea([
        [0, 0],
        [10, 0],
        [10, 5],
        [0, 5],
      ]),
    ).toBe(50);
    expect(
      ringArea([
        [0, 5],
        [10, 5],
        [10, 0],
        [0, 0],
      ]),
    ).toBe(50);
    expect(
      ringArea([
        [0, 0],
        [10, 0],
      ]),
    ).toBe(0);
  });

  it('finds the centreline between stakes, turning the shorter way', () => {
    expect(stationAt(stakes, 25)).toEqual({ x: 25, y: 100, azimuth: 90 });
    expect(stationAt(stakes, 125)).toEqual({ x: 100, y: 125, azimuth: 45 });
    expect(stationAt(stakes, 250)).toBeNull();
  });

  it('makes a strip from a chainage range and offsets, right of travel positive, through the stakes between', () => {
    // Heading east, right is south: offsets -10 (north) to 10 (south).
    expect(chainageRing(stakes, 20, 80, -10, 10)).toEqual([
      [20, 110],
      [50, 110],
      [80, 110],
      [80, 90],
      [50, 90],
      [20, 90],
    ]);
    expect(ringArea(chainageRing(stakes, 20, 80, -10, 10)!)).toBe(1200);
    expect(chainageRing(stakes, 80, 20, -10, 10)).toBeNull();
    expect(chainageRing(stakes, 20, 80, 10, -10)).toBeNull();
    expect(chainageRing(stakes, 150, 260, -10, 10)).toBeNull();
  });

  it('snaps to a stake before the centreline, and only within the tolerance', () => {
    const line = stakes.map((s) => [s.x, s.y] as const);
    expect(snapped([51, 101], stakes, line, 3)).toEqual({ point: [50, 100], to: 'stake' });
    expect(snapped([30, 102], stakes, line, 3)).toEqual({ point: [30, 100], to: 'alignment' });
    expect(snapped([30, 110], stakes, line, 3)).toEqual({ point: [30, 110], to: null });
  });
});

describe('the ruler', () => {
  test('a path: its length and each vertex’s distance along it', () => {
    expect(
      pathLengths([
        [0, 0],
        [3, 4],
        [3, 10],
      ]),
    ).toEqual({ total: 11, along: [0, 5, 11] });
    expect(pathLengths([[5, 5]])).toEqual({ total: 0, along: [0] });
    expect(pathLengths([])).toEqual({ total: 0, along: [] });
  });
});
