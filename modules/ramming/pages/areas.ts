import * as r from '@console/contract/ramming/resources';
import { columnsOf, type ColumnLook } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// Work areas of the ramming family with their outline drawn on the site plan (the platform checks it and works out
// the area), the hj design points, and the commands that fill an area with points or piles.
// Fields and rules: the contract.

/** How both families' area pages show an area's outline, section and rigs. */
const areaLooks: Record<string, ColumnLook> = {
  code: { width: 110, filter: true },
  name: { width: 140 },
  sectionId: { ref: { api: '/api/site/section', label: ['code', 'name'] }, shownAs: 'sectionName', filter: true },
  sectionName: { width: 120 },
  polygon: { width: 110 },
  area: { width: 110 },
  deviceCodes: { width: 150 },
  updTime: { width: 160, optional: true },
};

export const hjArea: ResourceScreenDef = {
  api: r.hjArea.api,
  columns: columnsOf(r.hjArea, {
    ...areaLooks,
    standardId: { ref: { api: r.ramStandard.api, label: ['name'] }, shownAs: 'standardName' },
    standardName: { width: 170 },
    pointCount: { width: 90 },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: { zh: '强夯区域', en: 'ramming area' },
  nameField: 'code',
  commands: [
    {
      name: 'generatePoints',
      element: 'btn_generate',
      method: 'POST',
      label: { zh: '生成夯点 {name}', en: 'Generate points of {name}' },
      icon: 'generate',
      confirm: {
        zh: '按区域 {name} 的夯击标准（遍次、间距、设计击数）重新生成这一遍的夯点？尚未夯击的夯点将被替换。',
        en:
          'Generate the points of area {name} on its ramming standard (pass, spacing, design hits)? Points not ' +
          'yet rammed in this pass are replaced.',
      },
      done: { zh: '已生成区域 {name} 的夯点', en: 'Points generated for area {name}' },
    },
  ],
};

export const ddcArea: ResourceScreenDef = {
  api: r.ddcArea.api,
  columns: columnsOf(r.ddcArea, {
    ...areaLooks,
    standardId: { ref: { api: r.ddcHammerStandard.api, label: ['code'] }, shownAs: 'standardCode' },
    standardCode: { width: 110 },
    pattern: { width: 110, filter: true },
    spacing: { width: 100 },
    designDepth: { width: 110 },
    pileDiameter: { width: 100 },
    pileCount: { width: 90 },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: { zh: 'DDC区域', en: 'DDC area' },
  nameField: 'code',
  commands: [
    {
      name: 'generatePiles',
      element: 'btn_generate',
      method: 'POST',
      label: { zh: '生成桩位 {name}', en: 'Generate piles of {name}' },
      icon: 'generate',
      confirm: {
        zh: '按区域 {name} 的布桩方式、桩间距、桩深和桩径重新生成桩位？尚未成桩的桩位将被替换。',
        en:
          'Generate the piles of area {name} on its pattern, spacing, depth and diameter? Piles not yet built ' +
          'are replaced.',
      },
      done: { zh: '已生成区域 {name} 的桩位', en: 'Piles generated for area {name}' },
    },
  ],
};

export const hjPoint: ResourceScreenDef = {
  api: r.hjPoint.api,
  columns: columnsOf(r.hjPoint, {
    code: { width: 150, filter: true },
    areaId: { ref: { api: r.hjArea.api, label: ['code', 'name'] }, shownAs: 'areaCode', filter: true },
    areaCode: { width: 100 },
    pass: { width: 110, filter: true },
    x: { width: 100 },
    y: { width: 100 },
    designHits: { width: 100 },
    status: { width: 100, filter: true },
    hits: { width: 100 },
    lastTwoAvg: { width: 200 },
    totalSettlement: { width: 140, optional: true },
    deviceCode: { width: 90, optional: true },
    lastHitAt: { width: 160, optional: true },
    updTime: { width: 160, optional: true },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'code',
  noun: { zh: '夯点', en: 'design point' },
  nameField: 'code',
};
