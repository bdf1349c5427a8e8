'use client';

import { useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/request/query';
import type { Element, Group, GroupNode, GroupUsers } from '@/modules/admin/contract';
import type { ObjectReply, PageReply } from '@console/contract/envelope';
import { useWrite } from '@/components/kit/access/use-write';

export const GROUP_TREE = '/api/admin/group/tree';
const group = (id: number) => `/api/admin/group/${id}`;

export function useRoleTree(groupType: number | null) {
  return useApiQuery<GroupNode[]>(
    { path: GROUP_TREE, query: { groupType: groupType ?? 0 } },
    { enabled: groupType !== null },
  );
}

export function useRole(id: number | null) {
  return useApiQuery<ObjectReply<Group>>({ path: group(id ?? 0) }, { enabled: id !== null });
}

/** Granted menus; the platform includes every ancestor of a granted menu. */
export function useRoleMenus(id: number) {
  return useApiQuery<ObjectReply<{ id: number }[]>>({ path: `${group(id)}/authority/menu` });
}

export function useRoleElements(id: number) {
  return useApiQuery<ObjectReply<number[]>>({ path: `${group(id)}/authority/element` });
}

export function useRoleUsers(id: number) {
  return useApiQuery<ObjectReply<GroupUsers>>({ path: `${group(id)}/user` });
}

export function useMenuElements(menuId: number | null) {
  return useApiQuery<PageReply<Element>>(
    { path: '/api/admin/element/list', query: { menuId: menuId ?? 0, limit: 500 } },
    { enabled: menuId !== null },
  );
}

export function useSaveRole(onSaved: (role: Group | undefined, id: number | undefined) => void) {
  const t = useTranslations('roles');
  return useWrite<ObjectReply<Group> | undefined, { id?: number; body: Record<string, unknown> }>(
    ({ id, body }) =>
      id === undefined
        ? { path: '/api/admin/group', method: 'POST', body }
        : { path: group(id), method: 'PUT', body: { ...body, id } },
    {
      success: (_d, { id }) => t(id === undefined ? 'createdDone' : 'updatedDone'),
      invalidate: [GROUP_TREE, '/api/admin/group/'],
      onSuccess: (reply, { id }) => onSaved(reply?.data, id),
    },
  );
}

export function useDeleteRole(onDeleted: () => void) {
  const t = useTranslations('roles');
  return useWrite<unknown, Group>((role) => ({ path: group(role.id), method: 'DELETE' }), {
    success: (_d, role) => t('deletedDone', { name: role.name }),
    // not the deleted role's own reads: asked again, they would only answer "no such role"
    invalidate: [GROUP_TREE],
    onSuccess: onDeleted,
  });
}

/** Replaces the role's menu grants (ids in the body: a long list would not fit a URL). */
export function useGrantMenus(id: number) {
  const t = useTranslations('roles');
  return useWrite<unknown, number[]>(
    (menuIds) => ({ path: `${group(id)}/authority/menu`, method: 'PUT', body: { menuTrees: menuIds.join(',') } }),
    {
      success: t('menusSaved'),
      invalidate: [`${group(id)}/authority/menu`],
    },
  );
}

export function useGrantElement(id: number) {
  const t = useTranslations('roles');
  return useWrite<unknown, { element: Element; granted: boolean }>(
    ({ element, granted }) => ({
      path: `${group(id)}/authority/element/${granted ? 'add' : 'remove'}`,
      method: 'PUT',
      query: { menuId: element.menuId, elementId: element.id },
    }),
    {
      success: (_d, { element, granted }) => t(granted ? 'elementGranted' : 'elementRevoked', { name: element.name }),
      invalidate: [`${group(id)}/authority/element`],
    },
  );
}

export function useSaveMembers(id: number, onSaved: () => void) {
  const t = useTranslations('roles');
  return useWrite<unknown, { members: number[]; leaders: number[] }>(
    ({ members, leaders }) => ({
      path: `${group(id)}/user`,
      method: 'PUT',
      body: { members: members.join(','), leaders: leaders.join(',') },
    }),
    { success: t('membersSaved'), invalidate: [`${group(id)}/user`], onSuccess: onSaved },
  );
}
