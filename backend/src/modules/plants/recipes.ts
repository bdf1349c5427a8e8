import type { PlantType } from '../../sim/reads.js';

/*
 * The mixing plants' seeded configuration: the job-mix formulas the plants run, the over-limit
 * thresholds and the grading envelopes. The simulator's physics aims at these (as the lab aims at the
 * default standards); the batches are judged with whatever the tables hold when written.
 *
 * Material types: 1–10 as the platform codes them; the asphalt plant adds bitumen, recycled filler and
 * hot bins 1–5; 30–34 are the batch-level checks configured in the same table
 * (asphalt–aggregate ratio, the three temperatures, mix time).
 */

export const materialTypes = {
  fineAggregate: 1,
  largeStone: 2,
  mediumStone: 3,
  smallStone: 4,
  water: 5,
  cement: 6,
  mineralPowder: 7,
  flyAsh: 8,
  admixture: 9,
  other: 10,
  bitumen: 11,
  recycledFiller: 12,
  hotBin1: 21,
  hotBin2: 22,
  hotBin3: 23,
  hotBin4: 24,
  hotBin5: 25,
  ratio: 30,
  asphaltTemp: 31,
  aggregateTemp: 32,
  dischargeTemp: 33,
  mixTime: 34,
} as const;

/** Codes of the batch-level checks (not materials). */
export const checkTypes = [30, 31, 32, 33, 34] as const;

/** `pct` relative error %, `pp` points of mix share, `c` °C outside [lower, upper], `s` seconds below lower. */
export type ThresholdUnit = 'pct' | 'pp' | 'c' | 's';

export interface FormulaItem {
  materialType: number;
  materialName: string;
  /** Share of the batch's total mass, %. */
  theoryPct: number;
}

export interface Formula {
  formulaNo: string;
  plantType: PlantType;
  mixType: string;
  strengthClass: string | null;
  /** Design batch: kg (asphalt 4 000, base per 30-s slice 4 500) or m³ (concrete, 3 m³ of 2 444.6 kg/m³). */
  batchKg: number;
  volume: number | null;
  items: FormulaItem[];
}

const t = materialTypes;

const hotBins = (shares: readonly [number, number, number, number, number]): FormulaItem[] =>
  shares.map((theoryPct, i) => ({ materialType: t.hotBin1 + i, materialName: `热料仓${i + 1}`, theoryPct }));

/** Concrete items from kg per m³, shares rounded to 2 decimals with the residue on the largest item so Σ = 100. */
function concreteItems(kgPerM3: readonly [number, string, number][]): FormulaItem[] {
  const total = kgPerM3.reduce((sum, [, , kg]) => sum + kg, 0);
  const items = kgPerM3.map(([materialType, materialName, kg]) => ({
    materialType,
    materialName,
    theoryPct: Math.round((kg / total) * 10000) / 100,
  }));
  const residue = Math.round((100 - items.reduce((sum, i) => sum + i.theoryPct, 0)) * 100) / 100;
  const largest = items.reduce((a, b) => (b.theoryPct > a.theoryPct ? b : a));
  largest.theoryPct = Math.round((largest.theoryPct + residue) * 100) / 100;
  return items;
}

const c35KgPerM3: [number, string, number][] = [
  [t.fineAggregate, '中砂', 680],
  [t.largeStone, '碎石10-20', 720],
  [t.mediumStone, '碎石5-10', 420],
  [t.water, '水', 160],
  [t.cement, 'P·O 42.5水泥', 360],
  [t.mineralPowder, 'S95矿粉', 40],
  [t.flyAsh, 'Ⅱ级粉煤灰', 60],
  [t.admixture, '聚羧酸减水剂', 4.6],
];

export const formulas: readonly Formula[] = [
  {
    formulaNo: 'LQ-AC20C-01',
    plantType: 'lq',
    mixType: 'AC-20C',
    strengthClass: null,
    batchKg: 4000,
    volume: null,
    items: [
      ...hotBins([21.3, 12, 20, 24, 14]),
      { materialType: t.mineralPowder, materialName: '矿粉', theoryPct: 3.5 },
      { materialType: t.recycledFiller, materialName: '回收粉', theoryPct: 1 },
      { materialType: t.bitumen, materialName: '70#A沥青', theoryPct: 4.1 },
      { materialType: t.admixture, materialName: '抗剥落剂', theoryPct: 0.1 },
    ],
  },
  {
    formulaNo: 'LQ-SMA13-01',
    plantType: 'lq',
    mixType: 'SMA-13',
    strengthClass: null,
    batchKg: 4000,
    volume: null,
    items: [
      ...hotBins([8.9, 6, 32, 30, 8]),
      { materialType: t.mineralPowder, materialName: '矿粉', theoryPct: 8.5 },
      { materialType: t.recycledFiller, materialName: '回收粉', theoryPct: 0.5 },
      { materialType: t.bitumen, materialName: 'SBS改性沥青', theoryPct: 5.7 },
      { materialType: t.admixture, materialName: '木质素纤维', theoryPct: 0.4 },
    ],
  },
  {
    formulaNo: 'SW-CTB50-01',
    plantType: 'sw',
    mixType: 'CTB-5.0',
    strengthClass: null,
    batchKg: 4500,
    volume: null,
    items: [
      { materialType: t.largeStone, materialName: '碎石19-31.5', theoryPct: 27 },
      { materialType: t.mediumStone, materialName: '碎石9.5-19', theoryPct: 25 },
      { materialType: t.smallStone, materialName: '碎石4.75-9.5', theoryPct: 14 },
      { materialType: t.fineAggregate, materialName: '石屑0-4.75', theoryPct: 24.6 },
      { materialType: t.cement, materialName: 'P·C 42.5水泥', theoryPct: 4.5 },
      { materialType: t.water, materialName: '水', theoryPct: 4.9 },
    ],
  },
  {
    formulaNo: 'SN-C35-01',
    plantType: 'sn',
    mixType: 'C35',
    strengthClass: 'C35',
    batchKg: Math.round(c35KgPerM3.reduce((sum, [, , kg]) => sum + kg, 0) * 3 * 10) / 10,
    volume: 3,
    items: concreteItems(c35KgPerM3),
  },
];

export function formulaOf(plantType: PlantType, mixType: string): Formula {
  const found = formulas.find((f) => f.plantType === plantType && f.mixType === mixType);
  if (!found) throw new Error(`no formula for ${plantType} ${mixType}`);
  return found;
}

export interface ThresholdSeed {
  materialType: number;
  unit: ThresholdUnit;
  primary: number;
  middle: number;
  advanced: number;
  lower: number | null;
  upper: number | null;
}

const rel = (materialType: number, primary: number, middle: number, advanced: number): ThresholdSeed => ({
  materialType,
  unit: 'pct',
  primary,
  middle,
  advanced,
  lower: null,
  upper: null,
});

/**
 * Default thresholds per plant type. Concrete follows GB 50164's weighing tolerances (binders ±2 %,
 * aggregates ±3 %); asphalt uses ±0.3/0.5/0.8 points of asphalt–aggregate ratio (JTG F40's ±0.3 %) and
 * temperature windows (binder 150–170, aggregate 160–190, discharge 145–165 °C) with level margins
 * 5/10/20 °C.
 */
export const defaultThresholds: Record<PlantType, readonly ThresholdSeed[]> = {
  lq: [
    ...[t.hotBin1, t.hotBin2, t.hotBin3, t.hotBin4, t.hotBin5].map((m) => rel(m, 3, 6, 10)),
    rel(t.mineralPowder, 3, 6, 10),
    rel(t.recycledFiller, 5, 10, 15),
    rel(t.bitumen, 2, 4, 6),
    rel(t.admixture, 5, 10, 15),
    { materialType: t.ratio, unit: 'pp', primary: 0.3, middle: 0.5, advanced: 0.8, lower: null, upper: null },
    { materialType: t.asphaltTemp, unit: 'c', primary: 5, middle: 10, advanced: 20, lower: 150, upper: 170 },
    { materialType: t.aggregateTemp, unit: 'c', primary: 5, middle: 10, advanced: 20, lower: 160, upper: 190 },
    { materialType: t.dischargeTemp, unit: 'c', primary: 5, middle: 10, advanced: 20, lower: 145, upper: 165 },
    { materialType: t.mixTime, unit: 's', primary: 0, middle: 5, advanced: 10, lower: 45, upper: null },
  ],
  sw: [
    ...[t.largeStone, t.mediumStone, t.smallStone, t.fineAggregate].map((m) => rel(m, 4, 8, 12)),
    rel(t.cement, 3, 6, 10),
    rel(t.water, 6, 10, 15),
  ],
  sn: [
    ...[t.fineAggregate, t.largeStone, t.mediumStone].map((m) => rel(m, 3, 6, 9)),
    ...[t.water, t.cement, t.mineralPowder, t.flyAsh, t.admixture].map((m) => rel(m, 2, 4, 6)),
    { materialType: t.mixTime, unit: 's', primary: 0, middle: 5, advanced: 10, lower: 30, upper: null },
  ],
};

export interface EnvelopeRow {
  mixType: string;
  sieve: number;
  min: number;
  target: number;
  max: number;
}

/** JTG F40 table 5.3.2-2 (AC-20C, SMA-13) and JTG D50 C-B-1 (cement-stabilised base), % passing. */
const envelopeTable: Record<string, readonly [number, number, number, number][]> = {
  'AC-20C': [
    [26.5, 100, 100, 100],
    [19, 90, 95, 100],
    [16, 78, 85, 92],
    [13.2, 62, 71, 80],
    [9.5, 50, 61, 72],
    [4.75, 26, 41, 56],
    [2.36, 16, 30, 44],
    [1.18, 12, 22.5, 33],
    [0.6, 8, 16, 24],
    [0.3, 5, 11, 17],
    [0.15, 4, 8.5, 13],
    [0.075, 3, 5, 7],
  ],
  'SMA-13': [
    [16, 100, 100, 100],
    [13.2, 90, 95, 100],
    [9.5, 50, 62.5, 75],
    [4.75, 20, 27, 34],
    [2.36, 15, 20.5, 26],
    [1.18, 14, 19, 24],
    [0.6, 12, 16, 20],
    [0.3, 10, 13, 16],
    [0.15, 9, 12, 15],
    [0.075, 8, 10, 12],
  ],
  'CTB-5.0': [
    [31.5, 100, 100, 100],
    [26.5, 90, 95, 100],
    [19, 72, 80.5, 89],
    [9.5, 47, 57, 67],
    [4.75, 29, 39, 49],
    [2.36, 17, 26, 35],
    [0.6, 8, 15, 22],
    [0.075, 0, 3.5, 7],
  ],
};

export const gradingEnvelopes: readonly EnvelopeRow[] = Object.entries(envelopeTable).flatMap(([mixType, rows]) =>
  rows.map(([sieve, min, target, max]) => ({ mixType, sieve, min, target, max })),
);
