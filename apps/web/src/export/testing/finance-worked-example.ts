import type { FinanceAnimal, FinanceDiet } from '@cocho/engine';

/**
 * Worked example of docs/product/finance.md#worked-example: N 100, PI 380, PF 540, GMD 1.6, RCi 50 %,
 * RCf 55 %, diet 10 kg DM × R$ 1.20, Cmes 145 R$/head/month, Pv 320, Pc 330, i 1 % a.m.
 */
export const WORKED_FINANCE_ANIMAL: FinanceAnimal = {
  tipo: 'crescimento_terminacao',
  numero_animais: 100,
  peso_corporal_inicial: 380,
  peso_corporal_final: 540,
  ganho_medio_diario: 1.6,
  custo_mao_de_obra: 60,
  custo_energia: 15,
  custo_maquinario: 40,
  custo_medicamentos: 20,
  custo_extra: 10,
  preco_venda_arroba: 320,
  preco_arroba_adquirida: 330,
  rendimento_carcaca_inicial: 50,
  rendimento_carcaca_final: 55,
  taxa_juros_mensal: 1,
};

export const WORKED_FINANCE_DIET: FinanceDiet = { CUSTO: 12, CMS: 10 };
