/**
 * One sample saved diet for the tests of every package (server, web, end-to-end): the record the diet wizard
 * sends before calculating, with the default animal of docs/product/calculation.md#records (every field
 * present, empty ones null, the finance fields filled) and one roughage. Tests change what they need through
 * `overrides`. Type-only imports keep it free of zod, so the end-to-end tests can load it too.
 */
import type { TDietRecord } from '../diets';

/** The default animal as a saved record holds it. */
export const SAMPLE_ANIMAL = {
  tipo: 'crescimento_terminacao',
  raca: 'zebuino',
  regime: 'confinamento',
  sexo: 'macho',
  estado_fisiologico: null,
  estado_parides: null,
  custos_mensais_por: 'cabeca',
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
} as const satisfies TDietRecord['animal'];

/** The id of the sample's one feed (a corn silage: DM 35 %, CP 7.7 % DM, TDN 68.8 % DM, R$ 0.25/kg). */
export const SAMPLE_FEED_ID = 'sample-silage';

/** A saved diet not calculated yet; `overrides` win. */
export function sampleDietRecord(overrides: Partial<TDietRecord> = {}): TDietRecord {
  return {
    nome: 'Dieta de exemplo',
    tipoEntrada: '',
    time: 1_795_000_000_000,
    custo: null,
    animal: { ...SAMPLE_ANIMAL },
    alimentos_selecionados: [
      {
        id: SAMPLE_FEED_ID,
        tipo: 1,
        name: 'Silagem de milho',
        name_en: 'Corn silage',
        name_es: null,
        volumoso: true,
        nutrientes: { MS: 35, PB: 7.7, NDT: 68.8 },
      },
    ],
    alimentos_alterados: [],
    restricoes: {
      [SAMPLE_FEED_ID]: {
        quantidade: null,
        unidade: 'kg',
        fator: 1,
        custo: 0.25,
        minimo: null,
        maximo: null,
      },
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
