/*
 * The simulator as the read side sees it: the site's calendar and model, and the pure plans the simulator
 * writes its facts from, so a read can recompute a past it no longer stores (raw fixes, vehicle legs, where a
 * machine stood). Business modules reach the simulator through this file only.
 */

export { at, dayIndexOf, dayLabel, dayStartMs, parseSiteTime, siteTime } from './calendar.js';
export { SIM_SPEEDS, SimRefusal } from './refusal.js';
export { fixColumns, fixId, type RollerDay } from './processes/rollers.js';
export { haulRoadKm } from './processes/sprinklers.js';
export { type PlannedMove, planOf } from './problem-plans.js';
export { type PlacedDevice, placedDevices } from './recompute/placed-devices.js';
export { type Facts, rollerDay } from './recompute/roller-day.js';
export {
  type Leg,
  lengthOf,
  positionAt,
  round1,
  slice,
  sprinklerLegs,
  type SprinklerState,
  sprinklerStates,
  truckLegs,
  type TruckState,
  truckStates,
} from './recompute/vehicle-legs.js';
export { simSchema } from './schema.js';
export { roadHalfWidth, stakeName, stripPolygon } from './site/alignment.js';
export { type Crew, crewOf, crews } from './site/crews.js';
export { plants } from './site/plants.js';
export { type Point } from './site/project.js';
export { type PlantType } from './site/sections.js';
export { type PacketHead, packetPayload, packetProtocol, packetsReceived } from './trajectory/packet.js';
export { pavingSpeed, pavingTemperature, planPaver } from './trajectory/paver.js';
export { areaOutline, areaPlace, type Fix, fixAt, type RollerDayPlan } from './trajectory/roller.js';
