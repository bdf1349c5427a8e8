import type { PositionFrame, VehicleLocation } from '@console/contract/fleet/reads';

/** The vehicles of a read at the places a later frame gives them (their cards stay as read). */
export function moved(vehicles: VehicleLocation[], frame: PositionFrame | null): VehicleLocation[] {
  if (!frame) return vehicles;
  const at = new Map(frame.v.map((f) => [f[0], f]));
  return vehicles.map((v) => {
    const f = at.get(v.id);
    // A frame's state is one of the screen's states, which the read's type narrows to the trucks' or sprinklers'.
    return f
      ? ({
          ...v,
          state: f[1],
          x: f[2] ?? undefined,
          y: f[3] ?? undefined,
          heading: f[4] ?? undefined,
          speed: f[5],
          lastSeen: f[6] ?? undefined,
        } as VehicleLocation)
      : v;
  });
}

/** Whether a frame shows some vehicle in another state than the read (its card is then read again). */
export function stateChanged(vehicles: VehicleLocation[], frame: PositionFrame): boolean {
  const states = new Map(vehicles.map((v) => [v.id, v.state]));
  return frame.v.some((f) => states.has(f[0]) && states.get(f[0]) !== f[1]);
}

/** The vehicles' terminals report once a minute. */
export const REPORT_SECONDS = 60;

const secondsOf = (t: string) => Date.parse(`${t.replace(' ', 'T')}Z`) / 1000;

/**
 * How long ago (site seconds, at `now`) the platform last heard a vehicle's terminal, and whether its marker is drawn
 * faded: offline, or not heard for two reports (a marker shows its own age, not the layer's).
 */
export function ageOf(
  v: Pick<VehicleLocation, 'state' | 'lastSeen'>,
  now: string,
): { seconds: number | null; late: boolean } {
  const seconds = v.lastSeen ? Math.max(0, secondsOf(now) - secondsOf(v.lastSeen)) : null;
  return { seconds, late: v.state === 'offline' || (seconds !== null && seconds > 2 * REPORT_SECONDS) };
}
