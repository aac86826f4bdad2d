import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../api/client';

/**
 * The user-facing text of anything a call may throw: `errors:<code>` in the current language
 * (docs/conventions.md#errors: the UI never shows raw server text).
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => t(`errors:${errorCodeOf(error)}`), [t]);
}
