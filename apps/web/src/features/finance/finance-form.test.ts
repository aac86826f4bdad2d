import { describe, expect, it } from 'vitest';
import { ZSavedAnimal } from '@cocho/contracts';
import { DEFAULT_ANIMAL, numberSpecOf } from '@cocho/engine';
import { FINANCE_ANIMAL_FIELDS } from './finance-form';

describe('the animal fields the financial report edits', () => {
  it('are the financial section’s numbers only, so values from the report keep the saved animal valid', () => {
    for (const field of FINANCE_ANIMAL_FIELDS) expect(numberSpecOf(field).kind, field).not.toBe('choice');
    expect(FINANCE_ANIMAL_FIELDS).not.toContain('custos_mensais_por');
    const animal: Record<string, unknown> = { ...DEFAULT_ANIMAL };
    for (const field of FINANCE_ANIMAL_FIELDS) animal[field] = null;
    expect(ZSavedAnimal.safeParse(animal).success).toBe(true);
  });
});
