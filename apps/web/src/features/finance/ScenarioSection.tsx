import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { indicatorNameText } from '@cocho/contracts';
import { FINANCE_INDICATORS } from '@cocho/engine';
import type { FinanceCode, FinanceScenario } from '@cocho/engine';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { IndicatorName } from './IndicatorName';
import { LineChart } from './LineChart';
import { useIndicatorFormatter } from './use-indicator-formatter';

/** Columns of the scenario table (docs/product/finance.md#decisions item 8: days follow from the weight to gain). */
const SCENARIO_COLUMNS: readonly FinanceCode[] = [
  'DCONF',
  'PESO_DE_VENDA',
  'CTR',
  'CAP',
  'PONTO_EQUILIBRIO_PRECO',
  'MARGEM_OPERACIONAL_CAB',
  'RAT',
];

/** Indicators the chart can plot against the daily gain. */
const CHART_CODES: readonly FinanceCode[] = [
  'MARGEM_OPERACIONAL_CAB',
  'PONTO_EQUILIBRIO_PRECO',
  'CAP',
  'RAT',
];

/** The daily-gain scenarios 0.8 … 1.1 × GMD (docs/product/calculation.md#constants) as a table and a chart. */
export function ScenarioSection({ scenarios }: { readonly scenarios: readonly FinanceScenario[] }) {
  const { t } = useTranslation('finance');
  const language = useLanguage();
  const format = useIndicatorFormatter();
  const [chartCode, setChartCode] = useState<FinanceCode>('MARGEM_OPERACIONAL_CAB');
  const chartUnit = FINANCE_INDICATORS[chartCode].unit;
  const gainText = (kg: number) => formatNumber(kg, language, 2);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TableContainer>
        <Table size="small" data-testid="finance-scenarios" aria-label={t('scenarios.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('scenarios.multiplier')}</TableCell>
              <TableCell align="right">{t('scenarios.dailyGain')}</TableCell>
              {SCENARIO_COLUMNS.map((code) => (
                <TableCell key={code} align="right">
                  <IndicatorName code={code} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {scenarios.map((scenario) => {
              const isBase = scenario.multiplier === 1;
              return (
                <TableRow
                  key={scenario.multiplier}
                  data-testid="scenario-row"
                  selected={isBase}
                  sx={{ '& td': { fontWeight: isBase ? 600 : undefined } }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {`× ${formatNumber(scenario.multiplier, language, 2)}`}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {gainText(scenario.dailyGainKg)}
                  </TableCell>
                  {SCENARIO_COLUMNS.map((code) => {
                    const value = scenario.values[code];
                    return (
                      <TableCell
                        key={code}
                        align="right"
                        sx={{
                          whiteSpace: 'nowrap',
                          fontVariantNumeric: 'tabular-nums',
                          color:
                            value !== null &&
                            value < 0 &&
                            (code === 'MARGEM_OPERACIONAL_CAB' || code === 'RAT')
                              ? 'error.main'
                              : undefined,
                        }}
                      >
                        {value === null ? '–' : format(value, FINANCE_INDICATORS[code].unit)}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="subtitle2" component="h4">
          {t('scenarios.chartTitle', { indicator: indicatorNameText(chartCode, language) })}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={chartCode}
          onChange={(_event, value: FinanceCode | null) => {
            if (value) setChartCode(value);
          }}
          aria-label={t('scenarios.chartChoice')}
        >
          {CHART_CODES.map((code) => (
            <ToggleButton key={code} value={code} data-testid={`chart-${code}`}>
              {t(`scenarios.chartShort.${code}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <LineChart
        testId="finance-chart"
        title={t('scenarios.chartTitle', { indicator: indicatorNameText(chartCode, language) })}
        xLabel={t('scenarios.dailyGain')}
        yLabel={indicatorNameText(chartCode, language)}
        points={scenarios.map((scenario) => ({ x: scenario.dailyGainKg, y: scenario.values[chartCode] }))}
        highlightX={scenarios.find((scenario) => scenario.multiplier === 1)?.dailyGainKg}
        formatX={gainText}
        formatY={(y) => format(y, chartUnit)}
      />
    </Box>
  );
}
