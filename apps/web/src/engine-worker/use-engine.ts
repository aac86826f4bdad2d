/**
 * React access to the engine worker. `useEngine(operation)` gives `run(input)`, whether it is running and
 * the last progress. A newer call supersedes an older one: the older promise resolves with
 * `{ superseded: true }` so a slow answer never overwrites a newer one on screen.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { getEngineClient } from './engine-client';
import type { EngineClient } from './engine-client';
import type { EngineInput, EngineOperationName, EngineOutput, EngineProgress } from './operations';

/** Lets tests (or a screen) supply another client. */
export const EngineClientContext = createContext<EngineClient | null>(null);

export type EngineRun<K extends EngineOperationName> =
  | { readonly superseded: false; readonly ok: true; readonly value: EngineOutput<K> }
  | { readonly superseded: false; readonly ok: false; readonly error: Error }
  | { readonly superseded: true };

export function useEngine<K extends EngineOperationName>(operation: K) {
  const client = useContext(EngineClientContext) ?? getEngineClient();
  const latest = useRef(0);
  const isMounted = useRef(true);
  const [isRunning, setIsRunning] = useState(false);
  const [progress, setProgress] = useState<EngineProgress | null>(null);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (input: EngineInput<K>): Promise<EngineRun<K>> => {
      const ticket = ++latest.current;
      const isCurrent = () => isMounted.current && ticket === latest.current;
      setIsRunning(true);
      setProgress({ fraction: 0 });
      try {
        const value = await client.run(operation, input, (next) => {
          if (isCurrent()) setProgress(next);
        });
        if (!isCurrent()) return { superseded: true };
        return { superseded: false, ok: true, value };
      } catch (error) {
        if (!isCurrent()) return { superseded: true };
        return {
          superseded: false,
          ok: false,
          error: error instanceof Error ? error : new Error(String(error)),
        };
      } finally {
        if (isCurrent()) {
          setIsRunning(false);
          setProgress(null);
        }
      }
    },
    [client, operation],
  );

  return { run, isRunning, progress };
}
