import type { PositionFrame, VehicleLocation } from '@console/contract/fleet/reads';
import { moved, stateChanged } from './position-frames';

const truck = (id: number, state: VehicleLocation['state'], x?: number): VehicleLocation =>
  ({ id, code: `YLC-${id}`, name: `YLC-${id}`, state, x, y: x, heading: 0, speed: 0 }) as VehicleLocation;

const frame = (v: PositionFrame['v']): PositionFrame => ({ t: '2026-03-15 10:01:00', v });

describe('position frames', () => {
  test('a frame moves the read’s vehicles and leaves the rest of each as read', () => {
    const read = [truck(1, 'inTransit', 10), truck(2, 'idle', 20), truck(3, 'loading', 30)];
    const out = moved(
      read,
      frame([
        [1, 'inTransit', 15, 16, 90, 30.5],
        [2, 'offline', null, null, null, 0],
      ]),
    );
    expect(out.map((v) => [v.id, v.state, v.x, v.y, v.heading, v.speed])).toEqual([
      [1, 'inTransit', 15, 16, 90, 30.5],
      [2, 'offline', undefined, undefined, undefined, 0],
      [3, 'loading', 30, 30, 0, 0],
    ]);
    expect(out[0]!.code).toBe('YLC-1');
    expect(moved(read, null)).toBe(read);
  });

  test('only a vehicle in another state than the read asks for a new read', () => {
    const read = [truck(1, 'inTransit', 10), truck(2, 'idle', 20)];
    expect(stateChanged(read, frame([[1, 'inTransit', 11, 11, 0, 20]]))).toBe(false);
    expect(stateChanged(read, frame([[2, 'loading', 20, 20, 0, 0]]))).toBe(true);
    // a vehicle the read does not know (registered since) waits for the next read
    expect(stateChanged(read, frame([[9, 'idle', 0, 0, 0, 0]]))).toBe(false);
  });
});
