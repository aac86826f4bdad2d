import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { useTranslation } from 'react-i18next';
import type { LeastCostSupplementResult, SupplementForGainResult, SupplementResult } from '@cocho/engine';
import type { TDietRecord, TFeed } from '@cocho/contracts';
import { withCallQueries, useCallQuery } from '../../api/query';
import { useEngine } from '../../engine-worker/use-engine';
import { formatNumber } from '../../format/format';
import { feedNameIn } from '../../format/feed-name';
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
import { NotForPecuarista } from '../../ui/NotForPecuarista';
import { SupplementResults } from './SupplementResults';
import { SupplementHandover } from './SupplementHandover';
import { SavedSupplementView } from './SavedSupplementView';
import { SavedHandoverCard } from '../sharing/SavedHandoverCard';
import { SharedRecordLists } from '../sharing/SharedRecordLists';
import { SavedHandoverList } from '../comparison/SavedHandoverList';
import { useOptionalSession } from '../../session/SessionProvider';
import { asSentence, useRecordKindMismatch } from '../../ui/record-kind';
import { LeastCostResults } from './LeastCostResults';
import {
  EMPTY_LEAST_COST_FIELDS,
  fromGainErrors,
  fromLeastCostErrors,
  runLeastCostSupplement,
  runSupplementForGain,
  validateGainForm,
  validateLeastCostForm,
} from './least-cost-mode';
import type { LeastCostFields } from './least-cost-mode';
import {
  createSupplementForm,
  createSupplementRow,
  fromSupplementErrors,
  reformatSupplementForm,
  supplementFormFromPrediction,
  validateSupplementForm,
} from './supplement-form';
import type { SupplementForm, SupplementFormError, SupplementFromPrediction } from './supplement-form';

/** Only all-concentrate feeds make a supplement (docs/product/calculation.md#validation). */
const isConcentrate = (feed: TFeed) => !feed.volumoso;
/** The pasture of the gain-on-pasture target: a forage. */
const isForage = (feed: TFeed) => feed.volumoso;
type Objective = 'ndt' | 'custo' | 'ganho';
const OBJECTIVES: readonly Objective[] = ['ndt', 'custo', 'ganho'];

/** A typed number of the least-cost modes: its field, label, hint ('' for none), unit, test id and whether required. */
type LcField = readonly [
  'bodyWeightText' | 'intakeText' | 'saltText' | 'gainText' | 'targetGainText',
  string,
  string,
  string,
  string,
  boolean?,
];
const GAIN_FIELDS: readonly LcField[] = [
  ['targetGainText', 'leastCost.targetGain', '', 'unit.kgPerDay', 'gain-target', true],
  ['bodyWeightText', 'leastCost.bodyWeight', '', 'kg', 'gain-body-weight', true],
  ['saltText', 'leastCost.saltPercent', 'leastCost.saltGainHint', 'unit.percentAsFed', 'gain-salt'],
];
const LEAST_COST_FIELDS: readonly LcField[] = [
  ['bodyWeightText', 'leastCost.bodyWeight', '', 'kg', 'least-cost-body-weight', true],
  [
    'intakeText',
    'leastCost.intakePercent',
    'leastCost.intakeHint',
    'leastCost.percentBw',
    'least-cost-intake',
    true,
  ],
  ['saltText', 'leastCost.saltPercent', 'leastCost.saltHint', 'unit.percentAsFed', 'least-cost-salt'],
  ['gainText', 'leastCost.gain', 'leastCost.gainHint', 'unit.kgPerDay', 'least-cost-gain'],
];

/**
 * /formulacao-suplemento: the supplement solver (not for pecuarista), with the product's
 * maximum-TDN mode and a least-cost mode (docs/decisions/least-cost-supplement.md). `?did=` starts the form
 * from a saved prediction, read through the query layer (api/query.tsx).
 */
export const SupplementPage = withCallQueries(SupplementScreen);

function SupplementScreen() {
  const { t } = useTranslation('supplement');
  const { state, reload } = useFeedCatalogue();
  const [params] = useSearchParams();
  const predictionId = Number(params.get('did'));
  const hasPrediction = Number.isInteger(predictionId) && predictionId > 0;
  const signature = params.get('assinatura') ?? '';
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error')
    return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={reload} />;
  return (
    <NotForPecuarista>
      {hasPrediction && signature !== '' ? (
        <SupplementFromLink did={predictionId} signature={signature} />
      ) : hasPrediction ? (
        <FormulatorFromPrediction id={predictionId} catalogue={state.catalogue} />
      ) : (
        <SupplementFormulator catalogue={state.catalogue} />
      )}
      {!hasPrediction && <SavedSupplementLists />}
    </NotForPecuarista>
  );
}

/** My saved supplements and the supplements shared with me and by me (docs/decisions/saved-supplements-comparisons.md). */
function SavedSupplementLists() {
  const { t } = useTranslation('supplement');
  const session = useOptionalSession();
  if (!session?.user) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <SavedHandoverList
        find="findMySupplements"
        title={t('handover.mine')}
        emptyText={t('handover.mineEmpty')}
        pathOf={(id) => `/formulacao-suplemento?did=${id}`}
        testId="saved-supplements"
      />
      <SharedRecordLists tipo={4} />
    </Box>
  );
}

/** The formulator started from saved prediction `id`; an empty one, with a notice, when it cannot be read. */
function FormulatorFromPrediction({ id, catalogue }: { id: number; catalogue: FeedCatalogue }) {
  const { t } = useTranslation('supplement');
  const language = useLanguage();
  const kindMismatch = useRecordKindMismatch();
  const { data: answer, error } = useCallQuery('getDiet', { id });
  if (!answer && !error) return <Loading />;
  // A saved or shared supplement (mode S) opens read-only, with its exports and sharing.
  if (answer?.modo === 'S') return <SavedSupplementRecord id={answer.id} dieta={answer.dieta} />;
  if (!answer || answer.modo !== 'PD')
    return (
      <>
        <Alert severity="error" sx={{ mb: 2 }} data-testid="prediction-load-error">
          {t('predictionLoadError')}
          {/* Another kind of record (a diet, a mix…): which one, so the user knows where it opens. */}
          {answer && ` ${asSentence(kindMismatch(answer.modo))}`}
        </Alert>
        <SupplementFormulator catalogue={catalogue} />
      </>
    );
  // The form takes it once, when it opens: a language switch later keeps what the user typed.
  return (
    <SupplementFormulator
      catalogue={catalogue}
      initial={supplementFormFromPrediction(answer.dieta, language, t('fromPredictionPrefix'))}
    />
  );
}

/** A supplement opened from a public link by a signed-in user: read-only, as the visitor sees it. */
function SupplementFromLink({ did, signature }: { did: number; signature: string }) {
  const { t } = useTranslation('supplement');
  const kindMismatch = useRecordKindMismatch();
  const { data: answer, error } = useCallQuery('openShareLink', { did, assinatura: signature });
  if (!answer && !error) return <Loading />;
  if (!answer || answer.modo !== 'S')
    return (
      <Alert severity="error" data-testid="saved-supplement-error">
        {t('handover.openFailed')}
        {answer && ` ${asSentence(kindMismatch(answer.modo))}`}
      </Alert>
    );
  return <SavedSupplementRecord id={null} dieta={answer.dieta} />;
}

/**
 * A saved supplement (mode S) on the supplement screen: its name, its figures, formula and composition with
 * PDF and Excel, and sharing (when `id` is given: not for a public link's copy).
 */
function SavedSupplementRecord({ id, dieta }: { id: number | null; dieta: TDietRecord }) {
  const language = useLanguage();
  return (
    <SavedHandoverCard kind="supplement" id={id} name={dieta.nome} testId="saved-supplement-record">
      <SavedSupplementView dieta={dieta} language={language} />
    </SavedHandoverCard>
  );
}

type SupplementFormulatorProps = {
  readonly catalogue: FeedCatalogue;
  /** A form made from a saved prediction (`?did=<id>`). */
  readonly initial?: SupplementFromPrediction;
};

/**
 * The formulator over a loaded catalogue (exported for component tests). Its prices and costs are in the
 * account's currency (docs/decisions/currencies-and-purchase-units.md).
 */
export function SupplementFormulator(props: SupplementFormulatorProps) {
  return (
    <CurrencyContext.Provider value={useAccountCurrency()}>
      <SupplementFormulatorIn {...props} />
    </CurrencyContext.Provider>
  );
}

function SupplementFormulatorIn({ catalogue, initial }: SupplementFormulatorProps) {
  const { t } = useTranslation('supplement');
  const language = useLanguage();
  const engine = useEngine('formulateSupplement');
  const [form, setForm] = useState<SupplementForm>(() => initial?.form ?? createSupplementForm());
  const [errors, setErrors] = useState<readonly SupplementFormError[]>([]);
  const [result, setResult] = useState<{ value: SupplementResult; name: string } | null>(null);
  /**
   * 'ndt': the most TDN at the protein target (spec); 'custo': the cheapest at a target intake; 'ganho': the
   * cheapest for a target gain on a pasture.
   */
  const [objective, setObjective] = useState<Objective>('ndt');
  const [leastCost, setLeastCost] = useState<LeastCostFields>(EMPTY_LEAST_COST_FIELDS);
  const [leastCostResult, setLeastCostResult] = useState<{
    value: LeastCostSupplementResult | SupplementForGainResult;
    name: string;
  } | null>(null);
  const [isSolving, setIsSolving] = useState(false);
  const [formLanguage, setFormLanguage] = useState(language);
  /** The form whose supplement was saved as the user's feed: leaving then loses nothing. */
  const [savedForm, setSavedForm] = useState<SupplementForm | null>(null);
  if (formLanguage !== language) {
    // A language switch re-writes the typed numbers in the new format.
    const reformatted = reformatSupplementForm(form, formLanguage, language);
    if (savedForm === form) setSavedForm(reformatted);
    setForm(reformatted);
    setFormLanguage(language);
  }
  const feedsById = useMemo(() => indexFeeds(catalogue), [catalogue]);
  const currency = useAccountCurrency();
  /** The result on screen, to be saved for hand-over; a new result starts a new record. */
  const shown = objective === 'ndt' ? result : leastCostResult;
  const handedOver = shown && {
    ...shown,
    key: `${objective}|${shown.name}|${JSON.stringify(shown.value.feeds)}`,
  };
  const pickable = useMemo(() => listPickableFeeds(catalogue, isConcentrate), [catalogue]);
  const pastures = useMemo(() => listPickableFeeds(catalogue, isForage).feeds, [catalogue]);
  useUnsavedChanges((form.rows.length > 0 || form.name.trim() !== '') && form !== savedForm);

  const errorOf = (field: string) => {
    const error = errors.find((item) => item.field === field);
    return error ? t(`error.${error.key}`) : undefined;
  };
  const update = (next: SupplementForm) => {
    setForm(next);
    setResult(null);
    setLeastCostResult(null);
  };
  const updateLeastCost = (changes: Partial<LeastCostFields>) => {
    setLeastCost({ ...leastCost, ...changes });
    setLeastCostResult(null);
  };
  /** A typed number of the least-cost modes; its error is the field's without "Text". */
  const lcField = ([key, label, hint, unit, testId, required = false]: LcField) => (
    <NumberField
      key={key}
      size="small"
      required={required}
      label={t(label)}
      text={leastCost[key] ?? ''}
      onTextChange={(text) => updateLeastCost({ [key]: text })}
      {...fieldMessage(errorOf(key.replace(/Text$/, '')), hint ? t(hint) : ' ')}
      endUnit={unit.includes('.') ? t(unit) : unit}
      testId={testId}
    />
  );

  /**
   * Checks the form for the objective, solves it, and shows the result or what to fix. `solve` answers null
   * when a newer run replaced it; a solver that fails says the supplement cannot be made.
   */
  const solveWith = async <Input, Value, SolveError>(
    outcome: { ok: true; input: Input } | { ok: false; errors: SupplementFormError[] },
    solve: (
      input: Input,
    ) => Promise<{ ok: true; value: Value } | { ok: false; errors: readonly SolveError[] } | null>,
    toFormErrors: (errors: readonly SolveError[], form: SupplementForm) => SupplementFormError[],
    show: (shown: { value: Value; name: string } | null) => void,
  ) => {
    if (!outcome.ok) {
      setErrors(outcome.errors);
      show(null);
      return;
    }
    setErrors([]);
    setIsSolving(true);
    try {
      const answer = await solve(outcome.input);
      if (answer === null) return;
      if (!answer.ok) setErrors(toFormErrors(answer.errors, form));
      else show({ value: answer.value, name: form.name.trim() });
    } catch {
      setErrors([{ field: 'form', key: 'invalid' }]);
    } finally {
      setIsSolving(false);
    }
  };
  const onFormulate = () => {
    if (objective === 'custo')
      return solveWith(
        validateLeastCostForm(form, leastCost, feedsById, language),
        runLeastCostSupplement,
        fromLeastCostErrors,
        setLeastCostResult,
      );
    if (objective === 'ganho')
      return solveWith(
        validateGainForm(form, leastCost, feedsById, language),
        runSupplementForGain,
        fromGainErrors,
        setLeastCostResult,
      );
    return solveWith(
      validateSupplementForm(form, feedsById, language),
      async (input) => {
        // The maximum-TDN solver runs in the engine worker.
        const answer = await engine.run(input);
        if (answer.superseded) return null;
        if (!answer.ok) throw answer.error;
        return answer.value;
      },
      (errors) => fromSupplementErrors(errors, form.rows),
      setResult,
    );
  };
  const onRow = (index: number, patch: Partial<{ quantityText: string; priceText: string }>) =>
    update({ ...form, rows: form.rows.map((row, at) => (at === index ? { ...row, ...patch } : row)) });

  const onClear = () => {
    setForm(createSupplementForm());
    setErrors([]);
    setResult(null);
    setLeastCost(EMPTY_LEAST_COST_FIELDS);
    setLeastCostResult(null);
  };

  const formError = errorOf('form');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <SectionCard title={t('title')} subtitle={t('intro')}>
        {initial && (
          <Alert severity="info" data-testid="from-prediction">
            {t('fromPrediction', { count: initial.form.rows.length })}
            {initial.skippedRoughages > 0 && ` ${t('skippedRoughages', { count: initial.skippedRoughages })}`}
          </Alert>
        )}
        <TextField
          select
          size="small"
          label={t('leastCost.objective')}
          value={objective}
          onChange={(event) => {
            setObjective(OBJECTIVES.find((item) => item === event.target.value) ?? 'ndt');
            setErrors([]);
            setLeastCostResult(null);
          }}
          helperText={
            objective === 'custo'
              ? t('leastCost.objectiveHint')
              : objective === 'ganho'
                ? t('leastCost.objectiveGainHint')
                : ' '
          }
          sx={{ maxWidth: 420 }}
          slotProps={{ htmlInput: { 'data-testid': 'supplement-objective' } }}
        >
          <MenuItem value="ndt">{t('leastCost.objectiveNdt')}</MenuItem>
          <MenuItem value="custo">{t('leastCost.objectiveCost')}</MenuItem>
          <MenuItem value="ganho">{t('leastCost.objectiveGain')}</MenuItem>
        </TextField>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <TextField
            size="small"
            required
            label={t('name')}
            value={form.name}
            onChange={(event) => update({ ...form, name: event.target.value })}
            error={errorOf('name') !== undefined}
            helperText={errorOf('name') ?? ' '}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'supplement-name' } }}
          />
          {objective !== 'ganho' && (
            <NumberField
              size="small"
              required
              label={t('protein')}
              text={form.proteinText}
              onTextChange={(proteinText) => update({ ...form, proteinText })}
              {...fieldMessage(errorOf('protein'), t('proteinHint'))}
              endUnit={t('unit.percentDm')}
              testId="supplement-protein"
            />
          )}
        </Box>
        {objective === 'ganho' && (
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}
            data-testid="gain-fields"
          >
            <TextField
              select
              size="small"
              required
              label={t('leastCost.pasture')}
              value={leastCost.pastureId ?? ''}
              onChange={(event) => updateLeastCost({ pastureId: event.target.value })}
              error={errorOf('pasture') !== undefined}
              helperText={errorOf('pasture') ?? t('leastCost.pastureHint')}
              slotProps={{ htmlInput: { 'data-testid': 'gain-pasture' } }}
            >
              {pastures.map((feed) => (
                <MenuItem key={feed.id} value={feed.id}>
                  {feedNameIn(feed, language)}
                </MenuItem>
              ))}
            </TextField>
            {GAIN_FIELDS.map(lcField)}
          </Box>
        )}
        {objective === 'custo' && (
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' } }}
            data-testid="least-cost-fields"
          >
            {LEAST_COST_FIELDS.map(lcField)}
          </Box>
        )}
        <ChosenFeeds
          screen="supplement"
          pickable={pickable}
          types={catalogue.types}
          feedsById={feedsById}
          rows={form.rows}
          errorOf={errorOf}
          onPick={(feed) => {
            update({ ...form, rows: [...form.rows, createSupplementRow(feed, language)] });
            setErrors((current) => current.filter((error) => error.field !== 'feeds'));
          }}
          onPriceChange={(index, priceText) => onRow(index, { priceText })}
          onRemove={(index) => {
            update({ ...form, rows: form.rows.filter((_, at) => at !== index) });
            setErrors([]);
          }}
          columns={(['PB', 'NDT'] as const).map((key) => ({
            header: t(key === 'PB' ? 'column.cp' : 'column.tdn'),
            align: 'right',
            render: (row) => {
              const value = feedsById.get(row.feedId)?.nutrientes[key];
              return value === undefined ? '–' : formatNumber(value, language, 1);
            },
          }))}
          noteOf={(index) => {
            const rowError = errorOf(`row.${index}`);
            return rowError === undefined ? null : (
              <Typography variant="caption" color="error" component="div" data-testid="supplement-row-error">
                {rowError}
              </Typography>
            );
          }}
          amount={{
            header: t('column.quantity'),
            width: 190,
            textOf: (row) => row.quantityText,
            errorKey: 'quantity',
            onTextChange: (index, quantityText) => onRow(index, { quantityText }),
            unit: t('unit.kgPerDay'),
            ariaLabelKey: 'quantityOf',
          }}
          priceWidth={170}
          minWidth={720}
        />
        {formError && (
          <Alert severity="error" data-testid="supplement-error">
            {formError}
          </Alert>
        )}
        {(engine.isRunning || isSolving) && <LinearProgress aria-label={t('running')} />}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onClear}>{t('clear')}</Button>
          <Button
            variant="contained"
            startIcon={<ScienceOutlined />}
            onClick={() => void onFormulate()}
            disabled={engine.isRunning || isSolving}
            data-testid="supplement-formulate"
          >
            {t('formulate')}
          </Button>
        </Box>
      </SectionCard>
      {objective !== 'ndt' && leastCostResult && (
        <LeastCostResults result={leastCostResult.value} name={leastCostResult.name} feedsById={feedsById} />
      )}
      {objective === 'ndt' && result && (
        <SupplementResults
          result={result.value}
          name={result.name}
          feedsById={feedsById}
          onSaved={() => setSavedForm(form)}
        />
      )}
      {handedOver && (
        <SupplementHandover
          key={handedOver.key}
          result={handedOver.value}
          name={handedOver.name}
          objective={objective}
          feeds={handedOver.value.feeds.flatMap((feed) => {
            const known = feedsById.get(feed.id);
            return known ? [known] : [];
          })}
          currency={currency}
        />
      )}
    </Box>
  );
}
