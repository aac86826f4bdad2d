import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import { useTranslation } from 'react-i18next';
import { calculateMixture } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { useAccountCurrency } from '../../format/account-currency';
import { CurrencyContext } from '../../format/currency-context';
import { useLanguage } from '../../i18n/use-language';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { fieldMessage } from '../../ui/field-message';
import { NumberField } from '../../ui/NumberField';
import { SectionCard } from '../../ui/SectionCard';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import type { FeedCatalogue } from '../../catalogue/feed-cache';
import { useFeedCatalogue } from '../../catalogue/use-feed-catalogue';
import { ChosenFeeds } from '../../ui/ChosenFeeds';
import { indexFeeds, listPickableFeeds } from '../../catalogue/feed-search';
import { useOptionalSession } from '../../session/SessionProvider';
import { RecordSaveMenu } from '../sharing/RecordSaveMenu';
import { MixtureReportAction } from './MixtureReportAction';
import { RecordScreenBar } from '../records/RecordScreenBar';
import { useMixtureRecord } from './use-mixture-record';
import { MixtureResults } from './MixtureResults';
import { NotForPecuarista } from '../../ui/NotForPecuarista';
import { initialPriceText } from '../../catalogue/feed-price';
import { fromEngineErrors, validateMixtureForm } from './mixture-form';
import type { AmountMode, MixtureBasis, MixtureFormError } from './mixture-form';

/** /calcular-racao: the ration (mixture) calculator with a batch sheet (not for pecuarista). */
export function MixturePage() {
  const { t } = useTranslation('mixture');
  const { state, reload } = useFeedCatalogue();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error')
    return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={reload} />;
  return (
    <NotForPecuarista>
      <SavedMixScreen catalogue={state.catalogue} />
    </NotForPecuarista>
  );
}

/**
 * The calculator as a saved record (docs/decisions/saved-mixes.md): save (premium, for the toolbar's
 * client), My mixes, share and public link, over the record session (use-mixture-record.ts), which keeps
 * the form and result. Its prices and costs are in the account's currency
 * (docs/decisions/currencies-and-purchase-units.md).
 */
export function SavedMixScreen({ catalogue }: { readonly catalogue: FeedCatalogue }) {
  return (
    <CurrencyContext.Provider value={useAccountCurrency()}>
      <SavedMixScreenIn catalogue={catalogue} />
    </CurrencyContext.Provider>
  );
}

function SavedMixScreenIn({ catalogue }: { readonly catalogue: FeedCatalogue }) {
  const { t } = useTranslation('mixture');
  const language = useLanguage();
  const session = useOptionalSession();
  const catalogueFeeds = useMemo(() => indexFeeds(catalogue), [catalogue]);
  const mix = useMixtureRecord(catalogueFeeds);
  const { form, result, feedsById } = mix;
  const [errors, setErrors] = useState<readonly MixtureFormError[]>([]);
  /** Any change invalidates the shown result (the "calculated" flag resets, docs/product/calculation.md#states). */
  const setForm = mix.changeForm;
  const pickable = useMemo(() => listPickableFeeds(catalogue), [catalogue]);
  useUnsavedChanges(form.rows.length > 0);

  const errorOf = (field: string) => {
    const error = errors.find((item) => item.field === field);
    return error ? t(`error.${error.key}`) : undefined;
  };
  const onPick = (feed: TFeed) => {
    setForm({
      ...form,
      rows: [...form.rows, { feedId: feed.id, amountText: '', priceText: initialPriceText(feed, language) }],
    });
    setErrors((current) => current.filter((error) => !(error.field === 'feeds' && error.key === 'noFeeds')));
  };
  const onRow = (index: number, patch: Partial<{ amountText: string; priceText: string }>) =>
    setForm({ ...form, rows: form.rows.map((row, at) => (at === index ? { ...row, ...patch } : row)) });
  const onRemove = (index: number) => {
    setForm({ ...form, rows: form.rows.filter((_, at) => at !== index) });
    setErrors([]);
  };
  const onCalculate = () => {
    const outcome = validateMixtureForm(form, feedsById, language);
    if (!outcome.ok) return setErrors(outcome.errors);
    const calculated = calculateMixture(outcome.input);
    if (!calculated.ok) return setErrors(fromEngineErrors(calculated.errors));
    setErrors([]);
    mix.showResult(calculated.value, form);
  };
  const onClear = () => {
    mix.clear();
    setErrors([]);
  };

  const amountUnit = form.mode === 'kg' ? t('unit.kg') : '%';
  /** A toggle between `values` (`<name>.<value>` labels, `<name>-<value>` test ids). */
  const choice = <V extends string>(
    name: 'mode' | 'basis',
    value: V,
    values: readonly V[],
    onChange: (next: V) => void,
  ) => (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: V | null) => next && onChange(next)}
      aria-label={t(`${name}.label`)}
    >
      {values.map((option) => (
        <ToggleButton key={option} value={option} data-testid={`${name}-${option}`}>
          {t(`${name}.${option}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <RecordScreenBar kind="mixture" session={mix.session} savedTestId="saved-mix-name" naming={mix}>
        {session?.user && (
          <RecordSaveMenu kind="mixture" disabled={mix.session.state.isSaving} onSave={mix.openSave} />
        )}
      </RecordScreenBar>
      <SectionCard title={t('title')} subtitle={t('intro')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          {choice('mode', form.mode, ['kg', 'percent'], (mode: AmountMode) => setForm({ ...form, mode }))}
          {choice('basis', form.basis, ['MN', 'MS'], (basis: MixtureBasis) => setForm({ ...form, basis }))}
        </Box>
        <ChosenFeeds
          screen="mixture"
          pickable={pickable}
          types={catalogue.types}
          feedsById={feedsById}
          rows={form.rows}
          errorOf={errorOf}
          onPick={onPick}
          onPriceChange={(index, priceText) => onRow(index, { priceText })}
          onRemove={onRemove}
          amount={{
            header: t(form.mode === 'kg' ? 'column.amountKg' : 'column.amountPercent', {
              basis: t(`basisShort.${form.basis}`),
            }),
            width: 200,
            textOf: (row) => row.amountText,
            errorKey: 'amount',
            onTextChange: (index, amountText) => onRow(index, { amountText }),
            unit: amountUnit,
            ariaLabelKey: 'amountOf',
          }}
          priceWidth={200}
          minWidth={600}
          hasFieldTestIds
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <NumberField
            size="small"
            required
            label={t('totalLabel')}
            text={form.totalText}
            onTextChange={(totalText) => setForm({ ...form, totalText })}
            {...fieldMessage(errorOf('total'), t('totalHint'))}
            endUnit={t('unit.kgAsFed')}
            testId="mixture-total"
          />
          <NumberField
            size="small"
            label={t('mixer')}
            text={form.mixerText}
            onTextChange={(mixerText) => setForm({ ...form, mixerText })}
            {...fieldMessage(errorOf('mixer'), t('mixerHint'))}
            endUnit={t('unit.kgAsFed')}
            testId="mixture-mixer"
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onClear} data-testid="mixture-clear">
            {t('clear')}
          </Button>
          <Button
            variant="contained"
            startIcon={<CalculateOutlined />}
            onClick={onCalculate}
            data-testid="mixture-calculate"
          >
            {t('calculate')}
          </Button>
        </Box>
      </SectionCard>
      {result && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <MixtureReportAction
            result={result}
            feeds={form.rows.flatMap((row) => feedsById.get(row.feedId) ?? [])}
          />
        </Box>
      )}
      {result && <MixtureResults result={result} feedsById={feedsById} />}
    </Box>
  );
}
