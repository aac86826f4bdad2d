/**
 * Display and editing rules of the requirements table (docs/product/calculation.md#states "Requirement editing", docs/product/calculation.md#validation "Requirement
 * values"): two decimals, "-" for an empty or zero minimum or maximum, text read by the language's decimal
 * separator with "-" meaning empty, edits applied by the engine's `editRequirement`, and the NDT/EL/EM and
 * PB/PM alternatives as one choice per group.
 */
import { editRequirement } from '@cocho/engine';
import type { Language, RequirementEntry, RequirementField, RequirementKey } from '@cocho/engine';
import { formatNumber } from '../../format/format';
import { readTypedNumber } from '../../ui/read-number';

/** Decimals of every value of the table (docs/product/calculation.md#validation). */
export const REQUIREMENT_DECIMALS = 2;

/** Row groups of the table, in order. */
export const REQUIREMENT_GROUPS: readonly { key: string; members: readonly RequirementKey[] }[] = [
  { key: 'intake', members: ['CMS', 'EE', 'CNF', 'FDN', 'FDNfe', 'AMIDO'] },
  { key: 'energy', members: ['NDT', 'EL', 'EM'] },
  { key: 'protein', members: ['PB', 'PM', 'PDR', 'PNDR'] },
  { key: 'macrominerals', members: ['Ca', 'P', 'Mg', 'K', 'Na', 'S'] },
  { key: 'microminerals', members: ['Co', 'Cu', 'I', 'Mn', 'Se', 'Zn'] },
];

/** A value as the table shows it: two decimals; a minimum or maximum that is empty or 0 shows "-". */
export function formatRequirementValue(
  value: number | null,
  field: RequirementField,
  language: Language,
): string {
  if (value === null || !Number.isFinite(value)) return '-';
  if (field !== 'ideal' && value === 0) return '-';
  return formatNumber(value, language, REQUIREMENT_DECIMALS);
}

/**
 * Reads a typed value: "-" or nothing is empty (null); otherwise a number in the language's notation.
 * `undefined` when the text is not a number.
 */
export function parseRequirementText(text: string, language: Language): number | null | undefined {
  if (text.trim() === '-') return null;
  const typed = readTypedNumber(text, language);
  return typed.kind === 'empty' ? null : typed.kind === 'number' ? typed.value : undefined;
}

/**
 * Applies a typed edit to the table with the engine's rules. Returns the new table, or null when the text
 * is not a number (the table is unchanged). A text that shows the current value changes nothing.
 */
export function applyRequirementEdit(
  requirements: readonly RequirementEntry[],
  key: RequirementKey,
  field: RequirementField,
  text: string,
  language: Language,
  atMs: number | null,
): RequirementEntry[] | null {
  const entry = requirements.find((item) => item.key === key);
  if (!entry) return null;
  if (text.trim() === formatRequirementValue(entry[field], field, language)) return [...requirements];
  const value = parseRequirementText(text, language);
  if (value === undefined) return null;
  return editRequirement(requirements, key, field, value, atMs);
}

/** Selects one alternative of its group (energy: NDT, EL, EM; protein: PB, PM); other entries keep theirs. */
export function chooseAlternative(
  requirements: readonly RequirementEntry[],
  key: RequirementKey,
): RequirementEntry[] {
  const chosen = requirements.find((entry) => entry.key === key);
  const group = chosen?.alternative ?? null;
  if (group === null) return [...requirements];
  return requirements.map((entry) =>
    entry.alternative === group ? { ...entry, selected: entry.key === key } : entry,
  );
}

/** The selected alternative of each group, to keep the choice when the table is calculated again. */
export function findSelectedAlternatives(requirements: readonly RequirementEntry[]): {
  energyAlternative: 'NDT' | 'EL' | 'EM';
  proteinAlternative: 'PB' | 'PM';
} {
  const selected = (group: 'energy' | 'protein') =>
    requirements.find((entry) => entry.alternative === group && entry.selected)?.key;
  const energy = selected('energy');
  const protein = selected('protein');
  return {
    energyAlternative: energy === 'EL' || energy === 'EM' ? energy : 'NDT',
    proteinAlternative: protein === 'PM' ? 'PM' : 'PB',
  };
}

/** Whether the table differs from the calculated one (edited values or another alternative). */
export function isTableEdited(
  requirements: readonly RequirementEntry[],
  calculated: readonly RequirementEntry[],
): boolean {
  return requirements.some((entry, index) => {
    const original = calculated[index];
    return entry.changed || !original || original.selected !== entry.selected;
  });
}
