'use client';

import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import type { ScreenProps } from '../../screen-props';
import type { TabsScreenDef } from '../resource-def';
import { ResourceScreen } from '../resource/resource-screen';
import { TreeResourceScreen } from '../tree/tree-resource-screen';

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
      <Tabs
        value={current}
        onChange={(_, next: number) => setCurrent(next)}
        aria-label={match.screen.code}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        {def.tabs.map((t) => (
          <Tab key={t.key} label={t.title[locale]} id={`${match.screen.code}-tab-${t.key}`} />
        ))}
      </Tabs>
      <Box sx={{ flex: 1, minHeight: 0 }} role="tabpanel" aria-labelledby={`${match.screen.code}-tab-${tab.key}`}>
        {tab.tree ? (
          // A tree tab keeps its chosen node in the page's URL (one tree a page): a link to a department still opens it.
          <TreeResourceScreen key={tab.key} path={path} match={match} def={tab.tree} />
        ) : (
          <ResourceScreen key={tab.key} path={`${path}#${tab.key}`} match={match} def={tab.def} gridLabel={tab.title[locale]} />
        )}
      </Box>
    </Box>
  );
}
