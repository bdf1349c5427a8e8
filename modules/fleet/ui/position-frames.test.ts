import type { PositionFrame, VehicleLocation } from '@console/contract/fleet/reads';
import { ageOf, moved, stateChanged } from './position-frames';

const truck = (id: number, state: VehicleLocation['state'], x?: number): VehicleLocation =>
  ({ id, code: `YLC-${id}`, name: `YLC-${id}`, state, x, y: x, heading: 0, speed: 0 }) as VehicleLocation;

const frame = (v: PositionFrame['v']): PositionFrame => ({ t: '2026-03-15 10:01:00', v });

describe('position frames', () => {
  test('a frame moves the read’s vehicles and leaves the rest of each as read', () => {
    const read = [truck(1, 'inTransit', 10), truck(2, 'idle', 20), truck(3, 'loading', 30)];
    const out = moved(
      read,
      frame([
        [1, 'inTransit', 15, 16, 90, 30.5, '2026-03-15 10:00:40'],
        [2, 'offline', 20, 21, 45, 0, '2026-03-15 09:50:00'],
      ]),
    );
    expect(out.map((v) => [v.id, v.state, v.x, v.y, v.heading, v.speed, v.lastSeen])).toEqual([
      [1, 'inTransit', 15, 16, 90, 30.5, '2026-03-15 10:00:40'],
      [2, 'offline', 20, 21, 45, 0, '2026-03-15 09:50:00'],
      [3, 'loading', 30, 30, 0, 0, undefined],
    ]);
    expect(out[0]!.code).toBe('YLC-1');
    expect(moved(read, null)).toBe(read);
  });

  test('only a vehicle in another state than the read asks for a new read', () => {
    const read = [truck(1, 'inTransit', 10), truck(2, 'idle', 20)];
    expect(stateChanged(read, frame([[1, 'inTransit', 11, 11, 0, 20, null]]))).toBe(false);
    expect(stateChanged(read, frame([[2, 'loading', 20, 20, 0, 0, null]]))).toBe(true);
    // a vehicle the read does not know (registered since) waits for the next read
    expect(stateChanged(read, frame([[9, 'idle', 0, 0, 0, 0, null]]))).toBe(false);
  });

  test('a marker is faded when its terminal is offline or has missed two reports, whatever the channel', () => {
    const now = '2026-03-15 10:05:00';
    expect(ageOf({ state: 'inTransit', lastSeen: '2026-03-15 10:04:10' }, now)).toEqual({ seconds: 50, late: false });
    expect(ageOf({ state: 'inTransit', lastSeen: '2026-03-15 10:03:00' }, now)).toEqual({ seconds: 120, late: false });
    expect(ageOf({ state: 'idle', lastSeen: '2026-03-15 10:02:59' }, now)).toEqual({ seconds: 121, late: true });
    expect(ageOf({ state: 'offline', lastSeen: '2026-03-15 10:04:30' }, now)).toEqual({ seconds: 30, late: true });
    expect(ageOf({ state: 'idle', lastSeen: undefined }, now)).toEqual({ seconds: null, late: false });
    // A heartbeat stamped after the frame's time (a read newer than the frame) is no age at all.
    expect(ageOf({ state: 'idle', lastSeen: '2026-03-15 10:05:30' }, now).seconds).toBe(0);
  });
});
