import { catalogue, type ScreenDef } from '@/lib/routes/catalogue';
import { DEFAULT_PROXY_PREFIXES } from '@/lib/env';
import {
  adminPages,
  liveMapPages,
  ownPages,
  pendingPages,
  reportPages,
  resourcePages,
  settingsPages,
  statsPages,
  tabPages,
  treePages,
  videoWallPages,
} from './page-map';
import { seedDictValues } from '@/lib/dict/seed-fixture';
import { GenericScreen } from '../generic-screen';
import { screenFor } from '../registry';

jest.mock('next/dynamic', () => () => () => null);

function leaves(screens: readonly ScreenDef[]): string[] {
  return screens.flatMap((s) => (s.children?.length ? leaves(s.children) : [s.code]));
}

const pages = catalogue.flatMap((g) => (g.children.length ? leaves(g.children) : [g.code]));
const adminScreens = adminPages;

describe('page map', () => {
  test('every catalogue page is built, pending with its issue, or an administration screen: exactly one', () => {
    expect(pages).toHaveLength(138);
    for (const code of pages) {
      const places = [
        code in resourcePages,
        code in settingsPages,
        code in treePages,
        code in tabPages,
        code in statsPages,
        code in liveMapPages,
        code in reportPages,
        code in videoWallPages,
        code in pendingPages,
        ownPages.includes(code),
        adminScreens.includes(code),
      ].filter(Boolean);
      expect({ code, places: places.length }).toEqual({ code, places: 1 });
    }
  });

  test('the maps name catalogue pages only', () => {
    for (const code of [
      ...Object.keys(resourcePages),
      ...Object.keys(settingsPages),
      ...Object.keys(treePages),
      ...Object.keys(tabPages),
      ...Object.keys(statsPages),
      ...Object.keys(liveMapPages),
      ...Object.keys(reportPages),
      ...Object.keys(videoWallPages),
      ...Object.keys(pendingPages),
      ...ownPages,
    ])
      expect(pages).toContain(code);
  });

  test('built pages get their own body; pending ones the generic notice', () => {
    for (const code of [
      ...Object.keys(resourcePages),
      ...Object.keys(settingsPages),
      ...Object.keys(treePages),
      ...Object.keys(tabPages),
      ...Object.keys(statsPages),
      ...Object.keys(liveMapPages),
      ...Object.keys(reportPages),
      ...Object.keys(videoWallPages),
      ...ownPages,
    ])
      expect(screenFor(code)).not.toBe(GenericScreen);
    for (const code of Object.keys(pendingPages)) expect(screenFor(code)).toBe(GenericScreen);
  });

  test('every definition is consistent: known dictionaries, a name column, sortable columns shown, proxied API', async () => {
    const prefixes = DEFAULT_PROXY_PREFIXES.split(',');
    const tabbed = await Promise.all(
      Object.entries(tabPages).map(async ([code, load]) =>
        (await load()).tabs.flatMap((t) => (t.def ? [[`${code}#${t.key}`, async () => t.def] as const] : [])),
      ),
    );
    const treeTabs = await Promise.all(
      Object.values(tabPages).map(async (load) =>
        (await load()).tabs.flatMap((t) => (t.tree ? [async () => t.tree] : [])),
      ),
    );
    for (const [code, load] of [...Object.entries(resourcePages), ...tabbed.flat()]) {
      const def = await load();
      const fields = def.columns.map((c) => c.field);
      expect({ code, unique: new Set(fields).size }).toEqual({ code, unique: fields.length });
      expect(fields).toContain(def.nameField);
      expect(prefixes).toContain(def.api.split('/')[2]);
      for (const column of def.columns) {
        if (column.type === 'enum') {
          const values = seedDictValues()[column.dict ?? ''];
          expect({ code, dict: column.dict, known: Boolean(values) }).toEqual({ code, dict: column.dict, known: true });
          // The codes a field is limited to are the dictionary's (else a choice would vanish from the form).
          const missing = (column.choices ?? []).filter((c) => !values?.some((v) => v.value === c));
          expect({ code, dict: column.dict, missing }).toEqual({ code, dict: column.dict, missing: [] });
        }
        if (column.type === 'ref') expect(column.ref?.api).toMatch(/^\/api\/[a-z]+\/[A-Za-z]+$/);
      }
      if (def.range) expect(fields).toContain(def.range.column);
      if (def.sort) expect(def.columns.find((c) => c.field === def.sort!.replace(/^-/, ''))?.sortable).toBe(true);
    }
    for (const load of [...Object.values(treePages), ...treeTabs.flat()]) {
      const def = await load();
      for (const part of [def.tree, def.list]) expect(prefixes).toContain(part.api.split('/')[2]);
      expect(def.list.columns.map((c) => c.field)).not.toContain(def.nodeField);
    }
    for (const load of Object.values(statsPages)) {
      const def = await load();
      expect(new Set(def.panels.map((p) => p.key)).size).toBe(def.panels.length);
      for (const panel of def.panels) expect(prefixes).toContain(panel.api.split('/')[2]);
    }
    for (const load of Object.values(reportPages)) {
      const def = await load();
      for (const api of [
        def.api,
        def.conditions?.api,
        ...def.filters.map((f) => (f.kind === 'ref' ? f.ref.api : undefined)),
      ].filter(Boolean))
        expect(prefixes).toContain(api!.split('/')[2]);
    }
    for (const load of Object.values(videoWallPages)) {
      const def = await load();
      for (const api of [def.treeApi, def.snapshotApi]) expect(prefixes).toContain(api.split('/')[2]);
      expect(seedDictValues()[def.scopeDict]).toBeDefined();
    }
    for (const load of Object.values(settingsPages)) {
      const def = await load();
      expect(prefixes).toContain(def.api.split('/')[2]);
      for (const field of def.sections.flatMap((s) => s.fields)) expect(field.form).toBeTruthy();
    }
  });
});
