import { deviceSection } from '../../domain/data-scope.js';
import type { Store, SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import type { RequestContext } from '../../http/router.js';
import { byName, logAudit, projectIdOf, siteNow } from '../../kit/site-clock.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { compactionPages } from '@console/contract/compaction/pages';
import {
  type CompactionDomain as Domain,
  type groupChanges,
  groupDevices,
  groupHistory,
  groupMembers,
  groups,
} from '@console/contract/compaction/resources';

// Compaction device groups, their members as a detail resource, and the history every change of either
// writes. A device works in one active group at a time.

const memberKinds: Record<Domain, readonly string[]> = { znys: ['roller', 'paver'], zd: ['vibRoller'] };
const pages = compactionPages.pages;
const screens: Record<Domain, string> = { znys: pages.znysDeviceGroup.code, zd: pages.zdGroup.code };

function history(
  store: Store,
  ctx: RequestContext,
  group: { id: unknown; code: unknown; domain: unknown },
  change: (typeof groupChanges)[number],
  detail: string,
  device?: { id: unknown; code: string },
): void {
  store.insert('cmp_group_history', {
    projectId: projectIdOf(store),
    domain: String(group.domain),
    t: siteNow(ctx.app),
    groupId: Number(group.id),
    groupCode: String(group.code),
    change,
    deviceId: device ? Number(device.id) : null,
    deviceCode: device?.code ?? null,
    detail,
    byName: byName(ctx.actor),
    ...logAudit(ctx.actor),
  });
}

/** Refuses when the device already works in another active group. */
function freeDevice(store: Store, deviceId: unknown, groupId: unknown): void {
  const other = store.get<{ code: string; deviceCode: string }>(
    `SELECT g.code, d.code AS deviceCode FROM cmp_group_member m JOIN cmp_group g ON g.id = m.groupId
      JOIN site_device d ON d.id = m.deviceId
      WHERE m.deviceId = ? AND g.active = 1 AND g.id != ? LIMIT 1`,
    deviceId,
    groupId,
  );
  if (other)
    throw rejected(
      `设备 ${other.deviceCode} 已在启用的分组 ${other.code} 中，一台设备只能属于一个启用的分组，请先从该分组移出`,
    );
}

function groupOf(store: Store, id: unknown): { id: number; code: string; domain: string; active: number } {
  const group = store.get<{ id: number; code: string; domain: string; active: number }>(
    'SELECT id, code, domain, active FROM cmp_group WHERE id = ?',
    id,
  );
  if (!group) throw rejected(`分组不存在: ${String(id)}`);
  return group;
}

function deviceOf(store: Store, id: unknown): { id: number; code: string; kind: string } {
  return store.get<{ id: number; code: string; kind: string }>(
    'SELECT id, code, kind FROM site_device WHERE id = ?',
    id,
  )!;
}

/** The group's section and layer are its process's. */
function followProcess(store: Store, row: Record<string, SqlValue>): void {
  if (row.processId === undefined) return;
  if (row.processId === null) {
    row.sectionId = null;
    row.layerId = null;
    return;
  }
  const process = store.get<{ sectionId: number; layerId: number }>(
    'SELECT sectionId, layerId FROM cmp_process WHERE id = ?',
    row.processId,
  )!;
  row.sectionId = process.sectionId;
  row.layerId = process.layerId;
}

/** What a declared field of a group reads, where it is not the group's own column. */
const joined: Record<string, string> = {
  templateName: 't.name AS templateName',
  processCode: 'p.code AS processCode',
  sectionName: 's.name AS sectionName',
  layerName: 'l.name AS layerName',
  members: '(SELECT COUNT(*) FROM cmp_group_member m WHERE m.groupId = g.id) AS members',
  memberCodes:
    `(SELECT GROUP_CONCAT(code, '、') FROM (SELECT d.code FROM cmp_group_member m JOIN site_device d ON d.id = ` +
    `m.deviceId WHERE m.groupId = g.id ORDER BY d.code)) AS memberCodes`,
};

function groupResource(domain: Domain): ResourceDef {
  const declared = groups[domain];
  return {
    ...declaredAs(declared, {
      ...(domain === 'znys' ? { templateId: { ref: { table: 'znys_group_template' } } } : {}),
      processId: { ref: { table: 'cmp_process', where: `domain = '${domain}'` } },
    }),
    table: 'cmp_group',
    section: 'r.sectionId',
    view: `SELECT g.id, ${declared.fields.map((f) => joined[f.name] ?? `g.${f.name}`).join(', ')}
      FROM cmp_group g
      LEFT JOIN znys_group_template t ON t.id = g.templateId
      LEFT JOIN cmp_process p ON p.id = g.processId
      LEFT JOIN site_section s ON s.id = g.sectionId
      LEFT JOIN site_layer l ON l.id = g.layerId`,
    menus: [screens[domain]],
    screen: screens[domain],
    fixed: { domain: [domain] },
    keyword: ['code', 'name', 'memberCodes'],
    defaultSort: 'code ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (store, row) => followProcess(store, row),
      update(store, id, row, before) {
        followProcess(store, row);
        // Activating a group puts all its members back to work: none may be busy elsewhere.
        if (Number(row.active) === 1 && Number(before.active) !== 1) {
          for (const m of store.all<{ deviceId: number }>(
            'SELECT deviceId FROM cmp_group_member WHERE groupId = ?',
            id,
          ))
            freeDevice(store, m.deviceId, id);
        }
      },
      delete(store, _id, before) {
        if (Number(before.active) === 1 && Number(before.members) > 0)
          throw rejected(`分组 ${String(before.code)} 已启用且有成员，请先停用或移出成员再删除`);
      },
    },
    effects: {
      create: (store, row, ctx, id) =>
        history(store, ctx, { id, code: row.code, domain }, 'create', `新建分组「${String(row.name)}」`),
      update(store, id, row, before, ctx) {
        const group = { id, code: row.code ?? before.code, domain };
        const changes: string[] = [];
        for (const [field, label] of [
          ['code', '编号'],
          ['name', '名称'],
          ['processId', '工艺'],
          ['templateId', '模板'],
        ] as const) {
          if (row[field] !== undefined && String(row[field] ?? '') !== String(before[field] ?? '')) changes.push(label);
        }
        if (row.processId !== undefined && String(row.processId ?? '') !== String(before.processId ?? '')) {
          const code =
            row.processId === null
              ? '无'
              : store.get<{ code: string }>('SELECT code FROM cmp_process WHERE id = ?', row.processId)!.code;
          changes[changes.indexOf('工艺')] = `工艺 → ${code}`;
        }
        if (changes.length > 0) history(store, ctx, group, 'update', `修改${changes.join('、')}`);
        if (row.active !== undefined && row.active !== null && Number(row.active) !== Number(before.active)) {
          history(
            store,
            ctx,
            group,
            Number(row.active) === 1 ? 'activate' : 'deactivate',
            Number(row.active) === 1 ? '启用分组' : '停用分组',
          );
        }
      },
      delete(store, before, ctx) {
        store.run('DELETE FROM cmp_group_member WHERE groupId = ?', before.id);
        history(
          store,
          ctx,
          before as { id: unknown; code: unknown; domain: unknown },
          'delete',
          `删除分组「${String(before.name)}」`,
        );
      },
    },
  };
}

function memberResource(domain: Domain): ResourceDef {
  const kinds = memberKinds[domain];
  return {
    ...declaredAs(groupMembers[domain], {
      groupId: { ref: { table: 'cmp_group', where: `domain = '${domain}'` } },
      deviceId: { ref: { table: 'site_device', where: `kind IN (${kinds.map((k) => `'${k}'`).join(', ')})` } },
    }),
    table: 'cmp_group_member',
    view: `SELECT m.id, m.groupId, g.code AS groupCode, m.deviceId, d.code AS deviceCode, d.name AS deviceName, m.role,
      m.updTime
      FROM cmp_group_member m JOIN cmp_group g ON g.id = m.groupId JOIN site_device d ON d.id = m.deviceId
      WHERE g.domain = '${domain}'`,
    menus: [screens[domain]],
    // Editing a group's members is editing the group.
    screen: screens[domain],
    defaultSort: 'deviceCode ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create(store, row) {
        const group = groupOf(store, row.groupId);
        const device = deviceOf(store, row.deviceId);
        if (store.get('SELECT 1 FROM cmp_group_member WHERE groupId = ? AND deviceId = ?', row.groupId, row.deviceId)) {
          throw rejected(`设备 ${device.code} 已在分组 ${group.code} 中`);
        }
        if (group.active === 1) freeDevice(store, row.deviceId, row.groupId);
        if ((device.kind === 'paver') !== (row.role === 'paver'))
          throw rejected(device.kind === 'paver' ? '摊铺机的角色只能是摊铺' : '只有摊铺机的角色可以是摊铺');
      },
      update(store, _id, row, before) {
        const device = deviceOf(store, before.deviceId);
        if (row.role !== undefined && (device.kind === 'paver') !== (row.role === 'paver'))
          throw rejected(device.kind === 'paver' ? '摊铺机的角色只能是摊铺' : '只有摊铺机的角色可以是摊铺');
      },
    },
    effects: {
      create(store, row, ctx) {
        const device = deviceOf(store, row.deviceId);
        history(store, ctx, groupOf(store, row.groupId), 'memberAdd', `加入设备 ${device.code}`, device);
      },
      update(store, _id, row, before, ctx) {
        if (row.role === undefined || row.role === before.role) return;
        const device = deviceOf(store, before.deviceId);
        history(
          store,
          ctx,
          groupOf(store, before.groupId),
          'memberRole',
          `设备 ${device.code} 角色改为 ${String(row.role)}`,
          device,
        );
      },
      delete(store, before, ctx) {
        const device = deviceOf(store, before.deviceId);
        history(store, ctx, groupOf(store, before.groupId), 'memberRemove', `移出设备 ${device.code}`, device);
      },
    },
  };
}

const historyResource: ResourceDef = {
  ...declaredAs(groupHistory),
  table: 'cmp_group_history',
  section: deviceSection('r.deviceId'),
  view: 'SELECT id, domain, t, groupCode, change, deviceCode, detail, byName FROM cmp_group_history',
  menus: [pages.znysGroupHistory.code],
  screen: pages.znysGroupHistory.code,
  keyword: ['groupCode', 'deviceCode', 'detail', 'byName'],
  defaultSort: 't DESC, id DESC',
};

/** The devices a group page may add, with the active group each works in (the member form's choices). */
function candidates(domain: Domain): ResourceDef {
  const kinds = memberKinds[domain].map((k) => `'${k}'`).join(', ');
  return {
    ...declaredAs(groupDevices[domain]),
    table: 'site_device',
    view: `SELECT d.id, d.code, d.name, d.kind,
        (SELECT g.code FROM cmp_group_member m JOIN cmp_group g ON g.id = m.groupId WHERE m.deviceId = d.id
        AND g.active = 1 ORDER BY g.id LIMIT 1) AS activeGroup
      FROM site_device d WHERE d.kind IN (${kinds}) AND d.status != 'scrapped'`,
    menus: [screens[domain]],
    screen: screens[domain],
    defaultSort: 'code ASC',
  };
}

export const compactionGroupResources: ResourceDef[] = [
  groupResource('znys'),
  memberResource('znys'),
  candidates('znys'),
  groupResource('zd'),
  memberResource('zd'),
  candidates('zd'),
  historyResource,
];
