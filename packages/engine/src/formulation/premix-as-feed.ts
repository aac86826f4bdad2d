/**
 * A diet's trace-mineral premix as a feed's composition (docs/decisions/trace-mineral-premix.md), so the
 * user can keep it as an own feed, send it to a feed mill and use it in other diets. Pure.
 *
 * Basis: 1 kg of premix as fed is `carrierGramsPerKg` of the carrier (its own DM and composition) plus the
 * inorganic sources, taken as dry (salts). Every value is then per kg of the premix's DM, as feeds are
 * stored: MS % as fed; Ca, Na, S … % of DM; trace minerals mg/kg DM.
 */
import type { FeedNutrients } from '../feeds/feed';
import type { NutrientKey } from '../feeds/nutrients';
import type { TraceMineral, TraceMineralPremix } from './trace-mineral-premix';

/**
 * Other elements the sources bring, g per g of the premix's element (stoichiometry of the sources of
 * PREMIX_SOURCES: CaSO4 Ca 40.08 / S 32.06; Ca(IO3)2 Ca 40.08 / 2 × I 126.90; Na2SeO3 2 × Na 22.99 / Se 78.97).
 */
const COMPANION_ELEMENTS: Readonly<Partial<Record<TraceMineral, { key: 'Ca' | 'Na'; perGram: number }>>> = {
  S: { key: 'Ca', perGram: 40.08 / 32.06 },
  I: { key: 'Ca', perGram: 40.08 / (2 * 126.9) },
  Se: { key: 'Na', perGram: (2 * 22.99) / 78.97 },
};

/** Keys in % of DM (the rest of the composition keys are Mcal/kg DM or mg/kg DM: scaled alike). */
const PERCENT_MINERALS = new Set<string>(['Ca', 'P', 'Mg', 'K', 'Na', 'S']);

/**
 * The premix's composition: the carrier's nutrients diluted by the sources, plus each trace mineral (and the
 * Ca, Na or S its source brings). `carrier` is the carrier feed's composition (MS % as fed, the rest per DM).
 */
export function traceMineralPremixComposition(
  premix: TraceMineralPremix,
  carrier: FeedNutrients,
): Record<string, number> {
  const carrierAsFedKg = premix.carrierGramsPerKg / 1000;
  const carrierDryKg = (carrierAsFedKg * (carrier.MS ?? 100)) / 100;
  const sourcesKg = 1 - carrierAsFedKg;
  const dryKg = carrierDryKg + sourcesKg;
  // Element mass in 1 kg of premix as fed, in the unit of its key × kg of DM (so ÷ dryKg gives the value).
  const mass: Record<string, number> = {};
  for (const [key, value] of Object.entries(carrier) as [NutrientKey, number | undefined][]) {
    if (key === 'MS' || value === undefined || !Number.isFinite(value)) continue;
    mass[key] = value * carrierDryKg;
  }
  const addMg = (key: string, mgPerKgAsFed: number) => {
    // % of DM: mg per kg ÷ 10 000; mg/kg DM: as is.
    const inUnit = PERCENT_MINERALS.has(key) ? mgPerKgAsFed / 10_000 : mgPerKgAsFed;
    mass[key] = (mass[key] ?? 0) + inUnit;
  };
  for (const mineral of premix.minerals) {
    addMg(mineral.key, mineral.mgPerKg);
    const companion = COMPANION_ELEMENTS[mineral.key];
    if (companion) addMg(companion.key, mineral.mgPerKg * companion.perGram);
  }
  const composition: Record<string, number> = { MS: dryKg * 100 };
  for (const [key, value] of Object.entries(mass)) composition[key] = value / dryKg;
  return composition;
}
