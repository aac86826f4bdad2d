import { useEffect, useState } from 'react';
import type { TFeatureFlags } from '@cocho/contracts';
import { call } from '../api/client';
import { readCachedFlags, storeFlags } from './feature-flags-cache';
import { readPageFlags } from './page-flags';
import { isSameJson, whenIdle } from './when-idle';

/**
 * The feature flags in force: the page's (page-flags.ts: the server's answer of this page load), else the
 * cached ones, else the defaults, until flags/get answers. A visitor takes the page's flags as they are: no
 * call, so the first screen loads no contracts (docs/decisions/first-screen-budget.md). A signed-in start
 * asks once the page is idle, and an answer equal to the flags in use changes nothing (no new render).
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
    const cancel = whenIdle(() => {
      call('getFeatureFlags', {})
        .then((fresh) => {
          storeFlags(fresh);
          if (isCurrent) setFlags((current) => (isSameJson(current, fresh) ? current : fresh));
        })
        .catch(() => undefined);
    });
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [pageFlags, isVisitorAtStart]);
  return flags;
}
