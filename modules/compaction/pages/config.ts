import * as compaction from '@console/contract/compaction/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// Compaction configuration: roller models and the colour bands of the compaction maps. Fields and rules: the
// contract.

export const rollerModel: ResourceScreenDef = {
  api: compaction.rollerModel.api,
  columns: columnsOf(compaction.rollerModel, {
    model: { width: 120 },
    maker: { width: 120, filter: true },
    rollerClass: { width: 150, filter: true },
    weight: { width: 110 },
    drumWidth: { width: 110 },
    freq: { width: 110 },
    amplitude: { width: 110 },
    maxSpeed: { width: 120 },
    devices: { width: 100 },
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'model',
  noun: compaction.rollerModel.noun,
  nameField: 'model',
};

export const colourBand: ResourceScreenDef = {
  api: compaction.colourBand.api,
  columns: columnsOf(compaction.colourBand, {
    metric: { width: 120, filter: true },
    fromValue: { width: 100 },
    toValue: { width: 100 },
    colour: { width: 130 },
    label: { width: 160 },
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  noun: compaction.colourBand.noun,
  nameField: 'label',
};
