/**
 * The sign-in form's check: the e-mail and password branch of the contract's appLogin request, through the
 * form kit's `checkWithSchema` (the same messages as every form). In a module of its own so the form paints
 * before zod and the contracts have loaded (login-check.ts loads it at the form's first use;
 * docs/decisions/first-screen-budget.md).
 */
import { CALLS } from '@cocho/contracts';
import type { z } from 'zod';
import { checkWithSchema } from '../../ui/form/schema-form';

export const ZLoginForm = CALLS.appLogin.request.options[0].pick({ email: true, password: true });

export type LoginFormValues = z.input<typeof ZLoginForm>;

/** The parsed e-mail and password, or each wrong field's first message (an encoded issue). */
export function checkLoginForm(form: LoginFormValues) {
  return checkWithSchema(ZLoginForm, (values: LoginFormValues) => values, form);
}
