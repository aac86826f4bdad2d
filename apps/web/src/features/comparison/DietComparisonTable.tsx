import Box from '@mui/material/Box';
import { Text } from '../../ui/kit-text/Text';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@cocho/engine';
import { useCurrency } from '../../format/currency-context';
import { formatMoney, formatNumber, formatPercent } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { compareDiets, comparisonLabels, currenciesDiffer, firstFeedRow } from './compare-diets';
import type { ComparedDiet, ComparisonRow } from './compare-diets';
import { HandoverExportButtons } from '../../export/HandoverExportButtons';
import type { Translate } from '../../export/report-text';
import { useOptionalSession } from '../../session/SessionProvider';
import { buildComparisonReport } from './comparison-report';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';

type TableRow = ComparisonRow | { readonly id: string; readonly section: string };

/** Two or more diets side by side (docs/product/shell.md#screens "diet comparison"). */
export function DietComparisonTable({ diets }: { readonly diets: readonly ComparedDiet[] }) {
  const { t } = useTranslation('comparison');
  const { t: tExport } = useTranslation('export');
  const session = useOptionalSession();
  const language = useLanguage();
  const screenCurrency = useCurrency();
  const rows = compareDiets(diets);
  const feedStart = firstFeedRow(rows);
  const nutrientStart = rows.findIndex((row) => row.requirement !== null);

  const labels = comparisonLabels(language, t);
  const valueOf = (row: ComparisonRow, value: number | null, currency: Currency | null) => {
    if (value === null) return '–';
    switch (row.kind) {
      case 'money':
        return formatMoney(value, language, row.id === 'cost' ? 2 : 3, currency);
      case 'percent':
        return formatPercent(value, language, 1);
      case 'ratio':
        return formatNumber(value, language, 3);
      case 'kg':
        return `${formatNumber(value, language, 2)} ${t('unit.kg')}`;
      case 'nutrient':
        return formatNumber(value, language, 2);
    }
  };
  // The table's rows with a title row before each section.
  const tableRows: TableRow[] = rows.flatMap((row, index) => [
    ...(index === 0 ? [{ id: 'section-summary', section: t('section.summary') }] : []),
    ...(index === nutrientStart ? [{ id: 'section-nutrients', section: t('section.nutrients') }] : []),
    ...(index === feedStart ? [{ id: 'section-feeds', section: t('section.feeds') }] : []),
    row,
  ]);
  const columns: DataColumn<TableRow>[] = [
    { id: 'label', header: '', cell: (row) => ('section' in row ? '' : labels.row(row)), rowHeader: true },
    ...diets.map((diet, column): DataColumn<TableRow> => ({
      id: diet.id,
      header: labels.diet(diet),
      align: 'right',
      cell: (row) =>
        'section' in row ? null : (
          <Box
            component="span"
            sx={row.best === column ? { fontWeight: 700, color: 'success.main' } : undefined}
          >
            {valueOf(row, row.values[column] ?? null, diet.currency ?? screenCurrency)}
          </Box>
        ),
    })),
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <HandoverExportButtons
        testIdPrefix="export-comparison"
        getReport={() =>
          buildComparisonReport(
            { language, generatedAt: new Date(), diets, authorName: session?.user?.NOME ?? null },
            tExport as Translate,
          )
        }
      />
      {currenciesDiffer(diets) && (
        <Text kind="note" data-testid="comparison-currencies-differ">
          {t('currenciesDiffer')}
        </Text>
      )}
      <DataTable
        testId="diet-comparison"
        ariaLabel={t('dietsTitle')}
        columns={columns}
        rows={tableRows}
        rowKey={(row) => row.id}
        fullRow={(row) => ('section' in row ? <strong>{row.section}</strong> : undefined)}
      />
    </Box>
  );
}
