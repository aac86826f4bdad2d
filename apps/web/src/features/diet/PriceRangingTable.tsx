/**
 * Price ranging of every feed: in the diet, the prices between which the diet stays the
 * same; out of it, the price below which the feed enters.
 */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language, PriceRangingResult } from '@cocho/engine';
import { useCurrency } from '../../format/currency-context';
import { formatMoney } from '../../format/format';
import type { FeedNamer } from './DietObjectivePanel';

export function PriceRangingTable({
  ranging,
  nameOf,
  language,
}: {
  readonly ranging: PriceRangingResult | null;
  readonly nameOf: FeedNamer;
  readonly language: Language;
}) {
  const { t } = useTranslation('dietObjective');
  const currency = useCurrency();
  const price = (value: number | null, noneText: string) =>
    value === null ? noneText : formatMoney(value, language, 4, currency);
  return (
    <Box data-testid="price-ranging">
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {t('ranging.title')}
      </Typography>
      {ranging === null || !ranging.ok ? (
        <Typography color="text.secondary">{t('ranging.notOptimal')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('ranging.intro')}
          </Typography>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('ranging.feed')}</TableCell>
                  <TableCell>{t('ranging.status')}</TableCell>
                  <TableCell align="right">{t('ranging.price')}</TableCell>
                  <TableCell align="right">{t('ranging.low')}</TableCell>
                  <TableCell align="right">{t('ranging.high')}</TableCell>
                  <TableCell align="right">{t('ranging.entry')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {ranging.value.map((feed) => (
                  <TableRow key={feed.id} data-testid={`ranging-${feed.id}`}>
                    <TableCell component="th" scope="row">
                      {nameOf(feed.id)}
                    </TableCell>
                    <TableCell>{feed.inDiet ? t('ranging.inDiet') : t('ranging.outOfDiet')}</TableCell>
                    <TableCell align="right">{formatMoney(feed.price, language, 4, currency)}</TableCell>
                    <TableCell align="right">
                      {feed.inDiet ? price(feed.lowPrice, t('ranging.noLimit')) : '–'}
                    </TableCell>
                    <TableCell align="right">
                      {feed.inDiet ? price(feed.highPrice, t('ranging.noLimit')) : '–'}
                    </TableCell>
                    <TableCell align="right">{feed.inDiet ? '–' : price(feed.entryPrice, '–')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
