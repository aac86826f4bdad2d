/**
 * The animal as label–value pairs for the reports: the fields the formulation form shows for this animal
 * (engine `findVisibleFields`), in the field table's order, with the table's unit and decimals (the same the
 * form shows); labels and options from the animal form's own namespace; the financial fields left to
 * the financial section.
 */
import { ANIMAL_FIELD_KEYS, fieldSpecOf, findVisibleFields } from '@cocho/engine';
import type { Animal, FormVariant } from '@cocho/engine';
import type { ReportFormat, Translate } from './report-text';

export function describeAnimal(
  animal: Animal,
  t: Translate,
  format: ReportFormat,
  /** Whose form's fields: the formulation's (the diet reports) or the requirements screen's. */
  variant: FormVariant = 'formulation',
): [string, string][] {
  const visible = findVisibleFields(animal, variant);
  const pairs: [string, string][] = [];
  for (const field of ANIMAL_FIELD_KEYS) {
    const spec = fieldSpecOf(field);
    if (!visible.has(field) || spec.kind === 'flag' || ('financial' in spec && spec.financial)) continue;
    const label = t(`animal:field.${field}`);
    const value = animal[field];
    if (spec.kind === 'choice') {
      if (value !== null) pairs.push([label, t(`animal:option.${field}.${String(value)}`)]);
      continue;
    }
    if (typeof value !== 'number') continue;
    const unit = spec.unit === null ? '' : ` ${t(`animal:unit.${spec.unit}`)}`;
    pairs.push([label, `${format.number(value, spec.decimals)}${unit}`]);
  }
  return pairs;
}
