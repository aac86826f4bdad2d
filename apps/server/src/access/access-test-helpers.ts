/**
 * Helpers of the access integration tests (plans, coupons, flags, ads): an administrator, today in
 * Brasília, and a premium-only action to probe (saving a small diet through dieta/saveFD).
 */
import { todayInBrasilia } from '@cocho/contracts';
import { SAMPLE_ANIMAL } from '@cocho/contracts/testing';
import type { TDietRecord } from '@cocho/contracts';
import type { CallResult, SignedUp, TestEnvironment } from '../testing/for-each-database';

export const today = (): string => todayInBrasilia(new Date());

export async function setUserColumns(
  t: TestEnvironment,
  id: number,
  values: Partial<{ administrador: number; premium: number; idioma: number; premium_infinito: number }>,
): Promise<void> {
  await t.db.updateTable('users').set(values).where('id', '=', id).execute();
}

export async function signUpAdministrator(t: TestEnvironment): Promise<SignedUp> {
  const admin = await t.signUp();
  await setUserColumns(t, admin.user.id, { administrador: 1 });
  return admin;
}

/** A small complete diet record (the saved record's schema, contracts ZDietRecord). */
export function smallDietRecord(nome: string): TDietRecord {
  return {
    nome,
    tipoEntrada: '/MS',
    time: 1_795_000_000_000,
    custo: 10,
    animal: {
      ...SAMPLE_ANIMAL,
      numero_animais: 10,
      peso_corporal_final: 500,
      ganho_medio_diario: 1.2,
      custo_extra: null,
      preco_venda_arroba: null,
      preco_arroba_adquirida: null,
      rendimento_carcaca_inicial: null,
      rendimento_carcaca_final: null,
      taxa_juros_mensal: null,
    },
    alimentos_selecionados: [
      {
        id: '12',
        tipo: 6,
        name: 'Silagem de milho',
        name_en: 'Corn silage',
        name_es: null,
        volumoso: true,
        nutrientes: { MS: 32.1, PB: 7.2, NDT: 65.3 },
      },
    ],
    alimentos_alterados: [],
    restricoes: {
      '12': {
        quantidade: 6.5,
        unidade: 'kg',
        fator: 1,
        custo: 0.25,
        minimo: null,
        maximo: null,
        nutrientes: undefined,
      },
    },
    resultado: [{ id: '12', MN: 20.25, MNprop: 100, MS: 6.5, MSprop: 100, CUSTO: 5.06, totalRacao: 1000 }],
    proporcao_volumoso: 60,
    fixa_proporcao_vc: false,
    exigencias_selecionadas: ['CMS'],
    exigencias_alteradas: [],
    tipo_alimento_predicao: null,
    user_id: null,
    id: null,
    id_cliente: null,
    status: 2,
    erro: null,
    resultado_simplex: null,
    obs: null,
    oculta: false,
    ciclo: null,
  };
}

/** Saves a small diet (premium-only by default): the probe of "is this user premium now". */
export function saveSmallDiet(t: TestEnvironment, token: string, nome = 'Lote teste'): Promise<CallResult> {
  return t.call('dieta/saveFD', { dieta: JSON.stringify(smallDietRecord(nome)) }, { token });
}

export const codeOf = (res: CallResult): string | undefined => (res.body as { code?: string }).code;
