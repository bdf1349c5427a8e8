import {
  num,
  withUnit,
  type Kpi,
  type PanelView,
  type StatsColumn,
  type Words,
} from '@/components/kit/stats/panel-view';
import type {
  Consumption,
  Gradings,
  MaterialError,
  OverLimit,
  Pareto,
  Production,
  RatioSeries,
  Temperatures,
} from '@console/contract/plants/reads';

/** The plants' panels read as tables and KPI cards (the same numbers as their charts and their CSV). */

export const materialName = (type: number, w: Words) => w.dict('plantMaterial', String(type));
export const checkName = (check: string, w: Words) => w.t(`check.${check}`);
/** Concrete is counted by volume (方量), the other plants by mass (产量). */
export const quantityName = (unit: string, w: Words) => w.t(unit === 'm³' ? 'volume' : 'quantity');
const itemName = (i: { materialType?: number; check?: string }, w: Words) =>
  i.check ? checkName(i.check, w) : materialName(i.materialType ?? 0, w);
const levels = (w: Words): StatsColumn[] => [
  num('level1', w.t('level', { level: 1 })),
  num('level2', w.t('level', { level: 2 })),
  num('level3', w.t('level', { level: 3 })),
  num('total', w.t('total')),
];

/** A production slot's name: the day, or the day and its shift. */
export const slotName = (d: { day: string; shift?: string }, w: Words, short = false) => {
  const day = short ? d.day.slice(5) : d.day;
  return d.shift ? `${day} ${w.t(`shift.${d.shift}`)}` : day;
};

export function productionView(d: Production, w: Words): PanelView {
  const plants = d.byPlant.map((p) => p.plantCode);
  return {
    table: {
      columns: [
        { key: 'day', title: d.granularity === 'shift' ? w.t('shiftColumn') : w.t('day') },
        ...plants.map((code) => num(`plant:${code}`, withUnit(code, d.unit))),
        num('batches', w.t('batches')),
        num('quantity', withUnit(quantityName(d.unit, w), d.unit)),
      ],
      rows: d.days.map((day) => ({
        day: slotName(day, w),
        ...Object.fromEntries(plants.map((code) => [`plant:${code}`, day.byPlant[code] ?? 0])),
        batches: day.batches,
        quantity: day.quantity,
      })),
    },
    kpis: [
      { key: 'batches', label: w.t('batches'), value: d.total.batches },
      { key: 'quantity', label: quantityName(d.unit, w), value: d.total.quantity, unit: d.unit },
    ],
    empty: d.total.batches === 0 ? 'noBatches' : undefined,
  };
}

export function overLimitLevelsView(d: OverLimit, w: Words): PanelView {
  const share = (n: number) => (d.batches ? Math.round((n / d.batches) * 100000) / 1000 : 0);
  const rows = ([1, 2, 3] as const).map((level) => ({
    level: w.t('level', { level }),
    count: d.byLevel[`level${level}`],
    share: share(d.byLevel[`level${level}`]),
  }));
  return {
    table: {
      columns: [
        { key: 'level', title: w.t('levelColumn') },
        num('count', w.t('batches')),
        num('share', withUnit(w.t('share'), '%')),
      ],
      rows,
    },
    kpis: [
      { key: 'overLimit', label: w.t('overLimitBatches'), value: d.byLevel.total },
      { key: 'overLimitPct', label: w.t('overLimitPct'), value: d.overLimitPct, unit: '%' },
      { key: 'level3', label: w.t('level', { level: 3 }), value: d.byLevel.level3 },
    ],
    empty: d.batches === 0 ? 'noBatches' : undefined,
  };
}

export function overLimitMaterialsView(d: OverLimit, w: Words): PanelView {
  const items = [...d.byMaterial, ...d.byCheck];
  return {
    table: {
      columns: [{ key: 'item', title: w.t('item') }, ...levels(w)],
      rows: items.map((i) => ({
        item: itemName(i, w),
        level1: i.level1,
        level2: i.level2,
        level3: i.level3,
        total: i.total,
      })),
    },
    kpis: [],
    empty: d.batches === 0 ? 'noBatches' : undefined,
  };
}

export function consumptionView(d: Consumption, w: Words): PanelView {
  const kpis: Kpi[] = [];
  if (d.plantType === 'lq') kpis.push({ key: 'asphalt', label: w.t('asphaltT'), value: d.asphaltT, unit: 't' });
  else kpis.push({ key: 'cement', label: w.t('cementT'), value: d.cementT, unit: 't' });
  return {
    table: {
      columns: [
        { key: 'material', title: w.t('material') },
        num('actualT', withUnit(w.t('actual'), 't')),
        num('theoryT', withUnit(w.t('theory'), 't')),
        num('diffPct', withUnit(w.t('diff'), '%')),
      ],
      rows: d.materials.map((m) => ({
        material: materialName(m.materialType, w),
        actualT: m.actualT,
        theoryT: m.theoryT,
        diffPct: m.diffPct ?? null,
      })),
    },
    kpis,
    empty: d.materials.length === 0 ? 'noBatches' : undefined,
  };
}

/** A thinned series says how many batches each of its buckets holds (its points are their extremes). */
const bucketKpi = (d: { bucket?: number }, w: Words): Kpi[] =>
  d.bucket ? [{ key: 'bucket', label: w.t('bucket'), value: d.bucket }] : [];

export function controlView(d: RatioSeries, w: Words): PanelView {
  const name = w.t(`key.${d.key}`);
  return {
    table: {
      columns: [
        { key: 't', title: w.t('time') },
        { key: 'guid', title: w.t('batch') },
        { key: 'plantCode', title: w.t('plant') },
        num('value', withUnit(name, d.unit)),
        num('theory', withUnit(w.t('theory'), d.unit)),
        num('level', w.t('levelColumn')),
      ],
      rows: d.points.map((p) => ({
        t: p.t,
        guid: p.guid,
        plantCode: p.plantCode,
        value: p.value ?? null,
        theory: p.theory ?? null,
        level: p.level,
      })),
    },
    kpis: [
      { key: `${d.key}:n`, label: w.t('batches'), value: d.batches },
      { key: `${d.key}:mean`, label: w.t('meanOf', { name }), value: d.mean ?? '—', unit: d.unit },
      { key: `${d.key}:over`, label: w.t('overBand', { name }), value: d.overLimit },
      ...bucketKpi(d, w),
    ],
    empty: d.batches === 0 ? 'noBatches' : undefined,
  };
}

export function histogramView(d: MaterialError, w: Words): PanelView {
  return {
    table: {
      columns: [
        { key: 'material', title: w.t('material') },
        num('from', w.t('binFrom')),
        num('to', w.t('binTo')),
        num('count', w.t('count')),
      ],
      rows: d.materials.flatMap((m) =>
        m.bins.map((b) => ({ material: materialName(m.materialType, w), from: b.from, to: b.to, count: b.count })),
      ),
    },
    kpis: [],
    empty: d.materials.length === 0 ? 'noBatches' : undefined,
  };
}

export function paretoView(d: Pareto, w: Words): PanelView {
  return {
    table: {
      columns: [
        { key: 'item', title: w.t('item') },
        ...levels(w),
        num('cumulativePct', withUnit(w.t('cumulative'), '%')),
      ],
      rows: d.items.map((i) => ({
        item: itemName(i, w),
        level1: i.level1,
        level2: i.level2,
        level3: i.level3,
        total: i.total,
        cumulativePct: i.cumulativePct,
      })),
    },
    kpis: [],
    empty: d.items.length === 0 ? 'noOverLimit' : undefined,
  };
}

export function temperatureView(d: Temperatures, w: Words): PanelView {
  const temp = (key: string) => num(key, withUnit(w.t(`temp.${key}`), '℃'));
  return {
    table: {
      columns: [
        { key: 't', title: w.t('time') },
        { key: 'guid', title: w.t('batch') },
        temp('asphaltTemp'),
        temp('aggregateTemp'),
        temp('dischargeTemp'),
        num('level', w.t('levelColumn')),
      ],
      rows: d.points.map((p) => ({
        t: p.t,
        guid: p.guid,
        asphaltTemp: p.asphaltTemp ?? null,
        aggregateTemp: p.aggregateTemp ?? null,
        dischargeTemp: p.dischargeTemp ?? null,
        level: p.level,
      })),
    },
    kpis: bucketKpi(d, w),
    empty: d.batches === 0 ? 'noBatches' : undefined,
  };
}

/**
 * The sieve deviation table: per mix and sieve, envelope, formula, the batches' mean and spread, and the counts
 * outside.
 */
export function gradingView(d: Gradings, w: Words): PanelView {
  const pct = (key: string, title: string) => num(key, withUnit(title, '%'));
  return {
    table: {
      columns: [
        { key: 'mixType', title: w.t('mix') },
        num('sieve', withUnit(w.t('sieve'), 'mm')),
        pct('min', w.t('envelopeMin')),
        pct('target', w.t('envelopeTarget')),
        pct('max', w.t('envelopeMax')),
        pct('formula', w.t('formula')),
        pct('mean', w.t('meanPassing')),
        pct('lowest', w.t('lowest')),
        pct('highest', w.t('highest')),
        num('deviation', w.t('deviation')),
        num('tolerance', w.t('tolerance')),
        num('outOfTolerance', w.t('outOfTolerance')),
        num('outOfEnvelope', w.t('outOfEnvelope')),
      ],
      rows: d.mixes.flatMap((m) => m.sieves.map((s) => ({ mixType: m.mixType, ...s }))),
    },
    kpis: [],
    empty: d.mixes.length === 0 ? 'noBatches' : undefined,
  };
}
