import type { SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { parsePolygon } from './rules/special-sections.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { qualityPages } from '@console/contract/quality/pages';
import { manualTypes, type ProblemDomain, specialSections } from '@console/contract/quality/resources';

/*
 * 特殊路段设置 of both PDCA groups: where and when alarm types are suppressed or a target differs. The
 * simulator's producers read the enabled rows when they judge a fact (rules/special-sections.ts).
 */

type Domain = ProblemDomain;

const screens: Record<Domain, string> = {
  znys: qualityPages.pages.pdcaSpecialSection.code,
  hj: qualityPages.pages.hjPdcaSpecialSection.code,
};

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
  const screen = screens[domain];
  const declared = specialSections[domain];
  return {
    ...declaredAs(declared),
    table: 'pdca_special_section',
    view: `SELECT id, ${declared.fields.map((f) => f.name).join(', ')} FROM pdca_special_section`,
    menus: [screen],
    screen,
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
