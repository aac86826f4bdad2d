import type { ReactNode } from 'react';

/** A field's text below it: its error when it has one (the field shows as wrong), else its hint. */
export function fieldMessage(
  error: string | undefined,
  hint: ReactNode,
): { readonly error: boolean; readonly helperText: ReactNode } {
  return { error: error !== undefined, helperText: error ?? hint };
}
