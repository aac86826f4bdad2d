import { calculateRequirements, DEFAULT_ANIMAL } from '@cocho/engine';
import { describe, expect, it } from 'vitest';
import { ZAlteredRequirement } from '../diets';
import {
  fromWireAlteredRequirement,
  fromWireBoundSide,
  fromWireRequirementBounds,
  requirementUnitWireText,
  toWireAlteredRequirement,
  toWireBoundSide,
  toWireRequirement,
  toWireRequirementBounds,
} from './requirements';
import { readStoredFormulationResult } from './formulation-result';

const computed = calculateRequirements(DEFAULT_ANIMAL);
if (!computed.ok) throw new Error('default animal must be valid');
const cms = computed.value.requirements.find((entry) => entry.key === 'CMS')!;
const ndt = computed.value.requirements.find((entry) => entry.key === 'NDT')!;

describe('requirement wire keys', () => {
  it('writes an entry as cocho requirements does', () => {
    expect(Object.keys(toWireRequirement(ndt))).toEqual(['ideal', 'minimo', 'maximo', 'unidade', 'children']);
    expect(toWireRequirement(cms)).toEqual({
      ideal: cms.ideal,
      minimo: cms.min,
      maximo: cms.max,
      unidade: 'kg/day',
      children: {},
    });
    expect(toWireRequirement(ndt).children.PCJ).toBe(ndt.children.find((c) => c.key === 'PCJ')?.value);
    expect(requirementUnitWireText('Zn')).toBe('mg/day');
  });

  it('maps bounds, bound sides and an edited requirement both ways', () => {
    expect(toWireRequirementBounds({ min: 1, max: null })).toEqual({ minimo: 1, maximo: null });
    expect(fromWireRequirementBounds({ minimo: null, maximo: 2 })).toEqual({ min: null, max: 2 });
    expect([toWireBoundSide('min'), toWireBoundSide('max')]).toEqual(['minimo', 'maximo']);
    expect([fromWireBoundSide('minimo'), fromWireBoundSide('maximo')]).toEqual(['min', 'max']);
    const edited = { ...cms, changed: true, modifiedAt: 1_795_000_000_000 };
    const wire = toWireAlteredRequirement(edited);
    expect(ZAlteredRequirement.parse(wire)).toEqual({
      exigencia: 'CMS',
      minimo: cms.min,
      ideal: cms.ideal,
      maximo: cms.max,
      modificadoEm: 1_795_000_000_000,
    });
    expect(fromWireAlteredRequirement(wire)).toEqual({
      key: 'CMS',
      min: cms.min,
      ideal: cms.ideal,
      max: cms.max,
      modifiedAt: 1_795_000_000_000,
    });
  });

  it('reads a stored result with the old bound sides in the engine names, and leaves a new one as it is', () => {
    const old = {
      status: 'aproximada',
      violations: [{ key: 'PB', bound: 'minimo', required: 1, supplied: 0 }],
      conflicts: [
        { kind: 'feed', id: 'A', bound: 'maximo', value: 10 },
        { kind: 'roughageShare', value: 50 },
      ],
      economics: null,
    };
    const read = readStoredFormulationResult(old);
    expect(read?.violations[0]?.bound).toBe('min');
    expect(read?.conflicts).toEqual([
      { kind: 'feed', id: 'A', bound: 'max', value: 10 },
      { kind: 'roughageShare', value: 50 },
    ]);
    expect(read?.economics).toBeNull();
    const withWarnings = readStoredFormulationResult({
      ...old,
      warnings: [
        { code: 'PERCENT_ABOVE_100', id: 'A', field: 'maximo', value: 120 },
        { code: 'PERCENT_ABOVE_100', id: 'A', field: 'FDN', value: 101 },
      ],
    });
    expect(withWarnings?.warnings).toEqual([
      { code: 'PERCENT_ABOVE_100', id: 'A', field: 'max', value: 120 },
      { code: 'PERCENT_ABOVE_100', id: 'A', field: 'FDN', value: 101 },
    ]);
    const fresh = {
      ...old,
      violations: [{ key: 'PB', bound: 'max', required: 1, supplied: 2 }],
      conflicts: [],
    };
    expect(readStoredFormulationResult(fresh)).toEqual(fresh);
    expect(readStoredFormulationResult(null)).toBeNull();
  });
});
