/**
 * The built-in cow milk feed (docs/product/calculation.md#records: "A built-in cow milk feed exists with a fixed nutrient profile
 * and dry matter of 13.92 percent; its ingredients cannot be edited").
 *
 * Profile, per kg of dry matter, from the milk composition the product uses as its defaults (docs/product/calculation.md#records
 * "Defaults on reset": protein 3.56 %, fat 4.76 %, lactose 4.56 % as fed) divided by the product's 13.92 %
 * dry matter; minerals from the product's milk constants (docs/product/calculation.md#constants: Ca 1.1 g and P 0.77 g per kg milk);
 * ash as the solids not accounted for by protein, fat and lactose.
 * Energy: TDN by the summative digestible-nutrient model (NRC 2001 Nutrient Requirements of Dairy Cattle,
 * ch. 2, fat counted 2.25 ×) with a true digestibility of 0.95 for milk in the pre-ruminant calf (NRC 2001
 * ch. 10); DE = TDN × 0.04409 Mcal/kg (NRC 2001 eq. 2-3 relation, docs/product/nutrition-science.md#feed-energy); ME = 0.96 × DE for
 * milk (NRC 2001 ch. 10, milk-fed calves); NEm from ME by NRC (1996/2000) eq.
 * NEm = 1.37 ME − 0.138 ME² + 0.0105 ME³ − 1.12.
 */
import type { Feed } from './feed';

/** Identifier of the built-in cow milk feed. */
export const COW_MILK_FEED_ID = 'LEITE_VACA';

/** Dry matter of whole cow milk, % as fed (docs/product/calculation.md#records). */
export const COW_MILK_DRY_MATTER_PERCENT = 13.92;

// docs/product/calculation.md#records defaults: milk protein 3.56 %, fat 4.76 %, lactose 4.56 % (as fed).
const PROTEIN_AS_FED = 3.56;
const FAT_AS_FED = 4.76;
const LACTOSE_AS_FED = 4.56;
// docs/product/calculation.md#constants: Ca 1.1 g and P 0.77 g per kg of milk = 0.11 % and 0.077 % as fed.
const CA_AS_FED = 0.11;
const P_AS_FED = 0.077;
const toDm = (asFed: number): number => (asFed / COW_MILK_DRY_MATTER_PERCENT) * 100;

const PB = toDm(PROTEIN_AS_FED);
const EE = toDm(FAT_AS_FED);
const LACTOSE = toDm(LACTOSE_AS_FED);
const MM = 100 - PB - EE - LACTOSE;
// NRC 2001 summative model with milk digestibility 0.95 (pre-ruminant calf).
const NDT = 0.95 * (PB + 2.25 * EE + LACTOSE);
const ED = NDT * 0.04409; // Mcal/kg DM (NRC 2001; docs/product/nutrition-science.md#feed-energy)
const EM = 0.96 * ED; // Mcal/kg DM, milk-fed calf (NRC 2001 ch. 10)
const EL = 1.37 * EM - 0.138 * EM ** 2 + 0.0105 * EM ** 3 - 1.12; // NEm, NRC 1996/2000

/** The built-in cow milk feed; not a roughage, fixed composition. */
export const COW_MILK_FEED: Feed = Object.freeze({
  id: COW_MILK_FEED_ID,
  // Category 9 "Leite" (docs/decisions/feed-categories.md); skipped in category ordering, placed first
  // explicitly by orderFeeds for the dairy case.
  category: 9,
  name: 'Leite de vaca',
  name_en: 'Cow milk',
  name_es: 'Leche de vaca',
  nutrients: Object.freeze({
    MS: COW_MILK_DRY_MATTER_PERCENT,
    PB,
    EE,
    CNF: LACTOSE,
    FDN: 0,
    MM,
    MO: 100 - MM,
    NDT,
    ED,
    EM,
    EL,
    Ca: toDm(CA_AS_FED),
    P: toDm(P_AS_FED),
  }),
  costPerKg: null,
  unit: 'kg',
  minPercent: null,
  maxPercent: null,
  roughage: false,
  edited: false,
  quantityKg: null,
});
