import { useTranslation } from 'react-i18next';
import type { BatchSheet } from '@cocho/engine';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { FeedRowsTable, numericColumns } from '../../ui/FeedRowsTable';
import { SectionCard } from '../../ui/SectionCard';

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
  type Row = BatchSheet['rows'][number];
  const columns = [
    ...(hasFullBatch
      ? [
          {
            header: t('batch.perFullBatch'),
            render: (row: Row) => n(row.kgPerFullBatch),
            total: n(batches.mixerCapacityKg),
          },
        ]
      : []),
    ...(batches.hasPartialBatch
      ? [
          {
            header: t(hasFullBatch ? 'batch.inLastBatch' : 'batch.perFullBatch'),
            render: (row: Row) => n(row.kgInLastBatch),
            total: n(batches.lastBatchKg),
          },
        ]
      : []),
  ];
  return (
    <SectionCard
      level={3}
      testId="batch-sheet"
      title={t('batch.title', { capacity })}
      subtitle={
        <span data-testid="batch-summary">
          {batches.hasPartialBatch
            ? t('batch.summaryPartial', {
                count: batches.batchCount,
                full: batches.fullBatchCount,
                capacity,
                last: n(batches.lastBatchKg, 1),
              })
            : t('batch.summary', { count: batches.batchCount, capacity })}
        </span>
      }
    >
      <FeedRowsTable
        ariaLabel={t('batch.title', { capacity })}
        feedHeader={t('column.feed')}
        nameOf={(row) => nameOf(row.id)}
        columns={numericColumns(columns)}
        rows={batches.rows}
        rowKey={(row) => row.id}
        rowTestId="batch-row"
        total={{ label: t('total'), cells: columns.map((column) => column.total) }}
      />
    </SectionCard>
  );
}
