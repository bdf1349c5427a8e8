import { pointAtChainage } from './alignment.js';
import type { Point } from './project.js';
import type { PlantType } from './sections.js';

export interface Plant {
  code: string;
  name: string;
  plantType: PlantType;
  model: string;
  /** t/h for asphalt and stabilised base, m³/h for concrete. */
  capacity: number;
  x: number;
  y: number;
  fenceRadius: number;
}

export const plants: readonly Plant[] = [
  {
    code: 'LQ-01',
    name: '1号沥青拌和站',
    plantType: 'lq',
    model: 'LB4000',
    capacity: 320,
    x: 150,
    y: 150,
    fenceRadius: 60,
  },
  {
    code: 'SW-01',
    name: '1号水稳拌和站',
    plantType: 'sw',
    model: 'WCB600',
    capacity: 600,
    x: 250,
    y: 120,
    fenceRadius: 60,
  },
  {
    code: 'SN-01',
    name: '1号水泥混凝土拌和站',
    plantType: 'sn',
    model: 'HZS180',
    capacity: 180,
    x: 2500,
    y: 1400,
    fenceRadius: 50,
  },
  {
    code: 'SN-02',
    name: '2号水泥混凝土拌和站',
    plantType: 'sn',
    model: 'HZS180',
    capacity: 180,
    x: 2560,
    y: 1420,
    fenceRadius: 50,
  },
];

export interface WaterPoint {
  code: string;
  name: string;
  x: number;
  y: number;
}

export const waterPoints: readonly WaterPoint[] = [
  { code: 'WP-1', name: '1号取水点', x: 320, y: 210 },
  { code: 'WP-2', name: '2号取水点', x: 2440, y: 1370 },
];

/** Site roads from the plants to the work fronts; beyond K0+000 the trucks drive on the road (S2) itself. */
export interface HaulRoad {
  code: string;
  name: string;
  plantCodes: readonly string[];
  polyline: Point[];
}

const roadStart = pointAtChainage(0);
const apronNorthWest: Point = [2600, 1300];

export const haulRoads: readonly HaulRoad[] = [
  {
    code: 'H1',
    name: '沥青站—K0+000 便道',
    plantCodes: ['LQ-01'],
    polyline: [
      [150, 150],
      [175, 230],
      [roadStart.x, roadStart.y],
    ],
  },
  {
    code: 'H2',
    name: '水稳站—K0+000 便道',
    plantCodes: ['SW-01'],
    polyline: [
      [250, 120],
      [230, 220],
      [roadStart.x, roadStart.y],
    ],
  },
  {
    code: 'H3',
    name: '混凝土站—站坪北侧便道',
    plantCodes: ['SN-01', 'SN-02'],
    polyline: [[2530, 1410], [2560, 1360], apronNorthWest],
  },
];
