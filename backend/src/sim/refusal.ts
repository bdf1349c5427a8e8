/** A refused simulator request (bad input); the caller answers it as a business refusal. */
export class SimRefusal extends Error {}

/** The speeds the service status page offers: paused, real time, and faster for demonstrations. */
export const SIM_SPEEDS: readonly number[] = [0, 1, 2, 5, 10, 60];
