import { describe, expect, it } from 'vitest';
import { DEFAULT_ANIMAL } from '@cocho/engine';
import { findFeedingPlanWarnings, ZFeedingPlan } from './feeding-plan';
import type { TFeedingPlan } from './feeding-plan';
import { ZDietRecord, ZSavableDietRecord } from './diets';
import type { TDietRecord } from './diets';

const MON_TO_SAT = [1, 2, 3, 4, 5, 6];
/** 3 pens, 30/30/40 % from Monday to Saturday, Sunday 60/40 %. */
const PLAN: TFeedingPlan = {
  lotes: [
    { id: 'p1', nome: 'Curral 1', cabecas: 320 },
    { id: 'p2', nome: 'Curral 2', cabecas: 275 },
    { id: 'p3', nome: '', cabecas: 181 },
  ],
  tratos: [
    { id: 't1', horario: '06:30', percentual: 30, dias: MON_TO_SAT },
    { id: 't2', horario: '11:00', percentual: 30, dias: MON_TO_SAT },
    { id: 't3', horario: '16:00', percentual: 40, dias: [0, ...MON_TO_SAT] },
    { id: 't4', horario: '07:00', percentual: 60, dias: [0] },
  ],
  capacidade_misturador: 6000,
  passo_balanca: 5,
};

const issuesOf = (value: unknown) => {
  const parsed = ZFeedingPlan.safeParse(value);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
        ...('params' in issue && issue.params ? { params: issue.params } : {}),
      }));
};

describe('ZFeedingPlan (the one check of the web form, the saving rules and the CLI)', () => {
  it('accepts the issue plan', () => {
    expect(issuesOf(PLAN)).toEqual([]);
    expect(findFeedingPlanWarnings(PLAN)).toEqual([]);
  });

  it('needs a weekday per treatment and says what is left of a lot day', () => {
    const issues = issuesOf({
      ...PLAN,
      tratos: PLAN.tratos.map((treatment) =>
        treatment.id === 't4' ? { ...treatment, dias: [] } : treatment,
      ),
    });
    expect(issues).toContainEqual({ path: 'tratos.3.dias', message: 'NO_WEEKDAY' });
    // Without its morning, Sunday has 40 %: 60 left, for every pen.
    expect(issues).toContainEqual({
      path: 'lotes.0',
      message: 'DAY_BELOW_100',
      params: { lotId: 'p1', weekday: 0, leftPercent: 60 },
    });
    expect(issues.filter((issue) => issue.message === 'DAY_BELOW_100')).toHaveLength(3);
  });

  it('warns above 100 without refusing the plan', () => {
    const plan = {
      ...PLAN,
      tratos: PLAN.tratos.map((treatment) =>
        treatment.id === 't3' ? { ...treatment, percentual: 45 } : treatment,
      ),
    };
    expect(issuesOf(plan)).toEqual([]);
    const warnings = findFeedingPlanWarnings(plan);
    expect(warnings).toHaveLength(3 * 7);
    expect(warnings[0]).toEqual({
      path: ['lotes', 0],
      code: 'DAY_ABOVE_100',
      lotId: 'p1',
      weekday: 0,
      excessPercent: expect.closeTo(5, 9),
    });
  });

  it('refuses a time that is not HH:MM, a weekday beyond 6 and a lot it does not know', () => {
    const issues = issuesOf({
      ...PLAN,
      tratos: [
        { id: 't1', horario: '6h30', percentual: 50, dias: [0, 7] },
        { id: 't2', horario: '16:00', percentual: 50, dias: [0], lotes: ['p9'] },
      ],
    });
    const paths = issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['tratos.0.horario', 'tratos.0.dias.1', 'tratos.1.lotes.0']),
    );
    expect(
      issuesOf({ ...PLAN, tratos: [{ ...PLAN.tratos[2], percentual: 100, lotes: ['p9'] }] }),
    ).toContainEqual({ path: 'tratos.0.lotes.0', message: 'UNKNOWN_LOT', params: { lotId: 'p9' } });
  });
});

describe('the saved diet carries the plan and the pre-mix', () => {
  const base = {
    nome: 'Terminação',
    tipoEntrada: '',
    time: 0,
    custo: null,
    animal: DEFAULT_ANIMAL,
    alimentos_selecionados: [
      {
        id: 'silage',
        tipo: 1,
        name: 'Silagem',
        name_en: null,
        name_es: null,
        volumoso: true,
        nutrientes: { MS: 35 },
      },
      {
        id: 'corn',
        tipo: 3,
        name: 'Milho',
        name_en: null,
        name_es: null,
        volumoso: false,
        nutrientes: { MS: 88 },
      },
    ],
    alimentos_alterados: [],
    restricoes: {},
    resultado: null,
    proporcao_volumoso: 15,
    fixa_proporcao_vc: true,
    exigencias_selecionadas: [],
    exigencias_alteradas: [],
    tipo_alimento_predicao: null,
    user_id: null,
    id: null,
    id_cliente: null,
    status: null,
    erro: null,
    resultado_simplex: null,
    obs: null,
    oculta: false,
    ciclo: null,
  };

  it('old records without them stay valid, and the fields survive a parse', () => {
    const old = ZDietRecord.safeParse(base);
    expect(old.success).toBe(true);
    const withPlan = ZDietRecord.parse({
      ...base,
      tratos_diarios: { ...PLAN, materia_seca_medida: { silage: 32 } },
      pre_mistura: { alimentos: ['corn'], lote: 2, unidade: 't', nome: 'Pré-mistura', usar_no_trato: true },
    });
    expect(withPlan.tratos_diarios?.tratos).toHaveLength(4);
    expect(withPlan.pre_mistura?.unidade).toBe('t');
  });

  it('saving applies the day rules and needs the pre-mix and measured feeds to be in the diet', () => {
    const record = {
      ...base,
      tratos_diarios: {
        ...PLAN,
        tratos: PLAN.tratos.slice(0, 3),
        materia_seca_medida: { hay: 85 },
      },
      pre_mistura: { alimentos: ['soy'], lote: 500, unidade: 'kg', nome: '' },
    } as TDietRecord;
    const parsed = ZSavableDietRecord.FD.safeParse(record);
    expect(parsed.success).toBe(false);
    const paths = parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    expect(paths).toContain('tratos_diarios.lotes.0 DAY_BELOW_100');
    expect(paths).toContain('tratos_diarios.materia_seca_medida.hay feed_not_selected');
    expect(paths).toContain('pre_mistura.alimentos.0 feed_not_selected');
  });
});
