import { z } from 'zod';
import { chartAnswerOf } from '../chart-answer';
import { objectReplyOf } from '../envelope';
import { download, read, type Reads } from '../reply';

/**
 * Vehicle location and track playback: `GET ylc|ssc/location` (every truck or sprinkler at the site's present) and
 * `GET ylc|ssc/track?vehicleId&start&end` (one vehicle's fixes, decimated on the server to at most `maxPoints`, with
 * its segments); and the sprinklers' 作业统计. The platform leaves empty members out.
 */

const truckState = z.enum(['idle', 'loading', 'inTransit', 'waiting', 'unloading', 'returning']);
const sprinklerState = z.enum(['idle', 'filling', 'driving', 'spraying']);
/** A truck's or a sprinkler's state; `offline` where the location has none (powered off, no signal). */
const vehicleState = z.union([truckState, sprinklerState, z.literal('offline')]);
export type VehicleState = z.infer<typeof vehicleState>;

const point = z.tuple([z.number(), z.number()]);
export type Point = z.infer<typeof point>;

const tripCard = z.strictObject({
  tripNo: z.string(),
  plantCode: z.string(),
  destination: z.string(),
  mixType: z.string(),
  loadT: z.number(),
  loadStart: z.string(),
  depart: z.string().optional(),
  arrive: z.string().optional(),
  distanceKm: z.number(),
  tempDepart: z.number().optional(),
  tempArrive: z.number().optional(),
  state: z.string(),
  eta: z.string().optional(),
  elapsedMin: z.number(),
});
export type TripCard = z.infer<typeof tripCard>;

const vehicleAt = {
  id: z.number(),
  code: z.string(),
  name: z.string(),
  plate: z.string().optional(),
  driver: z.string().optional(),
  x: z.number().optional(),
  y: z.number().optional(),
  heading: z.number().optional(),
  speed: z.number(),
  /** When its device was last heard (an offline vehicle is drawn where it was then). */
  lastSeen: z.string().optional(),
};

const truckAt = z.strictObject({
  ...vehicleAt,
  state: z.union([truckState, z.literal('offline')]),
  trip: tripCard.optional(),
});

const sprinklerAt = z.strictObject({
  ...vehicleAt,
  state: z.union([sprinklerState, z.literal('offline')]),
  tankM3: z.number().optional(),
  tank: z.number().optional(),
  cyclesToday: z.number(),
  sprayedM: z.number(),
  /** Today's spraying so far, each as its driven polyline. */
  sprayed: z.array(z.strictObject({ start: z.string(), end: z.string(), path: z.array(point) })),
});

export const truckLocationAnswer = z.strictObject({
  simTime: z.string(),
  states: z.array(z.union([truckState, z.literal('offline')])),
  vehicles: z.array(truckAt),
});
export const sprinklerLocationAnswer = z.strictObject({
  simTime: z.string(),
  states: z.array(z.union([sprinklerState, z.literal('offline')])),
  vehicles: z.array(sprinklerAt),
});

/**
 * `ylc.pos` / `ssc.pos` (the live channel): every vehicle's state and place once a second while sim time moves, as
 * `[deviceId, state, x, y, heading, speed]`, with x, y and heading null while its device is offline.
 */
export const positionFrame = z.strictObject({
  t: z.string(),
  v: z.array(
    z.tuple([
      z.number().int(),
      z.union([truckState, sprinklerState, z.literal('offline')]),
      z.number().nullable(),
      z.number().nullable(),
      z.number().nullable(),
      z.number(),
      z.string().nullable(),
    ]),
  ),
});
export type PositionFrame = z.infer<typeof positionFrame>;

/** A truck or a sprinkler at the present, as one screen shows either: a truck's members and a sprinkler's. */
export type VehicleLocation = z.infer<typeof truckAt> &
  Partial<Omit<z.infer<typeof sprinklerAt>, keyof z.infer<typeof truckAt>>> & { state: VehicleState };
export type LocationReply = { simTime: string; states: VehicleState[]; vehicles: VehicleLocation[] };

const trackSegment = z.strictObject({
  start: z.string(),
  end: z.string(),
  durationSec: z.number(),
  distanceM: z.number(),
  state: vehicleState,
  ref: z.number().optional(),
  tripNo: z.string().optional(),
  from: point,
  to: point,
});
export type TrackSegment = z.infer<typeof trackSegment>;

export const trackAnswer = z.strictObject({
  vehicleId: z.number(),
  code: z.string(),
  plate: z.string().optional(),
  start: z.string(),
  end: z.string(),
  /** The last moment with data (the present, when the range reaches past it). */
  until: z.string(),
  states: z.array(vehicleState),
  fixSec: z.number(),
  rawPoints: z.number(),
  maxPoints: z.number(),
  /** [seconds after start, x, y, km/h, index in `states`, tank m³ (sprinklers; null while it has none)]. */
  points: z.array(z.array(z.number().nullable())),
  segments: z.array(trackSegment),
  /**
   * With no fixes in the range: the vehicle's latest powered period before the present (absent: none in the last
   * month).
   */
  lastActive: z.strictObject({ start: z.string(), end: z.string() }).optional(),
});
export type Track = z.infer<typeof trackAnswer>;

/** 作业统计 of the sprinklers: km sprayed, hours, water and refills per vehicle and day, and per vehicle. */
export const sprayJobAnswer = chartAnswerOf(['daily', 'byVehicle']);

/** A day of the simulated site up to its present (10:00). */
const range = 'start=2026-03-15%2000%3A00%3A00&end=2026-03-15%2010%3A00%3A00';

/** The module's own reads (not its resources'), with the schema of each reply. */
export const fleetReads: Reads = {
  '/api/ylc/location': read(objectReplyOf(truckLocationAnswer)),
  '/api/ssc/location': read(objectReplyOf(sprinklerLocationAnswer)),
  '/api/ylc/track': read(objectReplyOf(trackAnswer), `/api/ylc/track?vehicleId=45&${range}`),
  '/api/ssc/track': read(objectReplyOf(trackAnswer), `/api/ssc/track?vehicleId=66&${range}`),
  '/api/ylc/track/file': download(`/api/ylc/track/file?vehicleId=45&${range}&format=gpx`),
  '/api/ssc/track/file': download(`/api/ssc/track/file?vehicleId=66&${range}&format=kml`),
  '/api/ssc/job/statistics': read(
    objectReplyOf(sprayJobAnswer),
    '/api/ssc/job/statistics?start=2026-03-14&end=2026-03-15',
  ),
};
