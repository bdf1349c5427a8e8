import { z } from 'zod';
import type { GroupType } from '@/modules/admin/contract';
import { code, optionalText, requiredText } from '@/components/kit/forms/fields';

export type RoleTypeForm = { code: string; name: string; description: string };

export const emptyRoleType: RoleTypeForm = { code: '', name: '', description: '' };

export const toRoleTypeForm = (type: GroupType): RoleTypeForm => ({
  code: type.code,
  name: type.name,
  description: type.description ?? '',
});

export const roleTypeSchema = z.object({ code: code(64), name: requiredText(64), description: optionalText(1000) });
