'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { StatsHead } from '@/lib/platform/bhz-stats';
import { ChoiceField } from '@/components/common/choice-field';
import { TextInput } from '@/components/common/text-input';
import { useShellData } from '@/components/shell/shell-context';
import { useLiveTopics } from '@/components/live/live-channel';
import { liveTopics } from '../page-map';
import type { ScreenProps } from '../../screen-props';
import { ScreenFrame } from '../../admin/common/screen-frame';
import { ScreenToolbar } from '../../admin/common/screen-toolbar';
import { codecFor } from '../../admin/common/url-codec';
import { useUrlState } from '../../admin/common/use-url-state';
import type { StatsScreenDef } from '../resource-def';
import { PanelKpis } from './kpi-row';
import { StatsPanel } from './stats-panel';
import type { BaseWords } from './stats-views';
import { usePanelData } from './use-panel-data';

const codec = codecFor({ plantId: '', start: '', end: '' });

/**
 * The screen kit's statistics/analysis page: a day range (and a plant when the page is a plant type's) in
 * the URL, KPI cards, and one panel per chart of the definition. Until the user picks a range the platform's default is used, and
 * the fields show the range it answered.
 */
export function StatsScreen({ path, match, def }: ScreenProps & { def: StatsScreenDef }) {
  const { titles } = useShellData();
  const title = titles[match.screen.code] ?? match.screen.code;
  const translate = useTranslations('stats');
  const locale = useLocale() as 'zh' | 'en';
  const w = useMemo<BaseWords>(
    () => ({ t: (key, values) => translate(key as never, values as never), locale }),
    [translate, locale],
  );
  const [filters, setFilters] = useUrlState(path, codec);
  const valid = !filters.start || !filters.end || filters.start <= filters.end;
  const head = usePanelData<Partial<StatsHead> & { start: string; end: string }>(def, filters, def.panels[0]!, valid)
    .data?.data;
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ predicate: (q) => def.panels.some((p) => q.queryKey[0] === p.api) });
  // A batch discharged inside the range shown (today's, as a rule) is counted at once.
  useLiveTopics(liveTopics[match.screen.code], (data, event) => {
    const day = (data as { t?: string } | undefined)?.t?.slice(0, 10);
    if (event === 'reset' || !day || !head || (day >= head.start && day <= head.end)) void refresh();
  });

  const date = (key: 'start' | 'end') => (
    <TextInput
      type="date"
      label={w.t(key)}
      shrink
      value={filters[key] || head?.[key] || ''}
      onChange={(e) => setFilters((f) => ({ ...f, [key]: e.target.value }))}
      error={!valid}
      helperText={valid ? undefined : w.t('rangeInvalid')}
      sx={{ width: 170 }}
    />
  );

  return (
    <ScreenFrame title={title} toolbar={<ScreenToolbar onRefresh={refresh} />}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 1.5 }}
        role="search"
        aria-label={w.t('filters')}
      >
        {def.plantType && (
          <ChoiceField
            label={w.t('plant')}
            value={filters.plantId}
            choices={(head?.plants ?? []).map((p) => ({ value: String(p.id), label: `${p.code} ${p.name}` }))}
            emptyLabel={w.t('allPlants')}
            displayEmpty
            onChange={(plantId) => setFilters((f) => ({ ...f, plantId }))}
            sx={{ width: 220 }}
          />
        )}
        {date('start')}
        {date('end')}
      </Stack>
      {/* The filters stay above the scrolled panels: a scroll box would clip their floating labels. */}
      <Box sx={{ overflow: 'auto', flex: 1, minHeight: 0 }}>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 1.5 }}
          aria-label={w.t('kpis')}
          role="region"
        >
          {def.panels
            .filter((p) => p.kpis)
            .map((p) => (
              <PanelKpis key={p.key} page={def} filters={filters} panel={p} w={w} enabled={valid} />
            ))}
        </Stack>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          {def.panels.map((p) => (
            <StatsPanel key={p.key} page={def} filters={filters} panel={p} w={w} fileStem={title} enabled={valid} />
          ))}
        </Box>
      </Box>
    </ScreenFrame>
  );
}
