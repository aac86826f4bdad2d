/**
 * The checks that may run off the event loop: a call's request or answer against its
 * contract, and a saved record's JSON text against the record schema and the saving rules. Pure functions
 * of plain data in and plain data out, so the same code runs inline (small bodies) and in a worker thread
 * (check-worker.ts) with results that cannot differ.
 */
import { CALLS } from '@cocho/contracts';
import type { TDietMode, TDietRecord, TFieldError } from '@cocho/contracts';
import type { z } from 'zod';
import { checkDietRecord } from '../diets/diet-record';
import { toFieldErrors } from '../errors';
import type { Issue } from '../errors';

export type CheckTask =
  | { readonly kind: 'request'; readonly call: string; readonly body: unknown }
  | { readonly kind: 'answer'; readonly call: string; readonly value: unknown }
  | { readonly kind: 'dietRecord'; readonly text: string; readonly modo: TDietMode };

export type CheckResult =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly fields: TFieldError[] };

export type AnyContract = {
  readonly name: string;
  readonly request: z.ZodType;
  readonly response: z.ZodType;
};

const CONTRACTS_BY_NAME: ReadonlyMap<string, AnyContract> = new Map(
  Object.values(CALLS as Record<string, AnyContract>).map((contract) => [contract.name, contract]),
);

function contractOf(name: string): AnyContract {
  const contract = CONTRACTS_BY_NAME.get(name);
  if (!contract) throw new Error(`no contract named ${name}`);
  return contract;
}

/** Whether a worker thread can check `contract`'s calls: it knows only the shared call table's contracts. */
export function isSharedContract(contract: AnyContract): boolean {
  return CONTRACTS_BY_NAME.get(contract.name) === contract;
}

function checkWith(schema: z.ZodType, value: unknown): CheckResult {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, fields: toFieldErrors(parsed.error.issues as Issue[]) };
}

/** Runs `task`; a request or answer check uses `contract` when given, else the call table's by name. */
export function runCheckTask(task: CheckTask, contract?: AnyContract): CheckResult {
  switch (task.kind) {
    case 'request':
      return checkWith((contract ?? contractOf(task.call)).request, task.body);
    case 'answer':
      return checkWith((contract ?? contractOf(task.call)).response, task.value);
    case 'dietRecord': {
      const checked = checkDietRecord(task.text, task.modo);
      return checked.ok ? { ok: true, value: checked.record satisfies TDietRecord } : checked;
    }
  }
}
