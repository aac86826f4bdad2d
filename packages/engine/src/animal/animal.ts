/**
 * The animal of the form (spec 02 §3 "Animal"). Field names are the spec's Portuguese wire names, because
 * saved diets, API payloads and the `cocho` command use them. Weights are kg, gains kg/day, milk kg/day,
 * milk composition % of milk, money per month (costs) or per arroba (prices), yields and interest %.
 */

/** Animal type: cow, calf, growing and finishing cattle (spec 02 §3). */
export const ANIMAL_TYPES = ['vaca', 'bezerro', 'crescimento_terminacao'] as const;
export type AnimalType = (typeof ANIMAL_TYPES)[number];

/** Breed group: zebu (Nellore), beef crossbred, dairy crossbred (spec 02 §3; BR-CORTE 2016 groups). */
export const BREEDS = ['zebuino', 'cruzado_corte', 'cruzado_leite'] as const;
export type Breed = (typeof BREEDS)[number];

/** Feeding system: feedlot or pasture (spec 02 §3). */
export const REGIMES = ['confinamento', 'pasto'] as const;
export type Regime = (typeof REGIMES)[number];

/** Sex: bull (intact male), steer, heifer (spec 02 §3). */
export const SEXES = ['macho', 'macho_castrado', 'femea'] as const;
export type Sex = (typeof SEXES)[number];

/** Physiological state of a cow (spec 02 §3). */
export const PHYSIOLOGICAL_STATES = ['nao_gestante', 'lactante', 'gestante', 'gestante_lactante'] as const;
export type PhysiologicalState = (typeof PHYSIOLOGICAL_STATES)[number];

/** Parity of a cow: first-calf or mature (spec 02 §3). */
export const PARITIES = ['primiparas', 'multiparas'] as const;
export type Parity = (typeof PARITIES)[number];

/** The financial fields of the animal form (spec 02 §3), used by the finance report. */
export const FINANCIAL_FIELDS = [
  'custo_mao_de_obra',
  'custo_energia',
  'custo_maquinario',
  'custo_medicamentos',
  'custo_extra',
  'custo_total',
  'preco_venda_arroba',
  'preco_arroba_adquirida',
  'rendimento_carcaca_inicial',
  'rendimento_carcaca_final',
  'taxa_juros_mensal',
] as const;
export type FinancialField = (typeof FINANCIAL_FIELDS)[number];

/** The numeric fields of the animal form, in form order (spec 02 §3). */
export const NUMERIC_FIELDS = [
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
  ...FINANCIAL_FIELDS,
] as const;
export type NumericField = (typeof NUMERIC_FIELDS)[number];

/** The radio-choice fields and their options (spec 02 §3 enumerations). */
export const CHOICE_OPTIONS = {
  tipo: ANIMAL_TYPES,
  raca: BREEDS,
  regime: REGIMES,
  sexo: SEXES,
  estado_fisiologico: PHYSIOLOGICAL_STATES,
  estado_parides: PARITIES,
} as const;
export type ChoiceField = keyof typeof CHOICE_OPTIONS;

/** Every field of the animal form, including the hidden `refresh_input`. */
export type AnimalField = ChoiceField | NumericField | 'refresh_input';

/**
 * The animal (spec 02 §3). Units: weights kg; `ganho_medio_diario` kg/day; `producao_de_leite` kg/day;
 * milk protein, fat and lactose % of milk; `semana_lactacao` week (1–40); `dias_gestacao` days (0–283);
 * `escore_corporal` body condition score (0–10); `total_racao_a_produzir` kg; costs per month; prices per
 * arroba (15 kg carcass); carcass yields and monthly interest %. A number field may be null (empty).
 */
export type Animal = {
  readonly tipo: AnimalType;
  readonly raca: Breed;
  readonly regime: Regime;
  readonly sexo: Sex;
  readonly estado_fisiologico: PhysiologicalState | null;
  readonly estado_parides: Parity | null;
  readonly numero_animais: number | null;
  readonly peso_corporal_inicial: number | null;
  readonly peso_corporal_final: number | null;
  readonly peso_corporal_medio: number | null;
  readonly ganho_medio_diario: number | null;
  readonly escore_corporal: number | null;
  readonly producao_de_leite: number | null;
  readonly semana_lactacao: number | null;
  readonly proteina_do_leite: number | null;
  readonly gordura_do_leite: number | null;
  readonly lactose_do_leite: number | null;
  readonly peso_bezerro_nascimento: number | null;
  readonly dias_gestacao: number | null;
  readonly total_racao_a_produzir: number | null;
  readonly refresh_input: boolean | null;
  readonly custo_mao_de_obra: number | null;
  readonly custo_energia: number | null;
  readonly custo_maquinario: number | null;
  readonly custo_medicamentos: number | null;
  readonly custo_extra: number | null;
  readonly custo_total: number | null;
  readonly preco_venda_arroba: number | null;
  readonly preco_arroba_adquirida: number | null;
  readonly rendimento_carcaca_inicial: number | null;
  readonly rendimento_carcaca_final: number | null;
  readonly taxa_juros_mensal: number | null;
};

/** The three variants of the animal form (spec 02 §3). */
export type FormVariant = 'formulation' | 'prediction' | 'requirements';

/** Values restored by the form's reset (spec 02 §3 "Defaults on reset"). Monthly interest in %. */
export const RESET_DEFAULTS = {
  escore_corporal: 5,
  proteina_do_leite: 3.56,
  gordura_do_leite: 4.76,
  lactose_do_leite: 4.56,
  peso_bezerro_nascimento: 32,
  dias_gestacao: 210,
  semana_lactacao: 1,
  total_racao_a_produzir: 1000,
  taxa_juros_mensal: 1,
  custo_extra: 33,
  preco_venda_arroba: 190,
  preco_arroba_adquirida: 160,
  rendimento_carcaca_inicial: 50,
  rendimento_carcaca_final: 53,
  numero_animais: 1,
} as const satisfies Partial<Record<NumericField, number>>;

/** Default sample of the financial report: 107 days, 1 animal (spec 02 §3). */
export const DEFAULT_FINANCIAL_SAMPLE = { days: 107, animals: 1 } as const;

/**
 * The default animal (spec 02 §3): growing and finishing zebu bull in feedlot, 400 → 540 kg at
 * 1.3 kg/day, 1000 kg of ration to produce; every other field holds its reset default or is empty.
 */
export const DEFAULT_ANIMAL: Animal = {
  tipo: 'crescimento_terminacao',
  raca: 'zebuino',
  regime: 'confinamento',
  sexo: 'macho',
  estado_fisiologico: 'nao_gestante',
  estado_parides: 'multiparas',
  numero_animais: RESET_DEFAULTS.numero_animais,
  peso_corporal_inicial: 400,
  peso_corporal_final: 540,
  peso_corporal_medio: 470,
  ganho_medio_diario: 1.3,
  escore_corporal: RESET_DEFAULTS.escore_corporal,
  producao_de_leite: null,
  semana_lactacao: RESET_DEFAULTS.semana_lactacao,
  proteina_do_leite: RESET_DEFAULTS.proteina_do_leite,
  gordura_do_leite: RESET_DEFAULTS.gordura_do_leite,
  lactose_do_leite: RESET_DEFAULTS.lactose_do_leite,
  peso_bezerro_nascimento: RESET_DEFAULTS.peso_bezerro_nascimento,
  dias_gestacao: RESET_DEFAULTS.dias_gestacao,
  total_racao_a_produzir: RESET_DEFAULTS.total_racao_a_produzir,
  refresh_input: null,
  custo_mao_de_obra: null,
  custo_energia: null,
  custo_maquinario: null,
  custo_medicamentos: null,
  custo_extra: RESET_DEFAULTS.custo_extra,
  custo_total: null,
  preco_venda_arroba: RESET_DEFAULTS.preco_venda_arroba,
  preco_arroba_adquirida: RESET_DEFAULTS.preco_arroba_adquirida,
  rendimento_carcaca_inicial: RESET_DEFAULTS.rendimento_carcaca_inicial,
  rendimento_carcaca_final: RESET_DEFAULTS.rendimento_carcaca_final,
  taxa_juros_mensal: RESET_DEFAULTS.taxa_juros_mensal,
};

/**
 * Returns a copy of `animal` with the reset defaults of spec 02 §3 written back (the form's reset). Choice
 * fields, weights and gain are kept.
 */
export function resetAnimal(animal: Animal): Animal {
  return { ...animal, ...RESET_DEFAULTS };
}

/**
 * Live weight used by the requirement equations, kg; null when not known.
 * - Growing and finishing cattle (spec 02 §9): the mean of initial and final weight, or the mean weight
 *   (`peso_corporal_medio`) when there is no initial weight. BR-CORTE's BW is the mean of the period's
 *   initial and final weights (reference requirements-growing-finishing.md: "BW = AVERAGE(PCI, PCF)").
 * - Cows and calves: the mean weight only. Their models take the animal's current full body weight (BW in
 *   Gionbelli et al. 2015, NRC 2000 cow and calf; reference requirements-cows-calves §1.1), which is what
 *   their form asks for; initial and final weights describe a growing period and are not fields of theirs,
 *   so any sent through the API are ignored (no mean weight → null → validateAnimal's `required`).
 */
export function calculateLiveWeightKg(animal: Animal): number | null {
  if (animal.tipo !== 'crescimento_terminacao') return animal.peso_corporal_medio;
  const initial = animal.peso_corporal_inicial;
  const final = animal.peso_corporal_final;
  if (initial !== null && final !== null) return (initial + final) / 2;
  if (initial !== null && animal.peso_corporal_medio === null) return initial;
  return animal.peso_corporal_medio ?? final;
}

/** Whether the cow is pregnant (gestante or gestante_lactante). */
export function isPregnant(animal: Animal): boolean {
  return (
    animal.tipo === 'vaca' &&
    (animal.estado_fisiologico === 'gestante' || animal.estado_fisiologico === 'gestante_lactante')
  );
}

/** Whether the cow is lactating (lactante or gestante_lactante). */
export function isLactating(animal: Animal): boolean {
  return (
    animal.tipo === 'vaca' &&
    (animal.estado_fisiologico === 'lactante' || animal.estado_fisiologico === 'gestante_lactante')
  );
}
