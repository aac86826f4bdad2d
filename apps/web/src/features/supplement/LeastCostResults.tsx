import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { LeastCostSupplementResult, SupplementForGainResult } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { useCurrency } from '../../format/currency-context';
import { formatMoney, formatNumber } from '../../format/format';
import { feedNameById } from '../../format/feed-name';
import { useLanguage } from '../../i18n/use-language';
import { SectionCard } from '../../ui/SectionCard';
import { DataTable } from '../../ui/data-table/DataTable';
import { FigureTiles } from '../../ui/FigureTiles';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { SupplementExportButtons } from './SupplementExportButtons';

/** The least-cost supplement: its recipe, daily amounts and costs per head per day and per arroba. */
export function LeastCostResults({
  result,
  name,
  feedsById,
}: {
  readonly result: LeastCostSupplementResult | SupplementForGainResult;
  readonly name: string;
  readonly feedsById: ReadonlyMap<string, TFeed>;
}) {
  const { t } = useTranslation('supplement');
  const language = useLanguage();
  const currency = useCurrency();
  const num = (value: number, decimals = 2) => formatNumber(value, language, decimals);
  const nameOf = (id: string) => feedNameById(feedsById, id, language);
  const figures: [string, string, string][] = [
    [t('leastCost.intake'), `${num(result.intakeKgAsFed, 3)} ${t('unit.kgPerDay')}`, 'lc-intake'],
    [
      t('leastCost.costPerHead'),
      formatMoney(result.costPerHeadPerDay, language, 2, currency),
      'lc-cost-head',
    ],
    [
      t('leastCost.costPerArroba'),
      result.costPerArroba === null ? '–' : formatMoney(result.costPerArroba, language, 2, currency),
      'lc-cost-arroba',
    ],
    [t('leastCost.costPerKg'), formatMoney(result.costPerKgAsFed, language, 2, currency), 'lc-cost-kg'],
    [t('leastCost.protein'), `${num(result.composition.PB ?? 0, 1)} ${t('unit.percentDm')}`, 'lc-protein'],
    [t('leastCost.salt'), `${num(result.saltPercent, 1)} ${t('unit.percentAsFed')}`, 'lc-salt'],
    [
      t('leastCost.urea'),
      t('leastCost.ureaValue', {
        grams: num(result.ureaGramsPerDay, 0),
        max: num(result.ureaMaxGramsPerDay, 0),
      }),
      'lc-urea',
    ],
  ];
  if ('predictedGainKg' in result)
    figures.unshift(
      [
        t('leastCost.predictedGain'),
        `${num(result.predictedGainKg, 2)} ${t('unit.kgPerDay')}`,
        'lc-predicted-gain',
      ],
      [
        t('leastCost.gainAlone'),
        `${num(result.gainWithoutSupplementKg, 2)} ${t('unit.kgPerDay')}`,
        'lc-gain-alone',
      ],
      [
        t('leastCost.intakeBw'),
        `${num(result.intakePercentOfBw, 3)} ${t('leastCost.percentBw')}`,
        'lc-intake-bw',
      ],
      [t('leastCost.forage'), `${num(result.forageDmKg, 2)} ${t('leastCost.kgDmPerDay')}`, 'lc-forage'],
    );
  type FeedShare = (typeof result.feeds)[number];
  const columns: DataColumn<FeedShare>[] = [
    { id: 'feed', header: t('leastCost.feed'), cell: (feed) => nameOf(feed.id) },
    {
      id: 'asFed',
      header: t('unit.percentAsFed'),
      cell: (feed) => num(feed.asFedPercent, 1),
      align: 'right',
    },
    { id: 'dm', header: t('unit.percentDm'), cell: (feed) => num(feed.dryMatterPercent, 1), align: 'right' },
    { id: 'kg', header: t('unit.kgPerDay'), cell: (feed) => num(feed.kgAsFedPerDay, 3), align: 'right' },
  ];
  return (
    <SectionCard
      title={name}
      subtitle={t('predictedGainKg' in result ? 'leastCost.resultGainIntro' : 'leastCost.resultIntro')}
    >
      <Box data-testid="least-cost-result" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <SupplementExportButtons name={name} result={result} nameOf={nameOf} />
        <FigureTiles
          columns={{ xs: 2, md: 4 }}
          figures={figures.map(([label, value, testId]) => ({ key: testId, label, value, testId }))}
        />
        <DataTable
          columns={columns}
          rows={result.feeds}
          rowKey={(feed) => feed.id}
          rowTestId={() => 'least-cost-feed'}
          rowProps={(feed) => ({ 'data-feed-id': feed.id })}
        />
      </Box>
    </SectionCard>
  );
}
