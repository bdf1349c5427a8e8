import {
  centreline,
  offsetPoint,
  pointAtChainage,
  roadHalfWidth,
  roadLength,
  round,
  stakeName,
  stakeSpacing,
  stripPolygon,
} from './alignment.js';
import { type Point, polygonArea, rectangle } from './project.js';

export type SectionKind = 'apron' | 'road' | 'foundation';

export interface Section {
  code: 'S1' | 'S2' | 'S3';
  name: string;
  kind: SectionKind;
  contractor: string;
  supervisor: string;
  chainageFrom?: number;
  chainageTo?: number;
  /** Outline of area works; the road is described by its alignment instead. */
  polygon?: Point[];
}

/** The code of the department of a section's contractor (seeded by the platform, linked to the section). */
export const contractorDepartCode = (sectionCode: string) => `contractor${sectionCode}`;

export const apronRect = { x0: 2600, y0: 1000, x1: 3200, y1: 1300 } as const;
export const dcZoneRect = { x0: 2150, y0: 1000, x1: 2550, y1: 1250 } as const;
export const ddcZoneRect = { x0: 2150, y0: 780, x1: 2350, y1: 930 } as const;

export const sections: readonly Section[] = [
  {
    code: 'S1',
    name: '站坪工程',
    kind: 'apron',
    contractor: '华岳建设集团有限公司',
    supervisor: '民航华正工程监理有限公司',
    polygon: rectangle(apronRect.x0, apronRect.y0, apronRect.x1, apronRect.y1),
  },
  {
    code: 'S2',
    name: '连接道路工程',
    kind: 'road',
    contractor: '中路通达路桥有限公司',
    supervisor: '民航华正工程监理有限公司',
    chainageFrom: 0,
    chainageTo: roadLength,
  },
  {
    code: 'S3',
    name: '地基处理工程',
    kind: 'foundation',
    contractor: '坤基岩土工程有限公司',
    supervisor: '民航华正工程监理有限公司',
    polygon: rectangle(ddcZoneRect.x0, ddcZoneRect.y0, dcZoneRect.x1, dcZoneRect.y1),
  },
];

export type PlantType = 'lq' | 'sw' | 'sn';
export type WorkDomain = 'znys' | 'zd' | 'hj' | 'ddc';

export interface Layer {
  sectionCode: Section['code'];
  code: string;
  name: string;
  order: number;
  /** Dictionary `layerMaterial`. */
  material: 'soil' | 'gravel' | 'cementStabilised' | 'asphalt' | 'concrete' | 'ramming' | 'ddcPile';
  mixType?: string;
  /** Centimetres. */
  designThickness?: number;
  plantType?: PlantType;
  domain?: WorkDomain;
}

export const layers: readonly Layer[] = [
  { sectionCode: 'S1', code: 'S1-L1', name: '土基（强夯处理）', order: 1, material: 'soil', domain: 'zd' },
  {
    sectionCode: 'S1',
    code: 'S1-L2',
    name: '级配碎石垫层',
    order: 2,
    material: 'gravel',
    designThickness: 20,
    domain: 'znys',
  },
  {
    sectionCode: 'S1',
    code: 'S1-L3',
    name: '水稳基层（下层）',
    order: 3,
    material: 'cementStabilised',
    mixType: 'CTB-5.0',
    designThickness: 18,
    plantType: 'sw',
    domain: 'znys',
  },
  {
    sectionCode: 'S1',
    code: 'S1-L4',
    name: '水稳基层（上层）',
    order: 4,
    material: 'cementStabilised',
    mixType: 'CTB-5.0',
    designThickness: 18,
    plantType: 'sw',
    domain: 'znys',
  },
  {
    sectionCode: 'S1',
    code: 'S1-L5',
    name: '水泥混凝土道面',
    order: 5,
    material: 'concrete',
    mixType: 'C35',
    designThickness: 40,
    plantType: 'sn',
  },
  {
    sectionCode: 'S2',
    code: 'S2-L1',
    name: '路床96区（第1层）',
    order: 1,
    material: 'soil',
    designThickness: 30,
    domain: 'zd',
  },
  {
    sectionCode: 'S2',
    code: 'S2-L2',
    name: '路床96区（第2层）',
    order: 2,
    material: 'soil',
    designThickness: 30,
    domain: 'zd',
  },
  {
    sectionCode: 'S2',
    code: 'S2-L3',
    name: '路床96区（第3层）',
    order: 3,
    material: 'soil',
    designThickness: 30,
    domain: 'zd',
  },
  {
    sectionCode: 'S2',
    code: 'S2-L4',
    name: '水稳底基层',
    order: 4,
    material: 'cementStabilised',
    mixType: 'CTB-4.0',
    designThickness: 20,
    plantType: 'sw',
    domain: 'znys',
  },
  {
    sectionCode: 'S2',
    code: 'S2-L5',
    name: '水稳基层',
    order: 5,
    material: 'cementStabilised',
    mixType: 'CTB-5.0',
    designThickness: 20,
    plantType: 'sw',
    domain: 'znys',
  },
  {
    sectionCode: 'S2',
    code: 'S2-L6',
    name: 'AC-20C 下面层',
    order: 6,
    material: 'asphalt',
    mixType: 'AC-20C',
    designThickness: 6,
    plantType: 'lq',
    domain: 'znys',
  },
  {
    sectionCode: 'S2',
    code: 'S2-L7',
    name: 'SMA-13 上面层',
    order: 7,
    material: 'asphalt',
    mixType: 'SMA-13',
    designThickness: 4,
    plantType: 'lq',
    domain: 'znys',
  },
  { sectionCode: 'S3', code: 'S3-L1', name: '强夯 点夯第1遍（3000kN·m）', order: 1, material: 'ramming', domain: 'hj' },
  { sectionCode: 'S3', code: 'S3-L2', name: '强夯 点夯第2遍（3000kN·m）', order: 2, material: 'ramming', domain: 'hj' },
  { sectionCode: 'S3', code: 'S3-L3', name: '强夯 满夯', order: 3, material: 'ramming', domain: 'hj' },
  { sectionCode: 'S3', code: 'S3-L4', name: 'DDC 桩（Φ1.0m，8–12m）', order: 4, material: 'ddcPile', domain: 'ddc' },
];

/** The road's alignment: polyline vertices every 20 m, chainage 0 at the first vertex. */
export const alignment = { sectionCode: 'S2', startChainage: 0, polyline: centreline() } as const;

export interface Stake {
  name: string;
  chainage: number;
  x: number;
  y: number;
  azimuth: number;
  leftWidth: number;
  rightWidth: number;
}

/** Stakes every 20 m along S2: 161 of them, K0+000…K3+200. */
export function stakes(): Stake[] {
  const out: Stake[] = [];
  for (let chainage = 0; chainage <= roadLength; chainage += stakeSpacing) {
    const p = pointAtChainage(chainage);
    out.push({
      name: stakeName(chainage),
      chainage,
      x: round(p.x),
      y: round(p.y),
      azimuth: round(p.azimuth, 4),
      leftWidth: roadHalfWidth,
      rightWidth: roadHalfWidth,
    });
  }
  return out;
}

export interface Block {
  code: string;
  polygon: Point[];
}

/** Apron slab blocks P01…P72, 50 × 50 m, row by row from the south-west corner. */
export function blocks(): Block[] {
  const out: Block[] = [];
  const size = 50;
  const cols = (apronRect.x1 - apronRect.x0) / size;
  const rows = (apronRect.y1 - apronRect.y0) / size;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = apronRect.x0 + c * size;
      const y = apronRect.y0 + r * size;
      out.push({ code: `P${String(r * cols + c + 1).padStart(2, '0')}`, polygon: rectangle(x, y, x + size, y + size) });
    }
  }
  return out;
}

export interface StakeArea {
  sectionCode: Section['code'];
  name: string;
  fromChainage?: number;
  toChainage?: number;
  offsetFrom?: number;
  offsetTo?: number;
  polygon: Point[];
  area: number;
}

/**
 * Work areas ("stake areas"): on the road, 400 m × one carriageway (left: offsets −11.25…0, right 0…11.25);
 * on the apron, one row of twelve slab blocks each.
 */
export function stakeAreas(): StakeArea[] {
  const out: StakeArea[] = [];
  const length = 400;
  for (let from = 0; from < roadLength; from += length) {
    const to = from + length;
    for (const [side, offsetFrom, offsetTo] of [
      ['左幅', -roadHalfWidth, 0],
      ['右幅', 0, roadHalfWidth],
    ] as const) {
      out.push({
        sectionCode: 'S2',
        name: `${stakeName(from)}–${stakeName(to)} ${side}`,
        fromChainage: from,
        toChainage: to,
        offsetFrom,
        offsetTo,
        polygon: stripPolygon(from, to, offsetFrom, offsetTo),
        area: length * roadHalfWidth,
      });
    }
  }
  const all = blocks();
  for (let row = 0; row < 6; row++) {
    const first = all[row * 12]!;
    const last = all[row * 12 + 11]!;
    const polygon = rectangle(first.polygon[0]![0], first.polygon[0]![1], last.polygon[2]![0], last.polygon[2]![1]);
    out.push({ sectionCode: 'S1', name: `${first.code}–${last.code}`, polygon, area: polygonArea(polygon) });
  }
  return out;
}

export interface FoundationArea {
  code: string;
  name: string;
  domain: 'hj' | 'ddc';
  polygon: Point[];
  area: number;
}

/** Dynamic-compaction areas HJ-A1…A6 (3 × 2 of 100 × 80 m) and DDC areas DDC-B1…B3 (60 × 130 m). */
export function foundationAreas(): FoundationArea[] {
  const out: FoundationArea[] = [];
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 3; col++) {
      const x = dcZoneRect.x0 + 20 + col * 130;
      const y = dcZoneRect.y0 + 30 + row * 110;
      const n = row * 3 + col + 1;
      const polygon = rectangle(x, y, x + 100, y + 80);
      out.push({ code: `HJ-A${n}`, name: `强夯区 A${n}`, domain: 'hj', polygon, area: polygonArea(polygon) });
    }
  }
  for (let n = 1; n <= 3; n++) {
    const x = ddcZoneRect.x0 + 5 + (n - 1) * 65;
    const polygon = rectangle(x, ddcZoneRect.y0 + 10, x + 60, ddcZoneRect.y0 + 140);
    out.push({ code: `DDC-B${n}`, name: `DDC桩区 B${n}`, domain: 'ddc', polygon, area: polygonArea(polygon) });
  }
  return out;
}

/** The road's outer edges, for drawing. */
export function roadEdges(): { left: Point[]; right: Point[] } {
  const left: Point[] = [];
  const right: Point[] = [];
  for (let c = 0; c <= roadLength; c += stakeSpacing) {
    const l = offsetPoint(c, -roadHalfWidth);
    const r = offsetPoint(c, roadHalfWidth);
    left.push([round(l[0]), round(l[1])]);
    right.push([round(r[0]), round(r[1])]);
  }
  return { left, right };
}
