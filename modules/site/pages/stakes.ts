import * as site from '@console/contract/site/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// The site's geometry registries. Fields and rules: the contract.

export const stake: ResourceScreenDef = {
  api: site.stake.api,
  columns: columnsOf(site.stake, {
    sectionId: {
      ref: { api: site.section.api, label: ['code', 'name'] },
      shownAs: 'sectionName',
      hidden: true,
      filter: true,
    },
    sectionName: { width: 160 },
    name: { width: 110 },
    chainage: { width: 100 },
    x: { width: 100 },
    y: { width: 100 },
    azimuth: { width: 100 },
    leftWidth: { width: 100 },
    rightWidth: { width: 100 },
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'chainage',
  noun: site.stake.noun,
  nameField: 'name',
};
