/**
 * The animal as label–value pairs for the reports: the fields the formulation form shows for this animal
 * (engine `findVisibleFields`), labels and options from the animal form's own namespace, financial fields
 * left to the financial section.
 */
import { CHOICE_OPTIONS, FINANCIAL_FIELDS, findVisibleFields } from '@cocho/engine';
import type { Animal, AnimalField, ChoiceField } from '@cocho/engine';
import type { ReportFormat, Translate } from './report-text';

/** Order of the fields in the report (the form's order, choice fields first). */
const FIELD_ORDER: readonly AnimalField[] = [
  'tipo',
  'raca',
  'regime',
  'sexo',
  'estado_fisiologico',
  'estado_parides',
  'numero_animais',
  'peso_corporal_inicial',
  'peso_corporal_final',
  'peso_corporal_medio',
  'ganho_medio_diario',
  'escore_corporal',
  'producao_de_leite',
  'semana_lactacao',
  'proteina_do_leite',
  'gordura_do_leite',
  'lactose_do_leite',
  'peso_bezerro_nascimento',
  'dias_gestacao',
  'total_racao_a_produzir',
];

/** Unit and decimals of each numeric field shown. */
const NUMERIC_DISPLAY: Partial<Record<AnimalField, { readonly unit: string; readonly decimals: number }>> = {
  numero_animais: { unit: 'animal:unit.head', decimals: 0 },
  peso_corporal_inicial: { unit: 'animal:unit.kg', decimals: 1 },
  peso_corporal_final: { unit: 'animal:unit.kg', decimals: 1 },
  peso_corporal_medio: { unit: 'animal:unit.kg', decimals: 1 },
  ganho_medio_diario: { unit: 'animal:unit.kgPerDay', decimals: 2 },
  escore_corporal: { unit: '', decimals: 1 },
  producao_de_leite: { unit: 'animal:unit.kgPerDay', decimals: 1 },
  semana_lactacao: { unit: 'animal:unit.week', decimals: 0 },
  proteina_do_leite: { unit: 'animal:unit.percent', decimals: 2 },
  gordura_do_leite: { unit: 'animal:unit.percent', decimals: 2 },
  lactose_do_leite: { unit: 'animal:unit.percent', decimals: 2 },
  peso_bezerro_nascimento: { unit: 'animal:unit.kg', decimals: 1 },
  dias_gestacao: { unit: 'animal:unit.days', decimals: 0 },
  total_racao_a_produzir: { unit: 'animal:unit.kg', decimals: 0 },
};

const isChoice = (field: AnimalField): field is ChoiceField => field in CHOICE_OPTIONS;
const FINANCIAL = new Set<string>(FINANCIAL_FIELDS);

export function describeAnimal(animal: Animal, t: Translate, format: ReportFormat): [string, string][] {
  const visible = findVisibleFields(animal, 'formulation');
  const pairs: [string, string][] = [];
  for (const field of FIELD_ORDER) {
    if (!visible.has(field) || FINANCIAL.has(field)) continue;
    const label = t(`animal:field.${field}`);
    if (isChoice(field)) {
      const value = animal[field];
      if (value !== null) pairs.push([label, t(`animal:option.${field}.${value}`)]);
      continue;
    }
    const display = NUMERIC_DISPLAY[field];
    const value = field === 'refresh_input' ? null : animal[field];
    if (!display || typeof value !== 'number') continue;
    const unit = display.unit ? ` ${t(display.unit)}` : '';
    pairs.push([label, `${format.number(value, display.decimals)}${unit}`]);
  }
  return pairs;
}
