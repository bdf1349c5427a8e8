import { bandOf, HAUL_ROAD_LIMIT_KMH, speedBands, speedRuns } from './speed';

describe('speed bands of a track', () => {
  const bands = speedBands();

  it('are standing, five steps of a fifth of the limit, and over the limit', () => {
    expect(bands.map((b) => [b.from, b.to])).toEqual([
      [0, 0],
      [0, 10],
      [10, 20],
      [20, 30],
      [30, 40],
      [40, 50],
      [50, null],
    ]);
    expect(new Set(bands.map((b) => b.colour)).size).toBe(bands.length);
    expect(speedBands(40).map((b) => b.to)).toEqual([0, 8, 16, 24, 32, 40, null]);
  });

  it('put a speed at a bound in the band below it, standing apart, anything past the limit in the last', () => {
    expect(bandOf(0, bands)).toBe(0);
    expect(bandOf(0.1, bands)).toBe(1);
    expect(bandOf(10, bands)).toBe(1);
    expect(bandOf(10.01, bands)).toBe(2);
    expect(bandOf(HAUL_ROAD_LIMIT_KMH, bands)).toBe(5);
    expect(bandOf(HAUL_ROAD_LIMIT_KMH + 0.1, bands)).toBe(6);
    expect(bandOf(400, bands)).toBe(6);
  });

  it('cut a track into runs of one band that join end to start', () => {
    const runs = speedRuns(
      [
        [0, 0, 0],
        [10, 0, 30],
        [20, 0, 30],
        [30, 0, 55],
        [40, 0, 0],
        [40, 0, 0],
      ],
      bands,
    );
    expect(runs).toEqual([
      {
        band: 3,
        points: [
          [0, 0],
          [10, 0],
          [20, 0],
        ],
      },
      {
        band: 6,
        points: [
          [20, 0],
          [30, 0],
        ],
      },
      {
        band: 0,
        points: [
          [30, 0],
          [40, 0],
          [40, 0],
        ],
      },
    ]);
    expect(speedRuns([[1, 2, 3]], bands)).toEqual([]);
  });
});
