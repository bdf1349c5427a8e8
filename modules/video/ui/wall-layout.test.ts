import { assign, columnsOf, initialTiles, isHls, moveTile, statusChanged } from './wall-layout';

describe('video wall layout', () => {
  test('a square of tiles per split, filled with the first cameras', () => {
    expect([1, 4, 9, 16].map((s) => columnsOf(s as 1 | 4 | 9 | 16))).toEqual([1, 2, 3, 4]);
    const tiles = initialTiles([11, 12, 13], 4);
    expect(tiles).toHaveLength(16);
    expect(tiles.slice(0, 5)).toEqual([11, 12, 13, null, null]);
  });

  test('a camera chosen for a tile shows once: the tiles swap', () => {
    expect(assign([1, 2, 3, 4, ...Array(12).fill(null)], 0, 3, 4).slice(0, 4)).toEqual([3, 2, 1, 4]);
    expect(assign([1, 2, null, null, ...Array(12).fill(null)], 3, 7, 4).slice(0, 4)).toEqual([1, 2, null, 7]);
    // A camera on a tile beyond the split is not on the wall: nothing swaps.
    expect(assign([1, 2, 3, 4, 5, ...Array(11).fill(null)], 0, 5, 4).slice(0, 5)).toEqual([5, 2, 3, 4, 5]);
  });

  test('arrow keys move around the square and wrap', () => {
    expect(moveTile(0, 'ArrowRight', 4)).toBe(1);
    expect(moveTile(3, 'ArrowRight', 4)).toBe(0);
    expect(moveTile(0, 'ArrowLeft', 9)).toBe(8);
    expect(moveTile(1, 'ArrowDown', 9)).toBe(4);
    expect(moveTile(7, 'ArrowDown', 9)).toBe(1);
    expect(moveTile(1, 'ArrowUp', 16)).toBe(13);
    expect(moveTile(5, 'End', 16)).toBe(15);
    expect(moveTile(5, 'Home', 16)).toBe(0);
    expect(moveTile(5, 'a', 16)).toBe(5);
  });

  test('HLS is told from other streams by its playlist', () => {
    expect(isHls('/media/cam-01/index.m3u8')).toBe(true);
    expect(isHls('https://gw.example.com/live/cam.m3u8?token=1')).toBe(true);
    expect(isHls('/media/cam-01.webm')).toBe(false);
  });

  test(
    'a status frame that repeats what the wall shows is no change; a camera going offline, an unknown camera or ' +
      'a reset is',
    () => {
      const online = new Map([
        [101, true],
        [102, false],
      ]);
      expect(
        statusChanged(
          {
            t: 'x',
            keyframe: true,
            d: [
              [101, 1, null, null, null],
              [102, 0, null, null, null],
            ],
          },
          online,
        ),
      ).toBe(false);
      expect(statusChanged({ d: [[101, 0, null, null, null]] }, online)).toBe(true);
      expect(statusChanged({ d: [[103, 1, null, null, null]] }, online)).toBe(true);
      expect(statusChanged({ reason: 'restarted' }, online)).toBe(true);
      expect(statusChanged(null, online)).toBe(true);
    },
  );
});
