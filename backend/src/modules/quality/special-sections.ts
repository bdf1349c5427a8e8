import type { SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { parsePolygon } from './rules/special-sections.js';
import { roadLength } from '../../sim/site/alignment.js';
import type { FieldDef } from '../../kit/fields.js';
import { manualTypes } from './problems.js';
import type { ResourceDef } from '../../kit/resource.js';

/*
 * 特殊路段设置 of both PDCA groups: where and when alarm types are suppressed or a target differs. The
 * simulator's producers read the enabled rows when they judge a fact (rules/special-sections.ts).
 */

type Domain = 'znys' | 'hj';

const pages: Record<Domain, { screen: string; path: string }> = {
  znys: { screen: 'pdcaSpecialSectionManager', path: '/api/pdca/specialSection' },
  hj: { screen: 'hjPdcaSpecialSectionManager', path: '/api/pdca/hjSpecialSection' },
};

export const sectionTypes = ['bridgeDeck', 'culvert', 'transition', 'manhole', 'other'] as const;

function fields(): FieldDef[] {
  return [
    { name: 'name', label: '名称', type: 'text', required: true, max: 60, filter: 'like', sortable: true },
    {
      name: 'sectionType',
      label: '类型',
      type: 'enum',
      values: sectionTypes,
      required: true,
      filter: 'eq',
      sortable: true,
    },
    { name: 'startChainage', label: '起点桩号(m)', type: 'num', min: 0, max: roadLength, sortable: true },
    { name: 'endChainage', label: '终点桩号(m)', type: 'num', min: 0, max: roadLength, sortable: true },
    { name: 'polygon', label: '多边形', type: 'text', max: 20_000 },
    { name: 'suppressTypes', label: '屏蔽报警类型', type: 'text', max: 300 },
    { name: 'speedMax', label: '限速(km/h)', type: 'num', min: 0.5, max: 20 },
    { name: 'validFrom', label: '生效开始', type: 'time', sortable: true },
    { name: 'validTo', label: '生效结束', type: 'time', sortable: true },
    { name: 'enabled', label: '启用', type: 'int', min: 0, max: 1, default: 1, filter: 'eq' },
    { name: 'remark', label: '备注', type: 'text', max: 200 },
    { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
  ];
}

/** The row as it will be stored, checked as a whole (an edit sends only what changed). */
function check(domain: Domain, row: Record<string, SqlValue>): void {
  const start = row.startChainage ?? null;
  const end = row.endChainage ?? null;
  if ((start === null) !== (end === null)) throw rejected('起点桩号与终点桩号需同时填写');
  if (start !== null && end !== null && Number(start) >= Number(end)) throw rejected('起点桩号必须小于终点桩号');
  if (row.polygon) {
    const ring = parsePolygon(String(row.polygon));
    if (typeof ring === 'string') throw rejected(ring);
    row.polygon = JSON.stringify(ring);
  }
  if (start === null && !row.polygon) throw rejected('请填写桩号范围或多边形');
  if (row.validFrom && row.validTo && String(row.validFrom) > String(row.validTo))
    throw rejected('生效开始不能晚于生效结束');
  if (row.suppressTypes) {
    const types = String(row.suppressTypes)
      .split(/[,，\s]+/)
      .map((v) => v.trim())
      .filter(Boolean);
    const unknown = types.find((type) => !manualTypes[domain].includes(type) || type === 'other');
    if (unknown !== undefined) throw rejected(`未知的报警类型: ${unknown.slice(0, 30)}`);
    row.suppressTypes = [...new Set(types)].join(',');
  }
  if (!row.suppressTypes && (row.speedMax === null || row.speedMax === undefined))
    throw rejected('请至少屏蔽一种报警类型或设置一项目标');
}

function resource(domain: Domain): ResourceDef {
  const { screen, path } = pages[domain];
  return {
    path,
    table: 'pdca_special_section',
    menus: [screen],
    screen,
    noun: '特殊路段',
    fields: fields(),
    fixed: { domain: [domain] },
    keyword: ['name', 'remark'],
    defaultSort: 'id DESC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (_store, row) => check(domain, row),
      update: (_store, _id, row, before) => {
        const whole = { ...(before as Record<string, SqlValue>), ...row };
        check(domain, whole);
        for (const key of ['polygon', 'suppressTypes'] as const) if (key in row) row[key] = whole[key] ?? null;
      },
    },
  };
}

export const specialSectionResources: ResourceDef[] = [resource('znys'), resource('hj')];
