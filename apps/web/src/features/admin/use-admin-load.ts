import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Loads with `load` whenever `inputs` change (compared as JSON); `reload` loads again. The latest answer
 * wins; an earlier answer that arrives late is dropped.
 */
export function useAdminLoad<T>(load: () => Promise<T>, inputs: readonly unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const key = JSON.stringify(inputs);
  useEffect(() => {
    let isCurrent = true;
    latestLoad.current().then(
      (answer) => {
        if (!isCurrent) return;
        setData(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (isCurrent) setError(failure);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { data, error, reload };
}
