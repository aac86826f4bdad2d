import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TChartPoint } from '@cocho/contracts';
import { DEFAULT_CURRENCY } from '@cocho/engine';
import { currencySymbolOf, formatMoney, formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { Loading } from '../../ui/Loading';
import { SectionCard } from '../../ui/SectionCard';
import { LineChart } from './LineChart';
import type { Loadable } from './use-dashboard-data';
import { Text } from '../../ui/kit-text/Text';

/** A chart month (YYYY-MM) as MM/YY, month first in every language. */
function monthLabel(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(2, 4)}`;
}

/**
 * Performance charts from data/chart (docs/product/shell.md#screens /dashboard): expected vs observed average daily gain and
 * the cost per animal per day, month by month, for the filtered diets.
 */
export function PerformanceCard({ chart }: { readonly chart: Loadable<TChartPoint[]> }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const theme = useTheme();
  const points = chart.status === 'ready' ? chart.data : [];
  const labels = points.map((point) => monthLabel(point.mes));
  // The server draws the cost line in one currency (reais from an older server); never converted.
  const currency = points[0]?.moeda ?? DEFAULT_CURRENCY;
  const leftOut = points.reduce((sum, point) => sum + (point.outras_moedas ?? 0), 0);
  return (
    <SectionCard level={3} title={t('chart.title')} testId="performance">
      {chart.status === 'loading' && <Loading />}
      {chart.status === 'failed' && <Typography color="error">{t('chart.failed')}</Typography>}
      {chart.status === 'ready' && points.length === 0 && (
        <Text kind="muted" data-testid="performance-empty">
          {t('chart.empty')}
        </Text>
      )}
      {chart.status === 'ready' && points.length > 0 && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <LineChart
            testId="chart-adg"
            title={t('chart.adg')}
            labels={labels}
            formatValue={(value) => formatNumber(value, language, 2)}
            series={[
              {
                key: 'expected',
                label: t('chart.expected'),
                color: theme.palette.primary.main,
                values: points.map((point) => point.gmd_esperado),
              },
              {
                key: 'observed',
                label: t('chart.observed'),
                color: theme.palette.warning.main,
                values: points.map((point) => point.gmd_observado),
              },
            ]}
          />
          <LineChart
            testId="chart-cost"
            title={t('chart.cost')}
            labels={labels}
            formatValue={(value) => formatMoney(value, language, 2, currency)}
            series={[
              {
                key: 'cost',
                label: t('chart.costLine'),
                color: theme.palette.secondary.main,
                values: points.map((point) => point.custo_dia),
              },
            ]}
          />
        </Box>
      )}
      {chart.status === 'ready' && leftOut > 0 && (
        <Text kind="note" sx={{ mt: 1 }} data-testid="chart-other-currencies">
          {t('chart.otherCurrencies', { sign: currencySymbolOf(language, currency), count: leftOut })}
        </Text>
      )}
    </SectionCard>
  );
}
