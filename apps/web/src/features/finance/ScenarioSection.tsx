import { useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { indicatorNameText } from '@cocho/contracts';
import { FINANCE_INDICATORS } from '@cocho/engine';
import type { FinanceCode, FinanceScenario } from '@cocho/engine';
import { DataTable } from '../../ui/data-table/DataTable';
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

// The base scenario (× 1) is the selected row, in bold.
const CELL = { whiteSpace: 'nowrap', '.Mui-selected > &': { fontWeight: 600 } } as const;
const NUMBER_CELL = { ...CELL, fontVariantNumeric: 'tabular-nums' } as const;

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
      <DataTable<FinanceScenario>
        testId="finance-scenarios"
        ariaLabel={t('scenarios.title')}
        rows={scenarios}
        rowKey={(scenario) => scenario.multiplier}
        rowTestId={() => 'scenario-row'}
        isRowSelected={(scenario) => scenario.multiplier === 1}
        columns={[
          {
            id: 'multiplier',
            header: t('scenarios.multiplier'),
            cell: (scenario) => `× ${formatNumber(scenario.multiplier, language, 2)}`,
            sx: CELL,
          },
          {
            id: 'gain',
            header: t('scenarios.dailyGain'),
            align: 'right',
            cell: (scenario) => gainText(scenario.dailyGainKg),
            sx: CELL,
          },
          ...SCENARIO_COLUMNS.map((code) => ({
            id: code,
            header: <IndicatorName code={code} />,
            align: 'right' as const,
            sx: NUMBER_CELL,
            cell: (scenario: FinanceScenario) => {
              const value = scenario.values[code];
              if (value === null) return '–';
              const isLoss = value < 0 && (code === 'MARGEM_OPERACIONAL_CAB' || code === 'RAT');
              return (
                <Box component="span" sx={{ color: isLoss ? 'error.main' : undefined }}>
                  {format(value, FINANCE_INDICATORS[code].unit)}
                </Box>
              );
            },
          })),
        ]}
      />

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
