import { z } from 'zod';

/**
 * A role's data scope (数据权限): which sections' business rows its members read and write. A user's scope is the union
 * of their roles'; sections belong to departments (a department's 负责标段), so the department scopes follow the
 * user's place in the department tree. Rows of no section (a device not placed in one) are then seen only by the
 * holders of `all`, and by their creator under `self`.
 */
export const DATA_SCOPES = ['all', 'deptTree', 'dept', 'sections', 'self'] as const;
export type DataScopeKind = (typeof DATA_SCOPES)[number];

export const DATA_SCOPE_LABELS: Record<DataScopeKind, { zh: string; en: string }> = {
  all: { zh: '全部数据', en: 'All data' },
  deptTree: { zh: '本部门及以下的标段', en: "Own department's and its sub-departments' sections" },
  dept: { zh: '本部门的标段', en: "Own department's sections" },
  sections: { zh: '指定标段', en: 'Chosen sections' },
  self: { zh: '仅本人创建的数据', en: 'Only rows the user created' },
};

/** `GET`/`PUT /api/admin/group/{id}/dataScope`. */
export const dataScopeApi = (roleId: number | string) => `/api/admin/group/${roleId}/dataScope`;

export const DATA_SCOPE_SECTIONS_MAX = 200;

export const dataScopeSchema = z.strictObject({
  dataScope: z.enum(DATA_SCOPES, { message: '数据范围必须是 all、deptTree、dept、sections 或 self' }),
  sectionIds: z
    .array(z.number().int().positive('标段编号必须是正整数'))
    .max(DATA_SCOPE_SECTIONS_MAX, `最多指定 ${DATA_SCOPE_SECTIONS_MAX} 个标段`),
});
export type DataScope = z.infer<typeof dataScopeSchema>;

/** What the platform answers: the role's scope, and the project's sections to choose from. */
export type DataScopeReply = DataScope & { sections: { id: number; code: string; name: string }[] };
