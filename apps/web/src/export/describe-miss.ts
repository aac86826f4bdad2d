/**
 * One missed requirement in words, for the result screen and the reports alike: the amounts (supplied
 * against the bound, in the requirement's unit and the language's number format) and the engine's advice
 * (`RequirementMiss.advice`): the user's feeds richest in the nutrient, those already at their maximum, the
 * class of feed to add, or the feeds that bring most of an excess. Messages live in the diet namespace.
 */
import { requirementCodeText } from '@cocho/contracts';
import type { Language, RequirementMiss } from '@cocho/engine';
import { requirementDecimals, requirementName, requirementUnit } from './report-text';
import type { ReportFormat, Translate } from './report-text';

export type MissNames = {
  readonly language: Language;
  /** Names of the diet's feeds by id, in the language. */
  readonly feedNames: Readonly<Record<string, string>>;
};

/** The miss's amount sentence followed by its advice, one paragraph. */
export function describeMiss(
  miss: RequirementMiss,
  data: MissNames,
  t: Translate,
  format: ReportFormat,
): string {
  const decimals = requirementDecimals(miss.key);
  const unit = requirementUnit(miss.key, data.language);
  const sentences = [
    t(`diet:miss.amount.${miss.bound}`, {
      name: requirementName(miss.key, data.language),
      supplied: format.number(miss.supplied, decimals),
      required: format.number(miss.required, decimals),
      unit,
    }),
    ...describeAdvice(miss, data, t),
  ];
  return sentences.join(' ');
}

/** The advice sentences of a miss (none when the engine gave no advice). */
export function describeAdvice(miss: RequirementMiss, data: MissNames, t: Translate): string[] {
  const advice = miss.advice;
  if (advice === undefined) return [];
  const code = requirementCodeText(miss.key, data.language);
  const step = t('diet:steps.restrictions');
  const list = (ids: readonly string[]) =>
    new Intl.ListFormat(data.language, { type: 'conjunction' }).format(
      ids.map((id) => data.feedNames[id] ?? id),
    );
  const count = (ids: readonly string[]) => (ids.length === 1 ? 'One' : 'Many');
  if (miss.key === 'CMS') return miss.bound === 'max' ? [t('diet:miss.intakeAbove')] : [];
  if (miss.bound === 'max')
    return advice.feedIds.length === 0
      ? []
      : [t(`diet:miss.mainSources${count(advice.feedIds)}`, { names: list(advice.feedIds), step })];
  const out: string[] = [];
  if (advice.feedIds.length === 0) out.push(t('diet:miss.noneRich', { code }));
  else out.push(t(`diet:miss.richest${count(advice.feedIds)}`, { code, names: list(advice.feedIds) }));
  if (advice.cappedFeedIds.length > 0)
    out.push(
      t(`diet:miss.capped${count(advice.cappedFeedIds)}`, { names: list(advice.cappedFeedIds), step }),
    );
  if (advice.addFeedClass !== null) out.push(t(`diet:miss.add.${advice.addFeedClass}`, { code }));
  return out;
}
