/**
 * The default plan offers of /seja-premium (idempotent: an offer is inserted once by its codigo, and never
 * overwritten, so administrators may edit prices in the database). The product names the plans (producer,
 * premium, consultant, start, business; docs/product/shell.md#audience) but no prices or terms: these are ours
 * (docs/decisions/plans-and-premium.md), in Brazilian reais.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { NewPlanOfferRow } from './repository';
import { insertMissingOfferRows } from './repository';

type Offer = Omit<NewPlanOfferRow, 'created_at' | 'updated_at' | 'moeda' | 'ativo'>;

export const DEFAULT_PLAN_OFFERS: readonly Offer[] = [
  {
    codigo: 'pecuarista_anual',
    nome_pt: 'Pecuarista',
    nome_en: 'Producer',
    nome_es: 'Ganadero',
    descricao_pt: 'Salve e ative suas dietas, exporte o relatório de campo e use sem anúncios por 12 meses.',
    descricao_en: 'Save and activate your diets, export the field report and use it ad-free for 12 months.',
    descricao_es:
      'Guarde y active sus dietas, exporte el informe de campo y úselo sin anuncios por 12 meses.',
    tipo: 0,
    tempo_unidade: 'meses',
    tempo_quantidade: 12,
    max_clientes: null,
    preco_centavos: 29_900,
    recorrente: 0,
    ordem: 10,
  },
  {
    codigo: 'premium_mensal',
    nome_pt: 'Premium mensal',
    nome_en: 'Premium monthly',
    nome_es: 'Premium mensual',
    descricao_pt: 'Todos os recursos Premium por 1 mês.',
    descricao_en: 'Every Premium feature for 1 month.',
    descricao_es: 'Todas las funciones Premium por 1 mes.',
    tipo: 1,
    tempo_unidade: 'meses',
    tempo_quantidade: 1,
    max_clientes: null,
    preco_centavos: 4_990,
    recorrente: 1,
    ordem: 20,
  },
  {
    codigo: 'premium_anual',
    nome_pt: 'Premium anual',
    nome_en: 'Premium yearly',
    nome_es: 'Premium anual',
    descricao_pt: 'Todos os recursos Premium por 12 meses, com desconto.',
    descricao_en: 'Every Premium feature for 12 months, at a discount.',
    descricao_es: 'Todas las funciones Premium por 12 meses, con descuento.',
    tipo: 1,
    tempo_unidade: 'meses',
    tempo_quantidade: 12,
    max_clientes: null,
    preco_centavos: 47_900,
    recorrente: 0,
    ordem: 30,
  },
  {
    codigo: 'consultor_anual',
    nome_pt: 'Consultor',
    nome_en: 'Consultant',
    nome_es: 'Consultor',
    descricao_pt: 'Premium com área do consultor para até 30 clientes por 12 meses.',
    descricao_en: 'Premium with the consultant area for up to 30 clients for 12 months.',
    descricao_es: 'Premium con el área del consultor para hasta 30 clientes por 12 meses.',
    tipo: 2,
    tempo_unidade: 'meses',
    tempo_quantidade: 12,
    max_clientes: 30,
    preco_centavos: 99_000,
    recorrente: 0,
    ordem: 40,
  },
  {
    codigo: 'start_anual',
    nome_pt: 'Start',
    nome_en: 'Start',
    nome_es: 'Start',
    descricao_pt: 'Premium para pequenas equipes e revendas por 12 meses.',
    descricao_en: 'Premium for small teams and resellers for 12 months.',
    descricao_es: 'Premium para pequeños equipos y revendedores por 12 meses.',
    tipo: 3,
    tempo_unidade: 'meses',
    tempo_quantidade: 12,
    max_clientes: null,
    preco_centavos: 149_000,
    recorrente: 0,
    ordem: 50,
  },
  {
    codigo: 'empresarial',
    nome_pt: 'Empresarial',
    nome_en: 'Business',
    nome_es: 'Empresarial',
    descricao_pt: 'Para empresas: área da empresa, colaboradores e alimentos próprios. Preço sob consulta.',
    descricao_en: 'For companies: company area, collaborators and own feeds. Price on request.',
    descricao_es: 'Para empresas: área de la empresa, colaboradores y alimentos propios. Precio a consultar.',
    tipo: 4,
    tempo_unidade: 'meses',
    tempo_quantidade: 12,
    max_clientes: null,
    preco_centavos: null,
    recorrente: 0,
    ordem: 60,
  },
];

export async function seedPlanOffers(db: Kysely<Database>, now: string): Promise<number> {
  return insertMissingOfferRows(
    db,
    DEFAULT_PLAN_OFFERS.map((offer) => ({
      ...offer,
      moeda: 'BRL',
      ativo: 1,
      created_at: now,
      updated_at: now,
    })),
  );
}
