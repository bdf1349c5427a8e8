'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation, type ApiCall } from '@/lib/request/query';
import { NOTIFICATION_MS } from '@/lib/request/notify';
import { enqueueSnackbar } from '@/components/request/notices';

type Options<T, V> = {
  /** The success notice; the platform's failures are shown by the request layer. */
  success: string | ((data: T, variables: V) => string);
  /** Path prefixes whose cached reads are stale after the write (a query key starts with its path). */
  invalidate: readonly string[];
  onSuccess?: (data: T, variables: V) => void;
  /** After success or refusal (the request layer has shown why), e.g. to close a confirmation. */
  onSettled?: () => void;
};

export function notifySuccess(message: string): void {
  enqueueSnackbar(message, { variant: 'success', autoHideDuration: NOTIFICATION_MS });
}

/** A platform write from an administration screen: success notice, then fresh reads. */
export function useWrite<T = unknown, V = void>(toCall: (variables: V) => ApiCall, options: Options<T, V>) {
  const client = useQueryClient();
  return useApiMutation<T, V>(toCall, {
    onSettled: () => options.onSettled?.(),
    onSuccess: (data, variables) => {
      notifySuccess(typeof options.success === 'function' ? options.success(data, variables) : options.success);
      options.onSuccess?.(data, variables);
      void client.invalidateQueries({
        predicate: ({ queryKey: [path] }) =>
          typeof path === 'string' && options.invalidate.some((prefix) => path.startsWith(prefix)),
      });
    },
  });
}
