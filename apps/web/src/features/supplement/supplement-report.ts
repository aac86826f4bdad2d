/**
 * The supplement screen's result as a hand-over report: its figures (protein, TDN, cost;
 * for the least-cost modes the intake, costs per head and per arroba, salt and urea, and on pasture the
 * predicted gains), its formula per feed and its composition, in the report's language.
 */
import { NUTRIENT_KEYS } from '@cocho/engine';
import type {
  Currency,
  Language,
  LeastCostSupplementResult,
  NutrientKey,
  SupplementForGainResult,
  SupplementResult,
} from '@cocho/engine';
import { num } from '../../export/handover-report';
import type { HandoverReport, HandoverSection } from '../../export/handover-report';
import { createReportFormat, nutrientName, nutrientUnit } from '../../export/report-text';
import type { Translate } from '../../export/report-text';

/** The composition lines the screen shows. */
const MAIN_NUTRIENTS: readonly NutrientKey[] = ['MS', 'PB', 'NDT', 'EM', 'FDN', 'EE', 'CNF', 'MM', 'Ca', 'P'];

export type SupplementReportInput = {
  readonly language: Language;
  readonly generatedAt: Date;
  readonly timeZone?: string;
  readonly name: string;
  readonly result: SupplementResult | LeastCostSupplementResult | SupplementForGainResult;
  readonly nameOf: (feedId: string) => string;
  readonly authorName: string | null;
  /** The currency of the screen's money (the account's); absent: the language's sign. */
  readonly currency?: Currency;
};

const isLeastCost = (
  result: SupplementReportInput['result'],
): result is LeastCostSupplementResult | SupplementForGainResult => 'costPerHeadPerDay' in result;

export function buildSupplementReport(input: SupplementReportInput, t: Translate): HandoverReport {
  const { result } = input;
  const format = createReportFormat(input.language, input.timeZone, input.currency);
  const s = (key: string, options?: Record<string, unknown>) => t(`supplement:${key}`, options);
  const kgPerDay = s('unit.kgPerDay');
  const figures: [string, string][] = [
    [s('summary.protein'), format.number(result.composition.PB ?? null, 2)],
    [s('summary.tdn'), format.number(result.tdnPercent, 2)],
    [s('summary.dryMatter'), format.number(result.composition.MS ?? null, 2)],
    [s('summary.costPerKgAsFed'), format.money(result.costPerKgAsFed, 2)],
  ];
  if (isLeastCost(result)) {
    if ('predictedGainKg' in result)
      figures.push(
        [s('leastCost.predictedGain'), `${format.number(result.predictedGainKg, 2)} ${kgPerDay}`],
        [s('leastCost.gainAlone'), `${format.number(result.gainWithoutSupplementKg, 2)} ${kgPerDay}`],
        [
          s('leastCost.intakeBw'),
          `${format.number(result.intakePercentOfBw, 3)} ${s('leastCost.percentBw')}`,
        ],
        [s('leastCost.forage'), `${format.number(result.forageDmKg, 2)} ${s('leastCost.kgDmPerDay')}`],
      );
    figures.push(
      [s('leastCost.intake'), `${format.number(result.intakeKgAsFed, 3)} ${kgPerDay}`],
      [s('leastCost.costPerHead'), format.money(result.costPerHeadPerDay)],
      [s('leastCost.costPerArroba'), format.money(result.costPerArroba)],
      [s('leastCost.salt'), `${format.number(result.saltPercent, 1)} ${s('unit.percentAsFed')}`],
      [
        s('leastCost.urea'),
        s('leastCost.ureaValue', {
          grams: format.number(result.ureaGramsPerDay, 0),
          max: format.number(result.ureaMaxGramsPerDay, 0),
        }),
      ],
    );
  }
  const quantities = result.feeds.map((feed) =>
    'kgAsFedPerDay' in feed ? feed.kgAsFedPerDay : feed.quantityKgAsFed,
  );
  const hasQuantities = quantities.some((quantity) => quantity !== null);
  const formula: HandoverSection = {
    title: s('formula'),
    table: {
      header: [
        s('column.feed'),
        s('column.dmShare'),
        s('column.asFedShare'),
        ...(hasQuantities ? [s('column.kgPerDay')] : []),
      ],
      rows: result.feeds.map((feed, index) => [
        input.nameOf(feed.id),
        num(feed.dryMatterPercent, 2),
        num(feed.asFedPercent, 2),
        ...(hasQuantities ? [num(quantities[index], 3)] : []),
      ]),
    },
  };
  const nutrients = NUTRIENT_KEYS.filter(
    (key) => MAIN_NUTRIENTS.includes(key) && result.composition[key] !== undefined,
  );
  const unpriced = 'unpricedFeedIds' in result ? result.unpricedFeedIds : [];
  return {
    kind: 'supplement',
    language: input.language,
    generatedAt: input.generatedAt,
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
    title: t('handover.title.supplement'),
    subject: input.name.trim() || null,
    details: input.authorName ? [t('author', { name: input.authorName })] : [],
    sections: [
      { title: t('section.totals'), facts: figures },
      formula,
      {
        title: s('composition'),
        table: {
          header: [t('column.nutrient'), t('column.unit'), t('column.value')],
          rows: nutrients.map((key) => [
            nutrientName(key, t),
            nutrientUnit(key, t),
            num(result.composition[key], 2),
          ]),
        },
        notes: [
          ...(unpriced.length > 0
            ? [
                s('costMissing', {
                  count: unpriced.length,
                  feeds: unpriced.map((id) => input.nameOf(id)).join(', '),
                }),
              ]
            : []),
          ...(isLeastCost(result) ? [] : [s('objectiveNote')]),
        ],
      },
    ],
  };
}
