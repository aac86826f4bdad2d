import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { FinanceCode, FinanceIndicator, FinancialReport } from '@cocho/engine';
import { DataTable } from '../../ui/data-table/DataTable';
import { IndicatorName } from './IndicatorName';
import { LockedValue } from './FinancePremium';
import { useIndicatorFormatter } from './use-indicator-formatter';

type IndicatorTableProps = {
  readonly codes: readonly FinanceCode[];
  readonly report: FinancialReport;
  readonly caption: string;
  readonly testId: string;
  /** Premium indicators shown locked (docs/product/shell.md#roles full financial report). */
  readonly lockedCodes?: ReadonlySet<FinanceCode>;
};

// On a phone long names wrap and the basis column hides; a table still wider than its card scrolls sideways.
const CELL = { px: { xs: 1, sm: 2 } } as const;
const BASIS_CELL = { ...CELL, display: { xs: 'none', sm: 'table-cell' } } as const;

/** One group of indicators: full name (formula on hover), value in the language's format, basis. */
export function IndicatorTable({ codes, report, caption, testId, lockedCodes }: IndicatorTableProps) {
  const { t } = useTranslation('finance');
  const format = useIndicatorFormatter();
  const valueText = (indicator: FinanceIndicator) =>
    indicator.value === null ? '–' : format(indicator.value, indicator.unit);

  const valueCell = (code: FinanceCode) => {
    const indicator = report.indicators[code];
    if (lockedCodes?.has(code)) return <LockedValue testId={`indicator-locked-${code}`} />;
    if (indicator.value === null)
      return (
        <Tooltip title={t(`reason.${indicator.reason}`)}>
          <Box component="span" tabIndex={0} data-testid={`indicator-value-${code}`}>
            {valueText(indicator)}
          </Box>
        </Tooltip>
      );
    const isLoss = indicator.value < 0 && isSignedResult(indicator.unit);
    return (
      <Box
        component="span"
        data-testid={`indicator-value-${code}`}
        sx={{ color: isLoss ? 'error.main' : undefined }}
      >
        {valueText(indicator)}
      </Box>
    );
  };

  return (
    <DataTable<{ readonly code: FinanceCode }>
      testId={testId}
      ariaLabel={caption}
      rows={codes.map((code) => ({ code }))}
      rowKey={({ code }) => code}
      rowTestId={({ code }) => `indicator-${code}`}
      columns={[
        {
          id: 'indicator',
          header: t('table.indicator'),
          cell: ({ code }) => <IndicatorName code={code} />,
          sx: CELL,
        },
        {
          id: 'value',
          header: t('table.value'),
          align: 'right',
          cell: ({ code }) => valueCell(code),
          sx: { ...CELL, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
        },
        {
          id: 'basis',
          header: t('table.basis'),
          cell: ({ code }) => (
            <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {t(`basis.${report.indicators[code].basis}`)}
            </Box>
          ),
          sx: BASIS_CELL,
        },
      ]}
    />
  );
}

/** Money and returns: a negative value is a loss and is shown in the error colour. */
function isSignedResult(unit: FinanceIndicator['unit']): boolean {
  return unit === 'R$' || unit === '%/month' || unit === '%/year';
}
