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
import { num } from '../../export/handover-report';
import type { HandoverReport, HandoverSection } from '../../export/handover-report';
import {
  createReportFormat,
  describeWarning,
  requirementDecimals,
  requirementName,
  requirementUnit,
} from '../../export/report-text';
import type { Translate } from '../../export/report-text';

export type PublicReportInput = {
  readonly language: Language;
  readonly generatedAt: Date;
  readonly timeZone?: string;
  readonly modo: TDietMode;
  readonly dieta: TDietRecord;
  readonly publico: TPublicDietView | null;
};

export function buildPublicRecordReport(input: PublicReportInput, t: Translate): HandoverReport {
  const { language, dieta, publico } = input;
  const format = createReportFormat(language, input.timeZone, dieta.moeda ?? undefined);
  const s = (key: string, options?: Record<string, unknown>) => t(`sharing:${key}`, options);
  const feedNames = feedNamesIn(dieta.alimentos_selecionados, language);
  const wording = { language, feedNames };
  const sections: HandoverSection[] = [];
  if (publico) {
    const misses = publico.faltas.map((miss) =>
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
    const warnings = publico.avisos.flatMap((warning) => {
      const text = describeWarning(warning as FormulationWarning, wording, t, format) as string | undefined;
      return text ? [text] : [];
    });
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
    title: s(input.modo === 'PD' ? 'public.prediction' : 'public.diet'),
    subject: dieta.nome,
    details: [],
    sections,
  };
}
