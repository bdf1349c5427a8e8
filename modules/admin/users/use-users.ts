'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useApiQuery } from '@/lib/request/query';
import type { User } from '@/modules/admin/contract';
import type { PageReply } from '@console/contract/envelope';
import { useWrite } from '@/components/kit/access/use-write';
import { toApiQuery, type UserQuery } from './user-query';

export const USER_PAGE = '/api/admin/user/page';

/** One page of users; the previous page stays on screen while the next one loads. */
export function useUserPage(query: UserQuery) {
  return useApiQuery<PageReply<User>>(
    { path: USER_PAGE, query: toApiQuery(query) },
    { placeholderData: keepPreviousData },
  );
}

export function useSaveUser(onSaved: () => void) {
  const t = useTranslations('users');
  return useWrite<unknown, { id?: number; body: Record<string, unknown> }>(
    ({ id, body }) =>
      id === undefined
        ? { path: '/api/admin/user/add', method: 'POST', body }
        : { path: '/api/admin/user/update', method: 'PUT', body },
    {
      success: (_d, { id }) => t(id === undefined ? 'createdDone' : 'updatedDone'),
      invalidate: [USER_PAGE],
      onSuccess: onSaved,
    },
  );
}

export function useDeleteUser(onDeleted: () => void) {
  const t = useTranslations('users');
  return useWrite<unknown, User>((user) => ({ path: `/api/admin/user/${user.id}`, method: 'DELETE' }), {
    success: (_d, user) => t('deletedDone', { username: user.username }),
    invalidate: [USER_PAGE],
    onSuccess: onDeleted,
  });
}

/** The platform's answer carries the result ("reset to the default password"); it is what we show. */
export function useResetPassword(onReset: () => void) {
  const t = useTranslations('users');
  return useWrite<{ message?: string }, User>(
    (user) => ({ path: '/api/admin/user/resetPwd', method: 'GET', query: { userId: user.id } }),
    {
      success: (reply, user) => t('resetDone', { username: user.username, message: reply?.message ?? '' }),
      invalidate: [USER_PAGE],
      onSuccess: onReset,
    },
  );
}
