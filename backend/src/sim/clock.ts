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

/** The same present at another speed, from now on (the present does not jump). */
export function respeeded(clock: ClockState, speed: number, wallNow = Date.now()): ClockState {
  return { anchorSim: simNow(clock, wallNow), anchorWall: wallNow, speed };
}
