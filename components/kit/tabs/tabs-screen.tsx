'use client';

import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { ScreenLoading } from '../frame/screen-loading';
import type { ScreenProps } from '@/components/screens/screen-props';
import type { TabsScreenDef } from '../screen-defs';
import { TabBar } from '@/components/common/tab-bar';

// Each kind loads with the first tab that shows it: a page of lists does not load the tree view, nor a tree the list's
// parts.
const ResourceScreen = dynamic(() => import('../resource/resource-screen').then((m) => m.ResourceScreen), {
  ssr: false,
  loading: () => <ScreenLoading />,
});
const TreeResourceScreen = dynamic(() => import('../tree/tree-resource-screen').then((m) => m.TreeResourceScreen), {
  ssr: false,
  loading: () => <ScreenLoading />,
});

/**
 * Several screen-kit definitions on one catalogue page, one tab each. The tabs share the page's URL, so
 * a tab's filters stay in its own state (the tab's screen is given a path of its own, never the active
 * one, and leaves the URL alone); switching tabs starts the other tab afresh.
 */
export function TabsScreen({ path, match, def }: ScreenProps & { def: TabsScreenDef }) {
  const locale = useLocale() as 'zh' | 'en';
  const [current, setCurrent] = useState(0);
  const tab = def.tabs[current]!;
  // The tab bar sits on paper: on the page's grey, the selected tab's colour falls under 4.5:1 (axe).
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <TabBar
        value={current}
        onChange={setCurrent}
        tabs={def.tabs.map((t, i) => ({ value: i, label: t.title[locale], id: `${match.screen.code}-tab-${t.key}` }))}
        aria-label={match.screen.code}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      />
      <Box sx={{ flex: 1, minHeight: 0 }} role="tabpanel" aria-labelledby={`${match.screen.code}-tab-${tab.key}`}>
        {tab.tree ? (
          // A tree tab keeps its chosen node in the page's URL (one tree a page): a link to a department still opens
          // it.
          <TreeResourceScreen key={tab.key} path={path} match={match} def={tab.tree} />
        ) : (
          <ResourceScreen
            key={tab.key}
            path={`${path}#${tab.key}`}
            match={match}
            def={tab.def}
            gridLabel={tab.title[locale]}
          />
        )}
      </Box>
    </Box>
  );
}
