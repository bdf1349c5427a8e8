'use client';

import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { ChoiceField } from '@/components/common/choice-field';
import type {
  Consumption,
  Gradings,
  Limits,
  MaterialError,
  OverLimit,
  Pareto,
  Production,
  RatioSeries,
  Temperatures,
} from '@console/contract/plants/reads';
import type { BaseWords, Words } from '@/components/kit/stats/panel-view';
import { ParetoChart } from './pareto-chart';
import { checkName, materialName, quantityName, slotName } from './views';

/*
 * The chart of each plant panel (`@mui/x-charts`, themed by MUI so dark mode follows). Only the plants' stats
 * definitions import this file, so the chart library is in their chunk alone.
 */

type Props<T> = { data: T; w: Words; height: number };

/** Site time (GMT+8) text as an instant, and an instant back as the site's clock for the axis. */
const instant = (t: string) => new Date(`${t.replace(' ', 'T')}+08:00`);
const siteClock = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/**
 * Batches in their order (as a control chart plots samples), labelled with their discharge time: idle nights take no
 * width.
 */
const batchAxis = (times: string[]) => ({
  scaleType: 'linear' as const,
  data: times.map((_, i) => i),
  min: 0,
  max: Math.max(1, times.length - 1),
  tickMinStep: 1,
  valueFormatter: (i: number) => (times[Math.round(i)] ? siteClock.format(instant(times[Math.round(i)]!)) : ''),
});

function useLevelColours() {
  const { palette } = useTheme();
  return [palette.info.main, palette.warning.main, palette.error.main] as const;
}

export function ProductionChart({ data, w, height }: Props<Production>) {
  return (
    <BarChart
      height={height}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: data.days.map((d) => slotName(d, w, true)) }]}
      yAxis={[{ label: `${quantityName(data.unit, w)} (${data.unit})`, width: 64 }]}
      series={data.byPlant.map((p) => ({
        label: p.plantCode,
        stack: 'byPlant',
        data: data.days.map((d) => d.byPlant[p.plantCode] ?? 0),
      }))}
    />
  );
}

function LevelStack({
  items,
  w,
  height,
}: {
  items: { name: string; level1: number; level2: number; level3: number }[];
  w: Words;
  height: number;
}) {
  const colours = useLevelColours();
  return (
    <BarChart
      height={height}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: items.map((i) => i.name) }]}
      yAxis={[{ label: w.t('count'), width: 56 }]}
      series={([1, 2, 3] as const).map((level) => ({
        label: w.t('level', { level }),
        stack: 'levels',
        color: colours[level - 1],
        data: items.map((i) => i[`level${level}`]),
      }))}
    />
  );
}

export function OverLimitLevelsChart({ data, w, height }: Props<OverLimit>) {
  const colours = useLevelColours();
  const levels = [1, 2, 3] as const;
  return (
    <BarChart
      height={height}
      skipAnimation
      hideLegend
      xAxis={[
        {
          scaleType: 'band',
          data: levels.map((level) => w.t('level', { level })),
          colorMap: { type: 'ordinal', colors: [...colours] },
        },
      ]}
      yAxis={[{ label: w.t('batches'), width: 56 }]}
      series={[{ label: w.t('batches'), data: levels.map((level) => data.byLevel[`level${level}`]) }]}
    />
  );
}

export const OverLimitMaterialsChart = ({ data, w, height }: Props<OverLimit>) => (
  <LevelStack
    w={w}
    height={height}
    items={[
      ...data.byMaterial.map((m) => ({ ...m, name: materialName(m.materialType, w) })),
      ...data.byCheck.map((c) => ({ ...c, name: checkName(c.check, w) })),
    ]}
  />
);

export const ParetoPanel = ({ data, w, height }: Props<Pareto>) => <ParetoChart data={data} w={w} height={height} />;

export function ConsumptionChart({ data, w, height }: Props<Consumption>) {
  return (
    <BarChart
      height={height}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: data.materials.map((m) => materialName(m.materialType, w)) }]}
      yAxis={[{ label: 't', width: 64 }]}
      series={[
        { label: w.t('actual'), data: data.materials.map((m) => m.actualT) },
        { label: w.t('theory'), data: data.materials.map((m) => m.theoryT) },
      ]}
    />
  );
}

/** A band edge around each batch's theory: points of share (`pp`) are added, a relative limit (`pct`) scales. */
const edge = (theory: number | undefined, limits: Limits, limit: number, sign: 1 | -1) =>
  theory === undefined
    ? null
    : limits.unit === 'pct'
      ? Math.round(theory * (1 + (sign * limit) / 100) * 1000) / 1000
      : Math.round((theory + sign * limit) * 1000) / 1000;

export function ControlChart({ data, w, height }: Props<RatioSeries>) {
  const colours = useLevelColours();
  const { palette } = useTheme();
  const { limits } = data;
  const bands = limits
    ? (['primary', 'middle', 'advanced'] as const).flatMap((name, i) =>
        ([1, -1] as const).map((sign) => ({
          id: `${name}${sign}`,
          label: sign === 1 ? `±${w.t('level', { level: i + 1 })}` : undefined,
          color: colours[i],
          showMark: false,
          curve: 'linear' as const,
          data: data.points.map((p) => edge(p.theory, limits, limits[name], sign)),
        })),
      )
    : [];
  return (
    <LineChart
      height={height}
      skipAnimation
      xAxis={[batchAxis(data.points.map((p) => p.t))]}
      yAxis={[{ label: data.unit ? `${w.t(`key.${data.key}`)} (${data.unit})` : w.t(`key.${data.key}`), width: 64 }]}
      series={[
        {
          id: 'value',
          label: w.t(`key.${data.key}`),
          color: palette.secondary.main,
          // The over-limit batches stand out as marks, thinned or not.
          showMark: ({ index }) => (data.points[index]?.level ?? 0) > 0,
          curve: 'linear',
          data: data.points.map((p) => p.value ?? null),
        },
        {
          id: 'theory',
          label: w.t('theory'),
          color: palette.success.main,
          showMark: false,
          curve: 'linear',
          data: data.points.map((p) => p.theory ?? null),
        },
        ...bands,
      ]}
    />
  );
}

export function HistogramChart({ data, w, height }: Props<MaterialError>) {
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const material = data.materials.find((m) => m.materialType === chosen) ?? data.materials[0]!;
  const unit = material.unit === 'pp' ? w.t('unitPp') : '%';
  return (
    <>
      <ChoiceField
        label={w.t('material')}
        value={String(material.materialType)}
        choices={data.materials.map((m) => ({ value: String(m.materialType), label: materialName(m.materialType, w) }))}
        onChange={(value) => setChosen(Number(value))}
        sx={{ width: 280, mt: 1 }}
        helperText={w.t('errorSummary', { n: material.n, mean: material.mean, sd: material.sd })}
      />
      <BarChart
        height={height - 40}
        skipAnimation
        hideLegend
        xAxis={[
          {
            scaleType: 'band',
            data: material.bins.map((b) => `${b.from}…${b.to}`),
            label: `${w.t('error')} (${unit})`,
          },
        ]}
        yAxis={[{ label: w.t('count'), width: 56 }]}
        series={[{ label: w.t('count'), data: material.bins.map((b) => b.count) }]}
      />
    </>
  );
}

export function TemperatureChart({ data, w, height }: Props<Temperatures>) {
  const { palette } = useTheme();
  const keys = [
    ['asphaltTemp', palette.primary.main],
    ['aggregateTemp', palette.warning.main],
    ['dischargeTemp', palette.success.main],
  ] as const;
  return (
    <LineChart
      height={height}
      skipAnimation
      xAxis={[batchAxis(data.points.map((p) => p.t))]}
      yAxis={[{ label: '℃', width: 48 }]}
      series={keys.map(([key, color]) => ({
        id: key,
        label: w.t(`temp.${key}`),
        color,
        showMark: false,
        curve: 'linear',
        data: data.points.map((p) => p[key] ?? null),
      }))}
    >
      {keys.flatMap(([key, color]) =>
        (['lower', 'upper'] as const).flatMap((side) => {
          const y = data.windows[key]?.[side];
          return y === undefined
            ? []
            : [
                <ChartsReferenceLine
                  key={`${key}-${side}`}
                  y={y}
                  lineStyle={{ stroke: color, strokeDasharray: '4 4' }}
                />,
              ];
        }),
      )}
    </LineChart>
  );
}

/** % passing against sieve size on a logarithmic axis, fine to coarse, as grading curves are drawn (JTG E42). */
export function GradingCurves({
  sieves,
  series,
  height,
  w,
}: {
  sieves: number[];
  series: { id: string; label: string; data: number[]; color: string; dashed?: boolean; marks?: boolean }[];
  height: number;
  w: BaseWords;
}) {
  const dashed = series.filter((s) => s.dashed).map((s) => `& .${lineClasses.line}[data-series="${s.id}"]`);
  return (
    <LineChart
      height={height}
      skipAnimation
      xAxis={[
        {
          scaleType: 'log',
          data: sieves,
          tickInterval: sieves,
          label: `${w.t('sieve')} (mm)`,
          valueFormatter: (v: number) => String(v),
        },
      ]}
      yAxis={[{ min: 0, max: 100, label: `${w.t('passing')} (%)`, width: 56 }]}
      series={series.map((s) => ({
        id: s.id,
        label: s.label,
        color: s.color,
        data: s.data,
        curve: 'linear',
        showMark: Boolean(s.marks),
      }))}
      sx={dashed.length ? { [dashed.join(', ')]: { strokeDasharray: '5 4' } } : undefined}
    />
  );
}

export function GradingChart({ data, w, height }: Props<Gradings>) {
  const { palette } = useTheme();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const mix = data.mixes.find((m) => m.mixType === chosen) ?? data.mixes[0]!;
  const rows = [...mix.sieves].reverse();
  const line = (
    id: keyof (typeof rows)[number],
    label: string,
    color: string,
    more: { dashed?: boolean; marks?: boolean } = {},
  ) => ({
    id: String(id),
    label,
    color,
    data: rows.map((r) => Number(r[id])),
    ...more,
  });
  return (
    <>
      <ChoiceField
        label={w.t('mix')}
        value={mix.mixType}
        choices={data.mixes.map((m) => ({
          value: m.mixType,
          label: w.t('gradingOf', { mix: m.mixType, n: m.batches }),
        }))}
        onChange={setChosen}
        sx={{ width: 280, mt: 1 }}
      />
      <GradingCurves
        w={w}
        height={height - 40}
        sieves={rows.map((r) => r.sieve)}
        series={[
          line('min', w.t('envelopeMin'), palette.text.disabled, { dashed: true }),
          line('max', w.t('envelopeMax'), palette.text.disabled, { dashed: true }),
          line('target', w.t('envelopeTarget'), palette.info.main, { dashed: true }),
          line('formula', w.t('formula'), palette.success.main),
          line('mean', w.t('meanPassing'), palette.secondary.main, { marks: true }),
        ]}
      />
    </>
  );
}
