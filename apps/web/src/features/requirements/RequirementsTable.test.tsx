// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { calculateRequirements, DEFAULT_ANIMAL } from '@cocho/engine';
import type { RequirementEntry } from '@cocho/engine';
import { changeLanguage, initI18n } from '../../i18n/i18n';
import { RequirementsTable } from './RequirementsTable';

function calculated(): RequirementEntry[] {
  const result = calculateRequirements(DEFAULT_ANIMAL);
  if (!result.ok) throw new Error('default animal must be valid');
  return [...result.value.requirements];
}

let table: RequirementEntry[] = [];

function Harness() {
  const [requirements, setRequirements] = useState<RequirementEntry[]>(() => table);
  const onChange = (next: RequirementEntry[]) => {
    table = next;
    setRequirements(next);
  };
  return <RequirementsTable requirements={requirements} onChange={onChange} />;
}

const cell = (key: string, field: 'min' | 'ideal' | 'max') =>
  screen.getByTestId(`requirement-${key}-${field}`) as HTMLInputElement;
const entry = (key: string) => table.find((item) => item.key === key) as RequirementEntry;
const edit = (key: string, field: 'min' | 'ideal' | 'max', text: string) => {
  const target = cell(key, field);
  fireEvent.focus(target);
  fireEvent.change(target, { target: { value: text } });
  fireEvent.blur(target);
};
const close = (actual: number | null, expected: number) => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - expected)).toBeLessThan(1e-9 * Math.max(1, Math.abs(expected)));
};

beforeAll(() => {
  initI18n('pt');
});

beforeEach(() => {
  table = calculated();
});

afterEach(async () => {
  cleanup();
  await changeLanguage('pt');
});

describe('RequirementsTable display', () => {
  it('on pasture says the NDF maximum is not applied, and only there', () => {
    const { rerender } = render(<RequirementsTable requirements={table} onChange={() => {}} isGrazing />);
    expect(screen.getByTestId('requirement-max-not-applied-FDN').textContent).toBe(
      'Máximo não aplicado no pasto',
    );
    // The value stays (it is the requirement; formulation on pasture sets it aside).
    expect(cell('FDN', 'max').value).not.toBe('-');
    rerender(<RequirementsTable requirements={table} onChange={() => {}} />);
    expect(screen.queryByTestId('requirement-max-not-applied-FDN')).toBeNull();
    // An NDF requirement the user edited is applied as given: no note.
    const edited = table.map((item) => (item.key === 'FDN' ? { ...item, changed: true } : item));
    rerender(<RequirementsTable requirements={edited} onChange={() => {}} isGrazing />);
    expect(screen.queryByTestId('requirement-max-not-applied-FDN')).toBeNull();
  });

  it('shows two decimals in the language and "-" for an empty or zero bound', async () => {
    render(<Harness />);
    const cms = entry('CMS');
    expect(cell('CMS', 'ideal').value).toBe(cms.ideal.toFixed(2).replace('.', ','));
    expect(entry('EE').min).toBeNull();
    expect(cell('EE', 'min').value).toBe('-');
    expect(cell('NDT', 'max').value).toBe('-');
    await changeLanguage('en');
    expect(cell('CMS', 'ideal').value).toBe(cms.ideal.toFixed(2));
  });

  it('expands the sub-items of NDT', () => {
    render(<Harness />);
    expect(screen.queryByTestId('requirement-child-NDT-PCJ')).toBeNull();
    fireEvent.click(screen.getByTestId('requirement-expand-NDT'));
    expect(screen.getByTestId('requirement-child-NDT-PCJ').textContent).toContain('Peso corporal em jejum');
    expect(screen.getByTestId('requirement-child-NDT-PCVZ')).toBeTruthy();
  });

  it('makes NDT/EL/EM and PB/PM one choice each', () => {
    render(<Harness />);
    expect(entry('NDT').selected).toBe(true);
    fireEvent.click(screen.getByTestId('requirement-choose-EL').querySelector('input') as HTMLInputElement);
    expect(['NDT', 'EL', 'EM'].map((key) => entry(key).selected)).toEqual([false, true, false]);
    fireEvent.click(screen.getByTestId('requirement-choose-PM').querySelector('input') as HTMLInputElement);
    expect(['PB', 'PM'].map((key) => entry(key).selected)).toEqual([false, true]);
    expect(entry('CMS').selected).toBe(true);
  });
});

describe('RequirementsTable editing rules', () => {
  it('rescales minimum and maximum when the ideal changes, and marks the row', () => {
    render(<Harness />);
    const before = entry('CMS');
    const ideal = Math.round(before.ideal * 2 * 100) / 100;
    expect(screen.queryByTestId('requirement-edited-CMS')).toBeNull();
    edit('CMS', 'ideal', ideal.toFixed(2).replace('.', ','));
    const after = entry('CMS');
    close(after.ideal, ideal);
    close(after.min, (before.min as number) * (ideal / before.ideal));
    close(after.max, (before.max as number) * (ideal / before.ideal));
    expect(after.changed).toBe(true);
    expect(screen.getByTestId('requirement-edited-CMS')).toBeTruthy();
    expect(cell('CMS', 'max').value).toBe((after.max as number).toFixed(2).replace('.', ','));
  });

  it('keeps PB = PDR + PNDR after editing any of them', () => {
    render(<Harness />);
    edit('PDR', 'ideal', '900');
    close(entry('PB').ideal, 900 + entry('PNDR').ideal);
    edit('PB', 'ideal', '1.500,5');
    close(entry('PB').ideal, 1500.5);
    close(entry('PNDR').ideal, 1500.5 - 900);
    edit('PB', 'ideal', '500');
    close(entry('PDR').ideal, 500);
    close(entry('PNDR').ideal, 0);
  });

  it('clamps a minimum above the ideal and a maximum below it to the ideal; "-" empties a bound', () => {
    render(<Harness />);
    const ideal = entry('Ca').ideal;
    edit('Ca', 'min', String(Math.ceil(ideal * 3)));
    close(entry('Ca').min, ideal);
    edit('Mg', 'max', '0,01');
    close(entry('Mg').max, entry('Mg').ideal);
    edit('Mg', 'max', '-');
    expect(entry('Mg').max).toBeNull();
    expect(cell('Mg', 'max').value).toBe('-');
  });

  it('refuses text that is not a number and leaves the table as it was', () => {
    render(<Harness />);
    const before = entry('P');
    edit('P', 'ideal', 'abc');
    expect(entry('P')).toBe(before);
    expect(cell('P', 'ideal').getAttribute('aria-invalid')).toBe('true');
  });
});
