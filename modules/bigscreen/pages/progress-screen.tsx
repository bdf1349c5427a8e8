'use client';

import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ScreenProps } from '@/components/screens/screen-props';
import { progressCurve, progressItems } from './progress';
import { ResourceScreen } from '@/components/kit/resource/resource-screen';
import { StatsScreen } from '@/components/kit/stats/stats-screen';
import { TabBar } from '@/components/common/tab-bar';

/**
 * 施工进度: the plan's items (the screen kit's registry) and the S-curve of the whole plan (its statistics
 * page), one tab each. The tabs share the page's URL and leave it alone, as TabsScreen's do; the curve is read
 * afresh when its tab opens, so an item just saved is in it.
 */
export function ProgressScreen({ path, match }: ScreenProps) {
  const t = useTranslations('progress');
  const client = useQueryClient();
  const [tab, setTab] = useState<'items' | 'curve'>('items');
  const choose = (next: 'items' | 'curve') => {
    if (next === 'curve')
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === progressCurve.panels[0]!.api });
    setTab(next);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <TabBar
        value={tab}
        onChange={choose}
        tabs={[
          { value: 'items', label: t('items'), id: 'progress-tab-items', controls: 'progress-panel' },
          { value: 'curve', label: t('curve'), id: 'progress-tab-curve', controls: 'progress-panel' },
        ]}
        aria-label={t('tabs')}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      />
      <Box sx={{ flex: 1, minHeight: 0 }} role="tabpanel" id="progress-panel" aria-labelledby={`progress-tab-${tab}`}>
        {tab === 'items' ? (
          <ResourceScreen key="items" path={`${path}#items`} match={match} def={progressItems} />
        ) : (
          <StatsScreen key="curve" path={`${path}#curve`} match={match} def={progressCurve} />
        )}
      </Box>
    </Box>
  );
}
