/**
 * How a form's save runs (docs/decisions/forms.md): busy while the call runs, then its success text (if any)
 * or the refusal in the user's language as an alert; the typed values stay.
 */
import { useState } from 'react';
import { call } from '../../api/client';
import type { CallInput } from '../../api/client';
import type { CallKey } from '@cocho/contracts';
import { useCreateKey } from '../../api/use-create-key';
import { useErrorText } from '../../i18n/use-error-text';
import { useAlert } from '../AlertProvider';

/**
 * `run(action, success?)` runs a call and resolves to whether it succeeded; `alerting(save)` is the same as
 * the `handleSubmit` of a form whose save is one call.
 */
export function useRun() {
  const { showAlert } = useAlert();
  const errorText = useErrorText();
  const [isBusy, setIsBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, success?: string): Promise<boolean> => {
    setIsBusy(true);
    try {
      await action();
      if (success) showAlert(success);
      return true;
    } catch (failure) {
      showAlert(errorText(failure), 'error');
      return false;
    } finally {
      setIsBusy(false);
    }
  };
  const alerting =
    <T>(save: (values: T) => Promise<void>) =>
    async (values: T) => {
      await run(() => save(values));
    };
  return { run, alerting, isBusy };
}

/** A create call with its idempotency key: the same request sent again (a lost answer) is answered once. */
export function useCreateCall<K extends CallKey>(key: K) {
  const createKey = useCreateKey();
  return async (request: Omit<CallInput<K>, 'idempotency_key'>) => {
    const answer = await call(key, {
      ...request,
      idempotency_key: createKey.keyFor(request),
    } as CallInput<K>);
    createKey.done();
    return answer;
  };
}
