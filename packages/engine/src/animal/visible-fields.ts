import type { Animal, AnimalField, Breed, FormVariant, Regime, Sex } from './animal';
import { FINANCIAL_FIELDS, isLactating, isPregnant, REGIMES, SEXES } from './animal';

/**
 * Regime options a breed allows (spec 02 §4): pasture is offered only for zebuino.
 */
export function findRegimeOptions(raca: Breed): readonly Regime[] {
  return raca === 'zebuino' ? REGIMES : ['confinamento'];
}

/**
 * Sex options a regime allows (spec 02 §4): steers and heifers are offered only in confinamento.
 */
export function findSexOptions(regime: Regime): readonly Sex[] {
  return regime === 'confinamento' ? SEXES : ['macho'];
}

/**
 * The fields the animal form shows for the current choices and variant (spec 02 §3–4). Growing and
 * finishing cattle: breed, regime, sex, initial and final weight (mean weight computed), gain. Cows: breed,
 * physiological state, parity, mean weight, body condition score (no gain field); lactating states add milk yield,
 * lactation week and milk composition; pregnant states add calf birth weight and days pregnant. Calves:
 * breed, mean weight, gain and week of life (`semana_lactacao`, which selects the calf reference band).
 * The prediction variant hides the daily gain (it is predicted). The formulation variant adds the ration to produce and, for growing and finishing cattle, the financial
 * fields (the financial report exists only for them, spec 02 §5). `refresh_input` is never shown.
 */
export function findVisibleFields(animal: Animal, variant: FormVariant): ReadonlySet<AnimalField> {
  const fields = new Set<AnimalField>(['tipo', 'raca']);
  if (animal.tipo === 'crescimento_terminacao') {
    fields.add('regime');
    fields.add('sexo');
    fields.add('peso_corporal_inicial');
    fields.add('peso_corporal_final');
    fields.add('peso_corporal_medio');
  } else if (animal.tipo === 'vaca') {
    fields.add('estado_fisiologico');
    fields.add('estado_parides');
    fields.add('peso_corporal_medio');
    fields.add('escore_corporal');
    if (isLactating(animal)) {
      fields.add('producao_de_leite');
      fields.add('semana_lactacao');
      fields.add('proteina_do_leite');
      fields.add('gordura_do_leite');
      fields.add('lactose_do_leite');
    }
    if (isPregnant(animal)) {
      fields.add('peso_bezerro_nascimento');
      fields.add('dias_gestacao');
    }
  } else {
    fields.add('peso_corporal_medio');
    fields.add('semana_lactacao');
  }
  // The daily gain is an input for growing cattle and calves; in the prediction variant it is the result.
  // Cows have no gain field: their requirements are for maintenance, pregnancy and lactation (a maternal
  // gain given through the API is still used by the equations).
  if (variant !== 'prediction' && animal.tipo !== 'vaca') fields.add('ganho_medio_diario');
  if (variant === 'formulation') {
    fields.add('total_racao_a_produzir');
    if (animal.tipo === 'crescimento_terminacao') {
      fields.add('numero_animais');
      for (const field of FINANCIAL_FIELDS) fields.add(field);
    }
  }
  return fields;
}

/**
 * Whether `peso_corporal_medio` is a computed result (growing and finishing cattle: mean of initial and
 * final) rather than an input (cows and calves).
 */
export function isMeanWeightComputed(animal: Animal): boolean {
  return animal.tipo === 'crescimento_terminacao';
}
