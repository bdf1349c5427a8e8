'use client';

import { useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/request/query';
import type { Element, Menu, MenuNode } from '@/modules/admin/contract';
import type { ObjectReply, PageReply } from '@console/contract/envelope';
import { useWrite } from '@/components/kit/access/use-write';
import type { MenuBody } from './menu-schema';

export const MENU_TREE = '/api/admin/menu/tree';
export const ELEMENT_LIST = '/api/admin/element/list';
const menuPath = (id: number) => `/api/admin/menu/${id}`;

/** The whole tree (bare); the search filters it in the browser so matches keep their ancestors. */
export function useMenuTree() {
  return useApiQuery<MenuNode[]>({ path: MENU_TREE });
}

export function useMenu(id: number | null) {
  return useApiQuery<ObjectReply<Menu>>({ path: menuPath(id ?? 0) }, { enabled: id !== null });
}

export function useElements(menuId: number | null) {
  return useApiQuery<PageReply<Element>>(
    { path: ELEMENT_LIST, query: { menuId: menuId ?? 0, limit: 500 } },
    { enabled: menuId !== null },
  );
}

// The menu's own read, the tree and the session's menu list all change with a menu write.
const menuReads = [MENU_TREE, '/api/admin/menu'];

export function useSaveMenu(onSaved: (menu: Menu | undefined, id: number | undefined) => void) {
  const t = useTranslations('menus');
  return useWrite<ObjectReply<Menu> | undefined, { id?: number; body: MenuBody }>(
    ({ id, body }) =>
      id === undefined
        ? { path: '/api/admin/menu', method: 'POST', body }
        : { path: menuPath(id), method: 'PUT', body: { ...body, id } },
    {
      success: (_d, { id }) => t(id === undefined ? 'createdDone' : 'updatedDone'),
      invalidate: menuReads,
      onSuccess: (reply, { id }) => onSaved(reply?.data, id),
    },
  );
}

export function useDeleteMenu(onDeleted: () => void) {
  const t = useTranslations('menus');
  return useWrite<unknown, Menu>((menu) => ({ path: menuPath(menu.id), method: 'DELETE' }), {
    success: (_d, menu) => t('deletedDone', { title: menu.title }),
    // not the deleted menu's own read: asked again, it would only answer "no such menu"
    invalidate: [MENU_TREE],
    onSuccess: onDeleted,
  });
}

export function useSaveElement(onSaved: () => void) {
  const t = useTranslations('menus');
  return useWrite<unknown, { id?: number; body: Record<string, unknown> }>(
    ({ id, body }) =>
      id === undefined
        ? { path: '/api/admin/element', method: 'POST', body }
        : { path: `/api/admin/element/${id}`, method: 'PUT', body: { ...body, id } },
    {
      success: (_d, { id }) => t(id === undefined ? 'elementCreated' : 'elementUpdated'),
      invalidate: [ELEMENT_LIST],
      onSuccess: onSaved,
    },
  );
}

export function useDeleteElement(onDeleted: () => void) {
  const t = useTranslations('menus');
  return useWrite<unknown, Element>((element) => ({ path: `/api/admin/element/${element.id}`, method: 'DELETE' }), {
    success: (_d, element) => t('elementDeleted', { name: element.name }),
    invalidate: [ELEMENT_LIST],
    onSuccess: onDeleted,
  });
}
