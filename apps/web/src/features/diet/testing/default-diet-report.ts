/**
 * A farm-sized diet for the layout tests: the default animal's four-feed diet (features/diet testing
 * fixture, formulated as the wizard does) with long feed names in three languages, a lot of 120 head,
 * 4 500 kg of ration and a 1 200 kg mixer (three full batches and one of 900 kg). Its full report runs to
 * several pages and its field and mix reports fill the first page, which is what the page-break tests need.
 */
import { DEFAULT_ANIMAL, calculateRequirements } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { toDietFinance, toDietMixReportData, toDietReportData } from '../diet-report-data';
import { INITIAL_INPUTS, selectFeed, toFormulationInput } from '../diet-state';
import type { DietInputs } from '../diet-state';
import { runFormulation } from '../../../engine-worker/run-formulation';
import { DEFAULT_DIET_FEEDS } from './default-diet-feeds';
import type { DietReportData, MixReportData } from '../../../export/report-data';
import { FIXTURE_DATE, FIXTURE_TIME_ZONE } from '../../../export/testing/diet-fixture';

const NAMES: Readonly<Record<string, readonly [string, string, string]>> = {
  silage: ['Silagem de milho planta inteira', 'Whole-plant corn silage', 'Ensilaje de maíz planta entera'],
  corn: ['Milho grão moído fino', 'Finely ground corn grain', 'Maíz grano molido fino'],
  soybean: ['Farelo de soja 46%', 'Soybean meal 46%', 'Harina de soja 46%'],
  mineral: [
    'Núcleo mineral para bovinos de corte em confinamento',
    'Mineral premix for feedlot beef cattle',
    'Núcleo mineral para bovinos de carne en engorde',
  ],
};

export const DEFAULT_DIET_MIXER_KG = 1200;

const requirements = calculateRequirements(DEFAULT_ANIMAL);
if (!requirements.ok) throw new Error('the default animal must be valid');
const entries = requirements.value.requirements;

const inputs: DietInputs = {
  ...INITIAL_INPUTS,
  animal: { ...INITIAL_INPUTS.animal, numero_animais: 120, total_racao_a_produzir: 4500 },
  feeds: DEFAULT_DIET_FEEDS.map((feed) => {
    const [name, nameEn, nameEs] = NAMES[feed.id] ?? [feed.name, null, null];
    return selectFeed({ ...feed, name, name_en: nameEn, name_es: nameEs }, 'pt');
  }),
};

const outcome = await runFormulation(toFormulationInput(inputs, entries));
if (!outcome.ok) throw new Error(`default diet does not formulate: ${JSON.stringify(outcome.errors)}`);
const result = outcome.value;

const contextIn = (language: Language) =>
  ({
    language,
    generatedAt: FIXTURE_DATE,
    dietName: 'Terminação lote 3',
    authorName: 'Ana Souza',
    mixerCapacityKg: DEFAULT_DIET_MIXER_KG,
    finance: toDietFinance(inputs, result),
  }) as const;

/** The default diet's report data (with the financial report and the batch sheet). */
export function buildDefaultDietReport(language: Language): DietReportData {
  const data = toDietReportData(inputs, entries, result, contextIn(language));
  if (data === null) throw new Error('the default diet has report data');
  return { ...data, timeZone: FIXTURE_TIME_ZONE, clientName: 'Fazenda Boa Vista' };
}

/** The default diet as a mix (the diet screen's mix report). */
export function buildDefaultDietMixReport(language: Language): MixReportData {
  const data = toDietMixReportData(inputs, entries, result, contextIn(language));
  if (data === null) throw new Error('the default diet has a mix');
  return { ...data, timeZone: FIXTURE_TIME_ZONE };
}
