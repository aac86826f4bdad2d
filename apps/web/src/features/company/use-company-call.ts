import { useCallback, useEffect, useState } from 'react';

/**
 * Loads one answer of the company area for a company (`load` is a module-level function, so it is stable);
 * nothing while the company is unknown. `reload` runs it again.
 */
export function useCompanyCall<T>(
  companyId: number | null,
  load: (companyId: number) => Promise<T>,
): { data: T | null; hasFailed: boolean; reload: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  useEffect(() => {
    if (companyId === null) return;
    let isCurrent = true;
    load(companyId).then(
      (answer) => {
        if (!isCurrent) return;
        setData(answer);
        setHasFailed(false);
      },
      () => {
        if (isCurrent) setHasFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [companyId, load, round]);
  return { data, hasFailed, reload };
}
