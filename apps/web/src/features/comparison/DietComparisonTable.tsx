import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { requirementNameText, unitText } from '@cocho/contracts';
import { REQUIREMENT_UNIT_KEYS } from '@cocho/engine';
import type { Currency } from '@cocho/engine';
import { useCurrency } from '../../format/currency-context';
import { formatMoney, formatNumber, formatPercent } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { compareDiets, currenciesDiffer, firstFeedRow } from './compare-diets';
import type { ComparedDiet, ComparisonRow } from './compare-diets';
import { HandoverExportButtons } from '../../export/HandoverExportButtons';
import type { Translate } from '../../export/report-text';
import { useOptionalSession } from '../../session/SessionProvider';
import { buildComparisonReport } from './comparison-report';

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

  const labelOf = (row: ComparisonRow) => {
    if (row.labelKey) return t(row.labelKey);
    if (row.requirement) {
      const unit = unitText(REQUIREMENT_UNIT_KEYS[row.requirement], language);
      return `${requirementNameText(row.requirement, language)} (${unit})`;
    }
    return row.label;
  };
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
  const sectionRow = (key: string, title: string) => (
    <TableRow key={key}>
      <TableCell colSpan={diets.length + 1} sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
        {title}
      </TableCell>
    </TableRow>
  );

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
        <Typography variant="body2" color="text.secondary" data-testid="comparison-currencies-differ">
          {t('currenciesDiffer')}
        </Typography>
      )}
      {/* On a phone the table scrolls sideways in its box: the box takes the keyboard focus and is named. */}
      <TableContainer tabIndex={0} role="region" aria-label={t('dietsTitle')}>
        <Table size="small" aria-label={t('dietsTitle')} data-testid="diet-comparison">
          <TableHead>
            <TableRow>
              <TableCell />
              {diets.map((diet) => (
                <TableCell key={diet.id} align="right" sx={{ fontWeight: 700 }}>
                  {diet.name}
                  {diet.status && diet.status !== 'otima' ? ` (${t(`status.${diet.status}`)})` : ''}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.flatMap((row, index) => [
              ...(index === 0 ? [sectionRow('summary', t('section.summary'))] : []),
              ...(index === nutrientStart ? [sectionRow('nutrients', t('section.nutrients'))] : []),
              ...(index === feedStart ? [sectionRow('feeds', t('section.feeds'))] : []),
              <TableRow key={row.id}>
                <TableCell component="th" scope="row">
                  {labelOf(row)}
                </TableCell>
                {row.values.map((value, column) => (
                  <TableCell
                    key={diets[column]?.id ?? column}
                    align="right"
                    sx={row.best === column ? { fontWeight: 700, color: 'success.main' } : undefined}
                  >
                    {valueOf(row, value, diets[column]?.currency ?? screenCurrency)}
                  </TableCell>
                ))}
              </TableRow>,
            ])}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
