import { useEffect, useState } from 'react';
import type { TFeatureFlags } from '@cocho/contracts';
import { call } from '../api/client';
import { readCachedFlags, storeFlags } from './feature-flags-cache';
import { readPageFlags } from './page-flags';

/**
 * The feature flags in force: the page's (page-flags.ts: the server's answer of this page load), else the
 * cached ones, else the defaults, until flags/get answers. A visitor takes the page's flags as they are: no
 * call, so the first screen loads no contracts (docs/decisions/first-screen-budget.md).
 */
export function useFeatureFlags(isVisitorAtStart: boolean): TFeatureFlags {
  const [pageFlags] = useState(readPageFlags);
  const [flags, setFlags] = useState<TFeatureFlags>(() => pageFlags ?? readCachedFlags());
  useEffect(() => {
    if (pageFlags && isVisitorAtStart) {
      storeFlags(pageFlags);
      return;
    }
    let isCurrent = true;
    call('getFeatureFlags', {})
      .then((fresh) => {
        storeFlags(fresh);
        if (isCurrent) setFlags(fresh);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [pageFlags, isVisitorAtStart]);
  return flags;
}
