/**
 * The sign-in form's check: the e-mail and password branch of the contract's appLogin request. In a module
 * of its own so the form paints before zod and the contracts have loaded (LoginPage.tsx loads it at the
 * form's first use; docs/decisions/first-screen-budget.md). The same check as the form kit's
 * (ui/form/schema-form.ts `checkWithSchema`): each field gets its first issue's message, encoded as
 * i18n/field-error.ts says; written here without the kit, whose module imports react-hook-form.
 */
import { CALLS } from '@cocho/contracts';
import type { z } from 'zod';
import { encodeIssue } from '../../i18n/field-error';

export const ZLoginForm = CALLS.appLogin.request.options[0].pick({ email: true, password: true });

export type LoginForm = z.input<typeof ZLoginForm>;
export type LoginField = keyof LoginForm;

/** The form's values as the call takes them, or the first message of each wrong field. */
export function checkLoginForm(
  form: LoginForm,
):
  | { data: z.output<typeof ZLoginForm>; messages: null }
  | { data: null; messages: Partial<Record<LoginField, string>> } {
  const parsed = ZLoginForm.safeParse(form, { error: encodeIssue });
  if (parsed.success) return { data: parsed.data, messages: null };
  const messages: Partial<Record<LoginField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'email' || field === 'password') messages[field] ??= issue.message;
  }
  return { data: null, messages };
}
