import { describe, expect, it } from 'vitest';
import { DEFAULT_ANIMAL } from '../animal/animal';
import type { RequirementEntry } from './calculate-requirements';
import { calculateRequirements } from './calculate-requirements';
import { editRequirement } from './edit-requirement';
import type { RequirementKey } from './requirement-keys';

const result = calculateRequirements(DEFAULT_ANIMAL);
if (!result.ok) throw new Error('default animal must be valid');
const table = result.value.requirements;
const get = (t: readonly RequirementEntry[], key: RequirementKey) => t.find((e) => e.key === key)!;

describe('editRequirement (docs/product/calculation.md#states)', () => {
  it('editing the ideal rescales minimum and maximum in proportion and marks the entry', () => {
    const cms = get(table, 'CMS');
    const edited = editRequirement(table, 'CMS', 'ideal', cms.ideal * 2, 1234);
    const e = get(edited, 'CMS');
    expect(e.ideal).toBeCloseTo(cms.ideal * 2, 12);
    expect(e.min!).toBeCloseTo(cms.min! * 2, 12);
    expect(e.max!).toBeCloseTo(cms.max! * 2, 12);
    expect(e.changed).toBe(true);
    expect(e.modifiedAt).toBe(1234);
    expect(get(table, 'CMS').changed).toBe(false);
  });
  it('a minimum above the ideal or a maximum below it is clamped to the ideal', () => {
    const ca = get(table, 'Ca');
    expect(get(editRequirement(table, 'Ca', 'min', ca.ideal + 5), 'Ca').min).toBe(ca.ideal);
    const zn = get(table, 'Zn');
    expect(get(editRequirement(table, 'Zn', 'max', zn.ideal - 5), 'Zn').max).toBe(zn.ideal);
    expect(get(editRequirement(table, 'Zn', 'max', null), 'Zn').max).toBeNull();
  });
  it('PDR or PNDR edits derive PB; a PB edit derives PNDR (or PDR when PB < PDR)', () => {
    const afterPdr = editRequirement(table, 'PDR', 'ideal', 900);
    expect(get(afterPdr, 'PB').ideal).toBeCloseTo(900 + get(table, 'PNDR').ideal, 9);
    const afterPndr = editRequirement(table, 'PNDR', 'ideal', 100);
    expect(get(afterPndr, 'PB').ideal).toBeCloseTo(get(table, 'PDR').ideal + 100, 9);
    const afterPb = editRequirement(table, 'PB', 'ideal', 1500);
    expect(get(afterPb, 'PDR').ideal).toBe(get(table, 'PDR').ideal);
    expect(get(afterPb, 'PNDR').ideal).toBeCloseTo(1500 - get(table, 'PDR').ideal, 9);
    const low = editRequirement(table, 'PB', 'ideal', 100);
    expect(get(low, 'PDR').ideal).toBe(100);
    expect(get(low, 'PNDR').ideal).toBe(0);
  });
  it('does not mutate its input', () => {
    const before = JSON.stringify(table);
    editRequirement(table, 'PB', 'ideal', 10);
    expect(JSON.stringify(table)).toBe(before);
  });
});
