'use client';

import { useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/request/query';
import type { GroupType } from '@/modules/admin/contract';
import { useWrite } from '@/components/kit/access/use-write';

export const GROUP_TYPE_ALL = '/api/admin/groupType/all';

/** Every role type (bare); a handful of rows. */
export function useRoleTypes() {
  return useApiQuery<GroupType[]>({ path: GROUP_TYPE_ALL });
}

export function useSaveRoleType(onSaved: () => void) {
  const t = useTranslations('roleTypes');
  return useWrite<unknown, { id?: number; body: Record<string, unknown> }>(
    ({ id, body }) =>
      id === undefined
        ? { path: '/api/admin/groupType', method: 'POST', body }
        : { path: `/api/admin/groupType/${id}`, method: 'PUT', body: { ...body, id } },
    {
      success: (_d, { id }) => t(id === undefined ? 'createdDone' : 'updatedDone'),
      invalidate: [GROUP_TYPE_ALL],
      onSuccess: onSaved,
    },
  );
}

export function useDeleteRoleType(onDeleted: () => void) {
  const t = useTranslations('roleTypes');
  return useWrite<unknown, GroupType>((type) => ({ path: `/api/admin/groupType/${type.id}`, method: 'DELETE' }), {
    success: (_d, type) => t('deletedDone', { name: type.name }),
    invalidate: [GROUP_TYPE_ALL],
    onSuccess: onDeleted,
  });
}
