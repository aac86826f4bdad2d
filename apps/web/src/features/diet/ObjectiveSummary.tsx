/**
 * The objective's figures: the chosen gain, days on feed, diet cost, cost per arroba and
 * profit per head beside the least-cost diet at the entered gain, and the objective's curve over the gain.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DietObjectiveOutcome, GainPoint, Language } from '@cocho/engine';
import { useCurrency } from '../../format/currency-context';
import { formatMoney, formatNumber } from '../../format/format';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { ObjectiveCurveChart } from './ObjectiveCurveChart';

type Row = { readonly key: string; readonly text: (point: GainPoint) => string };

export function ObjectiveSummary({
  outcome,
  language,
}: {
  readonly outcome: DietObjectiveOutcome;
  readonly language: Language;
}) {
  const { t } = useTranslation('dietObjective');
  const currency = useCurrency();
  const money = (value: number | null) => (value === null ? '–' : formatMoney(value, language, 2, currency));
  const rows: readonly Row[] = [
    { key: 'gain', text: (p) => t('summary.perDay', { value: formatNumber(p.gainKg, language, 2) }) },
    {
      key: 'days',
      text: (p) =>
        p.daysOnFeed === null
          ? '–'
          : t('summary.daysValue', { value: formatNumber(p.daysOnFeed, language, 0) }),
    },
    { key: 'costPerDay', text: (p) => money(p.costPerDay) },
    { key: 'costPerArroba', text: (p) => money(p.costPerArroba) },
    { key: 'profit', text: (p) => money(p.profitPerHead) },
  ];
  const best = outcome.search?.best ?? null;
  const points: { key: string; point: GainPoint }[] = [
    { key: 'leastCost', point: outcome.leastCost },
    ...(best ? [{ key: 'chosen', point: best }] : []),
  ];
  const isProfit = outcome.objective === 'lucro';
  return (
    <Box data-testid="objective-summary">
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('summary.title')}
      </Typography>
      <DataTable
        columns={[
          {
            id: 'figure',
            header: t('summary.figure'),
            rowHeader: true,
            cell: (row) => t(`summary.${row.key}`),
          },
          ...points.map((column): DataColumn<Row> => ({
            id: column.key,
            header: t(`summary.${column.key}`),
            align: 'right',
            cell: (row) => row.text(column.point),
            cellProps: (row) => ({ 'data-testid': `objective-${column.key}-${row.key}` }),
          })),
        ]}
        rows={rows}
        rowKey={(row) => row.key}
      />
      {outcome.search && outcome.search.curve.some((p) => p.feasible) && (
        <Box sx={{ mt: 2 }}>
          <ObjectiveCurveChart
            testId="objective-curve"
            title={t(isProfit ? 'curve.profitTitle' : 'curve.arrobaTitle')}
            xLabel={t('curve.x')}
            yLabel={t(isProfit ? 'curve.profit' : 'curve.arroba')}
            points={outcome.search.curve.map((p) => ({
              x: p.gainKg,
              y: isProfit ? p.profitPerHead : p.costPerArroba,
            }))}
            formatX={(x) => formatNumber(x, language, 2)}
            formatY={(y) => formatMoney(y, language, 2, currency)}
            best={best ? { x: best.gainKg, label: t('curve.best') } : null}
            entered={{ x: outcome.leastCost.gainKg, label: t('curve.entered') }}
          />
        </Box>
      )}
    </Box>
  );
}
