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
import { MixtureReportAction } from './MixtureReportAction';
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
      <MixtureCalculator
        catalogue={state.catalogue}
        renderActions={(result, feeds) => <MixtureReportAction result={result} feeds={feeds} />}
      />
    </NotForPecuarista>
  );
}

type MixtureCalculatorProps = {
  readonly catalogue: FeedCatalogue;
  /** Actions on a calculated mix (the mix report PDF), shown above the results. */
  readonly renderActions?: (result: MixtureResult, feeds: readonly TFeed[]) => ReactNode;
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

function MixtureCalculatorIn({ catalogue, renderActions }: MixtureCalculatorProps) {
  const { t } = useTranslation('mixture');
  const language = useLanguage();
  const [form, setForm] = useState<MixtureForm>(() => createMixtureForm(language));
  const [errors, setErrors] = useState<readonly MixtureFormError[]>([]);
  const [result, setResult] = useState<MixtureResult | null>(null);
  const [formLanguage, setFormLanguage] = useState(language);
  if (formLanguage !== language) {
    // A language switch re-writes the typed numbers in the new format.
    setForm(reformatMixtureForm(form, formLanguage, language));
    setFormLanguage(language);
  }
  const feedsById = useMemo(() => indexFeeds(catalogue), [catalogue]);
  const pickable = useMemo(() => listPickableFeeds(catalogue), [catalogue]);
  useUnsavedChanges(form.rows.length > 0);

  const errorOf = (field: string) => {
    const error = errors.find((item) => item.field === field);
    return error ? t(`error.${error.key}`) : undefined;
  };
  /** Any change invalidates the shown result (the "calculated" flag resets, docs/product/calculation.md#states). */
  const update = (next: MixtureForm) => {
    setForm(next);
    setResult(null);
  };
  const onPick = (feed: TFeed) => {
    update({
      ...form,
      rows: [...form.rows, { feedId: feed.id, amountText: '', priceText: initialPriceText(feed, language) }],
    });
    setErrors((current) => current.filter((error) => !(error.field === 'feeds' && error.key === 'noFeeds')));
  };
  const onRow = (index: number, patch: Partial<{ amountText: string; priceText: string }>) =>
    update({ ...form, rows: form.rows.map((row, at) => (at === index ? { ...row, ...patch } : row)) });
  const onRemove = (index: number) => {
    update({ ...form, rows: form.rows.filter((_, at) => at !== index) });
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
    setForm(createMixtureForm(language));
    setErrors([]);
    setResult(null);
  };

  const amountUnit = form.mode === 'kg' ? t('unit.kg') : '%';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <SectionCard title={t('title')} subtitle={t('intro')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={form.mode}
            onChange={(_event, mode: AmountMode | null) => mode && update({ ...form, mode })}
            aria-label={t('mode.label')}
          >
            <ToggleButton value="kg" data-testid="mode-kg">
              {t('mode.kg')}
            </ToggleButton>
            <ToggleButton value="percent" data-testid="mode-percent">
              {t('mode.percent')}
            </ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={form.basis}
            onChange={(_event, basis: MixtureBasis | null) => basis && update({ ...form, basis })}
            aria-label={t('basis.label')}
          >
            <ToggleButton value="MN" data-testid="basis-MN">
              {t('basis.MN')}
            </ToggleButton>
            <ToggleButton value="MS" data-testid="basis-MS">
              {t('basis.MS')}
            </ToggleButton>
          </ToggleButtonGroup>
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
            onTextChange={(totalText) => update({ ...form, totalText })}
            {...fieldMessage(errorOf('total'), t('totalHint'))}
            endUnit={t('unit.kgAsFed')}
            testId="mixture-total"
          />
          <NumberField
            size="small"
            label={t('mixer')}
            text={form.mixerText}
            onTextChange={(mixerText) => update({ ...form, mixerText })}
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
