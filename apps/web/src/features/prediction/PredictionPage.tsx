import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { canSaveDiet } from '@cocho/contracts';
import { DEFAULT_ANIMAL } from '@cocho/engine';
import type { Animal, Prediction } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { useEngine } from '../../engine-worker/use-engine';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../session/SessionProvider';
import { useAlert } from '../../ui/AlertProvider';
import { Loading } from '../../ui/Loading';
import { useModal } from '../../ui/ModalProvider';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { AnimalForm } from '../animal/AnimalForm';
import type { AnimalFormCheck } from '../animal/AnimalForm';
import { checkAnimalForm } from '../animal/animal-form-model';
import { LOCAL_PREDICTIONS_KEY, storeRecordLocally } from '../records/local-records';
import { PREDICTION_DRAFT_KEY } from '../records/record-draft';
import { useRecordDraft } from '../records/use-record-draft';
import { SaveDietDialog } from '../diet/SaveDietDialog';
import { clientIdForSaving, useFeedCatalogue } from '../../catalogue/use-feed-catalogue';
import { COW_MILK_CATALOGUE_FEED } from '../../catalogue/cow-milk-feed';
import { DietRowsTable } from './DietRowsTable';
import { FeedPicker } from './FeedPicker';
import { PredictionMenu } from './PredictionMenu';
import { PredictionResults } from './PredictionResults';
import { YmSelect } from './YmSelect';
import type { YmChoice } from './YmSelect';
import type { IntakeNotice } from './PredictionResults';
import { predictionErrorKey, resolveRows, scaleRows, toDietFeeds, unreadableKey } from './prediction-model';
import type { AmountBasis, DietRow, PredictionErrorKey } from './prediction-model';
import { toPredictionReport } from './prediction-report';
import {
  findSaveProblem,
  fromPredictionRecord,
  predictionFromDietRecord,
  toPredictionRecord,
} from './prediction-record';
import type { PredictionInputs, ReopenedPrediction } from './prediction-record';
import { SavedPredictionsDialog } from './SavedPredictionsDialog';

type Outcome =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'ok';
      readonly prediction: Prediction;
      readonly animal: Animal;
      readonly rows: readonly DietRow[];
      readonly basis: AmountBasis;
      /** The Ym chosen when it was predicted (absent: by forage share). */
      readonly ym?: YmChoice;
    }
  | { readonly kind: 'error'; readonly key: PredictionErrorKey };

/** The saved prediction on screen and the inputs as they were saved (changes after it make it dirty). */
type Saved = {
  readonly id: number;
  readonly nome: string;
  readonly obs: string | null;
  readonly oculta: boolean;
  readonly inputs: PredictionInputs;
};

const SUPPLEMENT_PATH = '/formulacao-suplemento';

/**
 * /predicao-desempenho (issue 6 items 2, 6, 7, 8): animal and daily feed amounts → expected gain,
 * excretion, methane; save (premium), reopen (`?did=<id>`, a saved prediction or a saved diet to predict),
 * my predictions, reports, and a supplement from the prediction.
 */
export function PredictionPage() {
  const { t } = useTranslation('prediction');
  const { t: tAnimal } = useTranslation('animal');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const { user } = useSession();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { state, reload } = useFeedCatalogue();
  const { run, isRunning } = useEngine('predictPerformance');
  const [animal, setAnimal] = useState<Animal>(DEFAULT_ANIMAL);
  const [check, setCheck] = useState<AnimalFormCheck>({ isValid: true, problems: [] });
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [rows, setRows] = useState<readonly DietRow[]>([]);
  const [basis, setBasis] = useState<AmountBasis>('asFed');
  const [ymChoice, setYmChoice] = useState<YmChoice>('auto');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [intakeNotice, setIntakeNotice] = useState<IntakeNotice | null>(null);
  /** Feeds of a reopened record as they were used; they win over the catalogue for these ids. */
  const [recordFeeds, setRecordFeeds] = useState<ReadonlyMap<string, TFeed>>(new Map());
  const [saved, setSaved] = useState<Saved | null>(null);
  const [loadedDietName, setLoadedDietName] = useState<string | null>(null);
  const [openingError, setOpeningError] = useState<string | null>(null);
  const [isSaveOpen, setIsSaveOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [isSavedListOpen, setIsSavedListOpen] = useState(false);
  const [pendingPath, setPendingPath] = useState<string | null>(null);
  const loadedId = useRef<string | null>(null);

  const catalogue = state.status === 'ready' ? state.catalogue : null;
  const allFeeds: TFeed[] = useMemo(
    () =>
      catalogue
        ? [COW_MILK_CATALOGUE_FEED, ...catalogue.catalogue, ...catalogue.company, ...catalogue.user]
        : [],
    [catalogue],
  );
  const feedsById = useMemo(
    () => new Map([...allFeeds, ...recordFeeds.values()].map((feed) => [feed.id, feed] as const)),
    [allFeeds, recordFeeds],
  );
  const resolved = useMemo(
    () => resolveRows(rows, feedsById, basis, language),
    [rows, feedsById, basis, language],
  );
  const chosenIds = useMemo(() => new Set(rows.map((row) => row.feedId)), [rows]);
  // Feeds or an edited animal are data the user would lose (spec 01 §2 "leaving with unsaved data").
  const isDirty =
    (rows.length > 0 || animal !== DEFAULT_ANIMAL) &&
    (saved === null ||
      saved.inputs.animal !== animal ||
      saved.inputs.rows !== rows ||
      saved.inputs.basis !== basis);
  useUnsavedChanges(isDirty);
  // Declared after useUnsavedChanges: the blocker sees the saved state before this navigation runs.
  useEffect(() => {
    if (pendingPath !== null) void navigate(pendingPath);
  }, [pendingPath, navigate]);

  const isStale =
    outcome.kind === 'ok' &&
    (outcome.animal !== animal ||
      outcome.rows !== rows ||
      outcome.basis !== basis ||
      (outcome.ym ?? 'auto') !== ymChoice);
  const freshPrediction = outcome.kind === 'ok' && !isStale ? outcome.prediction : null;

  /** Puts a reopened record on screen; `asSaved` when it is this saved prediction. */
  const show = (reopened: ReopenedPrediction, asSaved: Omit<Saved, 'inputs'> | null) => {
    const { inputs } = reopened;
    setAnimal(inputs.animal);
    const problems = checkAnimalForm(inputs.animal, 'prediction');
    setCheck({ isValid: problems.length === 0, problems });
    setShowAllErrors(false);
    setRows(inputs.rows);
    setBasis(inputs.basis);
    setYmChoice('auto');
    setRecordFeeds(new Map(reopened.feeds.map((feed) => [feed.id, feed] as const)));
    setOutcome(
      reopened.prediction
        ? {
            kind: 'ok',
            prediction: reopened.prediction,
            animal: inputs.animal,
            rows: inputs.rows,
            basis: inputs.basis,
          }
        : { kind: 'none' },
    );
    setSaved(asSaved ? { ...asSaved, inputs } : null);
    setIntakeNotice(null);
  };

  /** Reads record `did` (a saved prediction, or a saved diet to predict) onto the screen. */
  const openRecord = async (did: string) => {
    loadedId.current = did;
    const id = Number(did);
    if (!Number.isInteger(id) || id <= 0) return;
    // A later ?did= (or a save) supersedes this load.
    const isCurrent = () => loadedId.current === did;
    try {
      const answer = await call('getDiet', { id });
      if (!isCurrent()) return;
      setOpeningError(null);
      if (answer.modo === 'PD') {
        const { dieta } = answer;
        show(fromPredictionRecord(dieta, language), {
          id: answer.id,
          nome: dieta.nome,
          obs: dieta.obs,
          oculta: dieta.oculta,
        });
        setLoadedDietName(null);
      } else {
        show(predictionFromDietRecord(answer.dieta, language), null);
        setLoadedDietName(answer.dieta.nome);
      }
    } catch (error) {
      if (isCurrent()) setOpeningError(tErrors(errorCodeOf(error)));
    }
  };

  const did = searchParams.get('did');
  useEffect(() => {
    if (did === null || did === loadedId.current) return;
    void openRecord(did);
    // Read once per id; a later language switch keeps what is on screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [did]);

  // Unsaved work left by a closed tab or a reload is offered back once, when the screen opens empty.
  const draft = useRecordDraft(PREDICTION_DRAFT_KEY, {
    skipOffer: did !== null,
    onRestore: ({ dieta, savedId }) => {
      show(
        fromPredictionRecord(dieta, language),
        savedId === null ? null : { id: savedId, nome: dieta.nome, obs: dieta.obs, oculta: dieta.oculta },
      );
      // Restored changes are still unsaved: the saved inputs must not be the restored ones (isDirty
      // compares them by identity).
      setSaved(
        (current) => current && { ...current, inputs: { ...current.inputs, rows: [...current.inputs.rows] } },
      );
    },
  });
  const { isChecked: isDraftChecked, scheduleWrite: scheduleDraftWrite } = draft;

  // While the prediction on screen has changes, keep them in the browser (shortly after the last edit).
  useEffect(() => {
    if (!isDraftChecked || !isDirty) return;
    return scheduleDraftWrite(() => ({
      dieta: toPredictionRecord(
        { animal, rows, basis },
        feedsById,
        freshPrediction,
        {
          nome: saved?.nome ?? '',
          obs: saved?.obs ?? null,
          oculta: saved?.oculta ?? false,
          id: saved?.id ?? null,
          time: Date.now(),
          idCliente: clientIdForSaving(user),
        },
        language,
      ),
      step: 0,
      savedId: saved?.id ?? null,
    }));
  }, [
    isDraftChecked,
    scheduleDraftWrite,
    isDirty,
    animal,
    rows,
    basis,
    feedsById,
    freshPrediction,
    saved,
    user,
    language,
  ]);

  const fail = (key: PredictionErrorKey) => {
    setOutcome({ kind: 'error', key });
    showAlert(t(`error.${key}`), 'error');
  };

  /**
   * Runs the engine on `submittedRows` (optionally matching them to the animal's intake); answers the
   * prediction, or null after saying why it failed.
   */
  const runPrediction = async (
    submittedRows: readonly DietRow[],
    matchIntake: boolean,
  ): Promise<Prediction | null> => {
    if (!check.isValid) {
      setShowAllErrors(true);
      fail('animal');
      return null;
    }
    const submitted = resolveRows(submittedRows, feedsById, basis, language);
    const unreadable = unreadableKey(submitted);
    if (unreadable) {
      fail(unreadable);
      return null;
    }
    const total = submitted.reduce((sum, row) => sum + row.asFedKg, 0);
    if (!(total > 0)) {
      fail('zeroTotal');
      return null;
    }
    const result = await run({
      animal,
      feeds: toDietFeeds(submitted, feedsById),
      options: {
        ...(matchIntake ? { matchIntake: true } : {}),
        ...(ymChoice === 'auto' ? {} : { ymPercent: ymChoice }),
      },
    });
    if (result.superseded) return null;
    if (!result.ok) {
      fail('failed');
      return null;
    }
    if (!result.value.ok) {
      const key = predictionErrorKey(result.value.errors);
      // A diet that cannot be matched keeps its prediction on screen; the intake card says why.
      if (key === 'matchFailed') {
        setIntakeNotice({ kind: 'failed' });
        showAlert(t('error.matchFailed'), 'error');
      } else fail(key);
      return null;
    }
    return result.value.value;
  };

  /** Predicts the inputs on screen; answers the prediction, or null after saying why it failed. */
  const predict = async (): Promise<Prediction | null> => {
    const submitted = { animal, rows, basis, ym: ymChoice };
    const prediction = await runPrediction(rows, false);
    if (prediction === null) return null;
    setIntakeNotice(null);
    setOutcome({ kind: 'ok', prediction, ...submitted });
    return prediction;
  };

  /**
   * "Compatibilise" (spec 02 §8 "could not match prediction"): scales every amount so that the dry matter
   * offered is what the animal eats at the gain the scaled diet predicts, then predicts the amounts now on
   * screen (rounded as typed amounts).
   */
  const onMatchIntake = async () => {
    const matched = await runPrediction(rows, true);
    if (matched === null) return;
    const factor = matched.matchedFactor ?? 1;
    const scaledRows = scaleRows(rows, factor, language);
    setRows(scaledRows);
    const prediction = await runPrediction(scaledRows, false);
    if (prediction === null) return;
    setOutcome({ kind: 'ok', prediction, animal, rows: scaledRows, basis, ym: ymChoice });
    setIntakeNotice({ kind: 'matched', factor });
  };

  const inputs: PredictionInputs = { animal, rows, basis };

  /** Saves the screen's prediction (named, or hidden for a supplement); null when it failed (said why). */
  const savePrediction = async (
    prediction: Prediction | null,
    meta: { nome: string; obs: string | null; oculta: boolean; id: number | null },
    failedKey: 'save.failed' | 'supplement.failed',
  ): Promise<Saved | null> => {
    setIsSaving(true);
    try {
      const record = toPredictionRecord(
        inputs,
        feedsById,
        prediction,
        { ...meta, time: Date.now(), idCliente: clientIdForSaving(user) },
        language,
      );
      const answer = await call('savePD', { dieta: JSON.stringify(record), id: meta.id, obs: meta.obs });
      storeRecordLocally(localStorage, LOCAL_PREDICTIONS_KEY, answer.dieta);
      draft.remove();
      const next: Saved = {
        id: answer.id,
        nome: answer.dieta.nome,
        obs: answer.obs,
        oculta: answer.dieta.oculta,
        inputs,
      };
      setSaved(next);
      return next;
    } catch (error) {
      // A failed save keeps everything on screen and says why.
      showAlert(t(failedKey, { reason: tErrors(errorCodeOf(error)) }), 'error');
      return null;
    } finally {
      setIsSaving(false);
    }
  };

  /** Premium and savable inputs (spec 01 §6); says why not. */
  const canSave = (premiumKey: 'save.premium' | 'supplement.premium'): boolean => {
    if (!user || !canSaveDiet(user)) {
      showAlert(t(premiumKey), 'error');
      return false;
    }
    const problem = findSaveProblem(inputs, language);
    if (problem) {
      showAlert(
        t(problem === 'noFeeds' ? 'save.noFeeds' : `error.${unreadableKey(resolved) ?? 'unreadable'}`),
        'error',
      );
      return false;
    }
    return true;
  };

  const onSave = async (nome: string, obs: string | null) => {
    // A hidden auto-saved prediction becomes the named one; a named one is updated.
    const next = await savePrediction(
      freshPrediction,
      { nome, obs, oculta: false, id: saved?.id ?? null },
      'save.failed',
    );
    if (!next) return;
    setIsSaveOpen(false);
    setLoadedDietName(null);
    loadedId.current = String(next.id);
    setSearchParams({ did: String(next.id) }, { replace: true });
    showAlert(t('save.saved', { name: next.nome }), 'success');
  };

  /** Spec 02 §5: a prediction must be saved before a supplement is made from it (hidden auto-save). */
  const onCreateSupplement = async () => {
    if (!canSave('supplement.premium')) return;
    if (saved && !isDirty) {
      setPendingPath(`${SUPPLEMENT_PATH}?did=${saved.id}`);
      return;
    }
    const prediction = freshPrediction ?? (await predict());
    if (prediction === null) return;
    const next = await savePrediction(
      prediction,
      { nome: '', obs: null, oculta: true, id: saved?.oculta ? saved.id : null },
      'supplement.failed',
    );
    if (next) setPendingPath(`${SUPPLEMENT_PATH}?did=${next.id}`);
  };

  const onReset = () => {
    draft.remove();
    setAnimal(DEFAULT_ANIMAL);
    setCheck({ isValid: true, problems: [] });
    setShowAllErrors(false);
    setRows([]);
    setBasis('asFed');
    setYmChoice('auto');
    setOutcome({ kind: 'none' });
    setIntakeNotice(null);
    setRecordFeeds(new Map());
    setSaved(null);
    setLoadedDietName(null);
    setOpeningError(null);
    loadedId.current = null;
    setSearchParams({}, { replace: true });
  };

  const onOpenSaved = async (id: number) => {
    if (isDirty && !(await confirm({ title: t('saved.discardTitle'), message: t('saved.discardMessage') })))
      return;
    setIsSavedListOpen(false);
    // The same id again reads it again (the screen may have changed since).
    if (String(id) === did) await openRecord(String(id));
    else setSearchParams({ did: String(id) });
  };

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', width: '100%', py: { xs: 1, md: 2 } }}>
      {openingError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="opening-error">
          {t('open.failed', { reason: openingError })}
        </Alert>
      )}
      {loadedDietName !== null && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="loaded-diet">
          {t('open.fromDiet', { name: loadedDietName })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
          {t('page.intro')}
        </Typography>
        {saved && !saved.oculta && (
          <Chip label={saved.nome} color="primary" variant="outlined" data-testid="saved-prediction-name" />
        )}
        <Box sx={{ display: 'flex', gap: 1 }}>
          {user && (
            <Button
              onClick={() => setIsSavedListOpen(true)}
              disabled={isRunning}
              data-testid="my-predictions"
            >
              {t('menu.myPredictions')}
            </Button>
          )}
          <PredictionMenu
            disabled={isRunning || isSaving}
            onSave={() => {
              if (canSave('save.premium')) setIsSaveOpen(true);
            }}
            onCreateSupplement={() => void onCreateSupplement()}
            getReportData={() =>
              toPredictionReport(inputs, freshPrediction, feedsById, {
                language,
                generatedAt: new Date(),
                name: saved && !saved.oculta ? saved.nome : null,
                authorName: user?.NOME ?? null,
              })
            }
          />
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '400px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-labelledby="prediction-animal-title">
          <CardHeader
            title={tAnimal('title')}
            slotProps={{
              title: {
                variant: 'subtitle1',
                component: 'h2',
                id: 'prediction-animal-title',
                fontWeight: 600,
              },
            }}
            action={
              <Tooltip title={t('page.reset')}>
                <IconButton onClick={onReset} aria-label={t('page.reset')} data-testid="reset-prediction">
                  <RestartAlt />
                </IconButton>
              </Tooltip>
            }
          />
          <Divider />
          <CardContent>
            <AnimalForm
              variant="prediction"
              animal={animal}
              showAllErrors={showAllErrors}
              onChange={(next, nextCheck) => {
                // A calf's diet starts with cow milk (spec 02 §4).
                if (next.tipo === 'bezerro' && animal.tipo !== 'bezerro')
                  setRows((current) =>
                    current.some((row) => row.feedId === COW_MILK_CATALOGUE_FEED.id)
                      ? current
                      : [{ feedId: COW_MILK_CATALOGUE_FEED.id, amountText: '', unit: 'kg' }, ...current],
                  );
                setAnimal(next);
                setCheck(nextCheck);
              }}
            />
          </CardContent>
        </Card>

        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          <Card component="section" aria-labelledby="prediction-diet-title">
            <CardHeader
              title={t('feeds.title')}
              subheader={t('feeds.subtitle')}
              slotProps={{
                title: {
                  variant: 'subtitle1',
                  component: 'h2',
                  id: 'prediction-diet-title',
                  fontWeight: 600,
                },
                subheader: { variant: 'body2' },
              }}
              action={
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={basis}
                  onChange={(_event, value: AmountBasis | null) => value && setBasis(value)}
                  aria-label={t('feeds.basis')}
                  sx={{ mt: 0.5 }}
                >
                  <ToggleButton value="asFed" data-testid="basis-as-fed">
                    {t('feeds.basisAsFed')}
                  </ToggleButton>
                  <ToggleButton value="dryMatter" data-testid="basis-dm">
                    {t('feeds.basisDm')}
                  </ToggleButton>
                </ToggleButtonGroup>
              }
            />
            <Divider />
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {state.status === 'loading' && <Loading text={t('feeds.loading')} />}
              {state.status === 'error' && (
                <Alert
                  severity="error"
                  action={
                    <Button color="inherit" size="small" onClick={reload}>
                      {t('feeds.retry')}
                    </Button>
                  }
                >
                  {t('feeds.loadFailed')}
                </Alert>
              )}
              {catalogue && (
                <FeedPicker
                  feeds={allFeeds}
                  types={catalogue.types}
                  excludedIds={chosenIds}
                  language={language}
                  onPick={(feed) =>
                    setRows((current) => [...current, { feedId: feed.id, amountText: '', unit: 'kg' }])
                  }
                />
              )}
              {rows.length === 0 ? (
                <Typography color="text.secondary" variant="body2" sx={{ py: 2, textAlign: 'center' }}>
                  {t('feeds.empty')}
                </Typography>
              ) : (
                <Box sx={{ mx: -2, overflowX: 'auto' }}>
                  <DietRowsTable
                    rows={rows}
                    resolved={resolved}
                    feedsById={feedsById}
                    basis={basis}
                    language={language}
                    onChange={(index, row) =>
                      setRows((current) => current.map((item, at) => (at === index ? row : item)))
                    }
                    onRemove={(index) => {
                      const removed = rows[index];
                      setRows((current) => current.filter((_item, at) => at !== index));
                      // A feed picked again later comes from the catalogue, not the reopened record.
                      if (removed && recordFeeds.has(removed.feedId))
                        setRecordFeeds(
                          (current) => new Map([...current].filter(([id]) => id !== removed.feedId)),
                        );
                    }}
                  />
                </Box>
              )}
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'flex-start',
                  gap: 2,
                  flexWrap: 'wrap',
                }}
              >
                <YmSelect value={ymChoice} language={language} onChange={setYmChoice} />
                <Button
                  variant="contained"
                  size="large"
                  startIcon={<InsightsOutlined />}
                  onClick={() => void predict()}
                  disabled={isRunning || catalogue === null}
                  data-testid="predict"
                >
                  {isRunning ? t('page.predicting') : t('page.predict')}
                </Button>
              </Box>
            </CardContent>
          </Card>

          <Card component="section" aria-labelledby="prediction-results-title" sx={{ position: 'relative' }}>
            {isRunning && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
            <CardHeader
              title={t('results.title')}
              slotProps={{
                title: {
                  variant: 'subtitle1',
                  component: 'h2',
                  id: 'prediction-results-title',
                  fontWeight: 600,
                },
              }}
            />
            <Divider />
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {outcome.kind === 'none' && (
                <Alert severity="info" variant="outlined">
                  {t('results.empty')}
                </Alert>
              )}
              {outcome.kind === 'error' && (
                <Alert severity="error" data-testid="prediction-error">
                  {t(`error.${outcome.key}`)}
                </Alert>
              )}
              {outcome.kind === 'ok' && (
                <>
                  {isStale && (
                    <Alert severity="warning" data-testid="prediction-stale">
                      {t('results.stale')}
                    </Alert>
                  )}
                  <Box sx={{ opacity: isStale ? 0.6 : 1 }}>
                    <PredictionResults
                      prediction={outcome.prediction}
                      language={language}
                      intakeNotice={isStale ? null : intakeNotice}
                      isMatchDisabled={isRunning || isStale}
                      onMatchIntake={() => void onMatchIntake()}
                    />
                  </Box>
                </>
              )}
            </CardContent>
          </Card>
        </Box>
      </Box>

      {isSavedListOpen && (
        <SavedPredictionsDialog
          language={language}
          onClose={() => setIsSavedListOpen(false)}
          onOpen={onOpenSaved}
          onRemoved={(id) => {
            if (saved?.id !== id) return;
            setSaved(null);
            loadedId.current = null;
            setSearchParams({}, { replace: true });
          }}
        />
      )}
      {isSaveOpen && (
        <SaveDietDialog
          open
          title={t('save.title')}
          nameLabel={t('save.name')}
          canTrackCycle={false}
          initialName={saved && !saved.oculta ? saved.nome : ''}
          initialObs={saved?.obs ?? null}
          initialCycle={null}
          isSaving={isSaving}
          language={language}
          onCancel={() => setIsSaveOpen(false)}
          onSave={(nome, obs) => void onSave(nome, obs)}
        />
      )}
    </Box>
  );
}
