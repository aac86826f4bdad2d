/**
 * The animal's fields, one table (docs/product/calculation.md#animal, "Defaults on reset"; docs/product/calculation.md#states form dependencies; docs/product/calculation.md#validation
 * "Animal form" validation). For every field: its wire key (the table's key, the product's Portuguese name used
 * by saved diets, the API and the `cocho` command), kind, unit, decimals, form section, bounds, whether it is
 * required, when the form shows it, and its default. Everything else reads this table: the `Animal` type,
 * the default animal and the reset defaults (animal.ts), visibility (visible-fields.ts), validation
 * (validate-animal.ts), parsing and normalisation (parse-animal.ts, normalize-animal.ts), the saved record's
 * schema (contracts `ZSavedAnimal`), the web form, the report rows and the finance form's animal fields.
 *
 * Units: weights kg; gain and milk yield kg/day; milk protein, fat and lactose % of milk; lactation week
 * (or week of life for calves) 1–40; days pregnant 0–283; body condition score 0–10; ration to produce kg;
 * costs per head per month; prices per arroba (15 kg of carcass); carcass yields and monthly interest %.
 */

/** Animal type: cow, calf, growing and finishing cattle (docs/product/calculation.md#records). */
export const ANIMAL_TYPES = ['vaca', 'bezerro', 'crescimento_terminacao'] as const;
export type AnimalType = (typeof ANIMAL_TYPES)[number];

/** Breed group: zebu (Nellore), beef crossbred, dairy crossbred (docs/product/calculation.md#records; BR-CORTE 2016 groups). */
export const BREEDS = ['zebuino', 'cruzado_corte', 'cruzado_leite'] as const;
export type Breed = (typeof BREEDS)[number];

/** Feeding system: feedlot or pasture (docs/product/calculation.md#records). */
export const REGIMES = ['confinamento', 'pasto'] as const;
export type Regime = (typeof REGIMES)[number];

/** Sex: bull (intact male), steer, heifer (docs/product/calculation.md#records). */
export const SEXES = ['macho', 'macho_castrado', 'femea'] as const;
export type Sex = (typeof SEXES)[number];

/** Physiological state of a cow (docs/product/calculation.md#records). */
export const PHYSIOLOGICAL_STATES = ['nao_gestante', 'lactante', 'gestante', 'gestante_lactante'] as const;
export type PhysiologicalState = (typeof PHYSIOLOGICAL_STATES)[number];

/** Parity of a cow: first-calf or mature (docs/product/calculation.md#records). */
export const PARITIES = ['primiparas', 'multiparas'] as const;
/**
 * How the monthly costs are entered: per head (the product's reading, docs/decisions/finance-cost-basis.md) or
 * for the whole lot, which the financial report divides by the number of head.
 */
export const MONTHLY_COST_BASES = ['cabeca', 'lote'] as const;
export type MonthlyCostBasis = (typeof MONTHLY_COST_BASES)[number];
export type Parity = (typeof PARITIES)[number];

/** The three variants of the animal form (docs/product/calculation.md#records). */
export type FormVariant = 'formulation' | 'prediction' | 'requirements';

/** Maximum daily gain, kg/day (docs/product/calculation.md#validation and docs/product/calculation.md#constants "Limits"). */
export const MAX_DAILY_GAIN_KG = 2.5;
/** Body condition score range (docs/product/calculation.md#validation). */
export const BODY_SCORE_MIN = 0;
export const BODY_SCORE_MAX = 10;
/** Days pregnant, at most (docs/product/calculation.md#validation: 0 to 283). */
export const MAX_DAYS_PREGNANT = 283;
/** Week of lactation (cows) or of life (calves), at most (docs/product/calculation.md#validation). */
export const MAX_LACTATION_WEEK = 40;
/**
 * Maximum calf birth weight, kg. The product says "a shared constant (value not shown)"; 60 kg is our choice
 * (docs/decisions/animal-validation-bounds.md): above any Nellore or crossbred birth weight reported in the
 * BR-CORTE data (30 ± 3 kg calves, R. Bras. Zootec. 41(5), 2012).
 */
export const MAX_CALF_BIRTH_WEIGHT_KG = 60;
/** Percent fields (milk composition, carcass yields) lie in 0–100 (docs/product/calculation.md#validation). */
export const MAX_PERCENT = 100;

/** The choices the visibility rules read; every `Animal` has them. */
export type AnimalChoices = {
  readonly tipo: AnimalType;
  readonly estado_fisiologico: PhysiologicalState | null;
};

/** Whether the cow is lactating (lactante or gestante_lactante). */
export function isLactating(animal: AnimalChoices): boolean {
  return (
    animal.tipo === 'vaca' &&
    (animal.estado_fisiologico === 'lactante' || animal.estado_fisiologico === 'gestante_lactante')
  );
}

/** Whether the cow is pregnant (gestante or gestante_lactante). */
export function isPregnant(animal: AnimalChoices): boolean {
  return (
    animal.tipo === 'vaca' &&
    (animal.estado_fisiologico === 'gestante' || animal.estado_fisiologico === 'gestante_lactante')
  );
}

/**
 * Field kinds of docs/product/calculation.md#records: radio choice, integer, float (free, or with 2 decimals: see `decimals`),
 * money, percentage; `flag` is the hidden boolean `refresh_input`. A "computed result" is a number field
 * with `computed` (the growing animal's mean weight).
 */
export type FieldKind = 'choice' | 'integer' | 'float' | 'money' | 'percentage' | 'flag';
export type NumberKind = Exclude<FieldKind, 'choice' | 'flag'>;

/** Unit of a number field (the web's `animal:unit.*` keys); null for a pure number such as the score. */
export type FieldUnit =
  'head' | 'kg' | 'kgPerDay' | 'week' | 'days' | 'percent' | 'moneyPerMonth' | 'moneyPerArroba';

/** The sections of the form, in order. */
export const FIELD_SECTIONS = ['animal', 'weights', 'lactation', 'pregnancy', 'ration', 'finance'] as const;
export type FieldSection = (typeof FIELD_SECTIONS)[number];

/**
 * When a number field is required (only while it is shown):
 * - `always`; `optional`;
 * - `forFinance`: only for the financial calculation (docs/product/calculation.md#validation);
 * - `withoutMeanWeight`: initial and final weight of growing cattle, unless a mean weight is given
 *   (docs/product/calculation.md#constants: "or the mean weight if no initial").
 * A computed field is never required.
 */
export type FieldRequirement = 'always' | 'optional' | 'forFinance' | 'withoutMeanWeight';

/** Whether the form shows the field for these choices in this variant (docs/product/calculation.md#records, docs/product/calculation.md#states). */
export type FieldShown = (animal: AnimalChoices, variant: FormVariant) => boolean;

type BaseSpec = {
  readonly section: FieldSection;
  readonly shown: FieldShown;
};

export type ChoiceFieldSpec = BaseSpec & {
  readonly kind: 'choice';
  readonly options: readonly string[];
  /** Whether the field may be empty (cow-only choices). */
  readonly nullable: boolean;
  /** The default animal's value. */
  readonly initial: string;
  /** Added after animals were first saved: a saved animal without it reads as `initial`. */
  readonly addedAfterRelease?: true;
  /** A financial choice (the monthly costs' basis), shown by the financial report rather than the animal's. */
  readonly financial?: true;
};

export type NumberFieldSpec = BaseSpec & {
  readonly kind: NumberKind;
  readonly unit: FieldUnit | null;
  /** Decimals shown everywhere (form, reports): 0 for integers, else 1 or 2 (docs/product/calculation.md#records). */
  readonly decimals: 0 | 1 | 2;
  /** Lowest valid value; `minByVariant` overrides it per form variant. */
  readonly min: number;
  readonly minByVariant?: Partial<Readonly<Record<FormVariant, number>>>;
  /** Highest valid value, if any. */
  readonly max?: number;
  readonly required: FieldRequirement;
  /** Cross-field rule: the value must not exceed that field's (docs/product/calculation.md#validation: initial ≤ final). */
  readonly notAbove?: { readonly field: string; readonly code: 'aboveFinalWeight' };
  /** Cross-field rule: the value must not be below that field's. */
  readonly notBelow?: { readonly field: string; readonly code: 'belowInitialWeight' };
  /** The form computes the value instead of asking for it (a "computed result", docs/product/calculation.md#records). */
  readonly computed?: (animal: AnimalChoices) => boolean;
  /** Restored by the form's reset (docs/product/calculation.md#defaults-on-reset); also the default animal's value. */
  readonly reset?: number;
  /** The default animal's value when there is no reset default (docs/product/calculation.md#records "Default animal"). */
  readonly initial?: number;
  /** One of the product's financial fields (docs/product/calculation.md#records), used by the financial report. */
  readonly financial?: true;
  /** The form ignores a zero or empty entry and keeps the previous value (docs/product/calculation.md#validation). */
  readonly keepsPreviousOnZeroOrEmpty?: true;
  /** Left empty, the engine estimates it (docs/product/calculation.md#requirement-calculation default milk yield); the form shows the estimate. */
  readonly estimatedWhenEmpty?: true;
};

export type FlagFieldSpec = BaseSpec & { readonly kind: 'flag' };

export type FieldSpec = ChoiceFieldSpec | NumberFieldSpec | FlagFieldSpec;

const always: FieldShown = () => true;
const never: FieldShown = () => false;
const growing: FieldShown = (a) => a.tipo === 'crescimento_terminacao';
const cow: FieldShown = (a) => a.tipo === 'vaca';
const lactatingCow: FieldShown = (a) => isLactating(a);
const pregnantCow: FieldShown = (a) => isPregnant(a);
/** The daily gain is an input for growing cattle and calves; cows have none; prediction predicts it. */
const gainShown: FieldShown = (a, variant) => variant !== 'prediction' && a.tipo !== 'vaca';
const formulation: FieldShown = (_a, variant) => variant === 'formulation';
/** The financial report exists for growing and finishing cattle (docs/product/calculation.md#validation), in the formulation form. */
const financeShown: FieldShown = (a, variant) =>
  variant === 'formulation' && a.tipo === 'crescimento_terminacao';

/** A monthly cost per head (docs/product/calculation.md#records financial fields). */
const monthlyCost = {
  kind: 'money',
  unit: 'moneyPerMonth',
  decimals: 2,
  section: 'finance',
  shown: financeShown,
  min: 0,
  required: 'optional',
  financial: true,
} as const;

/** The table, in the form's order (docs/product/calculation.md#records). */
export const ANIMAL_FIELDS = {
  tipo: {
    kind: 'choice',
    options: ANIMAL_TYPES,
    nullable: false,
    initial: 'crescimento_terminacao',
    section: 'animal',
    shown: always,
  },
  raca: {
    kind: 'choice',
    options: BREEDS,
    nullable: false,
    initial: 'zebuino',
    section: 'animal',
    shown: always,
  },
  /** Pasture is offered only for zebuino (findRegimeOptions). */
  regime: {
    kind: 'choice',
    options: REGIMES,
    nullable: false,
    initial: 'confinamento',
    section: 'animal',
    shown: growing,
  },
  /** Steers and heifers are offered only in feedlot (findSexOptions). */
  sexo: {
    kind: 'choice',
    options: SEXES,
    nullable: false,
    initial: 'macho',
    section: 'animal',
    shown: growing,
  },
  estado_fisiologico: {
    kind: 'choice',
    options: PHYSIOLOGICAL_STATES,
    nullable: true,
    initial: 'nao_gestante',
    section: 'animal',
    shown: cow,
  },
  estado_parides: {
    kind: 'choice',
    options: PARITIES,
    nullable: true,
    initial: 'multiparas',
    section: 'animal',
    shown: cow,
  },
  numero_animais: {
    kind: 'integer',
    unit: 'head',
    decimals: 0,
    section: 'finance',
    shown: financeShown,
    min: 0,
    required: 'forFinance',
    reset: 1,
  },
  peso_corporal_inicial: {
    kind: 'float',
    unit: 'kg',
    decimals: 1,
    section: 'weights',
    shown: growing,
    min: 0,
    required: 'withoutMeanWeight',
    notAbove: { field: 'peso_corporal_final', code: 'aboveFinalWeight' },
    initial: 400,
  },
  peso_corporal_final: {
    kind: 'float',
    unit: 'kg',
    decimals: 1,
    section: 'weights',
    shown: growing,
    min: 0,
    required: 'withoutMeanWeight',
    notBelow: { field: 'peso_corporal_inicial', code: 'belowInitialWeight' },
    initial: 540,
  },
  /** Growing cattle: the mean of initial and final (computed); cows and calves: their body weight. */
  peso_corporal_medio: {
    kind: 'float',
    unit: 'kg',
    decimals: 1,
    section: 'weights',
    shown: always,
    min: 0,
    required: 'always',
    computed: (a) => a.tipo === 'crescimento_terminacao',
    initial: 470,
  },
  ganho_medio_diario: {
    kind: 'float',
    unit: 'kgPerDay',
    decimals: 2,
    section: 'weights',
    shown: gainShown,
    min: 0,
    max: MAX_DAILY_GAIN_KG,
    required: 'always',
    initial: 1.3,
  },
  escore_corporal: {
    kind: 'float',
    unit: null,
    decimals: 1,
    section: 'weights',
    shown: cow,
    min: BODY_SCORE_MIN,
    max: BODY_SCORE_MAX,
    required: 'always',
    reset: 5,
  },
  producao_de_leite: {
    kind: 'float',
    unit: 'kgPerDay',
    decimals: 2,
    section: 'lactation',
    shown: lactatingCow,
    min: 0,
    required: 'optional',
    estimatedWhenEmpty: true,
  },
  /** Week of lactation for cows, week of life for calves (selects the calf reference band). */
  semana_lactacao: {
    kind: 'integer',
    unit: 'week',
    decimals: 0,
    section: 'lactation',
    shown: (a) => isLactating(a) || a.tipo === 'bezerro',
    min: 1,
    minByVariant: { formulation: 0 },
    max: MAX_LACTATION_WEEK,
    required: 'optional',
    reset: 1,
  },
  proteina_do_leite: {
    kind: 'percentage',
    unit: 'percent',
    decimals: 2,
    section: 'lactation',
    shown: lactatingCow,
    min: 0,
    max: MAX_PERCENT,
    required: 'always',
    reset: 3.56,
  },
  gordura_do_leite: {
    kind: 'percentage',
    unit: 'percent',
    decimals: 2,
    section: 'lactation',
    shown: lactatingCow,
    min: 0,
    max: MAX_PERCENT,
    required: 'always',
    reset: 4.76,
  },
  lactose_do_leite: {
    kind: 'percentage',
    unit: 'percent',
    decimals: 2,
    section: 'lactation',
    shown: lactatingCow,
    min: 0,
    max: MAX_PERCENT,
    required: 'always',
    reset: 4.56,
  },
  peso_bezerro_nascimento: {
    kind: 'float',
    unit: 'kg',
    decimals: 1,
    section: 'pregnancy',
    shown: pregnantCow,
    min: 0,
    max: MAX_CALF_BIRTH_WEIGHT_KG,
    required: 'always',
    reset: 32,
  },
  dias_gestacao: {
    kind: 'integer',
    unit: 'days',
    decimals: 0,
    section: 'pregnancy',
    shown: pregnantCow,
    min: 0,
    max: MAX_DAYS_PREGNANT,
    required: 'always',
    reset: 210,
  },
  total_racao_a_produzir: {
    kind: 'float',
    unit: 'kg',
    decimals: 1,
    section: 'ration',
    shown: formulation,
    min: 0,
    required: 'always',
    reset: 1000,
    keepsPreviousOnZeroOrEmpty: true,
  },
  /** Hidden flag of the original form; kept so saved records round-trip. */
  refresh_input: { kind: 'flag', section: 'animal', shown: never },
  custos_mensais_por: {
    kind: 'choice',
    options: MONTHLY_COST_BASES,
    nullable: false,
    initial: 'cabeca',
    section: 'finance',
    shown: financeShown,
    addedAfterRelease: true,
    financial: true,
  },
  custo_mao_de_obra: monthlyCost,
  custo_energia: monthlyCost,
  custo_maquinario: monthlyCost,
  custo_medicamentos: monthlyCost,
  custo_extra: { ...monthlyCost, reset: 33 },
  custo_total: monthlyCost,
  preco_venda_arroba: {
    kind: 'money',
    unit: 'moneyPerArroba',
    decimals: 2,
    section: 'finance',
    shown: financeShown,
    min: 0,
    required: 'forFinance',
    financial: true,
    reset: 190,
  },
  preco_arroba_adquirida: {
    kind: 'money',
    unit: 'moneyPerArroba',
    decimals: 2,
    section: 'finance',
    shown: financeShown,
    min: 0,
    required: 'forFinance',
    financial: true,
    reset: 160,
  },
  rendimento_carcaca_inicial: {
    kind: 'percentage',
    unit: 'percent',
    decimals: 2,
    section: 'finance',
    shown: financeShown,
    min: 0,
    max: MAX_PERCENT,
    required: 'forFinance',
    financial: true,
    reset: 50,
  },
  rendimento_carcaca_final: {
    kind: 'percentage',
    unit: 'percent',
    decimals: 2,
    section: 'finance',
    shown: financeShown,
    min: 0,
    max: MAX_PERCENT,
    required: 'forFinance',
    financial: true,
    reset: 53,
  },
  /** Monthly interest for the opportunity cost, % per month. */
  taxa_juros_mensal: {
    kind: 'percentage',
    unit: 'percent',
    decimals: 2,
    section: 'finance',
    shown: financeShown,
    min: 0,
    required: 'forFinance',
    financial: true,
    reset: 1,
  },
} as const satisfies Readonly<Record<string, FieldSpec>>;

type Table = typeof ANIMAL_FIELDS;

/** Every field of the animal (wire keys). */
export type AnimalField = keyof Table;
/** The radio-choice fields. */
export type ChoiceField = {
  [F in AnimalField]: Table[F] extends { kind: 'choice' } ? F : never;
}[AnimalField];
/** The number fields. */
export type NumericField = {
  [F in AnimalField]: Table[F] extends { kind: NumberKind } ? F : never;
}[AnimalField];
/** The product's financial fields (docs/product/calculation.md#records). */
export type FinancialField = {
  [F in AnimalField]: Table[F] extends { financial: true; kind: NumberKind } ? F : never;
}[AnimalField];
/** Number fields with a reset default. */
export type ResetField = { [F in AnimalField]: Table[F] extends { reset: number } ? F : never }[AnimalField];

type ValueOf<S> = S extends { kind: 'choice'; options: readonly (infer O)[]; nullable: infer N }
  ? N extends true
    ? O | null
    : O
  : S extends { kind: 'flag' }
    ? boolean | null
    : number | null;

/**
 * The animal (docs/product/calculation.md#records), one property per field of {@link ANIMAL_FIELDS}: choices hold one of their
 * options (the cow-only ones may be null); number fields a number or null (empty); `refresh_input` a
 * boolean or null.
 */
export type Animal = { readonly [F in AnimalField]: ValueOf<Table[F]> };

/** Every field, in the table's (the form's) order. */
export const ANIMAL_FIELD_KEYS = Object.keys(ANIMAL_FIELDS) as AnimalField[];

/** The definition of one field. */
export function fieldSpecOf(field: AnimalField): FieldSpec {
  return ANIMAL_FIELDS[field];
}

const isChoiceSpec = (spec: FieldSpec): spec is ChoiceFieldSpec => spec.kind === 'choice';
const isNumberSpec = (spec: FieldSpec): spec is NumberFieldSpec =>
  spec.kind !== 'choice' && spec.kind !== 'flag';

/** Whether a field is a radio choice. */
export function isChoiceField(field: string): field is ChoiceField {
  return field in ANIMAL_FIELDS && isChoiceSpec(ANIMAL_FIELDS[field as AnimalField]);
}

/** Whether a field is a number field. */
export function isNumericField(field: string): field is NumericField {
  return field in ANIMAL_FIELDS && isNumberSpec(ANIMAL_FIELDS[field as AnimalField]);
}

/** The definition of a choice field. */
export function choiceSpecOf(field: ChoiceField): ChoiceFieldSpec {
  return ANIMAL_FIELDS[field];
}

/** The definition of a number field. */
export function numberSpecOf(field: NumericField): NumberFieldSpec {
  return ANIMAL_FIELDS[field];
}

/** The radio-choice fields, in form order. */
export const CHOICE_FIELDS = ANIMAL_FIELD_KEYS.filter(isChoiceField);

/** The number fields, in form order. */
export const NUMERIC_FIELDS = ANIMAL_FIELD_KEYS.filter(isNumericField);

/** The product's financial fields (docs/product/calculation.md#records), in form order. */
export const FINANCIAL_FIELDS = NUMERIC_FIELDS.filter(
  (field): field is FinancialField => numberSpecOf(field).financial === true,
);

/** The radio-choice fields and their options (docs/product/calculation.md#records enumerations). */
export const CHOICE_OPTIONS = {
  tipo: ANIMAL_FIELDS.tipo.options,
  raca: ANIMAL_FIELDS.raca.options,
  regime: ANIMAL_FIELDS.regime.options,
  sexo: ANIMAL_FIELDS.sexo.options,
  estado_fisiologico: ANIMAL_FIELDS.estado_fisiologico.options,
  estado_parides: ANIMAL_FIELDS.estado_parides.options,
  custos_mensais_por: ANIMAL_FIELDS.custos_mensais_por.options,
} as const satisfies { readonly [F in ChoiceField]: readonly string[] };

/** Whether `value` is one of the field's options. */
export function isOptionOf(field: ChoiceField, value: unknown): boolean {
  return typeof value === 'string' && choiceSpecOf(field).options.includes(value);
}

/** The lowest valid value of a number field in a form variant. */
export function minimumOf(field: NumericField, variant: FormVariant): number {
  const spec = numberSpecOf(field);
  return spec.minByVariant?.[variant] ?? spec.min;
}

/** Whether the form computes this field for these choices rather than asking for it. */
export function isComputedField(field: NumericField, animal: AnimalChoices): boolean {
  return numberSpecOf(field).computed?.(animal) ?? false;
}

/** Values restored by the form's reset (docs/product/calculation.md#defaults-on-reset). Monthly interest in %. */
export const RESET_DEFAULTS = Object.fromEntries(
  NUMERIC_FIELDS.flatMap((field) => {
    const reset = numberSpecOf(field).reset;
    return reset === undefined ? [] : [[field, reset]];
  }),
) as { readonly [F in ResetField]: number };

/** The default animal's value of a field (docs/product/calculation.md#records "Default animal" and "Defaults on reset"). */
export function initialValueOf(field: AnimalField): string | number | null {
  const spec = fieldSpecOf(field);
  if (spec.kind === 'choice') return spec.initial;
  if (spec.kind === 'flag') return null;
  return spec.reset ?? spec.initial ?? null;
}
