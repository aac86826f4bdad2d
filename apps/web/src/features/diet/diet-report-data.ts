/** The report data (apps/web/src/export) of the wizard's current diet. */
import { calculateMixture, DEFAULT_CURRENCY, priceRangesOf } from '@cocho/engine';
import type { FormulationResult, Language, RequirementEntry } from '@cocho/engine';
import { buildDietReportData, buildMixReportData } from '../../export/report-data';
import type { NamedFeed } from '../../diet-view/diet-view';
import type { DietReportData, MixReportData } from '../../export/report-data';
import { financeReportOf, financeValuesOf } from '../finance/finance-form';
import type { FinanceReportOutcome } from '../finance/finance-form';
import { toFormulationInput, toFormulationRequirements } from './diet-state';
import type { DietInputs } from './diet-state';

export type DietReportContext = {
  readonly language: Language;
  readonly generatedAt: Date;
  readonly dietName: string | null;
  readonly authorName: string | null;
  /** Mixer (wagon) capacity, kg as fed per batch: the reports then carry the batch sheet. */
  readonly mixerCapacityKg?: number | null;
};

/** The selected feeds as the result screen and the reports name and price them (edited compositions applied). */
export function toNamedFeeds(inputs: DietInputs, requirements: readonly RequirementEntry[]): NamedFeed[] {
  const normalized = toFormulationInput(inputs, requirements).feeds;
  return inputs.feeds.map((selected, index) => ({
    id: selected.feed.id,
    name: selected.feed.name,
    name_en: selected.feed.name_en,
    name_es: selected.feed.name_es,
    volumoso: selected.feed.volumoso,
    custo: normalized[index]?.costPerKg ?? null,
    nutrientes: normalized[index]?.nutrients ?? selected.feed.nutrientes,
  }));
}

/**
 * The mix report (premium) of the formulated diet: the diet as one mix (its as-fed amounts per head),
 * scaled to the animal's ration to produce, with the batch sheet when a mixer capacity is given. Null
 * without a result or when no feed is in the diet.
 */
export function toDietMixReportData(
  inputs: DietInputs,
  requirements: readonly RequirementEntry[],
  result: FormulationResult | null,
  context: DietReportContext,
): MixReportData | null {
  if (result === null) return null;
  const normalized = toFormulationInput(inputs, requirements).feeds;
  const inDiet = normalized.flatMap((feed, index) => {
    const asFedKg = result.feeds[index]?.asFedKg ?? 0;
    return asFedKg > 0 ? [{ feed, asFedKg }] : [];
  });
  if (inDiet.length === 0) return null;
  const mixture = calculateMixture({
    alimentos: inDiet.map(({ feed, asFedKg }) => ({
      id: feed.id,
      nutrientes: feed.nutrients,
      quantidade: asFedKg,
      custo: feed.costPerKg ?? null,
    })),
    base: 'MN',
    total_racao_a_produzir: inputs.animal.total_racao_a_produzir,
    capacidade_misturador: context.mixerCapacityKg ?? null,
  });
  if (!mixture.ok) return null;
  return buildMixReportData({
    language: context.language,
    generatedAt: context.generatedAt,
    feeds: toNamedFeeds(inputs, requirements),
    mixture: mixture.value,
    mixName: context.dietName,
    authorName: context.authorName,
    currency: inputs.moeda ?? DEFAULT_CURRENCY,
  });
}

/**
 * The financial report of the diet on screen, computed once per change by the wizard and given both to
 * the report on screen and to the exports: the animal's financial fields, the extras and a cow's weights
 * kept with the diet, the result's cost and intake. Null without a result.
 */
export function toDietFinance(
  inputs: DietInputs,
  result: FormulationResult | null,
): FinanceReportOutcome | null {
  if (result === null) return null;
  return financeReportOf(
    inputs.animal,
    { CUSTO: result.costPerDay, CMS: result.dryMatterIntakeKg },
    financeValuesOf(inputs.animal, inputs.financeiro),
  );
}

/** The reports' context of a diet: its financial report (toDietFinance) besides the common context. */
export type DietReportDataContext = DietReportContext & {
  readonly finance: FinanceReportOutcome | null;
};

/** Null without a result (the export says "no data to export"). */
export function toDietReportData(
  inputs: DietInputs,
  requirements: readonly RequirementEntry[],
  result: FormulationResult | null,
  context: DietReportDataContext,
): DietReportData | null {
  if (result === null) return null;
  const finance = context.finance?.result;
  return buildDietReportData({
    language: context.language,
    generatedAt: context.generatedAt,
    animal: inputs.animal,
    feeds: toNamedFeeds(inputs, requirements),
    requirements: toFormulationRequirements(requirements),
    result,
    dietName: context.dietName,
    authorName: context.authorName,
    finance: finance?.ok ? finance.value : null,
    mixerCapacityKg: context.mixerCapacityKg ?? null,
    // The price ranges the formulation's own LP gave: the PDF prints them.
    priceRanging: priceRangesOf(result, toFormulationInput(inputs, requirements).feeds),
    currency: inputs.moeda ?? DEFAULT_CURRENCY,
  });
}
