/**
 * Feeds, pastures and animals of the supplement tests, shared by their example and property suites
 * (supplement/*.test.ts). The pasture-supplement feeds are the catalogue's (NASEM 2021 feed library rows 44,
 * 141, 165, 201; the catalogue's mineral mix for grazing cattle; the Brazilian dry-season (deferred Marandu)
 * and fertilised Coastcross pasture rows).
 */
import type { Animal } from '../../animal/animal';
import { normalizeFeed } from '../../feeds/feed';

/** The hand-solved least-cost supplement's feeds (docs/decisions/least-cost-supplement.md). */
export const milho = normalizeFeed({
  id: 'milho',
  tipo: 3,
  nutrientes: { MS: 88, PB: 9, NDT: 85 },
  custo: 1.1,
});
export const soja = normalizeFeed({
  id: 'soja',
  tipo: 2,
  nutrientes: { MS: 89, PB: 48, NDT: 81 },
  custo: 2.3,
});
export const ureia = normalizeFeed({
  id: 'ureia',
  tipo: 4,
  nutrientes: { MS: 99, PB: 281, NDT: 0 },
  custo: 3.5,
});
export const sal = normalizeFeed({
  id: 'sal',
  tipo: 4,
  nutrientes: { MS: 100, MM: 100, Na: 39.3 },
  custo: 1,
});

/** Supplement for a target gain on pasture. */
export const corn = normalizeFeed({
  id: 'corn',
  tipo: 3,
  nutrientes: {
    MS: 86.907,
    PB: 8.514,
    PDR: 4.8325,
    PNDR: 3.6815,
    NDT: 88.69,
    EM: 2.9607,
    Ca: 0.035,
    P: 0.309,
  },
  custo: 1.1,
});
export const soybeanMeal = normalizeFeed({
  id: 'soybeanMeal',
  tipo: 2,
  nutrientes: {
    MS: 89.267,
    PB: 52.644,
    PDR: 35.4052,
    PNDR: 17.2388,
    NDT: 81.39,
    EM: 3.4476,
    Ca: 0.4,
    P: 0.739,
  },
  custo: 2.3,
});
export const urea = normalizeFeed({
  id: 'urea',
  tipo: 8,
  nutrientes: { MS: 99, PB: 281, PDR: 281, PNDR: 0, NDT: 0, EM: 0 },
  custo: 3.5,
});
export const salt = normalizeFeed({
  id: 'salt',
  tipo: 4,
  nutrientes: { MS: 100, MM: 100, Na: 39.3 },
  custo: 1.2,
});
export const mineralMix = normalizeFeed({
  id: 'mineralMix',
  tipo: 4,
  nutrientes: { MS: 100, MM: 100, Ca: 12.213, P: 10.7115, Na: 17.0717 },
  custo: 4,
});
export const FEEDS = [corn, soybeanMeal, urea, salt, mineralMix];
export const drySeason = normalizeFeed({
  id: 'marandu',
  tipo: 6,
  nutrientes: { MS: 17.2, PB: 7, NDT: 53.52, FDN: 72.7, EM: 1.9279, Ca: 0.36, P: 0.215 },
  custo: null,
  volumoso: true,
});
export const rainySeason = normalizeFeed({
  id: 'coastcross',
  tipo: 6,
  nutrientes: {
    MS: 17.2,
    PB: 13.6,
    PDR: 8.9988,
    PNDR: 4.6012,
    NDT: 64.5052,
    FDN: 79.8,
    EM: 2.3858,
    Ca: 0.39,
    P: 0.25,
  },
  custo: null,
  volumoso: true,
});
export const steer = (weight: number): Animal =>
  ({
    tipo: 'crescimento_terminacao',
    raca: 'zebuino',
    regime: 'pasto',
    sexo: 'macho',
    peso_corporal_inicial: weight,
    peso_corporal_final: weight,
  }) as Animal;

/** The gain the prediction gives, independently, for the supplement on the pasture offered ad libitum. */
