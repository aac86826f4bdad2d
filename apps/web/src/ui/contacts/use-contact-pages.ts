import { useCallback, useEffect, useState } from 'react';
import type { TCompanyContact } from '@cocho/contracts';

type Page = { data: TCompanyContact[]; proximo: string | null };

/**
 * Contact lists page by page: the first page on mount (and on `reload`), the next one on `loadMore`.
 * `load` must be stable (a module-level function or a memoised one).
 */
export function useContactPages(load: (cursor: string | undefined) => Promise<Page>) {
  const [contacts, setContacts] = useState<TCompanyContact[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((value) => value + 1), []);

  useEffect(() => {
    let isCurrent = true;
    load(undefined).then(
      (page) => {
        if (!isCurrent) return;
        setContacts(page.data);
        setNext(page.proximo);
        setHasFailed(false);
      },
      () => {
        if (isCurrent) setHasFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [load, round]);

  const loadMore = useCallback(async () => {
    if (next === null) return;
    setIsLoadingMore(true);
    try {
      const page = await load(next);
      setContacts((current) => [...(current ?? []), ...page.data]);
      setNext(page.proximo);
    } catch {
      setHasFailed(true);
    } finally {
      setIsLoadingMore(false);
    }
  }, [load, next]);

  /** Puts a changed contact in place of its old version. */
  const replace = useCallback((changed: TCompanyContact) => {
    setContacts((current) =>
      (current ?? []).map((contact) => (contact.id_contato === changed.id_contato ? changed : contact)),
    );
  }, []);

  return { contacts, hasMore: next !== null, hasFailed, isLoadingMore, loadMore, reload, replace };
}
