'use client';

import { useTheme } from '@mui/material/styles';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import type { DdcEvent, RamHit } from '@/modules/ramming/contract';

export type HitWords = { settlement: string; cumulative: string; hitNo: string; limit: string };

/**
 * A point's settlement per hit (bars, left axis) and the cumulative settlement (line, right axis); the
 * last two blows, whose mean the rule compares with the standard, in a darker shade, and the standard
 * itself as a line on the bars' axis.
 */
export function HitsChart({ hits, limit, words }: { hits: readonly RamHit[]; limit: number | null; words: HitWords }) {
  const theme = useTheme();
  const x = hits.map((h) => h.hitNo);
  const lastTwo = new Set(x.slice(-2));
  return (
    <ChartsContainer
      height={240}
      margin={{ top: 16, right: 8, bottom: 8, left: 8 }}
      series={[
        {
          type: 'bar',
          id: 'settlement',
          label: words.settlement,
          data: hits.map((h) => h.settlement),
          yAxisId: 'settlement',
        },
        {
          type: 'line',
          id: 'cumulative',
          label: words.cumulative,
          data: hits.map((h) => h.cumulative),
          yAxisId: 'cumulative',
          color: theme.palette.warning.main,
        },
      ]}
      xAxis={[
        {
          id: 'hit',
          scaleType: 'band',
          data: x,
          label: words.hitNo,
          height: 40,
          colorMap: {
            type: 'ordinal',
            values: x,
            colors: x.map((n) => (lastTwo.has(n) ? theme.palette.primary.dark : theme.palette.primary.light)),
          },
        },
      ]}
      yAxis={[
        { id: 'settlement', label: `${words.settlement} (mm)`, width: 56, min: 0 },
        { id: 'cumulative', label: `${words.cumulative} (mm)`, position: 'right', width: 56, min: 0 },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      {limit !== null && (
        <ChartsReferenceLine
          y={limit}
          axisId="settlement"
          label={words.limit}
          labelAlign="end"
          lineStyle={{ stroke: theme.palette.error.main, strokeDasharray: '5 3' }}
        />
      )}
      <ChartsXAxis axisId="hit" />
      <ChartsYAxis axisId="settlement" />
      <ChartsYAxis axisId="cumulative" />
    </ChartsContainer>
  );
}

export type DepthWords = { depth: string; minutes: string; fill: string; ram: string; design: string };

/**
 * A pile's depth over time from its rig's events (depth downwards), the fills and rams marked, the design depth as a
 * line.
 */
export function DepthChart({
  events,
  designDepth,
  words,
}: {
  events: readonly DdcEvent[];
  designDepth: number;
  words: DepthWords;
}) {
  const theme = useTheme();
  const t0 = events.length > 0 ? Date.parse(events[0]!.t.replace(' ', 'T')) : 0;
  const at = (e: DdcEvent) => Math.round(((Date.parse(e.t.replace(' ', 'T')) - t0) / 60_000) * 100) / 100;
  const points = (kind: 1 | 2) => events.flatMap((e, i) => (e.event === kind ? [{ id: i, x: at(e), y: e.depth }] : []));
  return (
    <ChartsContainer
      height={240}
      margin={{ top: 16, right: 16, bottom: 8, left: 8 }}
      series={[
        {
          type: 'line',
          id: 'depth',
          label: words.depth,
          data: events.map((e) => e.depth),
          xAxisId: 'time',
          yAxisId: 'depth',
          color: theme.palette.text.secondary,
          showMark: false,
        },
        {
          type: 'scatter',
          id: 'ram',
          label: words.ram,
          data: points(2),
          xAxisId: 'time',
          yAxisId: 'depth',
          color: theme.palette.primary.main,
          markerSize: 3,
        },
        {
          type: 'scatter',
          id: 'fill',
          label: words.fill,
          data: points(1),
          xAxisId: 'time',
          yAxisId: 'depth',
          color: theme.palette.warning.dark,
          markerSize: 5,
        },
      ]}
      xAxis={[{ id: 'time', scaleType: 'linear', data: events.map(at), label: words.minutes, height: 40, min: 0 }]}
      yAxis={[
        {
          id: 'depth',
          label: `${words.depth} (m)`,
          width: 56,
          min: 0,
          max: Math.ceil(Math.max(designDepth, ...events.map((e) => e.depth)) + 0.5),
          reverse: true,
        },
      ]}
    >
      <LinePlot />
      <ScatterPlot />
      <ChartsReferenceLine
        y={designDepth}
        axisId="depth"
        label={words.design}
        labelAlign="end"
        lineStyle={{ stroke: theme.palette.error.main, strokeDasharray: '5 3' }}
      />
      <ChartsXAxis axisId="time" />
      <ChartsYAxis axisId="depth" />
    </ChartsContainer>
  );
}
