/**
 * A real diet for the export tests, formulated by the engine: the hand-solved two-feed case of the CLI's
 * contract test (feed A: DM 50 %, CP 10 % DM, 0.10 per kg as fed; feed B: DM 90 %, CP 40 % DM, 0.90 per kg;
 * DMI exactly 10 kg and CP ≥ 1200 g → 28/3 kg DM of A, 2/3 kg DM of B, cost 38/15 per day), and an
 * impossible variant (CP ≥ 5000 g cannot be met within 10 kg DM). TDN (65, 80, 85 % DM) is supplied but not
 * required, so it shows in the diet's composition without changing the solution.
 */
import { DEFAULT_ANIMAL, loadLpSolver, normalizeFeed, formulateDiet } from '@cocho/engine';
import type { Animal, FormulationRequirements, FormulationResult, Language, RawFeed } from '@cocho/engine';
import type { NamedFeed } from '../../diet-view/diet-view';
import { buildDietReportData } from '../report-data';
import type { DietReportData } from '../report-data';

export const FIXTURE_DATE = new Date('2026-11-22T14:05:00Z');
export const FIXTURE_TIME_ZONE = 'America/Sao_Paulo';

/** The feeds as the app holds them (the wire keys a saved diet keeps), which the reports read. */
export const FIXTURE_FEEDS: readonly (NamedFeed & RawFeed)[] = [
  {
    id: 'A',
    tipo: 6,
    name: 'Silagem de milho',
    name_en: 'Corn silage',
    name_es: 'Ensilaje de maíz',
    volumoso: true,
    nutrientes: { MS: 50, PB: 10, NDT: 65 },
    custo: 0.1,
  },
  {
    id: 'B',
    tipo: 3,
    name: 'Farelo de soja',
    name_en: 'Soybean meal',
    name_es: 'Harina de soja',
    nutrientes: { MS: 90, PB: 40, NDT: 80 },
    custo: 0.9,
  },
  {
    id: 'C',
    tipo: 3,
    name: 'Milho grão',
    name_en: 'Corn grain',
    name_es: 'Maíz grano',
    nutrientes: { MS: 88, PB: 9, NDT: 85 },
    custo: 5,
  },
];

export const FIXTURE_REQUIREMENTS: FormulationRequirements = {
  CMS: { min: 10, max: 10 },
  PB: { min: 1200, max: null },
};

export const FIXTURE_ANIMAL: Animal = { ...DEFAULT_ANIMAL, numero_animais: 20, total_racao_a_produzir: 1000 };

const solver = await loadLpSolver();

export function formulateFixture(requirements: FormulationRequirements): FormulationResult {
  const outcome = formulateDiet(
    {
      feeds: FIXTURE_FEEDS.map(normalizeFeed),
      requirements,
      batchKg: 1000,
      dailyGainKg: FIXTURE_ANIMAL.ganho_medio_diario,
    },
    solver,
  );
  if (!outcome.ok) throw new Error(`fixture does not formulate: ${JSON.stringify(outcome.errors)}`);
  return outcome.value;
}

export function buildFixtureReport(
  language: Language,
  options: { readonly impossible?: boolean; readonly mixerCapacityKg?: number } = {},
): DietReportData {
  const requirements: FormulationRequirements = options.impossible
    ? { ...FIXTURE_REQUIREMENTS, PB: { min: 5000, max: null } }
    : FIXTURE_REQUIREMENTS;
  return buildDietReportData({
    language,
    generatedAt: FIXTURE_DATE,
    timeZone: FIXTURE_TIME_ZONE,
    animal: FIXTURE_ANIMAL,
    feeds: FIXTURE_FEEDS,
    requirements,
    result: formulateFixture(requirements),
    dietName: 'Terminação lote 3',
    clientName: 'Fazenda Boa Vista',
    authorName: 'Ana Souza',
    mixerCapacityKg: options.mixerCapacityKg ?? null,
  });
}
