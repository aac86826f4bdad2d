import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BatchSheet } from '@cocho/engine';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';

const cellSx = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The mixer batch sheet: kg as fed of each feed per full batch and in the last, partial one. */
export function BatchSheetCard({
  batches,
  nameOf,
}: {
  readonly batches: BatchSheet;
  readonly nameOf: (id: string) => string;
}) {
  const { t } = useTranslation('mixture');
  const language = useLanguage();
  const n = (value: number, decimals = 2) => formatNumber(value, language, decimals);
  // A mixer of 0.5 kg is not a 1 kg mixer: whole capacities without decimals, others with two.
  const capacity = n(batches.mixerCapacityKg, Number.isInteger(batches.mixerCapacityKg) ? 0 : 2);
  // With no full batch (the mixer holds more than the ration), only the one partial batch is listed.
  const hasFullBatch = batches.fullBatchCount > 0;
  return (
    <Card data-testid="batch-sheet">
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('batch.title', { capacity })}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="batch-summary" sx={{ mb: 1 }}>
          {batches.hasPartialBatch
            ? t('batch.summaryPartial', {
                count: batches.batchCount,
                full: batches.fullBatchCount,
                capacity,
                last: n(batches.lastBatchKg, 1),
              })
            : t('batch.summary', { count: batches.batchCount, capacity })}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t('batch.title', { capacity })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('column.feed')}</TableCell>
                {hasFullBatch && <TableCell align="right">{t('batch.perFullBatch')}</TableCell>}
                {batches.hasPartialBatch && (
                  <TableCell align="right">
                    {t(hasFullBatch ? 'batch.inLastBatch' : 'batch.perFullBatch')}
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {batches.rows.map((row) => (
                <TableRow key={row.id} data-testid="batch-row">
                  <TableCell>{nameOf(row.id)}</TableCell>
                  {hasFullBatch && (
                    <TableCell align="right" sx={cellSx}>
                      {n(row.kgPerFullBatch)}
                    </TableCell>
                  )}
                  {batches.hasPartialBatch && (
                    <TableCell align="right" sx={cellSx}>
                      {n(row.kgInLastBatch)}
                    </TableCell>
                  )}
                </TableRow>
              ))}
              <TableRow sx={{ '& td': { fontWeight: 600 } }}>
                <TableCell>{t('total')}</TableCell>
                {hasFullBatch && (
                  <TableCell align="right" sx={cellSx}>
                    {n(batches.mixerCapacityKg)}
                  </TableCell>
                )}
                {batches.hasPartialBatch && (
                  <TableCell align="right" sx={cellSx}>
                    {n(batches.lastBatchKg)}
                  </TableCell>
                )}
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
