/** Test fixture: the default animal's four-feed diet (catalogue compositions and a beef mineral mix). */
import type { TFeed } from '@cocho/contracts';
import { createTestFeed } from '../../../testing/test-feed';
import { selectFeed } from '../diet-state';
import type { SelectedFeed } from '../diet-state';

/* Seeded catalogue compositions (apps/server/src/feeds/seed-data) and the e2e's beef mineral mix, per kg as fed. */
export const DIET_SILAGE = createTestFeed({
  id: 'silage',
  name: 'silage',
  tipo: 1,
  nutrientes: {
    MS: 31.88,
    PB: 7.52,
    NDT: 64.71,
    FDN: 49.18,
    EE: 2.3,
    CNF: 37.78,
    MO: 96.78,
    FDA: 33.15,
    ED: 2.8531,
    EM: 2.3944,
  },
  custo: 0.25,
});
export const DIET_CORN = createTestFeed({
  id: 'corn',
  name: 'corn',
  tipo: 3,
  nutrientes: {
    MS: 86.907,
    PB: 8.514,
    PNDR: 3.6815,
    ED: 3.452,
    NDT: 88.69,
    FDN: 9.761,
    AMIDO: 70.367,
    EE: 3.845,
    MM: 1.504,
    CNF: 76.376,
    EM: 2.9607,
    Ca: 0.035,
    P: 0.309,
    Mg: 0.132,
    K: 0.557,
    Na: 0.018,
    S: 0.104,
    Cu: 2.069,
    Mn: 7.152,
    Se: 0.07,
    Zn: 23.428,
    PDR: 4.8325,
  },
  custo: 1.2,
});
export const DIET_SOYBEAN = createTestFeed({
  id: 'soybean',
  name: 'soybean',
  tipo: 2,
  nutrientes: {
    MS: 89.267,
    PB: 52.644,
    PNDR: 17.2388,
    ED: 3.967,
    NDT: 81.39,
    FDN: 11.065,
    AMIDO: 1.879,
    EE: 1.815,
    MM: 7.237,
    CNF: 27.239,
    EM: 3.4476,
    Ca: 0.4,
    P: 0.739,
    Mg: 0.327,
    K: 2.421,
    Na: 0.019,
    S: 0.413,
    Cu: 16.058,
    Mn: 41.372,
    Se: 0.2,
    Zn: 52.924,
    PDR: 35.4052,
  },
  custo: 2.5,
});
export const DIET_MINERAL = createTestFeed({
  id: 'mineral',
  name: 'mineral',
  tipo: 4,
  nutrientes: {
    MS: 100,
    Ca: 22,
    P: 2,
    Mg: 3,
    Na: 14,
    S: 5,
    Co: 150,
    Cu: 1200,
    I: 120,
    Mn: 2500,
    Se: 60,
    Zn: 6000,
  },
  custo: 4,
});

export const DEFAULT_DIET_FEEDS: readonly TFeed[] = [DIET_SILAGE, DIET_CORN, DIET_SOYBEAN, DIET_MINERAL];

/** The fixture's feeds as selected in step 3. */
export function selectDefaultDietFeeds(): SelectedFeed[] {
  return DEFAULT_DIET_FEEDS.map((feed) => selectFeed(feed, 'pt'));
}
