import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { TCompanyContact } from '@cocho/contracts';
import { call } from '../../api/client';
import type { CallInput } from '../../api/client';

type Page = { data: TCompanyContact[]; proximo: string | null };
/** The two contact lists: the user's own, and a company's. */
type ContactListCall = 'listMyContacts' | 'listCompanyContacts';

/**
 * A contact list page by page through the query layer (api/query.tsx): the first page on mount, the next
 * one on `loadMore` (with the cursor the last page gave), all loaded pages again on `reload`.
 */
export function useContactPages<K extends ContactListCall>(key: K, input: CallInput<K>) {
  const client = useQueryClient();
  const queryKey = [key, input, 'pages'];
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }: { pageParam: string | null }): Promise<Page> =>
      call(key, (pageParam === null ? input : { ...input, cursor: pageParam }) as CallInput<K>),
    initialPageParam: null as string | null,
    getNextPageParam: (page: Page) => page.proximo,
  });

  /** Puts a changed contact in place of its old version. */
  const replace = (changed: TCompanyContact) =>
    client.setQueryData<InfiniteData<Page>>(queryKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((contact) =>
                contact.id_contato === changed.id_contato ? changed : contact,
              ),
            })),
          }
        : data,
    );

  return {
    contacts: query.data?.pages.flatMap((page) => page.data) ?? null,
    hasMore: query.hasNextPage,
    hasFailed: query.isError,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    reload: () => void query.refetch(),
    replace,
  };
}
