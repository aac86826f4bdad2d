import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { REQUIREMENT_LABELS, UNIT_LABELS } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { formatMoney, formatNumber, formatPercent } from '../../format/format';
import { buildComparison } from './compare-diets';
import type { ComparedDiet, ComparisonRow } from './compare-diets';

/** Diets side by side (issue 6 item 5). */
export function DietComparisonTable({
  diets,
  language,
}: {
  diets: readonly ComparedDiet[];
  language: Language;
}) {
  const { t } = useTranslation('diet');
  const rows = buildComparison(diets);

  const labelOf = (row: ComparisonRow): string => {
    switch (row.kind) {
      case 'status':
        return t('compare.status');
      case 'nutrient':
        return `${REQUIREMENT_LABELS[row.key].nome[language]} (${UNIT_LABELS[REQUIREMENT_LABELS[row.key].unit][language]})`;
      case 'feed':
        return `${row.name} (${t('result.asFedKg')})`;
      default:
        return t(`compare.${row.key}`);
    }
  };
  const valueOf = (row: ComparisonRow, index: number): string => {
    if (row.kind === 'status') {
      const status = row.values[index];
      return status ? t(`compare.statusValue.${status}`) : '–';
    }
    const value = row.values[index];
    if (value === null || value === undefined) return '–';
    switch (row.kind) {
      case 'money':
        return formatMoney(value, language);
      case 'percent':
        return formatPercent(value, language);
      case 'ratio':
        return formatNumber(value, language, 3);
      case 'feed':
        return formatNumber(value, language, 3);
      default:
        return formatNumber(value, language, 2);
    }
  };

  return (
    <TableContainer>
      <Table size="small" data-testid="diet-comparison">
        <TableHead>
          <TableRow>
            <TableCell />
            {diets.map((diet, index) => (
              <TableCell key={index} align="right" sx={{ fontWeight: 600 }}>
                {diet.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.kind}-${row.key}`} data-testid={`compare-row-${row.key}`}>
              <TableCell>{labelOf(row)}</TableCell>
              {diets.map((_diet, index) => (
                <TableCell key={index} align="right">
                  {valueOf(row, index)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
