'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { ChoiceField } from '@/components/common/choice-field';
import { TextInput } from '@/components/common/text-input';
import { useShellData } from '@/components/shell/shell-context';
import { useLiveTopics } from '@/components/live/live-channel';
import { liveTopics } from '@/lib/routes/topics';
import type { ScreenProps } from '@/components/screens/screen-props';
import { ScreenFrame } from '../frame/screen-frame';
import { ScreenToolbar } from '../frame/screen-toolbar';
import { codecFor } from '../filters/url-codec';
import { useUrlState } from '../filters/use-url-state';
import type { StatsScreenDef } from '../screen-defs';
import { PanelKpis } from './kpi-row';
import { StatsPanel } from './stats-panel';
import type { BaseWords } from './panel-view';
import { usePanelData } from './use-panel-data';

/**
 * The screen kit's statistics/analysis page: a day range (and the page's choice, when it names one: a plant of
 * its type) in the URL, KPI cards, and one panel per chart of the definition. Until the user picks a range the
 * platform's default is used, and the fields show the range it answered.
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
  // The choice keeps its platform parameter's name in the URL (`plantId=`).
  const choiceParam = def.choice?.param ?? 'choice';
  const codec = useMemo(() => codecFor({ [choiceParam]: '', start: '', end: '' }), [choiceParam]);
  const [query, setQuery] = useUrlState(path, codec);
  const filters = useMemo(
    () => ({ choice: query[choiceParam] ?? '', start: query.start ?? '', end: query.end ?? '' }),
    [query, choiceParam],
  );
  const setFilters = (change: (f: typeof filters) => typeof filters) =>
    setQuery((q) => {
      const next = change({ choice: q[choiceParam] ?? '', start: q.start ?? '', end: q.end ?? '' });
      return { ...q, [choiceParam]: next.choice, start: next.start, end: next.end };
    });
  const valid = !filters.start || !filters.end || filters.start <= filters.end;
  const head = usePanelData<{ start: string; end: string }>(def, filters, def.panels[0]!, valid).data?.data;
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
        {def.choice && (
          <ChoiceField
            label={def.choice.label[locale]}
            value={filters.choice}
            choices={head ? def.choice.options(head) : []}
            emptyLabel={def.choice.all[locale]}
            displayEmpty
            onChange={(choice) => setFilters((f) => ({ ...f, choice }))}
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
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {def.panels.map((p) => (
            <StatsPanel key={p.key} page={def} filters={filters} panel={p} w={w} fileStem={title} enabled={valid} />
          ))}
        </Box>
      </Box>
    </ScreenFrame>
  );
}
