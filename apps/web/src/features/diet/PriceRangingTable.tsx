/**
 * Price ranging of every feed: in the diet, the prices between which the diet stays the
 * same; out of it, the price below which the feed enters.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FeedPriceRange, Language, PriceRangingResult } from '@cocho/engine';
import { useCurrency } from '../../format/currency-context';
import { formatMoney } from '../../format/format';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
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
  const columns: DataColumn<FeedPriceRange>[] = [
    { id: 'feed', header: t('ranging.feed'), rowHeader: true, cell: (feed) => nameOf(feed.id) },
    {
      id: 'status',
      header: t('ranging.status'),
      cell: (feed) => (feed.inDiet ? t('ranging.inDiet') : t('ranging.outOfDiet')),
    },
    {
      id: 'price',
      header: t('ranging.price'),
      align: 'right',
      cell: (feed) => formatMoney(feed.price, language, 4, currency),
    },
    {
      id: 'low',
      header: t('ranging.low'),
      align: 'right',
      cell: (feed) => (feed.inDiet ? price(feed.lowPrice, t('ranging.noLimit')) : '–'),
    },
    {
      id: 'high',
      header: t('ranging.high'),
      align: 'right',
      cell: (feed) => (feed.inDiet ? price(feed.highPrice, t('ranging.noLimit')) : '–'),
    },
    {
      id: 'entry',
      header: t('ranging.entry'),
      align: 'right',
      cell: (feed) => (feed.inDiet ? '–' : price(feed.entryPrice, '–')),
    },
  ];
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
          <DataTable
            columns={columns}
            rows={ranging.value}
            rowKey={(feed) => feed.id}
            rowTestId={(feed) => `ranging-${feed.id}`}
          />
        </>
      )}
    </Box>
  );
}
