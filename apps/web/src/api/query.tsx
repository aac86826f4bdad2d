/**
 * Server state through TanStack Query, on top of the typed `call<K>` (ARCHITECTURE.md, "Server state"):
 * a read is a query keyed by its call and input, so the answer for the latest input is the one shown (no
 * hand-written "latest answer wins" guard), and answers are cached per input. Mounted per feature
 * (`CallQueryProvider`), so the first screen does not load it.
 */
import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CallKey } from '@cocho/contracts';
import { call, errorCodeOf, NETWORK_FAILURE } from './client';
import type { CallInput, CallOutput } from './client';

/** A query client: a refused call is not retried (the server said no); a lost connection twice. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && errorCodeOf(error) === NETWORK_FAILURE,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Gives its children one query client for as long as it is mounted. */
export function CallQueryProvider({ children }: { readonly children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `Screen` with a query client of its own (CallQueryProvider) around it. */
export function withCallQueries<P extends object>(Screen: ComponentType<P>) {
  return function WithCallQueries(props: P) {
    return (
      <CallQueryProvider>
        <Screen {...props} />
      </CallQueryProvider>
    );
  };
}

/**
 * Reads call `key` with `input`. While a new input loads, the previous answer stays on screen
 * (`isPlaceholderData`); `refetch` loads again.
 */
export function useCallQuery<K extends CallKey>(key: K, input: CallInput<K>) {
  return useQuery<CallOutput<K>>({
    queryKey: [key, input],
    queryFn: () => call(key, input),
    placeholderData: keepPreviousData,
  });
}

/**
 * Reads call `key` page after page: the first page with `input`, each next one with the `cursor` the
 * previous answer gave (`nextCursor`; null when there is no more). `fetchNextPage` loads one more.
 * `retry: false`: a failure is not tried again (a list that says at once it is offline).
 */
export function useCallPages<K extends CallKey>(
  key: K,
  input: CallInput<K>,
  nextCursor: (answer: CallOutput<K>) => number | string | null,
  { retry }: { readonly retry?: false } = {},
) {
  return useInfiniteQuery({
    queryKey: [key, input, 'pages'],
    queryFn: ({ pageParam }: { pageParam: number | string | null }) =>
      call(key, (pageParam === null ? input : { ...input, cursor: pageParam }) as CallInput<K>),
    initialPageParam: null as number | string | null,
    getNextPageParam: (answer: CallOutput<K>) => nextCursor(answer),
    placeholderData: keepPreviousData,
    ...(retry === false ? { retry } : {}),
  });
}

/** Marks every answer of the given calls stale, so the screens showing them load them again. */
export function useInvalidateCalls(): (keys: readonly CallKey[]) => Promise<void> {
  const client = useQueryClient();
  return async (keys) => {
    await Promise.all(keys.map((key) => client.invalidateQueries({ queryKey: [key] })));
  };
}

/**
 * A change through call `key`: `mutateAsync(input)` sends it, and once it is accepted every answer of
 * the `invalidates` calls is loaded again (the lists that show what changed). Never retried: a save sent
 * twice may be stored twice.
 */
export function useCallMutation<K extends CallKey>(key: K, invalidates: readonly CallKey[] = []) {
  const invalidate = useInvalidateCalls();
  return useMutation<CallOutput<K>, unknown, CallInput<K>>({
    mutationFn: (input) => call(key, input),
    onSuccess: () => invalidate(invalidates),
  });
}
