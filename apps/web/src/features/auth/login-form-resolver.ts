/**
 * The sign-in form's check: the e-mail and password branch of the contract's appLogin request. In a module
 * of its own so the form paints before zod and the contracts have loaded (LoginPage.tsx loads it right after
 * the first paint; docs/decisions/first-screen-budget.md).
 */
import { CALLS } from '@cocho/contracts';
import type { z } from 'zod';
import { schemaResolver } from '../../ui/form/schema-form';

export const ZLoginForm = CALLS.appLogin.request.options[0].pick({ email: true, password: true });

export const loginFormResolver = schemaResolver(ZLoginForm, (form: z.input<typeof ZLoginForm>) => form);
