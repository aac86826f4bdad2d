import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { Text } from '../../ui/kit-text/Text';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useTranslation } from 'react-i18next';
import { NUTRIENT_KEYS, NUTRIENT_UNITS } from '@cocho/engine';
import type { NutrientKey, SupplementResult } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { useCurrency } from '../../format/currency-context';
import { formatMoney, formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { SUPPLEMENT_FEED_CATEGORY } from './supplement-form';
import { feedNameById } from '../../format/feed-name';
import { FeedRowsTable, numericColumns } from '../../ui/FeedRowsTable';
import { useOptionalAccess } from '../../session/use-access';
import { clientIdForSaving } from '../../catalogue/use-feed-catalogue';
import { SupplementExportButtons } from './SupplementExportButtons';
import { DataTable } from '../../ui/data-table/DataTable';
import { FigureTiles } from '../../ui/FigureTiles';
import { SectionCard } from '../../ui/SectionCard';

const MAIN_NUTRIENTS: readonly NutrientKey[] = ['MS', 'PB', 'NDT', 'EM', 'FDN', 'EE', 'CNF', 'MM', 'Ca', 'P'];
const cellSx = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

type SupplementResultsProps = {
  readonly result: SupplementResult;
  readonly name: string;
  readonly feedsById: ReadonlyMap<string, TFeed>;
  /** Called once the supplement is saved as the user's feed (nothing on screen is unsaved then). */
  readonly onSaved?: () => void;
};

/** The formulated supplement: shares per feed, composition, cost, and saving it as the user's own feed. */
export function SupplementResults({ result, name, feedsById, onSaved }: SupplementResultsProps) {
  const { t } = useTranslation('supplement');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const currency = useCurrency();
  const { showAlert } = useAlert();
  // A consultant's supplement is saved for the client selected in the toolbar, as a diet is.
  const mayUseConsultancy = useOptionalAccess()?.can('consultancy') ?? false;
  const [isSaving, setIsSaving] = useState(false);
  const [isSaved, setIsSaved] = useState(false);
  const n = (value: number, decimals = 2) => formatNumber(value, language, decimals);
  const hasQuantities = result.feeds.some((feed) => feed.quantityKgAsFed !== null);
  const nutrients = NUTRIENT_KEYS.filter(
    (key) => MAIN_NUTRIENTS.includes(key) && result.composition[key] !== undefined,
  );
  const nameOf = (id: string) => feedNameById(feedsById, id, language);
  const quantityOf = (feed: SupplementResult['feeds'][number]) =>
    feed.quantityKgAsFed === null ? '–' : n(feed.quantityKgAsFed, 3);
  // Null when a feed in the mix has no price (the engine names those feeds).
  const costPerKgAsFed = result.costPerKgAsFed;
  const unpricedNames = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    result.unpricedFeedIds.map(nameOf),
  );

  const onSave = async () => {
    setIsSaving(true);
    try {
      await call('createUserFeed', {
        name,
        tipo: SUPPLEMENT_FEED_CATEGORY,
        nutrientes: { ...result.composition },
        custo: costPerKgAsFed,
        unidade: 'kg',
        visibilidade: 'privado',
        id_cliente: clientIdForSaving(mayUseConsultancy),
      });
      setIsSaved(true);
      onSaved?.();
      showAlert(t('saved', { name }), 'success');
    } catch (error) {
      // A failed save keeps the supplement on screen and says why.
      showAlert(t('saveError', { reason: tErrors(errorCodeOf(error)) }), 'error');
    } finally {
      setIsSaving(false);
    }
  };

  const cards = [
    { key: 'protein', text: `${n(result.composition.PB ?? 0)}%` },
    { key: 'tdn', text: `${n(result.tdnPercent)}%` },
    { key: 'dryMatter', text: `${n(result.composition.MS ?? 0)}%` },
    ...(costPerKgAsFed === null
      ? []
      : [{ key: 'costPerKgAsFed', text: formatMoney(costPerKgAsFed, language, 2, currency) }]),
  ];

  return (
    <SectionCard
      testId="supplement-results"
      title={name}
      action={
        <>
          <SupplementExportButtons name={name} result={result} nameOf={nameOf} />
          <Button
            variant="outlined"
            startIcon={<SaveOutlined />}
            onClick={() => void onSave()}
            disabled={isSaving || isSaved}
            data-testid="supplement-save"
          >
            {t(isSaved ? 'savedButton' : 'save')}
          </Button>
        </>
      }
    >
      <FigureTiles
        columns={{ xs: 2, md: 4 }}
        figures={cards.map(({ key, text }) => ({
          key,
          label: t(`summary.${key}`),
          value: text,
          testId: `supplement-result-${key}`,
        }))}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <FeedRowsTable
            ariaLabel={t('formula')}
            feedHeader={t('column.feed')}
            nameOf={(feed) => nameOf(feed.id)}
            columns={numericColumns<SupplementResult['feeds'][number]>([
              { header: t('column.dmShare'), render: (feed) => n(feed.dryMatterPercent) },
              { header: t('column.asFedShare'), render: (feed) => n(feed.asFedPercent) },
              ...(hasQuantities ? [{ header: t('column.kgPerDay'), render: quantityOf }] : []),
            ])}
            rows={result.feeds}
            rowKey={(feed) => feed.id}
            rowTestId="supplement-result-row"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <DataTable
            ariaLabel={t('composition')}
            rows={nutrients.map((key) => ({ key }))}
            rowKey={(row) => row.key}
            columns={[
              {
                id: 'nutrient',
                header: t('composition'),
                cell: ({ key }) => (
                  <>
                    {t(`feeds:nutrient.${key}`)}
                    <Text kind="small" component="span">
                      {` (${NUTRIENT_UNITS[key] === 'Mcal/kg DM' ? t('unit.mcal') : key === 'MS' ? t('unit.percentAsFed') : t('unit.percentDm')})`}
                    </Text>
                  </>
                ),
              },
              {
                id: 'value',
                header: t('column.value'),
                cell: ({ key }) => n(result.composition[key] ?? 0),
                align: 'right',
                sx: cellSx,
              },
            ]}
          />
        </Grid>
      </Grid>
      {result.unpricedFeedIds.length > 0 && (
        <Alert severity="info" data-testid="supplement-cost-missing">
          {t('costMissing', { count: result.unpricedFeedIds.length, feeds: unpricedNames })}
        </Alert>
      )}
      <Text kind="small">{t('objectiveNote')}</Text>
    </SectionCard>
  );
}
