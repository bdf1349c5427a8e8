import {
  MutationCache,
  QueryCache,
  QueryClient,
  useMutation,
  useQuery,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { reportFailure, request, RequestError, type RequestOptions } from './request';
import { isReshowing } from './reshow';

/**
 * TanStack Query on top of `request`. Queries call it with `report: false` and the query cache
 * shows the failure once, after the last retry; so a retried call never shows two messages.
 */

/** Only "no answer" (time-out, network) and 502 deserve one more try; 4xx and business errors never. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return (
    error instanceof RequestError && (error.kind === 'timeout' || error.kind === 'unavailable') && failureCount < 1
  );
}

function reportUnreported(error: unknown): void {
  if (error instanceof RequestError) reportFailure(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportUnreported }),
    mutationCache: new MutationCache({ onError: reportUnreported }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        refetchOnMount: (query) => !isReshowing() || query.state.isInvalidated,
      },
      mutations: { retry: false },
    },
  });
}

export type ApiCall = { path: string } & Pick<
  RequestOptions,
  'method' | 'query' | 'body' | 'accept' | 'business' | 'timeoutMs'
>;

/** A GET (by default) through the BFF; the key defaults to `[path, query]`. */
export function useApiQuery<T>(
  call: ApiCall,
  options: Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'> & { queryKey?: QueryKey } = {},
) {
  const { path, ...rest } = call;
  return useQuery<T, Error, T, QueryKey>({
    ...options,
    queryKey: options.queryKey ?? [path, rest.query ?? {}],
    queryFn: ({ signal }) => request<T>(path, { ...rest, signal, report: false }),
  });
}

/** A write through the BFF; `toCall` turns the mutation's variables into the call. */
export function useApiMutation<T = unknown, V = void>(
  toCall: (variables: V) => ApiCall,
  options: Omit<UseMutationOptions<T, Error, V>, 'mutationFn'> = {},
) {
  return useMutation<T, Error, V>({
    ...options,
    mutationFn: (variables) => {
      const { path, ...rest } = toCall(variables);
      return request<T>(path, { method: 'POST', ...rest, report: false });
    },
  });
}
