import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { FinanceCode, FinanceIndicator, FinancialReport } from '@cocho/engine';
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

/** One group of indicators: full name (formula on hover), value in the language's format, basis. */
export function IndicatorTable({ codes, report, caption, testId, lockedCodes }: IndicatorTableProps) {
  const { t } = useTranslation('finance');
  const format = useIndicatorFormatter();
  const valueText = (indicator: FinanceIndicator) =>
    indicator.value === null ? '–' : format(indicator.value, indicator.unit);

  return (
    // On a phone long names wrap; a table still wider than its card scrolls sideways instead of being clipped.
    <TableContainer data-testid={`${testId}-scroll`}>
      <Table
        size="small"
        data-testid={testId}
        aria-label={caption}
        sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('table.indicator')}</TableCell>
            <TableCell align="right">{t('table.value')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('table.basis')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {codes.map((code) => {
            const indicator = report.indicators[code];
            return (
              <TableRow key={code} hover data-testid={`indicator-${code}`}>
                <TableCell>
                  <IndicatorName code={code} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {lockedCodes?.has(code) ? (
                    <LockedValue testId={`indicator-locked-${code}`} />
                  ) : indicator.value === null ? (
                    <Tooltip title={t(`reason.${indicator.reason}`)}>
                      <Box component="span" tabIndex={0} data-testid={`indicator-value-${code}`}>
                        {valueText(indicator)}
                      </Box>
                    </Tooltip>
                  ) : (
                    <Box
                      component="span"
                      data-testid={`indicator-value-${code}`}
                      sx={{
                        color:
                          indicator.value < 0 && isSignedResult(indicator.unit) ? 'error.main' : undefined,
                      }}
                    >
                      {valueText(indicator)}
                    </Box>
                  )}
                </TableCell>
                <TableCell
                  sx={{
                    display: { xs: 'none', sm: 'table-cell' },
                    color: 'text.secondary',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {t(`basis.${indicator.basis}`)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Money and returns: a negative value is a loss and is shown in the error colour. */
function isSignedResult(unit: FinanceIndicator['unit']): boolean {
  return unit === 'R$' || unit === '%/month' || unit === '%/year';
}
