/**
 * A typed integration client over `CALLS`: the body is the contract's request type and the answer is read
 * with the contract's answer schema, so a test gets the real type without `as` casts, and an answer that
 * drifts from its contract fails the test where it happens.
 *
 *   const saved = await callOk(t, 'saveFD', { dieta }, { token });   // saved.updated_at: string
 *   const refused = errorOf(await callTyped(t, 'saveFD', { dieta: '{}' }, { token })); // refused.code
 */
import { CALLS, ZErrorBody } from '@cocho/contracts';
import type { CallKey, TErrorBody } from '@cocho/contracts';
import type { z } from 'zod';
import type { CallOptions, CallResult, TestEnvironment } from './for-each-database';

export type CallInput<K extends CallKey> = z.input<(typeof CALLS)[K]['request']>;
export type CallOutput<K extends CallKey> = z.output<(typeof CALLS)[K]['response']>;

/** POSTs call `key` with a typed body; answers the raw result (for tests that expect a refusal). */
export function callTyped<K extends CallKey>(
  t: Pick<TestEnvironment, 'call'>,
  key: K,
  body: CallInput<K>,
  options?: CallOptions,
): Promise<CallResult> {
  return t.call(CALLS[key].name, body, options);
}

/** POSTs call `key` with a typed body and answers its answer, checked; throws on any status but 200. */
export async function callOk<K extends CallKey>(
  t: Pick<TestEnvironment, 'call'>,
  key: K,
  body: CallInput<K>,
  options?: CallOptions,
): Promise<CallOutput<K>> {
  const contract = CALLS[key];
  const res = await t.call(contract.name, body, options);
  if (res.status !== 200) throw new Error(`${contract.name}: ${res.status} ${res.text}`);
  return contract.response.parse(res.body) as CallOutput<K>;
}

/**
 * The answer of a raw result of call `key`, checked by its contract; throws on any status but 200 (for
 * tests that hold the raw result to look at its status or headers too).
 */
export function answerOf<K extends CallKey>(
  key: K,
  res: Pick<CallResult, 'status' | 'body' | 'text'>,
): CallOutput<K> {
  const contract = CALLS[key];
  if (res.status !== 200) throw new Error(`${contract.name}: ${res.status} ${res.text}`);
  return contract.response.parse(res.body) as CallOutput<K>;
}

/** The error body of a refused call, checked by the contracts' `ZErrorBody`. */
export function errorOf(res: Pick<CallResult, 'body'>): TErrorBody {
  return ZErrorBody.parse(res.body);
}
