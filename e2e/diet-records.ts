import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** The default animal of docs/product/calculation.md#records as a saved record holds it (every field present; empty ones null). */
export const SAVED_DEFAULT_ANIMAL = {
  tipo: 'crescimento_terminacao',
  raca: 'zebuino',
  regime: 'confinamento',
  sexo: 'macho',
  estado_fisiologico: null,
  estado_parides: null,
  numero_animais: 1,
  peso_corporal_inicial: 400,
  peso_corporal_final: 540,
  peso_corporal_medio: null,
  ganho_medio_diario: 1.3,
  escore_corporal: 5,
  producao_de_leite: null,
  semana_lactacao: 1,
  proteina_do_leite: 3.56,
  gordura_do_leite: 4.76,
  lactose_do_leite: 4.56,
  peso_bezerro_nascimento: 32,
  dias_gestacao: 210,
  total_racao_a_produzir: 1000,
  refresh_input: null,
  custo_mao_de_obra: null,
  custo_energia: null,
  custo_maquinario: null,
  custo_medicamentos: null,
  custo_extra: 33,
  custo_total: null,
  preco_venda_arroba: 190,
  preco_arroba_adquirida: 160,
  rendimento_carcaca_inicial: 50,
  rendimento_carcaca_final: 53,
  taxa_juros_mensal: 1,
} as const;

/** A saved diet record (packages/contracts ZDietRecord) not calculated yet, with one feed; `overrides` win. */
export function uncalculatedDietRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nome: 'Dieta e2e',
    tipoEntrada: '',
    time: Date.now(),
    custo: null,
    animal: SAVED_DEFAULT_ANIMAL,
    alimentos_selecionados: [
      {
        id: 'e2e-silage',
        tipo: 1,
        name: 'Silagem de milho e2e',
        name_en: 'Corn silage e2e',
        name_es: null,
        volumoso: true,
        nutrientes: { MS: 35, PB: 7.7, NDT: 68.8 },
      },
    ],
    alimentos_alterados: [],
    restricoes: {
      'e2e-silage': { quantidade: null, unidade: 'kg', fator: 1, custo: 0.25, minimo: null, maximo: null },
    },
    resultado: null,
    proporcao_volumoso: 50,
    fixa_proporcao_vc: false,
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
    ...overrides,
  };
}

/**
 * Saves a record through dieta/saveFD, or dieta/savePD for a prediction (the caller must be allowed to save:
 * premium or administrator); answers its id.
 */
export async function saveDietByApi(
  request: APIRequestContext,
  token: string,
  record: Record<string, unknown>,
  endpoint: 'saveFD' | 'savePD' = 'saveFD',
): Promise<number> {
  const response = await request.post(`/dieta/${endpoint}`, {
    data: { dieta: JSON.stringify(record) },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}
