import { displayConfig as declared, displayTiles } from '@console/contract/bigscreen/resources';
import * as site from '@console/contract/site/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ColumnDef, SettingsScreenDef } from '@/components/kit/screen-defs';

// The big screen's display settings: its title, timing and which tiles it shows, in which places (1…6, each
// used once: the platform refuses a repeated one). Fields and rules: the contract.

const fields = columnsOf(declared, {
  sectionId: {
    ref: { api: site.section.api, label: ['name'] },
    form: { emptyLabel: { zh: '全部标段', en: 'All sections' } },
  },
});

const pick = (names: readonly string[]): ColumnDef[] => names.map((name) => fields.find((f) => f.field === name)!);

export const displayConfig: SettingsScreenDef = {
  api: declared.api,
  sections: [
    { title: { zh: '大屏', en: 'Screen' }, fields: pick(['title', 'rotationSeconds', 'refreshSeconds']) },
    { title: { zh: '显示板块', en: 'Tiles shown' }, fields: pick(displayTiles.map((t) => t.name)) },
    { title: { zh: '板块顺序', en: 'Tile order' }, fields: pick(displayTiles.map((t) => `${t.name}Order`)) },
    { title: { zh: '施工进度板块', en: 'Progress tile' }, fields: pick(['sectionId']) },
  ],
};
