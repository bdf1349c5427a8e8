'use client';

import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartAnswer } from '@/lib/platform/chart-answer';
import { nameOf } from './chart-view';
import type { Words } from './panel-view';

/**
 * The chart a site-wide answer's view names: bars (stacked by series' `stack`), lines with a target line, or a donut.
 */
export function SiteChart({
  data,
  view,
  w,
  height,
}: {
  data: ChartAnswer;
  view: string | undefined;
  w: Words;
  height: number;
}) {
  const { palette } = useTheme();
  const chart = view ? data.views[view]?.chart : undefined;
  if (!chart) return null;
  // Alarm levels keep the colours of the plants' over-limit levels; other series take the theme's palette.
  const levelColours: Record<string, string> = {
    level1: palette.info.main,
    level2: palette.warning.main,
    level3: palette.error.main,
  };
  const colourOf = (key: string) => levelColours[key];
  const x = chart.x.map((token) => (/^\d{4}-\d{2}-\d{2}$/.test(token) ? token.slice(5) : nameOf(token, w)));
  const yLabel = chart.unit ? `${nameOf(chart.y, w)} (${chart.unit})` : nameOf(chart.y, w);
  const reference = chart.reference && (
    <ChartsReferenceLine
      y={chart.reference.value}
      label={`${nameOf(chart.reference.name, w)} ${chart.reference.value}${chart.unit ?? ''}`}
      labelAlign="end"
      lineStyle={{ stroke: palette.error.main, strokeDasharray: '6 4' }}
      labelStyle={{ fill: palette.error.main, fontSize: 12 }}
    />
  );

  if (chart.type === 'pie') {
    const series = chart.series[0]!;
    return (
      <PieChart
        height={height}
        skipAnimation
        series={[
          {
            innerRadius: 60,
            outerRadius: 120,
            paddingAngle: 1,
            arcLabel: (item) => (item.value ? String(item.value) : ''),
            data: chart.x.map((token, i) => ({
              id: token,
              label: x[i],
              value: series.data[i] ?? 0,
              color: colourOf(token.replace(/^@/, '')),
            })),
          },
        ]}
      />
    );
  }
  if (chart.type === 'bar') {
    return (
      <BarChart
        height={height}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: x }]}
        yAxis={[{ label: yLabel, width: 64, ...(chart.unit === '%' ? { min: 0, max: 100 } : {}) }]}
        series={chart.series.map((s) => ({
          id: s.key,
          label: nameOf(s.name, w),
          data: s.data,
          stack: s.stack,
          color: colourOf(s.key),
          valueFormatter: (v: number | null) => (v === null ? '—' : `${v}${chart.unit ?? ''}`),
        }))}
      >
        {reference}
      </BarChart>
    );
  }
  return (
    <LineChart
      height={height}
      skipAnimation
      xAxis={[{ scaleType: 'point', data: x }]}
      yAxis={[{ label: yLabel, width: 64, ...(chart.unit === '%' ? { min: 0, max: 100 } : {}) }]}
      series={chart.series.map((s) => ({
        id: s.key,
        label: nameOf(s.name, w),
        data: s.data,
        curve: 'linear' as const,
        showMark: chart.x.length <= 14,
        color: colourOf(s.key) ?? (s.line ? palette.text.primary : undefined),
        valueFormatter: (v: number | null) => (v === null ? '—' : `${v}${chart.unit ?? ''}`),
      }))}
      sx={Object.fromEntries(
        chart.series
          .filter((s) => s.line)
          .map((s) => [`& .MuiLineElement-series-${s.key}`, { strokeDasharray: '6 3', strokeWidth: 2.5 }]),
      )}
    >
      {reference}
    </LineChart>
  );
}
