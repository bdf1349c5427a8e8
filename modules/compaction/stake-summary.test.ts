import type { ColourBand } from '@/lib/platform/grid';
import type { StakeRow } from '@console/contract/compaction/answers';
import { decodeStrip, sortStakes, stakeAtChainage, stripPixels } from './stake-summary';

function strip(cols: number, rows: number, values: number[]): ArrayBuffer {
  const buffer = new ArrayBuffer(44 + cols * rows);
  const view = new DataView(buffer);
  new Uint8Array(buffer).set([0x53, 0x54, 0x4b, 0x31], 0);
  view.setUint16(4, 1, true);
  view.setUint8(6, 0);
  view.setUint8(7, 1);
  view.setUint32(8, cols, true);
  view.setUint32(12, rows, true);
  view.setFloat32(16, 1400, true);
  view.setFloat32(20, -11.25, true);
  view.setFloat32(24, 2, true);
  view.setFloat32(28, 0.75, true);
  view.setFloat32(32, 1, true);
  view.setFloat32(36, 0, true);
  view.setUint16(40, 255, true);
  new Uint8Array(buffer).set(values, 44);
  return buffer;
}

const bands: ColourBand[] = [
  { metric: 'passes', fromValue: 0, toValue: 1, colour: '#bdbdbd', label: '0' },
  { metric: 'passes', fromValue: 1, toValue: 6, colour: '#ff9800', label: '1-5' },
  { metric: 'passes', fromValue: 6, toValue: 9, colour: '#388e3c', label: '6-8' },
];

const row = (station: string, chainage: number, extra: Partial<StakeRow> = {}): StakeRow => ({
  sectionId: 2,
  layerId: 11,
  station,
  chainage,
  cells: 150,
  timesFirst: 4,
  timesRepeat: 4,
  lastTime: '2026-03-15 09:00:00',
  ...extra,
});

describe('stake strip', () => {
  test('reads the STK1 header and values; refuses other bytes', () => {
    const s = decodeStrip(strip(3, 2, [0, 3, 7, 255, 9, 1]));
    expect([s.cols, s.rows, s.chainageFrom, s.offsetFrom, s.cellLength, s.cellWidth, s.nodata]).toEqual([
      3, 2, 1400, -11.25, 2, 0.75, 255,
    ]);
    expect(Array.from(s.values)).toEqual([0, 3, 7, 255, 9, 1]);
    expect(() => decodeStrip(new ArrayBuffer(10))).toThrow('not a STK1 strip');
    expect(() => decodeStrip(strip(3, 2, [0]).slice(0, 46))).toThrow('does not match');
  });

  test(
    'pixels: one per cell in the band colours, top row the left ' + 'edge; no data and unbanded values transparent',
    () => {
      const px = stripPixels(decodeStrip(strip(3, 2, [0, 3, 7, 255, 9, 1])), bands);
      expect(Array.from(px.slice(0, 12))).toEqual([
        0xbd, 0xbd, 0xbd, 255, 0xff, 0x98, 0x00, 255, 0x38, 0x8e, 0x3c, 255,
      ]);
      // 255 is no data; 9 is past the last band's end (9) and so takes the last band, as the grid does.
      expect(px[15]).toBe(0);
      expect(Array.from(px.slice(16, 20))).toEqual([0x38, 0x8e, 0x3c, 255]);
    },
  );

  test('a chainage names the stake whose 20 m stretch holds it', () => {
    const rows = [row('K1+400', 1400), row('K1+420', 1420), row('K1+460', 1460)];
    expect(stakeAtChainage(rows, 1419.9)?.station).toBe('K1+400');
    expect(stakeAtChainage(rows, 1420)?.station).toBe('K1+420');
    expect(stakeAtChainage(rows, 1445)).toBeUndefined();
    expect(stakeAtChainage(rows, 1399)).toBeUndefined();
  });

  test('sorting: stations by chainage, numbers either way, missing values last', () => {
    const rows = [
      row('K0+100', 100, { pavingTemperature: 150 }),
      row('K0+020', 20),
      row('K0+040', 40, { pavingTemperature: 160 }),
    ];
    expect(sortStakes(rows, 'station', 'asc').map((r) => r.station)).toEqual(['K0+020', 'K0+040', 'K0+100']);
    expect(sortStakes(rows, 'pavingTemperature', 'desc').map((r) => r.station)).toEqual(['K0+040', 'K0+100', 'K0+020']);
    expect(sortStakes(rows, 'pavingTemperature', 'asc').map((r) => r.station)).toEqual(['K0+100', 'K0+040', 'K0+020']);
  });
});
