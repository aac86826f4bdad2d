/**
 * The record of a public link as a hand-over PDF: what the page shows the client (status
 * with every miss and warning, cost and intake, the animal, the requirements against what the diet
 * supplies, the feeds with their amounts), built only from the public answer: the record there carries no
 * notes, owner or client, and nothing else is read.
 */
import { fromWireBoundSide } from '@cocho/contracts';
import type { TDietMode, TDietRecord, TPublicDietView } from '@cocho/contracts';
import type { Animal, FormulationWarning, Language } from '@cocho/engine';
import { feedNamesIn } from '../../diet-view/diet-view';
import { describeAnimal } from '../../export/describe-animal';
import { describeMiss } from '../../export/describe-miss';
import { money, num } from '../../export/handover-report';
import type { HandoverReport, HandoverSection, HandoverTable } from '../../export/handover-report';
import {
  createReportFormat,
  describeWarning,
  requirementDecimals,
  requirementName,
  requirementUnit,
} from '../../export/report-text';
import type { ReportFormat, Translate } from '../../export/report-text';

export type PublicReportInput = {
  readonly language: Language;
  readonly generatedAt: Date;
  readonly timeZone?: string;
  readonly modo: TDietMode;
  readonly dieta: TDietRecord;
  readonly publico: TPublicDietView | null;
};

/**
 * A shared mix (mode M, docs/decisions/saved-mixes.md) as its form: each feed with its amount as typed
 * (kg or % of the mix, as fed or dry matter) and its price, then the ration to produce and the mixer. Read
 * from the record's `mistura` only (no animal: a mix has none). Null for other kinds.
 */
export function describePublicMix(
  dieta: TDietRecord,
  language: Language,
  t: Translate,
): { readonly facts: readonly (readonly [string, string])[]; readonly table: HandoverTable } | null {
  const mix = dieta.mistura ?? null;
  if (mix === null) return null;
  const format = createReportFormat(language, undefined, dieta.moeda ?? undefined);
  const s = (key: string, options?: Record<string, unknown>) => t(`sharing:${key}`, options);
  const feedNames = feedNamesIn(dieta.alimentos_selecionados, language);
  const basis = s(`public.mixBasis.${mix.base}`);
  const isKg = mix.modo_quantidade === 'kg';
  const facts: [string, string][] = [[s('public.mixBasisLabel'), basis]];
  if (mix.total_racao_a_produzir !== null)
    facts.push([s('public.mixTotal'), format.mass(mix.total_racao_a_produzir, 0)]);
  if (mix.capacidade_misturador !== null)
    facts.push([s('public.mixMixer'), format.mass(mix.capacidade_misturador, 0)]);
  return {
    facts,
    table: {
      header: [
        s('public.feed'),
        isKg ? s('public.mixAmountKg', { basis }) : s('public.mixAmountPercent', { basis }),
        s('public.mixPrice'),
      ],
      rows: dieta.alimentos_selecionados.map((feed) => [
        feedNames[feed.id] ?? feed.name,
        num(mix.quantidades[feed.id], 2),
        money(mix.precos[feed.id]),
      ]),
    },
  };
}

/**
 * The misses and warnings of the client's view, worded as on the screen. The server passes the engine's
 * warnings as they are (code and parameters); a code this version does not know yet is left out rather
 * than shown as a code.
 */
export function describePublicProblems(
  view: TPublicDietView,
  wording: { readonly language: Language; readonly feedNames: Readonly<Record<string, string>> },
  t: Translate,
  format: ReportFormat,
): { readonly misses: string[]; readonly warnings: string[] } {
  const misses = view.faltas.map((miss) =>
    describeMiss(
      {
        key: miss.exigencia,
        bound: fromWireBoundSide(miss.limite),
        required: miss.exigido,
        supplied: miss.fornecido,
      },
      wording,
      t,
      format,
    ),
  );
  const warnings = view.avisos.flatMap((warning) => {
    const text = describeWarning(warning as FormulationWarning, wording, t, format) as string | undefined;
    return text ? [text] : [];
  });
  return { misses, warnings };
}

export function buildPublicRecordReport(input: PublicReportInput, t: Translate): HandoverReport {
  const { language, dieta, publico } = input;
  const format = createReportFormat(language, input.timeZone, dieta.moeda ?? undefined);
  const s = (key: string, options?: Record<string, unknown>) => t(`sharing:${key}`, options);
  const feedNames = feedNamesIn(dieta.alimentos_selecionados, language);
  const wording = { language, feedNames };
  const sections: HandoverSection[] = [];
  const mix = input.modo === 'M' ? describePublicMix(dieta, language, t) : null;
  if (mix) sections.push({ title: s('public.mixture'), facts: mix.facts, table: mix.table });
  if (publico && input.modo !== 'M') {
    const { misses, warnings } = describePublicProblems(publico, wording, t, format);
    const summary: [string, string][] = [];
    if (publico.custo !== null) summary.push([t('total.costPerDay'), format.money(publico.custo)]);
    if (publico.consumo_ms !== null)
      summary.push([t('total.dryMatterIntake'), format.mass(publico.consumo_ms, 2)]);
    if (publico.consumo_mn !== null)
      summary.push([t('total.asFedIntake'), format.mass(publico.consumo_mn, 2)]);
    sections.push({
      title: t('section.totals'),
      facts: summary,
      notes: publico.situacao ? [s(`public.status.${publico.situacao}`)] : [],
    });
    if (misses.length > 0) sections.push({ title: t('section.misses'), notes: misses });
    if (warnings.length > 0) sections.push({ title: t('section.warnings'), notes: warnings });
    sections.push({
      title: t('section.animal'),
      facts: describeAnimal(publico.animal as Animal, t, format),
    });
    if (publico.exigencias.length > 0)
      sections.push({
        title: t('section.nutrients'),
        table: {
          header: [
            t('column.requirement'),
            t('column.unit'),
            t('column.minimum'),
            t('column.maximum'),
            t('column.supplied'),
          ],
          rows: publico.exigencias.map((entry) => {
            const decimals = requirementDecimals(entry.exigencia);
            return [
              requirementName(entry.exigencia, language),
              requirementUnit(entry.exigencia, language),
              num(entry.minimo, decimals),
              num(entry.maximo, decimals),
              num(entry.fornecido, decimals),
            ];
          }),
        },
      });
  }
  if (input.modo !== 'M')
    sections.push({
      title: t('section.diet'),
      table: {
        header: [s('public.feed'), s('public.asFed'), s('public.dryMatter'), s('public.shareOfDryMatter')],
        rows: dieta.alimentos_selecionados.map((feed) => {
          const row = dieta.resultado?.find((result) => result.id === feed.id);
          return [feedNames[feed.id] ?? feed.name, num(row?.MN, 3), num(row?.MS, 3), num(row?.MSprop, 2)];
        }),
      },
    });
  return {
    kind: 'sharedDiet',
    language,
    generatedAt: input.generatedAt,
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
    ...(dieta.moeda ? { currency: dieta.moeda } : {}),
    title: s(
      input.modo === 'PD' ? 'public.prediction' : input.modo === 'M' ? 'public.mixture' : 'public.diet',
    ),
    subject: dieta.nome,
    details: [],
    sections,
  };
}
