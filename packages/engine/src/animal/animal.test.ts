import { describe, expect, it } from 'vitest';
import { calculateRequirements } from '../requirements/calculate-requirements';
import type { Animal } from './animal';
import { calculateLiveWeightKg, DEFAULT_ANIMAL, RESET_DEFAULTS, resetAnimal } from './animal';
import {
  ANIMAL_FIELD_KEYS,
  CHOICE_FIELDS,
  FINANCIAL_FIELDS,
  minimumOf,
  NUMERIC_FIELDS,
  numberSpecOf,
} from './animal-fields';
import { normalizeAnimal } from './normalize-animal';
import { parseAnimalForm, parseAnimalJson } from './parse-animal';
import { findAnimalWarnings, findCalfWeightBand, validateAnimal } from './validate-animal';
import { findRegimeOptions, findSexOptions, findVisibleFields } from './visible-fields';

const cow = (overrides: Partial<Animal> = {}): Animal => ({
  ...DEFAULT_ANIMAL,
  tipo: 'vaca',
  peso_corporal_inicial: null,
  peso_corporal_final: null,
  peso_corporal_medio: 450,
  ganho_medio_diario: 0,
  ...overrides,
});
const codes = (a: Animal, variant: 'formulation' | 'prediction' | 'requirements' = 'requirements') =>
  validateAnimal(a, variant).map((p) => `${p.field}:${p.code}`);

describe('default animal and reset (docs/product/calculation.md#records)', () => {
  it('is a zebu bull in feedlot, 400 → 540 kg at 1.3 kg/day, 1000 kg of ration', () => {
    expect(DEFAULT_ANIMAL).toMatchObject({
      tipo: 'crescimento_terminacao',
      raca: 'zebuino',
      regime: 'confinamento',
      sexo: 'macho',
      peso_corporal_inicial: 400,
      peso_corporal_final: 540,
      ganho_medio_diario: 1.3,
      total_racao_a_produzir: 1000,
    });
    expect(validateAnimal(DEFAULT_ANIMAL, 'formulation')).toEqual([]);
    expect(calculateLiveWeightKg(DEFAULT_ANIMAL)).toBe(470);
  });
  it('reset restores the table of defaults', () => {
    const reset = resetAnimal({ ...DEFAULT_ANIMAL, escore_corporal: 9, gordura_do_leite: 1, custo_extra: 0 });
    expect(reset).toMatchObject({
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
    });
    expect(RESET_DEFAULTS.numero_animais).toBe(1);
  });
  it('live weight: mean of initial and final, or the mean weight', () => {
    expect(calculateLiveWeightKg(cow())).toBe(450);
    expect(
      calculateLiveWeightKg({ ...DEFAULT_ANIMAL, peso_corporal_inicial: 510, peso_corporal_final: 530 }),
    ).toBe(520);
  });
  it('live weight of cows and calves is their mean weight, whatever initial and final weights are sent', () => {
    // Their models take the current body weight; initial and final weights are growing-cattle fields.
    expect(calculateLiveWeightKg(cow({ peso_corporal_inicial: 300, peso_corporal_final: 340 }))).toBe(450);
    const calf = { ...cow(), tipo: 'bezerro' as const, peso_corporal_medio: 90 };
    expect(calculateLiveWeightKg({ ...calf, peso_corporal_inicial: 60, peso_corporal_final: 160 })).toBe(90);
    // Without a mean weight there is none: a required-field error, not a weight made of hidden fields.
    const noMean = cow({ peso_corporal_medio: null, peso_corporal_inicial: 430, peso_corporal_final: 470 });
    expect(calculateLiveWeightKg(noMean)).toBeNull();
    expect(codes(noMean)).toEqual(['peso_corporal_medio:required']);
    expect(codes({ ...calf, peso_corporal_medio: null, peso_corporal_inicial: 80 })).toEqual([
      'peso_corporal_medio:required',
    ]);
  });
});

describe('form dependencies (docs/product/calculation.md#states)', () => {
  it('pasture only for zebuino; steers and heifers only in feedlot', () => {
    expect(findRegimeOptions('zebuino')).toEqual(['confinamento', 'pasto']);
    expect(findRegimeOptions('cruzado_corte')).toEqual(['confinamento']);
    expect(findSexOptions('confinamento')).toEqual(['macho', 'macho_castrado', 'femea']);
    expect(findSexOptions('pasto')).toEqual(['macho']);
  });
  it('physiological state decides the cow fields', () => {
    const open = findVisibleFields(cow({ estado_fisiologico: 'nao_gestante' }), 'requirements');
    expect(open.has('producao_de_leite')).toBe(false);
    expect(open.has('dias_gestacao')).toBe(false);
    expect(open.has('escore_corporal')).toBe(true);
    const both = findVisibleFields(cow({ estado_fisiologico: 'gestante_lactante' }), 'requirements');
    for (const f of [
      'producao_de_leite',
      'semana_lactacao',
      'gordura_do_leite',
      'dias_gestacao',
      'peso_bezerro_nascimento',
    ])
      expect(both.has(f as never)).toBe(true);
    expect(findVisibleFields(DEFAULT_ANIMAL, 'requirements').has('sexo')).toBe(true);
    expect(findVisibleFields(cow(), 'requirements').has('sexo')).toBe(false);
    expect(findVisibleFields(cow(), 'requirements').has('ganho_medio_diario')).toBe(false);
    expect(findVisibleFields(DEFAULT_ANIMAL, 'prediction').has('ganho_medio_diario')).toBe(false);
  });
  it('the formulation variant adds the ration and the financial fields', () => {
    expect(findVisibleFields(DEFAULT_ANIMAL, 'formulation').has('total_racao_a_produzir')).toBe(true);
    expect(findVisibleFields(DEFAULT_ANIMAL, 'formulation').has('preco_venda_arroba')).toBe(true);
    expect(findVisibleFields(DEFAULT_ANIMAL, 'requirements').has('total_racao_a_produzir')).toBe(false);
  });
});

describe('validation table (docs/product/calculation.md#validation): every problem, with its field', () => {
  it('minimum 0 for weights, gain, milk, calf weight, gestation days', () => {
    expect(codes({ ...DEFAULT_ANIMAL, peso_corporal_inicial: -1, ganho_medio_diario: -0.1 })).toEqual([
      'peso_corporal_inicial:belowMinimum',
      'ganho_medio_diario:belowMinimum',
    ]);
    expect(
      codes(
        cow({
          estado_fisiologico: 'gestante_lactante',
          producao_de_leite: -2,
          peso_bezerro_nascimento: -1,
          dias_gestacao: -3,
        }),
      ),
    ).toEqual([
      'producao_de_leite:belowMinimum',
      'peso_bezerro_nascimento:belowMinimum',
      'dias_gestacao:belowMinimum',
    ]);
  });
  it('gain is required, at most 2.5', () => {
    expect(codes({ ...DEFAULT_ANIMAL, ganho_medio_diario: null })).toEqual(['ganho_medio_diario:required']);
    expect(codes({ ...DEFAULT_ANIMAL, ganho_medio_diario: 2.6 })).toEqual([
      'ganho_medio_diario:aboveMaximum',
    ]);
    expect(codes({ ...DEFAULT_ANIMAL, ganho_medio_diario: 2.5 })).toEqual([]);
  });
  it('initial weight must not exceed final (each bounds the other)', () => {
    expect(codes({ ...DEFAULT_ANIMAL, peso_corporal_inicial: 600, peso_corporal_final: 500 })).toEqual([
      'peso_corporal_inicial:aboveFinalWeight',
      'peso_corporal_final:belowInitialWeight',
    ]);
    expect(codes({ ...DEFAULT_ANIMAL, peso_corporal_inicial: null, peso_corporal_medio: null })).toEqual([
      'peso_corporal_inicial:required',
    ]);
    // A mean weight alone is enough (docs/product/calculation.md#constants: "or the mean weight if no initial").
    const meanOnly = { ...DEFAULT_ANIMAL, peso_corporal_inicial: null, peso_corporal_final: null };
    expect(codes(meanOnly)).toEqual([]);
    expect(calculateLiveWeightKg(meanOnly)).toBe(470);
    expect(codes({ ...meanOnly, peso_corporal_medio: null })).toEqual([
      'peso_corporal_inicial:required',
      'peso_corporal_final:required',
    ]);
  });
  it('score required 0–10; gestation required 0–283; calf birth weight required with a maximum', () => {
    expect(codes(cow({ escore_corporal: 11 }))).toEqual(['escore_corporal:aboveMaximum']);
    expect(codes(cow({ escore_corporal: null }))).toEqual(['escore_corporal:required']);
    expect(codes(cow({ estado_fisiologico: 'gestante', dias_gestacao: 284 }))).toEqual([
      'dias_gestacao:aboveMaximum',
    ]);
    expect(codes(cow({ estado_fisiologico: 'gestante', dias_gestacao: null }))).toEqual([
      'dias_gestacao:required',
    ]);
    expect(codes(cow({ estado_fisiologico: 'gestante', peso_bezerro_nascimento: null }))).toEqual([
      'peso_bezerro_nascimento:required',
    ]);
    expect(codes(cow({ estado_fisiologico: 'gestante', peso_bezerro_nascimento: 61 }))).toEqual([
      'peso_bezerro_nascimento:aboveMaximum',
    ]);
  });
  it('lactation week: optional, max 40, min 1 (0 in the formulation variant)', () => {
    const lact = (w: number | null) => cow({ estado_fisiologico: 'lactante', semana_lactacao: w });
    expect(codes(lact(null))).toEqual([]);
    expect(codes(lact(41))).toEqual(['semana_lactacao:aboveMaximum']);
    expect(codes(lact(0))).toEqual(['semana_lactacao:belowMinimum']);
    expect(codes(lact(0), 'formulation')).toEqual([]);
    const calf: Animal = { ...cow(), tipo: 'bezerro', peso_corporal_medio: 60, semana_lactacao: 41 };
    expect(codes(calf)).toEqual(['semana_lactacao:aboveMaximum']);
  });
  it('milk protein, fat and lactose required where shown; milk yield optional', () => {
    expect(
      codes(cow({ estado_fisiologico: 'lactante', gordura_do_leite: null, producao_de_leite: null })),
    ).toEqual(['gordura_do_leite:required']);
  });
  it('carcass yields 0–100; financial fields required only for the financial calculation', () => {
    expect(codes({ ...DEFAULT_ANIMAL, rendimento_carcaca_final: 101 }, 'formulation')).toEqual([
      'rendimento_carcaca_final:aboveMaximum',
    ]);
    const noPrice = { ...DEFAULT_ANIMAL, preco_venda_arroba: null };
    expect(validateAnimal(noPrice, 'formulation')).toEqual([]);
    expect(validateAnimal(noPrice, 'formulation', { forFinance: true }).map((p) => p.field)).toEqual([
      'preco_venda_arroba',
    ]);
  });
  it('total ration required in the formulation variant', () => {
    expect(codes({ ...DEFAULT_ANIMAL, total_racao_a_produzir: null }, 'formulation')).toEqual([
      'total_racao_a_produzir:required',
    ]);
  });
  it('reports all problems at once', () => {
    expect(
      codes({
        ...DEFAULT_ANIMAL,
        peso_corporal_inicial: 600,
        peso_corporal_final: 500,
        ganho_medio_diario: 3,
      }),
    ).toHaveLength(3);
  });
  it('a live weight above 0 is needed', () => {
    expect(codes(cow({ peso_corporal_medio: 0 }))).toEqual(['peso_corporal_medio:mustBePositive']);
    expect(codes(cow({ peso_corporal_medio: null }))).toEqual(['peso_corporal_medio:required']);
  });
});

describe('parsing rules (docs/product/calculation.md#validation)', () => {
  it('empty → null, numbers by language with money fallback, negative → 0', () => {
    const a = parseAnimalForm(
      {
        peso_corporal_inicial: '1.234,5',
        ganho_medio_diario: '-1',
        escore_corporal: '',
        custo_extra: 'R$ 40,50',
      },
      'pt',
    );
    expect(a.peso_corporal_inicial).toBe(1234.5);
    expect(a.ganho_medio_diario).toBe(0);
    expect(a.escore_corporal).toBeNull();
    expect(a.custo_extra).toBe(40.5);
    expect(parseAnimalForm({ peso_corporal_final: '1,234.5' }, 'en').peso_corporal_final).toBe(1234.5);
  });
  it('lactation week 0 or not a number → 1', () => {
    expect(parseAnimalForm({ semana_lactacao: '0' }, 'pt').semana_lactacao).toBe(1);
    expect(parseAnimalForm({ semana_lactacao: 'abc' }, 'pt').semana_lactacao).toBe(1);
    expect(parseAnimalForm({ semana_lactacao: '12' }, 'pt').semana_lactacao).toBe(12);
  });
  it('radio values outside the options are ignored; dependencies applied', () => {
    expect(parseAnimalForm({ raca: 'angus' }, 'pt').raca).toBe('zebuino');
    const crossbredOnPasture = parseAnimalForm({ regime: 'pasto', raca: 'cruzado_corte' }, 'pt');
    expect(crossbredOnPasture.regime).toBe('confinamento');
    const steerOnPasture = parseAnimalForm({ regime: 'pasto', sexo: 'macho_castrado' }, 'pt');
    expect(steerOnPasture.sexo).toBe('macho');
  });
  it('a zero or empty ration to produce is ignored', () => {
    const previous = { ...DEFAULT_ANIMAL, total_racao_a_produzir: 500 };
    expect(parseAnimalForm({ total_racao_a_produzir: '0' }, 'pt', previous).total_racao_a_produzir).toBe(500);
    expect(parseAnimalForm({ total_racao_a_produzir: '' }, 'pt', previous).total_racao_a_produzir).toBe(500);
  });
  it('JSON input: invalid options and non-numbers are problems, all at once, with validation', () => {
    const parsed = parseAnimalJson(
      {
        tipo: 'boi',
        raca: 'zebuino',
        peso_corporal_inicial: 'x',
        peso_corporal_final: 500,
        ganho_medio_diario: 3,
      },
      'requirements',
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((p) => `${p.field}:${p.code}`)).toEqual([
      'tipo:invalidOption',
      'peso_corporal_inicial:notANumber',
      'ganho_medio_diario:aboveMaximum',
    ]);
    const ok = parseAnimalJson({
      tipo: 'vaca',
      peso_corporal_medio: 450,
      ganho_medio_diario: 0,
      semana_lactacao: 0,
    });
    expect(ok.ok && ok.value.semana_lactacao).toBe(1);
    expect(ok.ok && ok.value.escore_corporal).toBe(5);
  });
});

describe('calf reference table (docs/product/calculation.md#constants)', () => {
  it('bands by week and warnings outside them', () => {
    expect(findCalfWeightBand(1)).toEqual({ minKg: 30, maxKg: 72 });
    expect(findCalfWeightBand(36)).toEqual({ minKg: 190, maxKg: 300 });
    expect(findCalfWeightBand(37)).toBeNull();
    const calf: Animal = { ...cow(), tipo: 'bezerro', peso_corporal_medio: 100, semana_lactacao: 10 };
    expect(findAnimalWarnings(calf)).toEqual([]);
    expect(findAnimalWarnings({ ...calf, peso_corporal_medio: 150 })[0]?.code).toBe('outsideCalfReference');
  });
});

describe('the field table (animal-fields.ts) is the one description of the animal', () => {
  it('has every field of docs/product/calculation.md#records, in form order, and the default animal and resets read it', () => {
    expect(ANIMAL_FIELD_KEYS).toEqual([
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
      'refresh_input',
      'custos_mensais_por',
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
    ]);
    expect(Object.keys(DEFAULT_ANIMAL)).toEqual(ANIMAL_FIELD_KEYS);
    expect(RESET_DEFAULTS).toEqual({
      numero_animais: 1,
      escore_corporal: 5,
      semana_lactacao: 1,
      proteina_do_leite: 3.56,
      gordura_do_leite: 4.76,
      lactose_do_leite: 4.56,
      peso_bezerro_nascimento: 32,
      dias_gestacao: 210,
      total_racao_a_produzir: 1000,
      custo_extra: 33,
      preco_venda_arroba: 190,
      preco_arroba_adquirida: 160,
      rendimento_carcaca_inicial: 50,
      rendimento_carcaca_final: 53,
      taxa_juros_mensal: 1,
    });
    expect(FINANCIAL_FIELDS).toHaveLength(11);
    expect(CHOICE_FIELDS).toEqual([
      'tipo',
      'raca',
      'regime',
      'sexo',
      'estado_fisiologico',
      'estado_parides',
      'custos_mensais_por',
    ]);
  });
  it('gives each number field one decimals value: integers 0, the others 1 or 2 (docs/product/calculation.md#records)', () => {
    for (const field of NUMERIC_FIELDS) {
      const { kind, decimals } = numberSpecOf(field);
      if (kind === 'integer') expect(decimals, field).toBe(0);
      else expect([1, 2], field).toContain(decimals);
    }
    // The milk yield shows 2 decimals in the form and the reports (the estimate is rounded to 0.01 kg).
    expect(numberSpecOf('producao_de_leite').decimals).toBe(2);
  });
  it('holds the bounds of docs/product/calculation.md#validation', () => {
    expect(numberSpecOf('ganho_medio_diario').max).toBe(2.5);
    expect(numberSpecOf('escore_corporal')).toMatchObject({ min: 0, max: 10 });
    expect(numberSpecOf('dias_gestacao').max).toBe(283);
    expect(minimumOf('semana_lactacao', 'requirements')).toBe(1);
    expect(minimumOf('semana_lactacao', 'formulation')).toBe(0);
    expect(numberSpecOf('peso_corporal_inicial').notAbove?.field).toBe('peso_corporal_final');
  });
});

describe('normalizeAnimal: the domain rules every entry point applies', () => {
  it('drops a cow’s gain and her initial and final weights (she is described by her mean weight)', () => {
    const a = normalizeAnimal(
      cow({ ganho_medio_diario: 1, peso_corporal_inicial: 300, peso_corporal_final: 340 }),
    );
    expect(a).toMatchObject({
      ganho_medio_diario: null,
      peso_corporal_inicial: null,
      peso_corporal_final: null,
      peso_corporal_medio: 450,
    });
    // A calf keeps its gain.
    const calf = normalizeAnimal({
      ...cow(),
      tipo: 'bezerro',
      peso_corporal_medio: 90,
      ganho_medio_diario: 0.6,
    });
    expect(calf.ganho_medio_diario).toBe(0.6);
  });
  it('computes the growing animal’s mean weight from initial and final', () => {
    const a = normalizeAnimal({ ...DEFAULT_ANIMAL, peso_corporal_final: 600, peso_corporal_medio: 1 });
    expect(a.peso_corporal_medio).toBe(500);
    // A mean weight alone stays (docs/product/calculation.md#constants: "or the mean weight if no initial").
    const meanOnly = { ...DEFAULT_ANIMAL, peso_corporal_inicial: null, peso_corporal_final: null };
    expect(normalizeAnimal(meanOnly)).toBe(meanOnly);
  });
  it('negative → 0, lactation week 0 or not a number → 1, options outside the list → the default', () => {
    const a = normalizeAnimal({
      ...DEFAULT_ANIMAL,
      ganho_medio_diario: -1,
      custo_extra: -3,
      semana_lactacao: 0,
      raca: 'angus' as never,
    });
    expect(a).toMatchObject({ ganho_medio_diario: 0, custo_extra: 0, semana_lactacao: 1, raca: 'zebuino' });
    expect(normalizeAnimal({ ...DEFAULT_ANIMAL, semana_lactacao: Number.NaN }).semana_lactacao).toBe(1);
    // Not a number and infinite values are validation's to report.
    expect(
      normalizeAnimal({ ...DEFAULT_ANIMAL, peso_corporal_final: Number.NaN }).peso_corporal_final,
    ).toBeNaN();
  });
  it('fills a lactating cow’s empty milk yield with the estimate of her week and parity', () => {
    const a = normalizeAnimal(cow({ estado_fisiologico: 'lactante', producao_de_leite: null }));
    expect(a.producao_de_leite).toBe(1.71);
    expect(
      normalizeAnimal(cow({ estado_fisiologico: 'lactante', producao_de_leite: 7 })).producao_de_leite,
    ).toBe(7);
    expect(normalizeAnimal(cow()).producao_de_leite).toBeNull();
  });
  it('keeps the form’s option dependencies out: BR-CORTE has pasture equations for every breed group', () => {
    const crossbredOnPasture = {
      ...DEFAULT_ANIMAL,
      raca: 'cruzado_corte' as const,
      regime: 'pasto' as const,
    };
    expect(normalizeAnimal(crossbredOnPasture).regime).toBe('pasto');
  });
  it('is idempotent and returns the animal itself when nothing changes', () => {
    expect(normalizeAnimal(DEFAULT_ANIMAL)).toBe(DEFAULT_ANIMAL);
    const once = normalizeAnimal(cow({ estado_fisiologico: 'gestante_lactante', ganho_medio_diario: 1 }));
    expect(normalizeAnimal(once)).toBe(once);
  });
  it('is applied by the form parse, the JSON parse and calculateRequirements alike', () => {
    const typed = { ...DEFAULT_ANIMAL, ganho_medio_diario: 1.3 };
    const fromForm = parseAnimalForm(
      {
        tipo: 'vaca',
        peso_corporal_medio: '450',
        ganho_medio_diario: '1,30',
        estado_fisiologico: 'lactante',
      },
      'pt',
      typed,
    );
    const fromJson = parseAnimalJson({
      tipo: 'vaca',
      estado_fisiologico: 'lactante',
      peso_corporal_medio: 450,
      ganho_medio_diario: 1.3,
    });
    expect(fromJson.ok).toBe(true);
    if (!fromJson.ok) return;
    expect(fromForm).toMatchObject({ ganho_medio_diario: null, producao_de_leite: 1.71 });
    expect(fromJson.value).toMatchObject({ ganho_medio_diario: null, producao_de_leite: 1.71 });
    const direct = calculateRequirements(cow({ estado_fisiologico: 'lactante', ganho_medio_diario: 1.3 }));
    const viaForm = calculateRequirements(fromForm);
    const viaJson = calculateRequirements(fromJson.value);
    if (!direct.ok || !viaForm.ok || !viaJson.ok) throw new Error('invalid');
    expect(viaForm.value.requirements).toEqual(direct.value.requirements);
    expect(viaJson.value.requirements).toEqual(direct.value.requirements);
    expect(direct.value.animal.ganho_medio_diario).toBeNull();
  });
  it('a 450 kg cow: 9.96 Mcal ME/day whatever gain is sent (21.48 with 1 kg/day before the rule)', () => {
    const em = (a: Animal) => {
      const r = calculateRequirements(a);
      if (!r.ok) throw new Error('invalid');
      return r.value.requirements.find((e) => e.key === 'EM')!.ideal;
    };
    expect(em(cow({ ganho_medio_diario: 1 }))).toBeCloseTo(9.96, 2);
    expect(em(cow({ ganho_medio_diario: 1 }))).toBe(em(cow({ ganho_medio_diario: null })));
  });
});

describe('JSON input stays strict', () => {
  it('reports negative numbers on the fields the variant shows, with the field’s minimum', () => {
    const parsed = parseAnimalJson(
      {
        tipo: 'vaca',
        estado_fisiologico: 'lactante',
        peso_corporal_medio: 450,
        semana_lactacao: -2,
        ganho_medio_diario: -1,
      },
      'requirements',
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    // The cow's gain is not hers (hidden, dropped); her lactation week is below 1.
    expect(parsed.errors).toEqual([{ field: 'semana_lactacao', code: 'belowMinimum', limit: 1 }]);
  });
  it('keeps a regime the form would not offer for the breed (the equations exist)', () => {
    const parsed = parseAnimalJson(
      {
        raca: 'cruzado_leite',
        regime: 'pasto',
        peso_corporal_inicial: 300,
        peso_corporal_final: 400,
        ganho_medio_diario: 1,
      },
      'requirements',
    );
    expect(parsed.ok && parsed.value.regime).toBe('pasto');
  });
});
