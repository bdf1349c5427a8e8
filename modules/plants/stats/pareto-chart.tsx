'use client';

import { useTheme } from '@mui/material/styles';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { Words } from '@/components/kit/stats/panel-view';
import type { Pareto } from '@console/contract/plants/reads';
import { checkName, materialName } from './views';

/** Counts by level as stacked bars, largest item first, and the cumulative share on a right-hand % axis. */
export function ParetoChart({ data, w, height }: { data: Pareto; w: Words; height: number }) {
  const { palette } = useTheme();
  const colours = [palette.info.main, palette.warning.main, palette.error.main];
  const names = data.items.map((i) => (i.check ? checkName(i.check, w) : materialName(i.materialType ?? 0, w)));
  return (
    <ChartsDataProvider
      height={height}
      skipAnimation
      xAxis={[{ id: 'items', scaleType: 'band', data: names }]}
      yAxis={[
        { id: 'count', label: w.t('count'), width: 56 },
        { id: 'pct', label: `${w.t('cumulative')} (%)`, min: 0, max: 100, position: 'right', width: 56 },
      ]}
      series={[
        ...([1, 2, 3] as const).map((level) => ({
          type: 'bar' as const,
          label: w.t('level', { level }),
          stack: 'levels',
          color: colours[level - 1],
          yAxisId: 'count',
          data: data.items.map((i) => i[`level${level}`]),
        })),
        {
          type: 'line' as const,
          label: w.t('cumulative'),
          color: palette.text.secondary,
          yAxisId: 'pct',
          curve: 'linear' as const,
          data: data.items.map((i) => i.cumulativePct),
        },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis axisId="items" />
          <ChartsYAxis axisId="count" />
          <ChartsYAxis axisId="pct" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
