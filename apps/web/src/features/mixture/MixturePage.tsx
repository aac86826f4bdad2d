import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import { useTranslation } from 'react-i18next';
import { calculateMixture } from '@cocho/engine';
import type { MixtureResult } from '@cocho/engine';
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
import {
  createMixtureForm,
  fromEngineErrors,
  reformatMixtureForm,
  validateMixtureForm,
} from './mixture-form';
import type { AmountMode, MixtureBasis, MixtureForm, MixtureFormError } from './mixture-form';

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
 * client), My mixes, share and public link, over the record session (use-mixture-record.ts).
 */
export function SavedMixScreen({ catalogue }: { readonly catalogue: FeedCatalogue }) {
  const session = useOptionalSession();
  const catalogueFeeds = useMemo(() => indexFeeds(catalogue), [catalogue]);
  const mix = useMixtureRecord(catalogueFeeds);
  const { changeForm, showResult, clear } = mix;
  const binding: MixtureRecordBinding = {
    form: mix.form,
    result: mix.result,
    feedsById: mix.feedsById,
    onFormChange: changeForm,
    onResult: showResult,
    onClear: clear,
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <RecordScreenBar
        kind="mixture"
        session={mix.session}
        savedName={mix.saved?.nome ?? null}
        savedObs={mix.saved?.obs ?? null}
        savedTestId="saved-mix-name"
        openSaved={mix.openSaved}
        save={{ isOpen: mix.isSaveOpen, onCancel: mix.closeSave, onSave: mix.save }}
      >
        {session?.user && (
          <RecordSaveMenu kind="mixture" disabled={mix.session.state.isSaving} onSave={mix.openSave} />
        )}
      </RecordScreenBar>
      <MixtureCalculator
        catalogue={catalogue}
        record={binding}
        renderActions={(result, feeds) => <MixtureReportAction result={result} feeds={feeds} />}
      />
    </Box>
  );
}

/** The form and result kept by the screen's record session (a saved mix), instead of the calculator. */
export type MixtureRecordBinding = {
  readonly form: MixtureForm;
  /** The result of exactly `form`, or null. */
  readonly result: MixtureResult | null;
  /** The catalogue's feeds with a reopened record's own. */
  readonly feedsById: ReadonlyMap<string, TFeed>;
  /** A changed form (the result becomes stale); the record re-writes it itself on a language switch. */
  readonly onFormChange: (form: MixtureForm) => void;
  readonly onResult: (result: MixtureResult, form: MixtureForm) => void;
  readonly onClear: () => void;
};

type MixtureCalculatorProps = {
  readonly catalogue: FeedCatalogue;
  /** Actions on a calculated mix (the mix report PDF), shown above the results. */
  readonly renderActions?: (result: MixtureResult, feeds: readonly TFeed[]) => ReactNode;
  /** The screen keeps the form and result (saved mixes); absent: the calculator keeps its own. */
  readonly record?: MixtureRecordBinding;
};

/**
 * The calculator over a loaded catalogue (exported for component tests). Its prices and costs are in the
 * account's currency (docs/decisions/currencies-and-purchase-units.md).
 */
export function MixtureCalculator(props: MixtureCalculatorProps) {
  return (
    <CurrencyContext.Provider value={useAccountCurrency()}>
      <MixtureCalculatorIn {...props} />
    </CurrencyContext.Provider>
  );
}

function MixtureCalculatorIn({ catalogue, renderActions, record }: MixtureCalculatorProps) {
  const { t } = useTranslation('mixture');
  const language = useLanguage();
  const [ownForm, setOwnForm] = useState<MixtureForm>(() => createMixtureForm(language));
  const [errors, setErrors] = useState<readonly MixtureFormError[]>([]);
  const [ownResult, setOwnResult] = useState<MixtureResult | null>(null);
  const [formLanguage, setFormLanguage] = useState(language);
  const form = record?.form ?? ownForm;
  const result = record ? record.result : ownResult;
  /** Any change invalidates the shown result (the "calculated" flag resets, docs/product/calculation.md#states). */
  const setForm = (next: MixtureForm) => {
    if (record) record.onFormChange(next);
    else {
      setOwnForm(next);
      setOwnResult(null);
    }
  };
  const setResult = (next: MixtureResult | null) => {
    if (record) {
      if (next) record.onResult(next, form);
    } else setOwnResult(next);
  };
  if (!record && formLanguage !== language) {
    // A language switch re-writes the typed numbers in the new format (the screen's record does it for
    // its own form).
    setOwnForm(reformatMixtureForm(ownForm, formLanguage, language));
    setFormLanguage(language);
  }
  const catalogueFeeds = useMemo(() => indexFeeds(catalogue), [catalogue]);
  const feedsById = record?.feedsById ?? catalogueFeeds;
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
    if (!outcome.ok) {
      setErrors(outcome.errors);
      setResult(null);
      return;
    }
    const calculated = calculateMixture(outcome.input);
    if (!calculated.ok) {
      setErrors(fromEngineErrors(calculated.errors));
      setResult(null);
      return;
    }
    setErrors([]);
    setResult(calculated.value);
  };
  const onClear = () => {
    if (record) record.onClear();
    else {
      setOwnForm(createMixtureForm(language));
      setOwnResult(null);
    }
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
      {result && renderActions && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          {renderActions(
            result,
            form.rows.flatMap((row) => feedsById.get(row.feedId) ?? []),
          )}
        </Box>
      )}
      {result && <MixtureResults result={result} feedsById={feedsById} />}
    </Box>
  );
}
