import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SectionCard } from '../../ui/SectionCard';
import Grid from '@mui/material/Grid';
import { Text } from '../../ui/kit-text/Text';
import { useTranslation } from 'react-i18next';
import { NUTRIENT_KEYS, NUTRIENT_UNITS } from '@cocho/engine';
import type { MixtureResult, NutrientKey } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { useCurrency } from '../../format/currency-context';
import { formatKgAmount, formatMoney, formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { BatchSheetCard } from './BatchSheetCard';
import { DataTable } from '../../ui/data-table/DataTable';
import { FigureTiles } from '../../ui/FigureTiles';
import { FeedRowsTable, numericColumns } from '../../ui/FeedRowsTable';
import { feedNameById } from '../../format/feed-name';

/** The composition a nutritionist reads first; the rest shows on demand. */
const MAIN_NUTRIENTS: readonly NutrientKey[] = [
  'MS',
  'PB',
  'NDT',
  'EM',
  'EL',
  'FDN',
  'FDNfe',
  'EE',
  'CNF',
  'AMIDO',
  'MM',
  'Ca',
  'P',
];

/** Unit label keys (mixture namespace) per feed unit of NUTRIENT_UNITS. */
const UNIT_KEY: Readonly<Record<string, string>> = {
  '% as fed': 'unit.percent',
  '% DM': 'unit.percent',
  'Mcal/kg DM': 'unit.mcal',
  'mg/kg DM': 'unit.mgKg',
};

const cellSx = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

type MixtureResultsProps = {
  readonly result: MixtureResult;
  readonly feedsById: ReadonlyMap<string, TFeed>;
};

/** Composition of the mix on both bases, the formula for the ration to produce and the mixer batch sheet. */
export function MixtureResults({ result, feedsById }: MixtureResultsProps) {
  const { t } = useTranslation('mixture');
  const language = useLanguage();
  const currency = useCurrency();
  const [showAll, setShowAll] = useState(false);
  const n = (value: number, decimals = 2) => formatNumber(value, language, decimals);
  const nameOf = (id: string) => feedNameById(feedsById, id, language);
  const present = NUTRIENT_KEYS.filter((key) => key === 'MS' || result.compositionDm[key] !== undefined);
  const nutrients = showAll ? present : present.filter((key) => MAIN_NUTRIENTS.includes(key));
  const decimalsOf = (key: NutrientKey) => (NUTRIENT_UNITS[key] === 'mg/kg DM' ? 1 : 2);
  const batches = result.batches;
  const shareWarning = result.warnings.find((warning) => warning.code === 'SHARES_NORMALISED');

  const summary = [
    { key: 'dryMatter', text: `${n(result.dryMatterPercent)}%` },
    { key: 'rationAsFed', text: `${n(result.totalRationKg, 1)} ${t('unit.kg')}` },
    { key: 'rationDm', text: `${n(result.totalRationDmKg, 1)} ${t('unit.kg')}` },
    ...(result.cost
      ? [
          { key: 'costPerKgAsFed', text: formatMoney(result.cost.perKgAsFed, language, 2, currency) },
          { key: 'costPerKgDm', text: formatMoney(result.cost.perKgDm, language, 2, currency) },
          { key: 'costTotal', text: formatMoney(result.cost.totalRation, language, 2, currency) },
        ]
      : []),
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="mixture-results">
      {shareWarning?.code === 'SHARES_NORMALISED' && (
        <Alert severity="info" data-testid="shares-normalised">
          {t('warning.sharesNormalised', { sum: n(shareWarning.sumPercent, 1) })}
        </Alert>
      )}
      {result.incompleteNutrients.length > 0 && (
        <Alert severity="warning" data-testid="incomplete-nutrients">
          {t('warning.incomplete', {
            nutrients: new Intl.ListFormat(language, { type: 'conjunction' }).format(
              result.incompleteNutrients.map((key) => t(`feeds:nutrient.${key}`)),
            ),
          })}
        </Alert>
      )}
      <FigureTiles
        columns={{ xs: 2, sm: 3, md: 6 }}
        figures={summary.map(({ key, text }) => ({
          key,
          label: t(`summary.${key}`),
          value: text,
          testId: `summary-${key}`,
        }))}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionCard
            title={t('formula.title', { total: n(result.totalRationKg, 0) })}
            level={3}
            fillsHeight
          >
            <FeedRowsTable
              ariaLabel={t('formula.title', { total: n(result.totalRationKg, 0) })}
              feedHeader={t('column.feed')}
              nameOf={(row) => nameOf(row.id)}
              columns={numericColumns<MixtureResult['rows'][number]>([
                { header: t('formula.asFedPercent'), render: (row) => n(row.asFedPercent) },
                { header: t('formula.dmPercent'), render: (row) => n(row.dmPercent) },
                {
                  header: t('formula.asFedKg'),
                  render: (row) => formatKgAmount(row.rationAsFedKg, language),
                },
                { header: t('formula.dmKg'), render: (row) => formatKgAmount(row.rationDmKg, language) },
              ])}
              rows={result.rows}
              rowKey={(row) => row.id}
              rowTestId="formula-row"
              total={{
                label: t('total'),
                cells: [n(100), n(100), n(result.totalRationKg), n(result.totalRationDmKg)],
              }}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <SectionCard
            title={t('composition.title')}
            action={
              (present.length > nutrients.length || showAll) && (
                <Button size="small" onClick={() => setShowAll((value) => !value)}>
                  {t(showAll ? 'composition.showMain' : 'composition.showAll')}
                </Button>
              )
            }
            level={3}
            fillsHeight
          >
            <DataTable
              testId="composition-table"
              ariaLabel={t('composition.title')}
              rows={nutrients.map((key) => ({ key }))}
              rowKey={(row) => row.key}
              rowTestId={(row) => `composition-${row.key}`}
              columns={[
                {
                  id: 'nutrient',
                  header: t('composition.nutrient'),
                  cell: ({ key }) => (
                    <>
                      {t(`feeds:nutrient.${key}`)}
                      <Text kind="small" component="span">
                        {` (${t(UNIT_KEY[NUTRIENT_UNITS[key]] ?? 'unit.percent')})`}
                      </Text>
                    </>
                  ),
                },
                {
                  id: 'dm',
                  header: t('composition.dm'),
                  cell: ({ key }) => {
                    const dm = key === 'MS' ? undefined : result.compositionDm[key];
                    return dm === undefined ? '–' : n(dm, decimalsOf(key));
                  },
                  align: 'right',
                  sx: cellSx,
                },
                {
                  id: 'asFed',
                  header: t('composition.asFed'),
                  cell: ({ key }) => {
                    const asFed = result.compositionAsFed[key];
                    return asFed === undefined ? '–' : n(asFed, decimalsOf(key));
                  },
                  align: 'right',
                  sx: cellSx,
                },
              ]}
            />
          </SectionCard>
        </Grid>
      </Grid>
      {batches && <BatchSheetCard batches={batches} nameOf={nameOf} />}
    </Box>
  );
}
