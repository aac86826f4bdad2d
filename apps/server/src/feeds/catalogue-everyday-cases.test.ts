// The everyday Brazilian beef cases formulated with default-list catalogue feeds alone, as the diet screen
// formulates them (apps/web diet-state.ts toFormulationInput: default inclusion caps at selection, effective-fibre
// floor, Ca:P 1.2–7, crude protein at least 7 % of DM, grazing intake on pasture), and the results judged as a
// nutritionist would: shares, crude protein, urea within 1 % of DM, Ca:P. Cases and known gaps:
// docs/decisions/brazilian-feed-library.md ("Everyday cases").
import {
  applyDefaultInclusionCaps,
  calculateRequirements,
  DEFAULT_CA_P_RATIO,
  DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM,
  findDefaultFibreFloor,
  findGrazingIntakeBasis,
  formulateDiet,
  loadLpSolver,
  normalizeFeed,
  parseAnimalJson,
  toRequirementBounds,
} from '@cocho/engine';
import type { FormulationRequirements, FormulationResult } from '@cocho/engine';
import { describe, expect, it } from 'vitest';
import { isRoughageCategory } from './feed-categories';
import { readSeedCatalogue } from './seed-catalogue';

const { rows } = readSeedCatalogue();
const bySourceId = new Map(rows.map((row) => [row.sourceId, row]));
const solver = await loadLpSolver();

type Offered = { readonly sourceId: string; readonly price: number; readonly maxPercent?: number };

/** Formulates as the diet screen does, with the default guards of the animal. */
function formulate(
  feeds: readonly Offered[],
  animal: Record<string, unknown>,
  roughagePercent: number | null,
): FormulationResult {
  const parsed = parseAnimalJson(animal, 'formulation');
  if (!parsed.ok) throw new Error('animal invalid');
  const computed = calculateRequirements(parsed.value);
  if (!computed.ok) throw new Error('requirements failed');
  const floor = findDefaultFibreFloor(parsed.value.regime ?? null);
  const grazingIntake = findGrazingIntakeBasis(parsed.value);
  const result = formulateDiet(
    {
      feeds: applyDefaultInclusionCaps(
        feeds.map(({ sourceId, price, maxPercent }) => {
          const row = bySourceId.get(sourceId);
          // Catalogue feeds alone: every feed of a case is in the default list.
          if (!row) throw new Error(`not in the default list: ${sourceId}`);
          return normalizeFeed({
            id: sourceId,
            tipo: row.category,
            nutrientes: row.nutrients,
            custo: price,
            maximo: maxPercent ?? null,
            volumoso: isRoughageCategory(row.category),
          });
        }),
      ),
      requirements: toRequirementBounds(computed.value.requirements, {
        onlySelected: true,
      }) as FormulationRequirements,
      roughagePercent,
      dailyGainKg: Number(animal.ganho_medio_diario),
      fibreFloor: { rule: floor.rule, minPercentOfDm: floor.minPercentOfDm ?? 0 },
      caPRatio: DEFAULT_CA_P_RATIO,
      crudeProteinMinPercent: DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM,
      ...(grazingIntake ? { grazingIntake } : {}),
    },
    solver,
  );
  if (!result.ok) throw new Error(`formulation refused its input: ${JSON.stringify(result.errors)}`);
  return result.value;
}

/** Share of the diet's dry matter, %. */
const shareOf = (diet: FormulationResult, sourceId: string) =>
  diet.feeds.find((feed) => feed.id === sourceId)?.dryMatterPercent ?? 0;

/**
 * Urea of the diet, % of DM: the urea row plus the urea in the núcleo and the proteinado (their recipes,
 * catalogue-mixtures.ts: 20 and 10 kg of urea per 100 kg of the mix as fed); urea is 99 % DM, so its kg as fed
 * are, within 1 %, its kg of DM.
 */
const UREA_KG_PER_KG_MIX: Readonly<Record<string, number>> = {
  'NASEM2021:165': 1,
  'COCHO:nucleo_confinamento': 0.2,
  'COCHO:proteinado_seca': 0.1,
};
function ureaPercentOfDm(diet: FormulationResult): number {
  const ureaKg = diet.feeds.reduce((sum, feed) => sum + feed.asFedKg * (UREA_KG_PER_KG_MIX[feed.id] ?? 0), 0);
  return (100 * ureaKg) / diet.dryMatterIntakeKg;
}

/** What every judged diet holds: crude protein at or above its floor, urea within 1 % of DM, Ca:P in bounds. */
function expectSoundDiet(diet: FormulationResult) {
  expect(diet.crudeProtein?.percentOfDm).toBeGreaterThanOrEqual(
    DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM - 1e-6,
  );
  expect(ureaPercentOfDm(diet)).toBeLessThanOrEqual(1 + 1e-6);
  const ratio = diet.caPRatio?.value ?? NaN;
  expect(ratio).toBeGreaterThanOrEqual((DEFAULT_CA_P_RATIO.min ?? 0) - 1e-6);
  expect(ratio).toBeLessThanOrEqual((DEFAULT_CA_P_RATIO.max ?? Infinity) + 1e-6);
}

const FEEDLOT_BULL = {
  tipo: 'crescimento_terminacao',
  raca: 'zebuino',
  regime: 'confinamento',
  sexo: 'macho',
  peso_corporal_inicial: 400,
  peso_corporal_final: 540,
  ganho_medio_diario: 1.4,
};

const GRAZING_BULL = {
  tipo: 'crescimento_terminacao',
  raca: 'zebuino',
  regime: 'pasto',
  sexo: 'macho',
  peso_corporal_inicial: 250,
  peso_corporal_final: 330,
};

// Illustrative Brazilian prices, R$ per kg as fed.
const FEEDLOT_MINERAL_MIX = { sourceId: 'COCHO:mistura_mineral_confinamento', price: 4.5 };
const LIMESTONE = { sourceId: 'NASEM2021:197', price: 0.4 };
const UREA = { sourceId: 'NASEM2021:165', price: 3.5 };
const SOYBEAN_MEAL = { sourceId: 'NASEM2021:141', price: 2.3 };
// The grazing mineral mix is offered up to its label's 110 g/head/day (about 2.3 % of a 4.8 kg DM intake), not
// the default 1.2 % cap of a mineral mix in a feedlot diet.
const GRAZING_MINERAL_MIX = { sourceId: 'COCHO:mistura_mineral_cria', price: 4, maxPercent: 2.3 };

describe('feedlot cases with catalogue feeds alone', () => {
  it('85:15 with Brazilian corn silage, finely ground corn, soybean meal, urea and mineral mix', () => {
    const diet = formulate(
      [
        { sourceId: 'BR:silagem_milho_hibridos', price: 0.3 },
        { sourceId: 'NASEM2021:254', price: 1.1 },
        SOYBEAN_MEAL,
        UREA,
        FEEDLOT_MINERAL_MIX,
        LIMESTONE,
      ],
      FEEDLOT_BULL,
      15,
    );
    expect(diet.status).toBe('otima');
    expect(diet.roughagePercent).toBeCloseTo(15, 6);
    // Ground corn carries the diet; the silage is the 15 % roughage.
    expect(shareOf(diet, 'NASEM2021:254')).toBeGreaterThan(60);
    expect(shareOf(diet, 'BR:silagem_milho_hibridos')).toBeCloseTo(15, 6);
    // Crude protein of a Nellore finishing diet: 10–14 % of DM.
    expect(diet.crudeProtein?.percentOfDm).toBeGreaterThan(10);
    expect(diet.crudeProtein?.percentOfDm).toBeLessThan(14);
    expectSoundDiet(diet);
  });

  it('whole-shelled corn with the feedlot núcleo (the protein-mineral pellet) and soybean meal, no roughage', () => {
    const diet = formulate(
      [
        { sourceId: 'COCHO:milho_grao_inteiro', price: 1.0 },
        { sourceId: 'COCHO:nucleo_confinamento', price: 3.5 },
        SOYBEAN_MEAL,
      ],
      FEEDLOT_BULL,
      0,
    );
    expect(diet.status).toBe('otima');
    // Whole corn makes up most of the diet, as in the 85:15 corn:pellet diets of Brazilian feedlots.
    expect(shareOf(diet, 'COCHO:milho_grao_inteiro')).toBeGreaterThan(80);
    expect(shareOf(diet, 'COCHO:nucleo_confinamento')).toBeGreaterThan(0);
    expect(diet.crudeProtein?.percentOfDm).toBeGreaterThan(10);
    expect(diet.crudeProtein?.percentOfDm).toBeLessThan(14);
    expectSoundDiet(diet);
  });

  it('85:15 with sorghum silage and Brazilian by-products (whole cottonseed, citrus pulp, soybean hulls)', () => {
    const diet = formulate(
      [
        { sourceId: 'BR:silagem_sorgo_forrageiro', price: 0.25 },
        { sourceId: 'NASEM2021:44', price: 1.1 },
        { sourceId: 'BR:caroco_algodao', price: 1.6 },
        { sourceId: 'BR:polpa_citrica_peletizada', price: 1.0 },
        { sourceId: 'BR:casca_soja', price: 0.9 },
        { sourceId: 'NASEM2021:61', price: 1.4 },
        UREA,
        FEEDLOT_MINERAL_MIX,
        LIMESTONE,
      ],
      FEEDLOT_BULL,
      15,
    );
    expect(diet.status).toBe('otima');
    expect(diet.roughagePercent).toBeCloseTo(15, 6);
    // Whole cottonseed within its usual 15 % of DM (fat): the EE maximum keeps it there.
    expect(shareOf(diet, 'BR:caroco_algodao')).toBeLessThanOrEqual(15 + 1e-6);
    expectSoundDiet(diet);
  });
});

describe('pasture cases with catalogue feeds alone (formulated for grazing)', () => {
  it('rainy-season pasture with mineral salt: the Coastcross pasture, as no rainy-season Marandu row was found', () => {
    const diet = formulate(
      [{ sourceId: 'BR:coastcross_pasto_adubado', price: 0.05 }, GRAZING_MINERAL_MIX],
      { ...GRAZING_BULL, ganho_medio_diario: 0.5 },
      null,
    );
    expect(diet.status).not.toBe('inviavel');
    expect(shareOf(diet, 'BR:coastcross_pasto_adubado')).toBeGreaterThan(95);
    // The mineral mix at its label's intake (60 to 110 g/head/day).
    const mineral = diet.feeds.find((feed) => feed.id === GRAZING_MINERAL_MIX.sourceId);
    expect(mineral?.asFedKg).toBeGreaterThan(0.05);
    expect(mineral?.asFedKg).toBeLessThanOrEqual(0.11 + 1e-6);
    // Known shortfall: the fertilised pasture's potassium (2.27 % of DM, measured) reaches the K maximum before
    // the intake minimum; nothing else is missed.
    expect(diet.violations.map((miss) => `${miss.key} ${miss.bound}`)).toEqual(
      diet.status === 'otima' ? [] : ['CMS min'],
    );
    expectSoundDiet(diet);
  });

  it('dry-season deferred Marandu with the proteinado and mineral salt', () => {
    const diet = formulate(
      [
        { sourceId: 'BR:marandu_seca_diferido', price: 0.05 },
        { sourceId: 'COCHO:proteinado_seca', price: 2.5 },
        GRAZING_MINERAL_MIX,
      ],
      { ...GRAZING_BULL, ganho_medio_diario: 0.2 },
      null,
    );
    expect(diet.status).not.toBe('inviavel');
    expect(shareOf(diet, 'BR:marandu_seca_diferido')).toBeGreaterThan(90);
    // The proteinado eaten at its label's 200 to 300 g/head/day (as fed, within 50 g).
    const supplement = diet.feeds.find((feed) => feed.id === 'COCHO:proteinado_seca');
    expect(supplement?.asFedKg).toBeGreaterThan(0.15);
    expect(supplement?.asFedKg).toBeLessThan(0.35);
    // The pasture's 7 % CP is raised by the proteinado.
    expect(diet.crudeProtein?.percentOfDm).toBeGreaterThan(7);
    // Known shortfall: at most the energy (TDN 53.5 %) and protein minima of the gain; no mineral is missed. The
    // conflict is the protein minimum, the proteinado's 5 % cap and the K maximum, reached through the pasture's
    // estimated K (2.27 %, the fertilised Coastcross pasture's: no dry-season K was found), which caps intake.
    for (const miss of diet.violations) expect(['NDT min', 'PB min']).toContain(`${miss.key} ${miss.bound}`);
    expectSoundDiet(diet);
  });

  it('has no sugarcane row yet: the sugarcane + urea case cannot be formulated from the catalogue', () => {
    // Only a TDN was found for sugarcane with urea (docs/decisions/brazilian-feed-library.md, known gaps); the
    // row stays out of the default list rather than carrying invented values. When a cited sugarcane row is
    // listed, this test fails: replace it with the formulated case.
    const sugarcane = rows.filter(
      (row) => /cana-de-açúcar|cana picada/i.test(row.namePt) && !/bagaço/i.test(row.namePt),
    );
    expect(sugarcane.map((row) => row.sourceId)).toEqual([]);
  });
});
