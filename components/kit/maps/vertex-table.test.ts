import * as lib from '@console/contract/site/frame';
import { siteVertexOf } from './vertex-table';

// The seeded project's frame: the 3° zone about 114° E, site origin at E 500 000, N 3 320 000, not turned.
const frame = { centralMeridian: 114, originE: 500_000, originN: 3_320_000, rotation: 0 };

describe('a vertex typed in CGCS2000', () => {
  it('as grid N and E: the site point, to the millimetre', () => {
    // Column 0 is N (the other, E, held); column 1 is E (the other, N, held).
    expect(siteVertexOf(lib, 'grid', frame, 0, '3320150.25', 500_100)).toEqual([100, 150.25]);
    expect(siteVertexOf(lib, 'grid', frame, 1, '500100.125', 3_320_150.25)).toEqual([100.125, 150.25]);
  });

  it('as latitude and longitude (a degree sign allowed): the same point back', () => {
    const [lon, lat] = lib.toLonLat(frame, [2379.6, 418.5]);
    expect(siteVertexOf(lib, 'geographic', frame, 0, `${lat}°`, lon)).toEqual([2379.6, 418.5]);
    expect(siteVertexOf(lib, 'geographic', frame, 1, String(lon), lat)).toEqual([2379.6, 418.5]);
  });

  it('nothing while the text is not a number', () => {
    expect(siteVertexOf(lib, 'grid', frame, 0, '33201a', 500_100)).toBeNull();
    expect(siteVertexOf(lib, 'grid', frame, 0, '', 500_100)).toBeNull();
  });
});
