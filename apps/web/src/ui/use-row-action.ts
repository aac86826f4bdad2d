import { useState } from 'react';
import { useErrorText } from '../i18n/use-error-text';
import { useAlert } from './AlertProvider';

/**
 * A list's row actions, one at a time: `run` marks the row busy, runs the action, says it was done
 * (`doneText`) or why it was refused (`refusalText`, else the error's text in the language).
 */
export function useRowAction<K extends string | number>() {
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  const [busyId, setBusyId] = useState<K | null>(null);
  const run = async (
    id: K,
    action: () => Promise<unknown>,
    doneText?: string,
    refusalText?: (error: unknown) => string | undefined,
  ) => {
    setBusyId(id);
    try {
      await action();
      if (doneText) showAlert(doneText, 'success');
    } catch (error) {
      showAlert(refusalText?.(error) ?? errorText(error), 'error');
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
}
