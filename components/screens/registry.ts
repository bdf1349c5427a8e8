'use client';

import dynamic from 'next/dynamic';
import { createElement, type ComponentType } from 'react';
import { PageCode } from '@/components/kit/access/page-code';
import { ScreenLoading } from '@/components/kit/frame/screen-loading';
import { GenericScreen } from './generic-screen';
import type { PageLoader } from './page-loaders';
import { pageLoaders } from './pages.generated';
import { withScreenMessages } from './screen-messages';
import type { ScreenProps } from './screen-props';

// Screens carry tables, forms, maps, charts and TanStack Query: loaded only when one opens, so the
// shell never ships them. Client-only: they hold no server data worth rendering early, and their
// message namespaces come apart from the page's (screen-messages.tsx).
const lazy = (load: () => Promise<ComponentType<ScreenProps>>) =>
  dynamic(
    () =>
      Promise.all([load(), import('@/components/request/query-provider')]).then(([Screen, { withQueryClient }]) =>
        withQueryClient(withScreenMessages(Screen)),
      ),
    { ssr: false, loading: ScreenLoading },
  );

type WithDef = ComponentType<ScreenProps & { def: never }>;

/** The kit's screen of each kind, loaded with the page's definition (each kind's code in a chunk of its own). */
const kits: Record<Exclude<PageLoader['kind'], 'screen'>, () => Promise<WithDef>> = {
  resource: () => import('@/components/kit/resource/resource-screen').then((m) => m.ResourceScreen as WithDef),
  settings: () => import('@/components/kit/settings/settings-screen').then((m) => m.SettingsScreen as WithDef),
  tree: () => import('@/components/kit/tree/tree-resource-screen').then((m) => m.TreeResourceScreen as WithDef),
  tabs: () => import('@/components/kit/tabs/tabs-screen').then((m) => m.TabsScreen as WithDef),
  // The chart library comes with the stats screen's chunk only.
  stats: () => import('@/components/kit/stats/stats-screen').then((m) => m.StatsScreen as WithDef),
  report: () => import('@/components/kit/report/report-screen').then((m) => m.ReportScreen as WithDef),
};

/** A page's component: the kit's (or the module's own) with the page's definition, when it has one. */
function screenOf(page: PageLoader): ComponentType<ScreenProps> {
  const component = page.kind === 'screen' ? page.screen : kits[page.kind];
  const def = page.def;
  return lazy(async () => {
    const [Screen, loaded] = await Promise.all([component(), def ? def() : undefined]);
    // The page's code is its buttons' prefix wherever the kit checks an element (access/page-code.ts).
    const Page = (props: ScreenProps) =>
      createElement(
        PageCode.Provider,
        { value: props.match.screen.code },
        createElement(Screen as WithDef, { ...props, ...(def ? { def: loaded as never } : {}) } as never),
      );
    return Page;
  });
}

const screens = new Map<string, ComponentType<ScreenProps>>();

/** The screen of a catalogue code (made once per code); a code no module declares shows the generic screen. */
export function screenFor(code: string): ComponentType<ScreenProps> {
  const page = pageLoaders[code];
  if (!page) return GenericScreen;
  let screen = screens.get(code);
  if (!screen) screens.set(code, (screen = screenOf(page)));
  return screen;
}
