import * as d from '@console/contract/ramming/records';
import { columnsOf, type ColumnLook } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// What the rammers and DDC rigs recorded (all read-only): raw hits as uploaded, validated hits on their
// design points, the DDC rigs' raw events, and the piles with a drawer of their layers. Fields: the contract.

/** The rig and the area a record names, searched by their codes. */
const searched: Record<string, ColumnLook> = {
  deviceCode: { width: 100, filter: true },
  areaCode: { width: 100, filter: true },
};
const thr: ColumnLook = { width: 260, optional: true };

export const hjRawHit: ResourceScreenDef = {
  api: d.rawHit.api,
  columns: columnsOf(d.rawHit, {
    gpst: { width: 160 },
    ...searched,
    workPointId: { width: 150, filter: true },
    hitIndex: { width: 100 },
    lon: { width: 120, optional: true },
    lat: { width: 120, optional: true },
    x: { width: 100 },
    y: { width: 100 },
    hammerType: { width: 100, optional: true },
    phi: { width: 130 },
    high: { width: 110 },
    receivedAt: { width: 160 },
    parseStatus: { width: 110, filter: true },
  }),
  keyword: true,
  sort: '-gpst',
  range: { column: 'gpst' },
  noun: { zh: '原始夯击数据', en: 'raw hit' },
  nameField: 'workPointId',
};

export const hjHit: ResourceScreenDef = {
  api: d.hit.api,
  columns: columnsOf(d.hit, {
    t: { width: 160 },
    ...searched,
    pointCode: { width: 150, filter: true },
    hitNo: { width: 80 },
    dropM: { width: 100 },
    settlement: { width: 130 },
    cumulative: { width: 130 },
    energy: { width: 130 },
    lowDrop: { width: 100, filter: true },
    offPoint: { width: 100, filter: true },
    abnormal: { width: 90, filter: true, optional: true },
    thr,
  }),
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: { zh: '夯击数据', en: 'hit' },
  nameField: 'pointCode',
};

export const ddcRawEvent: ResourceScreenDef = {
  api: d.rawEvent.api,
  columns: columnsOf(d.rawEvent, {
    t: { width: 160 },
    ...searched,
    pileCode: { width: 130, filter: true },
    event: { width: 100, filter: true },
    times: { width: 100 },
    duration: { width: 100 },
    subtotal: { width: 110 },
    depth: { width: 100 },
    pitch: { width: 90 },
  }),
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: { zh: 'DDC原始数据', en: 'DDC raw event' },
  nameField: 'pileCode',
};

const pileLayers: ResourceScreenDef = {
  api: d.pileLayer.api,
  columns: columnsOf(d.pileLayer, {
    pileId: { hidden: true },
    pileCode: false,
    no: { width: 80 },
    t: { width: 160 },
    // The drawer lists one pile's few layers in order: only the layer and its time sort.
    topDepth: { width: 110, sortable: false },
    fillM3: { width: 90, sortable: false },
    rams: { width: 100, sortable: false },
    ok: { width: 80, sortable: false },
    thr: false,
  }),
  noun: { zh: 'DDC分层数据', en: 'layer' },
  nameField: 'no',
};

export const ddcPile: ResourceScreenDef = {
  api: d.pile.api,
  columns: columnsOf(d.pile, {
    code: { width: 130, filter: true },
    ...searched,
    status: { width: 100, filter: true },
    startAt: { width: 160 },
    endAt: { width: 160 },
    designDepth: { width: 120, optional: true },
    depth: { width: 110 },
    layers: { width: 80 },
    fillM3: { width: 100 },
    rams: { width: 100 },
    verdict: { width: 90, filter: true },
    flags: { width: 160 },
    x: { width: 100, optional: true },
    y: { width: 100, optional: true },
    thr,
  }),
  keyword: true,
  sort: '-startAt',
  range: { column: 'startAt' },
  noun: { zh: 'DDC成桩数据', en: 'pile' },
  nameField: 'code',
  detail: { def: pileLayers, parentField: 'pileId', title: { zh: '分层数据', en: 'Layers' } },
};
