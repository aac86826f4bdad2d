/**
 * A create call with an optional `idempotency_key` (db/create-once.ts): the key and the request without it
 * are checked against the user's earlier creates of this call; the answer stored is the call's whole answer.
 */
import type { CallContract } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { requireUser } from '../auth/roles';
import { createOnce } from '../db/create-once';
import type { Created } from '../db/create-once';
import type { Database } from '../db/schema';
import type { CallContext } from './register-call';

export function createOnceCall<Res extends z.ZodType>(
  ctx: CallContext,
  call: CallContract<z.ZodType, Res>,
  input: { readonly idempotency_key?: string | undefined },
  work: (db: Kysely<Database>) => Promise<z.output<Res>>,
): Promise<Created<z.output<Res>>> {
  const { idempotency_key: key, ...request } = input;
  return createOnce(
    ctx.db,
    {
      userId: requireUser(ctx.user).id,
      call: call.name,
      key,
      request,
      now: ctx.now,
      answer: call.response as z.ZodType<z.output<Res>>,
    },
    work,
  );
}
