import { field, type Field } from '../field';
import { resource } from '../resource';

/** 施工进度's items of planned work, and the big screen's display settings (进度展示控制). */

/** Where an item's done quantity comes from: the site's facts of one kind, or (`none`) the adjustment alone. */
export const progressFacts = ['compactedArea', 'rammedPoints', 'ddcPiles', 'plantOutput', 'none'] as const;
export const progressUnits = ['m', 'm2', 'm3', 'point', 'pile', 't'] as const;

/** Shown by its name; the platform's refusals and CSV headers say which name. */
const shownName = (name: string, zh: string, en: string, heading: string, sortable = false): Field =>
  field(name, zh, en, 'text', {
    computed: true,
    heading: { zh: heading, en: `${en} name` },
    ...(sortable ? { sortable } : {}),
  });

export const progress = resource('/api/szhsg/progress', { zh: '进度项', en: 'progress item' }, [
  field('name', '进度项', 'Item', 'text', { required: true, max: 64, sortable: true }),
  field('sectionId', '标段', 'Section', 'ref', { required: true, filter: 'eq' }),
  shownName('sectionName', '标段', 'Section', '标段名称', true),
  field('layerId', '结构层', 'Layer', 'ref', { filter: 'eq' }),
  shownName('layerName', '结构层', 'Layer', '结构层名称'),
  field('fact', '完成量来源', 'Done from', 'enum', {
    dict: 'progressFact',
    values: progressFacts,
    required: true,
    filter: 'eq',
  }),
  field('unit', '单位', 'Unit', 'enum', { dict: 'progressUnit', values: progressUnits, required: true }),
  field('plannedQty', '计划量', 'Planned', 'num', { required: true, min: 0.01, max: 100_000_000, sortable: true }),
  field('planStart', '计划开始', 'Plan start', 'date', { required: true, filter: 'range', sortable: true }),
  field('planEnd', '计划完成', 'Plan end', 'date', { required: true, sortable: true }),
  field('doneAuto', '自动完成量', 'Done (facts)', 'num', { computed: true, sortable: true }),
  field('doneManual', '手工调整量', 'Adjustment', 'num', { min: -100_000_000, max: 100_000_000, default: 0 }),
  field('adjustReason', '调整原因', 'Reason for adjustment', 'text', { max: 200 }),
  field('done', '完成量', 'Done', 'num', { computed: true, sortable: true }),
  field('pct', '完成率', 'Done %', 'num', { unit: '%', computed: true, sortable: true }),
  field('remark', '备注', 'Remark', 'text', { max: 200 }),
  field('updTime', '更新时间', 'Updated', 'time', { computed: true, sortable: true }),
]);

/** The big screen's tiles, in the order the settings list them, with their names. */
export const displayTiles = [
  { name: 'tilePlants', zh: '拌和站产量', en: 'Plant output' },
  { name: 'tileDevices', zh: '设备状态', en: 'Devices' },
  { name: 'tileAlarms', zh: '预警', en: 'Alarms' },
  { name: 'tileProgress', zh: '施工进度', en: 'Progress' },
  { name: 'tileMiniPlan', zh: '现场小地图', en: 'Mini site plan' },
  { name: 'tileBatches', zh: '最新拌和数据', en: 'Latest batches' },
] as const;

/** A number of seconds: the console writes the unit as `s`, the platform's refusals as 秒. */
const seconds = (name: string, zh: string, en: string, min: number, max: number, value: number): Field =>
  field(name, zh, en, 'int', {
    unit: 's',
    heading: { zh: `${zh}(秒)`, en: `${en} (s)` },
    required: true,
    min,
    max,
    default: value,
  });

/** What the big screen shows and how (进度展示控制): every field has its value until first saved. */
export const displayConfig = resource('/api/szhsg/displayConfig', { zh: '进度展示控制', en: 'display settings' }, [
  field('title', '大屏标题', 'Title', 'text', { required: true, min: 1, max: 40, default: '某机场扩建工程数字化施工' }),
  seconds('rotationSeconds', '轮播间隔', 'Rotate every', 5, 600, 20),
  seconds('refreshSeconds', '刷新间隔', 'Refresh every', 5, 3600, 30),
  // Tiles of the big screen, 1 shown and 0 hidden, and their places (1 first, each used once).
  ...displayTiles.map((t) => field(t.name, t.zh, t.en, 'bool', { required: true, default: 1 })),
  ...displayTiles.map((t, i) =>
    field(`${t.name}Order`, `${t.zh}顺序`, `${t.en}: place`, 'int', {
      required: true,
      min: 1,
      max: displayTiles.length,
      default: i + 1,
    }),
  ),
  // The section whose progress the screen shows; none for the whole project.
  field('sectionId', '标段', 'Section', 'ref', { default: null, heading: { zh: '进度标段', en: 'Progress section' } }),
]);
