import type { DeviceKind } from '@console/contract/equipment/resources';

/*
 * A SIM card's data use this month, as the reference platform reckons it: the hours its device was powered this
 * month (its 5-minute state samples, `dev_state_sample`) times what a device of its kind sends an hour. The rates are
 * the site's telemetry: 1 Hz positioning packets of a roller or a rig (≈ 160 B/s with the link's overhead), a tracker's
 * fix every 10 s, a tablet's app and map sync, a camera's snapshots and on-demand sub-stream, a plant's batch uploads.
 * So the figure grows with the site's clock and resets on the 1st, as a carrier's counter does.
 */
const mbPerHour: Record<DeviceKind, number> = {
  roller: 0.6,
  vibRoller: 0.6,
  paver: 0.6,
  rammer: 0.5,
  ddcRig: 0.5,
  truck: 0.1,
  sprinkler: 0.1,
  tablet: 2,
  camera: 35,
  asphaltPlant: 0.2,
  stabilisedPlant: 0.2,
  concretePlant: 0.2,
  labInstrument: 0.05,
};

const SAMPLE_MINUTES = 5;

/** The SQL of the month's use (MB, one decimal) of the card of device `d`; site_today() is the site's day. */
export function monthUseSql(d: string): string {
  const rate = `CASE ${d}.kind ${Object.entries(mbPerHour)
    .map(([kind, mb]) => `WHEN '${kind}' THEN ${mb}`)
    .join(' ')} ELSE 0 END`;
  return `ROUND((SELECT COUNT(*) FROM dev_state_sample s WHERE s.deviceId = ${d}.id
      AND s.t >= substr(site_today(), 1, 8) || '01') * (${rate}) * ${SAMPLE_MINUTES} / 60.0, 1)`;
}
