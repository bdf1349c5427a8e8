import fs from 'node:fs';
import path from 'node:path';
import { catalogue } from '@/lib/routes/catalogue';
import { DEFAULT_PROXY_PREFIXES } from '@/lib/env';
import { seedDictValues } from '@/lib/dict/seed-fixture';
import { generatedFiles } from '@/lib/routes/generate';
import type {
  ReportScreenDef,
  ResourceScreenDef,
  SettingsScreenDef,
  StatsScreenDef,
  TabsScreenDef,
  TreeResourceScreenDef,
} from '@/components/kit/screen-defs';
import { GenericScreen } from '@/components/screens/generic-screen';
import { pageLoaders } from '@/components/screens/pages.generated';
import { screenFor } from '@/components/screens/registry';
import type { VideoWallDef } from '@/modules/video/screen-defs';
import { manifests } from '.';

jest.mock('next/dynamic', () => () => () => null);

interface Defs {
  resource: ResourceScreenDef;
  settings: SettingsScreenDef;
  tree: TreeResourceScreenDef;
  tabs: TabsScreenDef;
  stats: StatsScreenDef;
  report: ReportScreenDef;
}
/** The definition loaders of the pages of one kit kind, by page code. */
function defsOf<K extends keyof Defs>(kind: K): Record<string, () => Promise<Defs[K]>> {
  return Object.fromEntries(
    Object.entries(pageLoaders).flatMap(([code, p]) =>
      p.kind === kind ? [[code, p.def as () => Promise<Defs[K]>]] : [],
    ),
  );
}
/** The video walls' definitions: the pages whose own screen is the wall. */
const videoWalls: Record<string, () => Promise<VideoWallDef>> = Object.fromEntries(
  manifests
    .flatMap((m) => m.pages)
    .filter((p) => p.body.kind === 'screen' && p.body.screen.endsWith('#VideoWallScreen'))
    .map((p) => [p.code, pageLoaders[p.code]!.def as () => Promise<VideoWallDef>]),
);

const pages = catalogue.flatMap((g) => (g.children.length ? g.children.map((s) => s.code) : [g.code]));

describe('the modules’ manifests', () => {
  test('the generated catalogue, loaders and menu seed are what the manifests make (`npm run modules`)', () => {
    for (const [file, text] of Object.entries(generatedFiles(manifests)))
      expect({ file, text: fs.readFileSync(path.join(__dirname, '..', file), 'utf8') }).toEqual({ file, text });
  });

  test('every catalogue page is declared by one module and has a body of its own', () => {
    expect(pages).toHaveLength(143);
    expect(Object.keys(pageLoaders).sort()).toEqual([...pages].sort());
    for (const code of pages) expect(screenFor(code)).not.toBe(GenericScreen);
  });

  test(
    'every definition is consistent: known dictionaries, a name ' + 'column, sortable columns shown, proxied API',
    async () => {
      const prefixes = DEFAULT_PROXY_PREFIXES.split(',');
      const tabbed = await Promise.all(
        Object.entries(defsOf('tabs')).map(async ([code, load]) =>
          (await load()).tabs.flatMap((t) => (t.def ? [[`${code}#${t.key}`, async () => t.def] as const] : [])),
        ),
      );
      const treeTabs = await Promise.all(
        Object.values(defsOf('tabs')).map(async (load) =>
          (await load()).tabs.flatMap((t) => (t.tree ? [async () => t.tree] : [])),
        ),
      );
      for (const [code, load] of [...Object.entries(defsOf('resource')), ...tabbed.flat()]) {
        const def = await load();
        const fields = def.columns.map((c) => c.field);
        expect({ code, unique: new Set(fields).size }).toEqual({ code, unique: fields.length });
        expect(fields).toContain(def.nameField);
        expect(prefixes).toContain(def.api.split('/')[2]);
        for (const column of def.columns) {
          if (column.type === 'enum') {
            const values = seedDictValues()[column.dict ?? ''];
            expect({ code, dict: column.dict, known: Boolean(values) }).toEqual({
              code,
              dict: column.dict,
              known: true,
            });
            // The codes a field is limited to are the dictionary's (else a choice would vanish from the form).
            const missing = (column.choices ?? []).filter((c) => !values?.some((v) => v.value === c));
            expect({ code, dict: column.dict, missing }).toEqual({ code, dict: column.dict, missing: [] });
          }
          if (column.type === 'ref') expect(column.ref?.api).toMatch(/^\/api\/[a-z]+\/[A-Za-z]+$/);
        }
        if (def.range) expect(fields).toContain(def.range.column);
        if (def.sort) expect(def.columns.find((c) => c.field === def.sort!.replace(/^-/, ''))?.sortable).toBe(true);
      }
      for (const load of [...Object.values(defsOf('tree')), ...treeTabs.flat()]) {
        const def = await load();
        for (const part of [def.tree, def.list]) expect(prefixes).toContain(part.api.split('/')[2]);
        expect(def.list.columns.map((c) => c.field)).not.toContain(def.nodeField);
      }
      for (const load of Object.values(defsOf('stats'))) {
        const def = await load();
        expect(new Set(def.panels.map((p) => p.key)).size).toBe(def.panels.length);
        for (const panel of def.panels) expect(prefixes).toContain(panel.api.split('/')[2]);
      }
      for (const load of Object.values(defsOf('report'))) {
        const def = await load();
        for (const api of [
          def.api,
          def.conditions?.api,
          ...def.filters.map((f) => (f.kind === 'ref' ? f.ref.api : undefined)),
        ].filter(Boolean))
          expect(prefixes).toContain(api!.split('/')[2]);
      }
      for (const load of Object.values(videoWalls)) {
        const def = await load();
        for (const api of [def.treeApi, def.snapshotApi]) expect(prefixes).toContain(api.split('/')[2]);
        expect(seedDictValues()[def.scopeDict]).toBeDefined();
      }
      for (const load of Object.values(defsOf('settings'))) {
        const def = await load();
        expect(prefixes).toContain(def.api.split('/')[2]);
        for (const field of def.sections.flatMap((s) => s.fields)) expect(field.form).toBeTruthy();
      }
    },
  );
});
