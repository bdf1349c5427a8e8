import {
  type SiteFrame,
  frameProblem,
  fromGrid,
  fromLonLat,
  gridEpsg,
  gridToLonLat,
  lonLatToGrid,
  pointFrom,
  pointIn,
  toGrid,
  toLonLat,
} from './frame';

// Published reference values. A transverse Mercator on GRS80 (CGCS2000's ellipsoid) is the same about any meridian,
// so values about 0° hold about 114° E with 500 000 m added to the easting; UTM is the same projection scaled by
// 0.9996 about its meridian.
const references: { source: string; cm: number; lon: number; lat: number; e: number; n: number }[] = [
  {
    // PROJ's own test suite, test/gie/builtins.gie: +proj=tmerc +ellps=GRS80, accept 2 1.
    source: 'PROJ builtins.gie',
    cm: 114,
    lon: 116,
    lat: 1,
    e: 500_000 + 222_650.796797586,
    n: 110_642.229411933,
  },
  {
    // GDAL's autotest (Java bindings): +proj=longlat +ellps=GRS80 to +proj=tmerc +ellps=GRS80, point (1, 2).
    source: 'GDAL autotest',
    cm: 114,
    lon: 115,
    lat: 2,
    e: 500_000 + 111_257.80439304397,
    n: 221_183.3401672801,
  },
  {
    // NOAA NGS NCAT: 35.8567° N 128.4849° E in NAD83(2011) UTM zone 52 (GRS80) is E 453 491.220, N 3 968 177.041.
    source: 'NOAA NCAT, UTM 52',
    cm: 129,
    lon: 128.4849,
    lat: 35.8567,
    e: 500_000 + (453_491.22 - 500_000) / 0.9996,
    n: 3_968_177.041 / 0.9996,
  },
];

describe('CGCS2000 grid coordinates', () => {
  test.each(references)('$source: grid coordinates within a millimetre', ({ cm, lon, lat, e, n }) => {
    const [E, N] = lonLatToGrid(cm, [lon, lat]);
    expect(Math.abs(E - e)).toBeLessThan(0.001);
    expect(Math.abs(N - n)).toBeLessThan(0.001);
  });

  test.each(references)(
    '$source: latitude/longitude back from the grid within a millimetre',
    ({ cm, lon, lat, e, n }) => {
      const [gotLon, gotLat] = gridToLonLat(cm, [e, n]);
      // 1 mm is 9e-9° of latitude, and no more than that of longitude at these latitudes over cos(lat).
      expect(Math.abs(gotLat - lat)).toBeLessThan(9e-9);
      expect(Math.abs(gotLon - lon) * Math.cos((lat * Math.PI) / 180)).toBeLessThan(9e-9);
    },
  );

  test("a zone's EPSG code", () => {
    expect(gridEpsg(75)).toBe(4534);
    expect(gridEpsg(114)).toBe(4547);
    expect(gridEpsg(135)).toBe(4554);
  });
});

describe('the site frame', () => {
  const frame: SiteFrame = { centralMeridian: 114, originE: 500_000, originN: 3_320_000, rotation: 30 };

  test('a turned frame: its x axis points 30° north of grid east', () => {
    const [e, n] = toGrid(frame, [100, 0]);
    expect(e).toBeCloseTo(500_000 + 100 * Math.cos(Math.PI / 6), 9);
    expect(n).toBeCloseTo(3_320_000 + 50, 9);
    const [x, y] = fromGrid(frame, [e, n]);
    expect(x).toBeCloseTo(100, 9);
    expect(y).toBeCloseTo(0, 9);
  });

  test('site → latitude/longitude → site keeps a tenth of a millimetre', () => {
    for (const p of [
      [0, 0],
      [4000, 1500],
      [1234.567, 890.123],
    ] as const) {
      const [x, y] = fromLonLat(frame, toLonLat(frame, p));
      expect(Math.hypot(x - p[0], y - p[1])).toBeLessThan(1e-4);
    }
  });

  test('each coordinate system reads and takes a point back', () => {
    for (const system of ['site', 'grid', 'geographic'] as const) {
      const shown = pointIn(system, frame, [250, 75]);
      const [x, y] = pointFrom(system, frame, shown);
      expect(Math.hypot(x - 250, y - 75)).toBeLessThan(1e-4);
    }
    expect(pointIn('site', frame, [250, 75])).toEqual([250, 75]);
  });

  test('a frame as given is checked', () => {
    expect(frameProblem(frame)).toBeNull();
    expect(frameProblem({ ...frame, centralMeridian: 115 })).toMatch(/中央子午线/);
    expect(frameProblem({ ...frame, originE: 38_500_000 })).toMatch(/不带带号/);
    expect(frameProblem({ ...frame, originN: -1 })).toMatch(/北坐标/);
    expect(frameProblem({ ...frame, rotation: -180 })).toMatch(/旋转角/);
    expect(frameProblem({ ...frame, rotation: '0' })).toMatch(/旋转角/);
  });
});
