/** The report data (apps/web/src/export) of the prediction on screen. */
import { DEFAULT_CURRENCY, pricePerKg } from '@cocho/engine';
import type { Language, Prediction } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { buildPredictionReportData } from '../../export/report-data';
import type { DietReportData } from '../../export/report-data';
import { resolveRows } from './prediction-model';
import type { PredictionInputs } from './prediction-record';

export type PredictionReportContext = {
  readonly language: Language;
  readonly generatedAt: Date;
  readonly name: string | null;
  readonly authorName: string | null;
};

/** The report of `prediction`, made from exactly `inputs`; null without a prediction ("no data"). */
export function toPredictionReport(
  inputs: PredictionInputs,
  prediction: Prediction | null,
  feedsById: ReadonlyMap<string, TFeed>,
  context: PredictionReportContext,
): DietReportData | null {
  if (prediction === null) return null;
  const resolved = resolveRows(inputs.rows, feedsById, inputs.basis, context.language);
  const feeds = resolved.flatMap((row) => {
    const feed = feedsById.get(row.feedId);
    if (!feed) return [];
    return [
      {
        id: feed.id,
        name: feed.name,
        name_en: feed.name_en,
        name_es: feed.name_es,
        volumoso: feed.volumoso,
        custo: feed.custo === null ? null : pricePerKg(feed.custo, feed.unidade),
        nutrientes: feed.nutrientes,
        asFedKg: row.asFedKg,
      },
    ];
  });
  return buildPredictionReportData({
    language: context.language,
    generatedAt: context.generatedAt,
    animal: inputs.animal,
    feeds,
    prediction,
    dietName: context.name,
    authorName: context.authorName,
    // Money in the prediction's own currency (saved without one: reais).
    currency: inputs.moeda ?? DEFAULT_CURRENCY,
  });
}
