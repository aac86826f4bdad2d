import { describe, expect, it } from 'vitest';
import { ZSavableDietRecord } from '@cocho/contracts';
import { DEFAULT_ANIMAL, calculateRequirements, editRequirement } from '@cocho/engine';
import type { RequirementEntry } from '@cocho/engine';
import { fromRequirementsRecord, toRequirementsRecord } from './requirements-record';
import { chooseAlternative } from './requirements-table-model';

const META = { nome: 'Garrotes', obs: null, time: 1_795_000_000_000, idCliente: null, id: null };

function calculated() {
  const outcome = calculateRequirements({ ...DEFAULT_ANIMAL, peso_corporal_inicial: 320 });
  if (!outcome.ok) throw new Error('the animal must be valid');
  return { result: outcome.value, animal: outcome.value.animal };
}

describe('requirements record (mode E)', () => {
  it('round-trips the animal and the table as shown: selection, edits and every number', () => {
    const computed = calculated();
    const edited = editRequirement(
      chooseAlternative(computed.result.requirements, 'PM'),
      'Ca',
      'ideal',
      42.5,
      1_795_000_000_500,
    );
    const inputs = { animal: computed.animal, requirements: edited };
    const record = toRequirementsRecord(inputs, computed, META);
    // What the server stores and answers: the record's JSON, checked by the saving rules.
    const stored = ZSavableDietRecord.E.parse(JSON.parse(JSON.stringify(record)));
    expect(stored).toMatchObject({ status: 1, alimentos_selecionados: [], resultado: null, ciclo: null });

    const reopened = fromRequirementsRecord(stored);
    expect(reopened.inputs.animal).toEqual(JSON.parse(JSON.stringify(computed.animal)));
    expect(reopened.calculated?.result.numbers.liveWeightKg).toBe(computed.result.numbers.liveWeightKg);
    const pick = (entries: readonly RequirementEntry[]) =>
      entries.map(({ key, min, ideal, max, selected, changed }) => ({
        key,
        min,
        ideal,
        max,
        selected,
        changed,
      }));
    expect(pick(reopened.inputs.requirements)).toEqual(pick(edited));
    expect(reopened.inputs.requirements.find((entry) => entry.key === 'PM')?.selected).toBe(true);
    expect(reopened.inputs.requirements.find((entry) => entry.key === 'Ca')?.ideal).toBe(42.5);
  });

  it('saves the inputs without a result when the animal changed since the table was calculated', () => {
    const computed = calculated();
    const inputs = {
      animal: { ...computed.animal, peso_corporal_inicial: 330 },
      requirements: computed.result.requirements,
    };
    const record = toRequirementsRecord(inputs, computed, META);
    expect(record).toMatchObject({ status: null, resultado_simplex: null });
    expect(ZSavableDietRecord.E.safeParse(record).success).toBe(true);
    const reopened = fromRequirementsRecord(record);
    expect(reopened.calculated).toBeNull();
    expect(reopened.inputs.animal.peso_corporal_inicial).toBe(330);
  });

  it('is refused as a requirements table with feeds, and as a diet without them', () => {
    const computed = calculated();
    const record = toRequirementsRecord(
      { animal: computed.animal, requirements: computed.result.requirements },
      computed,
      META,
    );
    expect(ZSavableDietRecord.FD.safeParse(record).success).toBe(false);
    const withFeed = {
      ...record,
      alimentos_selecionados: [
        { id: '12', tipo: 6, name: 'Silagem', name_en: null, name_es: null, volumoso: true, nutrientes: {} },
      ],
    };
    expect(ZSavableDietRecord.E.safeParse(withFeed).success).toBe(false);
    expect(ZSavableDietRecord.E.safeParse({ ...record, nome: '' }).success).toBe(false);
  });
});
