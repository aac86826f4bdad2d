/** The report data (apps/web/src/export) of the wizard's current diet. */
import { calculateFinancialReport } from '@cocho/engine';
import type { FormulationResult, Language, RequirementEntry } from '@cocho/engine';
import { buildDietReportData } from '../../export/report-data';
import type { DietReportData } from '../../export/report-data';
import { toFormulationInput, toFormulationRequirements } from './diet-state';
import type { DietInputs } from './diet-state';

export type DietReportContext = {
  readonly language: Language;
  readonly generatedAt: Date;
  readonly dietName: string | null;
  readonly authorName: string | null;
};

/** Null without a result (the export says "no data to export"). */
export function toDietReportData(
  inputs: DietInputs,
  requirements: readonly RequirementEntry[],
  result: FormulationResult | null,
  context: DietReportContext,
): DietReportData | null {
  if (result === null) return null;
  const normalized = toFormulationInput(inputs, requirements).feeds;
  const finance = calculateFinancialReport({
    animal: inputs.animal,
    dieta: { CUSTO: result.costPerDay, CMS: result.dryMatterIntakeKg },
  });
  return buildDietReportData({
    language: context.language,
    generatedAt: context.generatedAt,
    animal: inputs.animal,
    feeds: inputs.feeds.map((selected, index) => ({
      id: selected.feed.id,
      name: selected.feed.name,
      name_en: selected.feed.name_en,
      name_es: selected.feed.name_es,
      volumoso: selected.feed.volumoso,
      custo: normalized[index]?.custo ?? null,
      nutrientes: normalized[index]?.nutrientes ?? selected.feed.nutrientes,
    })),
    requirements: toFormulationRequirements(requirements),
    result,
    dietName: context.dietName,
    authorName: context.authorName,
    finance: finance.ok ? finance.value : null,
  });
}
