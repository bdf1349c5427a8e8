/**
 * The simulated clock: simNow = anchorSim + (wallNow − anchorWall) × speed. Speed 0 freezes it (tests);
 * the test hook moves the anchor forward.
 */
export interface ClockState {
  anchorSim: number;
  anchorWall: number;
  speed: number;
}

export function simNow(clock: ClockState, wallNow = Date.now()): number {
  return Math.floor(clock.anchorSim + (wallNow - clock.anchorWall) * clock.speed);
}

export function advanced(clock: ClockState, seconds: number): ClockState {
  return { ...clock, anchorSim: clock.anchorSim + seconds * 1000 };
}
