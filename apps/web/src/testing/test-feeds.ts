/** Small feed catalogue for the mixture and supplement component tests. */
import type { TFeedType } from '@cocho/contracts';
import { createTestFeed } from './test-feed';
import type { FeedCatalogue } from '../catalogue/feed-cache';

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

export const SILAGE = createTestFeed({
  id: '1',
  name: 'Silagem de teste',
  tipo: 6,
  nutrientes: { MS: 35, PB: 8, NDT: 65, FDN: 50 },
});
export const CORN = createTestFeed({
  id: '2',
  name: 'Milho de teste',
  tipo: 3,
  nutrientes: { MS: 88, PB: 9, NDT: 85, FDN: 12 },
});
export const SOY = createTestFeed({
  id: '3',
  name: 'Farelo de teste',
  tipo: 2,
  nutrientes: { MS: 89, PB: 48, NDT: 80, FDN: 14 },
});
export const UREA = createTestFeed({
  id: '4',
  name: 'Ureia de teste',
  tipo: 2,
  nutrientes: { MS: 99, PB: 281, NDT: 0 },
});

export const TEST_CATALOGUE: FeedCatalogue = {
  types: TEST_TYPES,
  catalogue: [SILAGE, CORN, SOY, UREA],
  company: [],
  user: [],
  catalogueFrom: 'server',
};
