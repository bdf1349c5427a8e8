import { backendCall } from '../support/session';

/**
 * The reference backend starts by writing the simulated site's history (the back-fill). Specs that read
 * history wait for it themselves; waiting once here as well means no spec's numbers depend on which spec runs first.
 */
export default async function globalSetup() {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const state = (await backendCall('/__test/sim/state')).body?.data as
      { pending: unknown[]; cursor: number; simTime: number } | undefined;
    if (state && state.pending.length === 0 && state.cursor === state.simTime) return;
    if (Date.now() > deadline)
      throw new Error(`the simulated site's back-fill did not settle within 5 minutes: ${JSON.stringify(state)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
