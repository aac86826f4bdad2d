/** Small feed catalogue for the mixture and supplement component tests. */
import type { TFeed, TFeedType } from '@cocho/contracts';
import type { FeedCatalogue } from '../feeds/feed-cache';

export const TEST_TYPES: TFeedType[] = [
  { id: 6, nome: 'Silagens', nome_ingles: 'Silages', nome_espanhol: 'Ensilajes', volumoso: true, ordem: 1 },
  {
    id: 3,
    nome: 'Concentrados energéticos',
    nome_ingles: 'Energy concentrates',
    nome_espanhol: 'Concentrados energéticos',
    volumoso: false,
    ordem: 4,
  },
  {
    id: 2,
    nome: 'Concentrados proteicos',
    nome_ingles: 'Protein concentrates',
    nome_espanhol: 'Concentrados proteicos',
    volumoso: false,
    ordem: 5,
  },
];

export function makeFeed(id: string, name: string, tipo: number, nutrientes: TFeed['nutrientes']): TFeed {
  return {
    id,
    tipo,
    name,
    name_en: null,
    name_es: null,
    name_sci: null,
    nutrientes,
    nutrientes_originais: null,
    nutrientes_calculados: [],
    alertas: [],
    fonte: null,
    custo: null,
    unidade: 'kg',
    volumoso: TEST_TYPES.find((type) => type.id === tipo)?.volumoso ?? false,
    EXCLUIDO: 0,
    id_alimento_pai: null,
    id_cliente: null,
    restrito: false,
    visibilidade: 'todos',
    recomendado: false,
    patrocinado: false,
    empresa: null,
    min_100: null,
    max_100: null,
    status: null,
  };
}

export const SILAGE = makeFeed('1', 'Silagem de teste', 6, { MS: 35, PB: 8, NDT: 65, FDN: 50 });
export const CORN = makeFeed('2', 'Milho de teste', 3, { MS: 88, PB: 9, NDT: 85, FDN: 12 });
export const SOY = makeFeed('3', 'Farelo de teste', 2, { MS: 89, PB: 48, NDT: 80, FDN: 14 });
export const UREA = makeFeed('4', 'Ureia de teste', 2, { MS: 99, PB: 281, NDT: 0 });

export const TEST_CATALOGUE: FeedCatalogue = {
  types: TEST_TYPES,
  catalogue: [SILAGE, CORN, SOY, UREA],
  company: [],
  user: [],
  catalogueFrom: 'server',
};
