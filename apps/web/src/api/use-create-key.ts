/**
 * The idempotency key of a create form (docs/decisions/one-pass-saves.md): the same request sent again (a
 * retry after a lost answer, a second click) carries the same key, so the server creates one record; a
 * changed request, or a new create after one succeeded, takes a new key.
 */
import { useRef } from 'react';

export type CreateKey = {
  /** The key to send with `request`. */
  readonly keyFor: (request: unknown) => string;
  /** The create succeeded: the next one is another record. */
  readonly done: () => void;
};

export function useCreateKey(): CreateKey {
  const last = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor: (request) => {
      const text = JSON.stringify(request);
      if (last.current?.request !== text)
        last.current = { request: text, key: globalThis.crypto.randomUUID() };
      return last.current.key;
    },
    done: () => {
      last.current = null;
    },
  };
}
