import Box from '@mui/material/Box';
import { Text } from '../../ui/kit-text/Text';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cocho/engine';
import type { TDietRecord } from '@cocho/contracts';
import { feedNamesIn } from '../../diet-view/diet-view';
import { HandoverExportButtons } from '../../export/HandoverExportButtons';
import { cellText } from '../../export/handover-report';
import type { HandoverReport, HandoverSection } from '../../export/handover-report';
import type { HandoverFormat } from '../../export/create-report-file';
import { createReportFormat } from '../../export/report-text';
import type { ReportFormat, Translate } from '../../export/report-text';
import { buildSupplementReport } from './supplement-report';
import { readSupplementResult } from './supplement-record';
import { FactList } from '../../ui/FactList';
import { TextTable } from '../../ui/data-table/TextTable';

/** A saved supplement record (mode S) as its hand-over report; null when it holds no readable result. */
export function savedSupplementReport(
  dieta: TDietRecord,
  language: Language,
  t: Translate,
  authorName: string | null = null,
): HandoverReport | null {
  const result = readSupplementResult(dieta.resultado_simplex);
  if (!result) return null;
  const names = feedNamesIn(dieta.alimentos_selecionados, language);
  return buildSupplementReport(
    {
      language,
      generatedAt: new Date(),
      name: dieta.nome,
      result,
      nameOf: (id) => names[id] ?? id,
      authorName,
      ...(dieta.moeda === undefined ? {} : { currency: dieta.moeda }),
    },
    t,
  );
}

/**
 * A saved supplement (mode S, docs/decisions/saved-supplements-comparisons.md) read-only: the figures,
 * formula and composition its hand-over report has, and that report as PDF (and Excel where asked). Used by
 * the public link page and by the supplement screen opening a saved or shared supplement.
 */
export function SavedSupplementView({
  dieta,
  language,
  formats = ['pdf', 'xlsx'],
}: {
  readonly dieta: TDietRecord;
  readonly language: Language;
  readonly formats?: readonly HandoverFormat[];
}) {
  const { t } = useTranslation(['export', 'supplement']);
  const report = savedSupplementReport(dieta, language, t as Translate);
  if (!report) return null;
  const format = createReportFormat(language, undefined, dieta.moeda);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="saved-supplement">
      <HandoverExportButtons
        testIdPrefix="export-saved-supplement"
        formats={formats}
        getReport={() => report}
      />
      {report.sections.map((section) => (
        <HandoverSectionView key={section.title} section={section} format={format} />
      ))}
    </Box>
  );
}

/**
 * A hand-over report's section on screen: its title (unless `hidesTitle`: the table is still named by it),
 * facts, table and notes, numbers written as in the PDF.
 */
export function HandoverSectionView({
  section,
  format,
  hidesTitle = false,
  testId,
  rowTestId,
}: {
  readonly section: HandoverSection;
  readonly format: ReportFormat;
  readonly hidesTitle?: boolean;
  readonly testId?: string;
  readonly rowTestId?: string;
}) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid={testId}>
      {!hidesTitle && <Text kind="title">{section.title}</Text>}
      {section.facts && <FactList facts={section.facts} />}
      {section.table && (
        <TextTable
          header={section.table.header}
          rows={section.table.rows.map((row) => row.map((cell) => cellText(cell, format)))}
          ariaLabel={section.title}
          rowTestId={rowTestId}
        />
      )}
      {section.notes?.map((note) => (
        <Text kind="note" key={note}>
          {note}
        </Text>
      ))}
    </Box>
  );
}
