/** The compaction process monitor's reads: the day's work areas with their KPIs, the rollers' latest fixes and one cell's answer. */
import type { Point } from '@/lib/platform/site-plan';

export type MonitorArea = {
  id: number;
  name: string;
  crewCode: string;
  crewName: string;
  processCode: string;
  processName: string;
  state: 'active' | 'finished';
  startTime: string;
  endTime: string | null;
  border: Point[];
  targetPasses: number;
  /** Earthwork (zd): the vibratory passes the process asks for. */
  targetVibPasses?: number;
  gridVersion: number;
  cells: number;
  passRate: number | null;
  underRate: number | null;
  speedRate: number | null;
  tempRate: number | null;
  rollers: string[];
};

export type MonitorRoller = {
  deviceId: number;
  code: string;
  name: string;
  rollerClass: string;
  crewCode: string | null;
  areaId: number | null;
  powered: boolean;
  t: string;
  x: number;
  y: number;
  heading: number;
  speed: number;
  vibOn: 0 | 1;
  freq: number;
  amplitude: number;
  surfaceTemp: number;
  gnssQuality: number;
};

export type MonitorEvent = {
  areaId: number;
  type: 'overspeed' | 'lowTemp';
  level: 1 | 2 | 3;
  deviceCode: string;
  start: string;
  end: string;
  value: number;
  limit: number;
};

export type MonitorOverview = {
  simTime: string;
  /** The day shown (`yyyy-MM-dd`): today unless another was asked for. */
  day: string;
  kpi: { activeAreas: number; passRate: number | null; underRate: number | null };
  areas: MonitorArea[];
  rollers: MonitorRoller[];
  events: MonitorEvent[];
  /** With no area on the day shown: the latest day of the past week with some (null: none). */
  lastWorked?: { day: string; areas: number } | null;
};

export type GridCell = {
  areaId: number;
  col: number;
  row: number;
  x: number;
  y: number;
  passes: number;
  targetPasses: number;
  /** Earthwork (zd): the cell's vibratory passes and the process's target. */
  vibPasses?: number;
  targetVibPasses?: number;
  temp: number | null;
  speed: number | null;
  cmv: number | null;
  lastRoller: string | null;
  lastTime: string | null;
};
