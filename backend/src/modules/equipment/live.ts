import { type LiveSource, tupleRows } from '../../live/source.js';

/** The state topic a device's kind (dictionary `deviceKind`) reports on. */
export const kindTopics: Readonly<Record<string, string | undefined>> = {
  roller: 'znys.state',
  paver: 'znys.state',
  tablet: 'znys.state',
  vibRoller: 'zd.state',
  rammer: 'hj.state',
  ddcRig: 'ddc.state',
  truck: 'ylc.state',
  sprinkler: 'ssc.state',
  camera: 'spjk.status',
};

type StateRow = {
  deviceId: number;
  kind: string;
  online: number;
  gnssQuality: number | null;
  battery: number | null;
  engineOn: number | null;
};

const KEYFRAME_MS = 60_000;

/**
 * The devices' states from `dev_state_latest` (the simulator's worker writes them), once a second: the changed devices
 * of each module's state topic `{t, keyframe, d: [[deviceId, online, gnss, battery, engineOn]]}`, every device in a
 * keyframe once a minute. The first poll takes stock; nothing is read while no stream is open.
 */
export function deviceStates(): LiveSource {
  let last = new Map<number, string>();
  let lastKeyframe = 0;
  return {
    topics: [...new Set(Object.values(kindTopics).filter((t): t is string => t !== undefined))],
    everyMs: 1000,
    poll(ctx) {
      if (!ctx.anyStream() && last.size > 0) return;
      const rows = ctx.store.all<StateRow>(
        'SELECT l.deviceId, d.kind, l.online, l.gnssQuality, l.battery, l.engineOn FROM dev_state_latest l ' +
          'JOIN site_device d ON d.id = l.deviceId',
      );
      const keyframe = Date.now() - lastKeyframe >= KEYFRAME_MS;
      if (keyframe) lastKeyframe = Date.now();
      const frames = new Map<string, unknown[][]>();
      const next = new Map<number, string>();
      for (const row of rows) {
        const tuple = [row.deviceId, row.online, row.gnssQuality, row.battery, row.engineOn];
        const key = JSON.stringify(tuple);
        next.set(row.deviceId, key);
        if (!keyframe && last.get(row.deviceId) === key) continue;
        const topic = kindTopics[row.kind];
        if (!topic) continue;
        frames.set(topic, [...(frames.get(topic) ?? []), tuple]);
      }
      const first = last.size === 0;
      last = next;
      if (first || !ctx.anyStream()) return;
      const t = ctx.simTime();
      for (const [topic, d] of frames) ctx.publish(topic, { t, keyframe, d }, undefined, tupleRows('d'));
    },
  };
}
