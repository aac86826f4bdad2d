/**
 * Random gain-search cases over the feedlot walk's feeds, shared by the objective's example tests and its
 * brute-force property suite (objectives/optimize-gain*.test.ts).
 */
import { DEFAULT_ANIMAL } from '../../animal/animal';
import type { Animal } from '../../animal/animal-fields';
import { applyDefaultInclusionCaps } from '../../feeds/feed-class';
import { animalRequirementsAt } from '../../objectives/optimize-gain';
import type { GainSearchInput } from '../../objectives/optimize-gain';
import { createFeedlotWalkFeeds } from './feedlot-walk';
import { createRandom } from './random-problems';

/** The walk's five feeds with the mix allowed up to 4 % of DM, prices × random factors. */
function walkFeeds(random: () => number) {
  return applyDefaultInclusionCaps(
    createFeedlotWalkFeeds().map((feed) => ({
      ...feed,
      costPerKg: (feed.costPerKg ?? 0) * (0.6 + 0.8 * random()),
      ...(feed.id === 'mineralMix' ? { minPercent: 0, maxPercent: 4 } : {}),
    })),
  );
}

export function randomCase(seed: number, daysFixed: boolean): { input: GainSearchInput; animal: Animal } {
  const random = createRandom(seed);
  const initial = 280 + Math.round(170 * random());
  const animal: Animal = {
    ...DEFAULT_ANIMAL,
    raca: (['zebuino', 'cruzado_corte', 'cruzado_leite'] as const)[seed % 3] ?? 'zebuino',
    sexo: (['macho', 'macho_castrado', 'femea'] as const)[(seed >> 1) % 3] ?? 'macho',
    peso_corporal_inicial: initial,
    peso_corporal_final: daysFixed ? null : initial + 60 + Math.round(160 * random()),
    custo_total: 20 + 120 * random(),
    custo_extra: null,
    preco_venda_arroba: 250 + 80 * random(),
    preco_arroba_adquirida: 240 + 90 * random(),
    rendimento_carcaca_inicial: 48 + 4 * random(),
    rendimento_carcaca_final: 52 + 5 * random(),
  };
  const roughage = seed % 4 === 0 ? 20 + Math.round(40 * random()) : null;
  return {
    animal,
    input: {
      formulation: { feeds: walkFeeds(random), roughagePercent: roughage },
      requirementsAt: animalRequirementsAt(animal),
      finance: {
        animal,
        extras: daysFixed
          ? { dias_confinamento: 60 + Math.round(60 * random()) }
          : { mortalidade: 2 * random() },
      },
    },
  };
}
