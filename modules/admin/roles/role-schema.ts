import { z } from 'zod';
import type { Group } from '@/modules/admin/contract';
import { code, optionalText, requiredText } from '@/components/kit/forms/fields';

export type RoleForm = { code: string; name: string; parentId: string; description: string };

export const emptyRole = (parentId: number | undefined): RoleForm => ({
  code: '',
  name: '',
  parentId: String(parentId ?? -1),
  description: '',
});

export const toRoleForm = (role: Group): RoleForm => ({
  code: role.code,
  name: role.name,
  parentId: String(role.parentId),
  description: role.description ?? '',
});

export const roleSchema = z.object({
  code: code(64),
  name: requiredText(64),
  parentId: z.string().transform(Number),
  description: optionalText(1000),
});
