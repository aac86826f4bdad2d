import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { SAMPLE_ANIMAL, sampleDietRecord } from '@cocho/contracts/testing';

/** The default animal as a saved record holds it (every field present; empty ones null). */
export const SAVED_DEFAULT_ANIMAL = SAMPLE_ANIMAL;

/** The sample saved diet (not calculated yet, one feed: @cocho/contracts/testing), named "Dieta e2e"; `overrides` win. */
export function uncalculatedDietRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...sampleDietRecord({ nome: 'Dieta e2e', time: Date.now() }), ...overrides };
}

/**
 * Saves a record through dieta/saveFD, or dieta/savePD for a prediction (the caller must be allowed to save:
 * premium or administrator); answers its id.
 */
export async function saveDietByApi(
  request: APIRequestContext,
  token: string,
  record: Record<string, unknown>,
  endpoint: 'saveFD' | 'savePD' = 'saveFD',
): Promise<number> {
  const response = await request.post(`/dieta/${endpoint}`, {
    data: { dieta: JSON.stringify(record) },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}
