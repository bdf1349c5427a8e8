import { STOP_MIN_SEC, stopsOf, type StandingPiece } from './reports';

const piece = (start: string, end: string, state: string, distanceM = 0, from: [number, number] = [10, 20]) => ({
  start: `2026-03-14 ${start}`,
  end: `2026-03-14 ${end}`,
  durationSec: (Date.parse(`2026-03-14T${end}Z`) - Date.parse(`2026-03-14T${start}Z`)) / 1000,
  distanceM,
  state,
  from,
});

describe('stopsOf', () => {
  it('joins standing pieces that follow each other at one place, naming the state it stood in longest', () => {
    const pieces: StandingPiece[] = [
      piece('06:00:00', '06:20:00', 'idle'),
      { ...piece('06:20:00', '06:28:00', 'loading'), ref: 3 },
      piece('06:28:00', '06:40:00', 'inTransit', 4200),
      { ...piece('06:40:00', '06:52:00', 'waiting', 0, [900, 300]), ref: 3 },
      { ...piece('06:52:00', '07:10:00', 'unloading', 0, [900, 300]), ref: 3 },
    ];
    expect(stopsOf(pieces)).toEqual([
      {
        start: '2026-03-14 06:00:00',
        end: '2026-03-14 06:28:00',
        durationSec: 1680,
        main: 'idle',
        ref: 3,
        x: 10,
        y: 20,
      },
      {
        start: '2026-03-14 06:40:00',
        end: '2026-03-14 07:10:00',
        durationSec: 1800,
        main: 'unloading',
        ref: 3,
        x: 900,
        y: 300,
      },
    ]);
  });

  it('keeps a stop of a minute or more only; a gap or another place starts a new one', () => {
    expect(STOP_MIN_SEC).toBe(60);
    expect(stopsOf([piece('06:00:00', '06:00:59', 'idle')])).toEqual([]);
    expect(stopsOf([piece('06:00:00', '06:01:00', 'idle')])).toHaveLength(1);
    // Powered off between the two: two stops.
    expect(stopsOf([piece('06:00:00', '06:05:00', 'idle'), piece('07:00:00', '07:05:00', 'idle')])).toHaveLength(2);
    // Another place right after: two stops.
    expect(
      stopsOf([piece('06:00:00', '06:05:00', 'idle'), piece('06:05:00', '06:10:00', 'idle', 0, [11, 20])]),
    ).toHaveLength(2);
    // Equally long states: the first it went through.
    expect(
      stopsOf([piece('06:00:00', '06:05:00', 'waiting'), piece('06:05:00', '06:10:00', 'unloading')])[0]!.main,
    ).toBe('waiting');
  });
});
