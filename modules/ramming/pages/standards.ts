import * as r from '@console/contract/ramming/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// Standards of the ramming family: hammer standards (energy worked out by the platform) and their change
// log, ramming standards per pass, drop-height standards, DDC hammer standards. Fields and rules: the contract.

export const hjHammerStandard: ResourceScreenDef = {
  api: r.hammerStandard.api,
  columns: columnsOf(r.hammerStandard, {
    code: { width: 120 },
    weight: { width: 100 },
    diameter: { width: 100 },
    baseArea: { width: 110 },
    standardDrop: { width: 120 },
    energy: { width: 130 },
    note: { width: 220 },
    updTime: { width: 160 },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: { zh: '夯锤标准', en: 'hammer standard' },
  nameField: 'code',
};

export const hjHammerStandardLog: ResourceScreenDef = {
  api: r.hammerStandardLog.api,
  columns: columnsOf(r.hammerStandardLog, {
    t: { width: 160 },
    hammerId: false,
    hammerCode: { width: 120, filter: true },
    field: { width: 120, filter: true },
    action: { width: 90, filter: true },
    oldValue: { width: 180 },
    newValue: { width: 180 },
    byName: { width: 110, filter: true },
  }),
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: { zh: '变更记录', en: 'change' },
  nameField: 'hammerCode',
};

export const hjStandard: ResourceScreenDef = {
  api: r.ramStandard.api,
  columns: columnsOf(r.ramStandard, {
    name: { width: 190 },
    energy: { width: 120 },
    pass: { width: 110, filter: true },
    designHits: { width: 110 },
    minHits: { width: 110 },
    lastTwoLimit: { width: 190 },
    spacing: { width: 110 },
    updTime: { width: 160 },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '夯击标准', en: 'ramming standard' },
  nameField: 'name',
};

export const hjDropStandard: ResourceScreenDef = {
  api: r.dropStandard.api,
  columns: columnsOf(r.dropStandard, {
    name: { width: 180 },
    hammerId: { ref: { api: r.hammerStandard.api, label: ['code'] }, shownAs: 'hammerCode', filter: true },
    hammerCode: { width: 110 },
    standardDrop: { width: 120 },
    energy: { width: 120 },
    tolerance: { width: 110 },
    level1Margin: { width: 130 },
    level2Margin: { width: 130 },
    level3Margin: { width: 130 },
    updTime: { width: 160 },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '落距标准', en: 'drop standard' },
  nameField: 'name',
};

export const ddcHammerStandard: ResourceScreenDef = {
  api: r.ddcHammerStandard.api,
  columns: columnsOf(r.ddcHammerStandard, {
    code: { width: 120 },
    weight: { width: 120 },
    standardDrop: { width: 100 },
    energy: { width: 120 },
    fillPerLayer: { width: 120 },
    minRamsPerLayer: { width: 170 },
    designDepth: { width: 120 },
    updTime: { width: 160 },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: { zh: '锤击标准', en: 'hammer standard' },
  nameField: 'code',
};
