import { describe, expect, it } from 'vitest';
import { ANIMAL_FIELD_KEYS, DEFAULT_ANIMAL } from '@cocho/engine';
import type { Animal } from '@cocho/engine';
import { ZSavedAnimal } from './diets';
import type { TSavedAnimal } from './diets';

describe('ZSavedAnimal reads the engine’s field table', () => {
  it('has one key per field and round-trips the default animal', () => {
    expect(Object.keys(ZSavedAnimal.shape)).toEqual(ANIMAL_FIELD_KEYS);
    expect(ZSavedAnimal.parse(DEFAULT_ANIMAL)).toEqual(DEFAULT_ANIMAL);
    // The saved animal and the engine's animal are one type.
    const saved: TSavedAnimal = DEFAULT_ANIMAL;
    const animal: Animal = saved;
    expect(animal).toBe(DEFAULT_ANIMAL);
  });
  it('checks kinds: options, nullable cow choices, finite numbers or null, a boolean flag', () => {
    expect(ZSavedAnimal.safeParse({ ...DEFAULT_ANIMAL, raca: 'angus' }).success).toBe(false);
    expect(ZSavedAnimal.safeParse({ ...DEFAULT_ANIMAL, tipo: null }).success).toBe(false);
    expect(ZSavedAnimal.safeParse({ ...DEFAULT_ANIMAL, estado_fisiologico: null }).success).toBe(true);
    expect(ZSavedAnimal.safeParse({ ...DEFAULT_ANIMAL, ganho_medio_diario: null }).success).toBe(true);
    expect(ZSavedAnimal.safeParse({ ...DEFAULT_ANIMAL, ganho_medio_diario: '1' }).success).toBe(false);
    expect(ZSavedAnimal.safeParse({ ...DEFAULT_ANIMAL, refresh_input: true }).success).toBe(true);
    const { custo_total: _dropped, ...missing } = DEFAULT_ANIMAL;
    expect(ZSavedAnimal.safeParse(missing).success).toBe(false);
  });
  it('reads an animal saved before the monthly-cost basis existed as costs per head', () => {
    const { custos_mensais_por: _added, ...older } = DEFAULT_ANIMAL;
    expect(ZSavedAnimal.parse(older).custos_mensais_por).toBe('cabeca');
    expect(ZSavedAnimal.parse({ ...DEFAULT_ANIMAL, custos_mensais_por: 'lote' }).custos_mensais_por).toBe(
      'lote',
    );
  });
  it('does not check bounds: a diet may be saved before its animal is valid', () => {
    expect(ZSavedAnimal.safeParse({ ...DEFAULT_ANIMAL, ganho_medio_diario: 9 }).success).toBe(true);
  });
});
