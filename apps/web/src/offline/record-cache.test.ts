import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { TDietRecord } from '@cocho/contracts';
import { cacheStoreOf, clearOfflineCache, openOfflineDb } from './offline-db';
import { findKeptRecord, keepRecord } from './record-cache';
import type { KeptRecord } from './record-cache';

const RECORD: TDietRecord = {
  nome: 'Engorda',
  tipoEntrada: '/MS',
  time: 1,
  custo: null,
  animal: {
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
  },
  alimentos_selecionados: [],
  alimentos_alterados: [],
  restricoes: {},
  resultado: null,
  proporcao_volumoso: 50,
  fixa_proporcao_vc: false,
  exigencias_selecionadas: [],
  exigencias_alteradas: [],
  tipo_alimento_predicao: null,
  user_id: 7,
  id: 12,
  id_cliente: null,
  status: null,
  erro: null,
  resultado_simplex: null,
  obs: null,
  oculta: false,
  ciclo: null,
};

const KEPT: KeptRecord = { id: 12, modo: 'FD', dieta: RECORD, updated_at: '2026-11-24T12:00:00.000Z' };

describe('records kept on this device', () => {
  it("gives back the user's copy of a record, and nothing for another user or id", async () => {
    const db = openOfflineDb('record-cache-test-1');
    await keepRecord(7, KEPT, db);
    expect(await findKeptRecord(7, 12, db)).toEqual(KEPT);
    expect(await findKeptRecord(8, 12, db)).toBeNull();
    expect(await findKeptRecord(7, 13, db)).toBeNull();
  });

  it('reads an unreadable copy as none, and logout forgets every copy', async () => {
    const db = openOfflineDb('record-cache-test-2');
    await cacheStoreOf(db).set('record:7:12', { id: 12, dieta: 'not a record' });
    expect(await findKeptRecord(7, 12, db)).toBeNull();
    await keepRecord(7, KEPT, db);
    await clearOfflineCache(db);
    expect(await findKeptRecord(7, 12, db)).toBeNull();
  });
});
