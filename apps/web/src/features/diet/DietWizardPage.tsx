import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { canSaveDiet } from '@cocho/contracts';
import type { TDietCycle, TDietRecord } from '@cocho/contracts';
import type {
  Animal,
  FormulationError,
  FormulationResult,
  RequirementEntry,
  RequirementKey,
  RequirementWarning,
} from '@cocho/engine';
import { call, errorCodeOf } from '../../api/client';
import { ReportMenuItems } from '../../export/ReportMenuItems';
import { useEngine } from '../../engine-worker/use-engine';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../session/SessionProvider';
import { useAlert } from '../../ui/AlertProvider';
import { useModal } from '../../ui/ModalProvider';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { AnimalForm } from '../animal/AnimalForm';
import type { AnimalFormCheck } from '../animal/AnimalForm';
import { clientIdForSaving, useFeedCatalogue } from '../feeds/use-feed-catalogue';
import { toComparedDiet } from '../comparison/compare-diets';
import { FinancialReport } from '../finance/FinancialReport';
import { FINANCE_ANIMAL_FIELDS, financeAnimalOf, keptFinanceOf } from '../finance/finance-form';
import { RequirementsTable } from '../requirements/RequirementsTable';
import { RequirementWarnings } from '../requirements/RequirementWarnings';
import { DietResult } from './DietResult';
import { FeedSelectionStep, isValidShare } from './FeedSelectionStep';
import { RestrictionsStep, sumOfMinimums } from './RestrictionsStep';
import { SaveDietDialog } from './SaveDietDialog';
import { SavedDietsDialog } from './SavedDietsDialog';
import { isCycleOverdue } from './DietCycleFields';
import {
  INITIAL_INPUTS,
  alternativesOf,
  applySavedRequirements,
  fromDietRecord,
  toDietRecord,
  toFormulationInput,
  withCowMilkFor,
} from './diet-state';
import type { DietInputs } from './diet-state';
import { toDietMixReportData, toDietReportData } from './diet-report-data';
import { DietMixerCard } from './DietMixerCard';
import { storeDietLocally } from '../records/local-records';
import { DIET_DRAFT_KEY } from '../records/record-draft';
import { useRecordDraft } from '../records/use-record-draft';
import { feedNameIn } from '../../format/feed-name';

const STEPS = ['animal', 'requirements', 'feeds', 'restrictions'] as const;

/** toDietReportData answers null only without a result, which the callers have checked. */
function failNoData(): never {
  throw new Error('diet report data without a result');
}
const LAST_STEP = STEPS.length - 1;

type Saved = {
  readonly id: number;
  readonly nome: string;
  readonly obs: string | null;
  readonly ciclo: TDietCycle | null;
};

/**
 * /formulacao-dieta (spec 02 §2; issue 6 item 1): the four-step diet wizard, the least-cost result computed
 * in the engine worker, saving (premium) and reopening a saved diet with `?did=<id>`.
 */
export function DietWizardPage() {
  const { t } = useTranslation('diet');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const { user } = useSession();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const [searchParams, setSearchParams] = useSearchParams();
  const { state: catalogueState, reload: reloadCatalogue } = useFeedCatalogue();
  const requirementsEngine = useEngine('calculateRequirements');
  const formulationEngine = useEngine('formulateDiet');
  const runRequirements = requirementsEngine.run;

  const [step, setStep] = useState(0);
  const [inputs, setInputs] = useState<DietInputs>(INITIAL_INPUTS);
  const [animalCheck, setAnimalCheck] = useState<AnimalFormCheck>({ isValid: true, problems: [] });
  const [showErrors, setShowErrors] = useState(false);
  const [requirements, setRequirements] = useState<RequirementEntry[] | null>(null);
  const [requirementWarnings, setRequirementWarnings] = useState<readonly RequirementWarning[]>([]);
  const [requirementsAnimal, setRequirementsAnimal] = useState<Animal | null>(null);
  /** The last result; null means "not calculated" (spec 02 §4: reset whenever an input changes). */
  const [result, setResult] = useState<FormulationResult | null>(null);
  /** Whether a result was shown since the screen was cleared: an edit then makes it out of date. */
  const [hadResult, setHadResult] = useState(false);
  const [inputErrors, setInputErrors] = useState<readonly FormulationError[]>([]);
  const [isDirty, setIsDirty] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [isSaveOpen, setIsSaveOpen] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [openingError, setOpeningError] = useState<string | null>(null);
  const [isFinanceShown, setIsFinanceShown] = useState(false);
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const [isSavedListOpen, setIsSavedListOpen] = useState(false);
  /** Mixer capacity, kg as fed per batch (batch sheet and reports); null without a mixer. */
  const [mixerCapacityKg, setMixerCapacityKg] = useState<number | null>(null);
  const loadedId = useRef<string | null>(null);

  useUnsavedChanges(isDirty);

  const markChanged = () => {
    if (result !== null) setHadResult(true);
    setResult(null);
    setInputErrors([]);
    setIsDirty(true);
  };
  const changeInputs = (changes: Partial<DietInputs>) => {
    setInputs((current) => ({ ...current, ...changes }));
    markChanged();
  };

  const computeRequirements = useCallback(
    async (animal: Animal, selected: readonly RequirementKey[]): Promise<RequirementEntry[] | null> => {
      const outcome = await runRequirements({ animal, options: alternativesOf(selected) });
      if (outcome.superseded) return null;
      if (!outcome.ok || !outcome.value.ok) {
        showAlert(t('requirements.failed'), 'error');
        return null;
      }
      setRequirementWarnings(outcome.value.value.warnings);
      return [...outcome.value.value.exigencias];
    },
    [runRequirements, showAlert, t],
  );

  /**
   * Puts a record back on screen (a reopened saved diet or a restored draft): the saved result shows at
   * once; the requirements table follows from the engine with the saved selection and edits.
   */
  const showRecord = useCallback(
    async (
      record: TDietRecord,
      options: { saved: Saved | null; step: number; isDirty: boolean; isCurrent: () => boolean },
    ) => {
      const reopened = fromDietRecord(record);
      setInputs(reopened.inputs);
      setResult(reopened.result);
      setHadResult(reopened.result !== null);
      setRequirements(null);
      setRequirementsAnimal(null);
      setSaved(options.saved);
      setStep(options.step);
      setIsDirty(options.isDirty);
      setOpeningError(null);
      // A record kept before step 2 has no requirement selection: step 2 computes it when reached.
      if (reopened.exigenciasSelecionadas.length === 0) return;
      const entries = await computeRequirements(reopened.inputs.animal, reopened.exigenciasSelecionadas);
      if (!options.isCurrent() || entries === null) return;
      setRequirements(
        applySavedRequirements(entries, reopened.exigenciasSelecionadas, reopened.exigenciasAlteradas),
      );
      setRequirementsAnimal(reopened.inputs.animal);
    },
    [computeRequirements],
  );

  // Reopen a saved diet (?did=<id>): every step comes back as it was saved.
  const did = searchParams.get('did');
  useEffect(() => {
    if (did === null || did === loadedId.current) return;
    loadedId.current = did;
    const id = Number(did);
    if (!Number.isInteger(id) || id <= 0) return;
    // A later ?did= (or a save) supersedes this load.
    const isCurrent = () => loadedId.current === did;
    void (async () => {
      try {
        const answer = await call('getDiet', { id });
        if (!isCurrent()) return;
        await showRecord(answer.dieta, {
          saved: { id: answer.id, nome: answer.dieta.nome, obs: answer.dieta.obs, ciclo: answer.dieta.ciclo },
          step: LAST_STEP,
          isDirty: false,
          isCurrent,
        });
      } catch (error) {
        if (isCurrent()) setOpeningError(tErrors(errorCodeOf(error)));
      }
    })();
  }, [did, showRecord, tErrors]);

  // Unsaved work left by a closed tab or a reload is offered back once, when the wizard opens empty.
  const draft = useRecordDraft(DIET_DRAFT_KEY, {
    skipOffer: did !== null,
    onRestore: ({ dieta, savedId, step: draftStep }) =>
      showRecord(dieta, {
        saved:
          savedId === null ? null : { id: savedId, nome: dieta.nome, obs: dieta.obs, ciclo: dieta.ciclo },
        step: draftStep,
        isDirty: true,
        isCurrent: () => loadedId.current === null,
      }),
  });
  const { isChecked: isDraftChecked, scheduleWrite: scheduleDraftWrite } = draft;

  // While the diet on screen has changes, keep them in the browser (written shortly after the last edit).
  useEffect(() => {
    if (!isDraftChecked || !isDirty) return;
    return scheduleDraftWrite(() => ({
      dieta: toDietRecord(inputs, requirements ?? [], result, {
        nome: saved?.nome ?? '',
        time: Date.now(),
        id: saved?.id ?? null,
        obs: saved?.obs ?? null,
        idCliente: clientIdForSaving(user),
        ciclo: saved?.ciclo ?? null,
      }),
      step,
      savedId: saved?.id ?? null,
    }));
  }, [isDraftChecked, scheduleDraftWrite, isDirty, inputs, requirements, result, saved, step, user]);

  /**
   * Checks one step before leaving it, given the requirements in force (state may lag behind a computation
   * made in this same pass); answers whether it may be left and the requirements after it.
   */
  const checkStep = async (
    from: number,
    current: RequirementEntry[] | null,
  ): Promise<{ ok: boolean; requirements: RequirementEntry[] | null }> => {
    if (from === 0) {
      if (!animalCheck.isValid) {
        setShowErrors(true);
        showAlert(t('animal.invalid'), 'error');
        return { ok: false, requirements: current };
      }
      if (requirementsAnimal !== inputs.animal || current === null) {
        const selected = current?.filter((entry) => entry.selecionado).map((entry) => entry.exigencia) ?? [];
        const entries = await computeRequirements(inputs.animal, selected);
        if (entries === null) return { ok: false, requirements: current };
        setRequirements(entries);
        setRequirementsAnimal(inputs.animal);
        return { ok: true, requirements: entries };
      }
      return { ok: true, requirements: current };
    }
    if (from === 1) return { ok: current !== null, requirements: current };
    if (from === 2) {
      const isValid =
        inputs.feeds.length > 0 && (!inputs.fixaProporcaoVc || isValidShare(inputs.proporcaoVolumoso));
      if (!isValid) setShowErrors(true);
      return { ok: isValid, requirements: current };
    }
    return { ok: true, requirements: current };
  };

  /** Passes the steps from `from` up to `target`; stops on the first that cannot be left and shows it. */
  const passSteps = async (
    from: number,
    target: number,
  ): Promise<{ ok: boolean; requirements: RequirementEntry[] | null }> => {
    let current = requirements;
    for (let at = from; at < target; at++) {
      const check = await checkStep(at, current);
      if (!check.ok) {
        setStep(at);
        return check;
      }
      current = check.requirements;
    }
    return { ok: true, requirements: current };
  };

  const goTo = async (target: number) => {
    if (!(await passSteps(step, target)).ok) return;
    setShowErrors(false);
    setStep(target);
  };

  const onCalculate = async () => {
    const passed = await passSteps(0, LAST_STEP);
    if (!passed.ok || passed.requirements === null) return;
    const outcome = await formulationEngine.run(toFormulationInput(inputs, passed.requirements));
    if (outcome.superseded) return;
    if (!outcome.ok) {
      showAlert(t('result.failed'), 'error');
      return;
    }
    if (!outcome.value.ok) {
      setResult(null);
      setInputErrors(outcome.value.errors);
      return;
    }
    setInputErrors([]);
    setResult(outcome.value.value);
  };

  const onSaveClick = () => {
    if (!user || !canSaveDiet(user)) {
      showAlert(t('save.premium'), 'error');
      return;
    }
    if (inputs.feeds.length === 0) {
      setStep(2);
      setShowErrors(true);
      return;
    }
    setIsSaveOpen(true);
  };

  const onSave = async (nome: string, obs: string | null, ciclo: TDietCycle | null) => {
    setIsSaving(true);
    try {
      const record = toDietRecord(inputs, requirements ?? [], result, {
        nome,
        time: Date.now(),
        id: saved?.id ?? null,
        obs,
        idCliente: clientIdForSaving(user),
        ciclo,
      });
      const answer = await call('saveFD', { dieta: JSON.stringify(record), id: saved?.id ?? null, obs });
      setSaved({ id: answer.id, nome: answer.dieta.nome, obs: answer.obs, ciclo: answer.dieta.ciclo });
      storeDietLocally(localStorage, answer.dieta);
      draft.remove();
      setIsDirty(false);
      setIsSaveOpen(false);
      loadedId.current = String(answer.id);
      setSearchParams({ did: String(answer.id) }, { replace: true });
      showAlert(t('save.saved', { name: answer.dieta.nome }), 'success');
    } catch (error) {
      // A failed save keeps everything on screen and says why (issue 6, bad input).
      showAlert(t('save.failed', { reason: tErrors(errorCodeOf(error)) }), 'error');
    } finally {
      setIsSaving(false);
    }
  };

  /** Clear screen: a new diet from scratch (animal, requirements, feeds, result). */
  const onClearScreen = async () => {
    if (!(await confirm({ title: t('clear.screenTitle'), message: t('clear.screenMessage') }))) return;
    setInputs(INITIAL_INPUTS);
    setRequirements(null);
    setRequirementsAnimal(null);
    setResult(null);
    setHadResult(false);
    setInputErrors([]);
    setSaved(null);
    setIsDirty(false);
    draft.remove();
    setStep(0);
    setShowErrors(false);
    setMixerCapacityKg(null);
    loadedId.current = null;
    setSearchParams({}, { replace: true });
  };

  /** Clear diet: the feeds, their restrictions and the result go; the animal and its requirements stay. */
  const onClearDiet = async () => {
    if (!(await confirm({ title: t('clear.title'), message: t('clear.message') }))) return;
    changeInputs({ feeds: withCowMilkFor(inputs.animal.tipo, []) });
    setStep(2);
  };

  const nameOf = (id: string) => {
    const selected = inputs.feeds.find((feed) => feed.feed.id === id);
    return selected ? feedNameIn(selected.feed, language) : id;
  };
  const isBusy = requirementsEngine.isRunning || formulationEngine.isRunning;

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', width: '100%', py: { xs: 1, md: 2 } }} data-testid="diet-wizard">
      {openingError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('open.failed', { reason: openingError })}
        </Alert>
      )}
      {saved && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" data-testid="saved-name">
            {saved.nome}
          </Typography>
          {saved.ciclo && (
            <Chip
              size="small"
              label={`${t(`cycle.type.${saved.ciclo.tipo}`)} · ${t(`cycle.situation.${saved.ciclo.situacao}`)}`}
              data-testid="saved-cycle"
            />
          )}
          {saved.ciclo && isCycleOverdue(saved.ciclo, new Date()) && (
            <Chip size="small" color="error" label={t('saved.overdue')} data-testid="saved-overdue" />
          )}
        </Box>
      )}
      <Stepper nonLinear activeStep={step} sx={{ mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
        {STEPS.map((key, index) => (
          <Step key={key} completed={index < step}>
            <StepButton onClick={() => void goTo(index)} disabled={isBusy} data-testid={`step-${key}`}>
              {t(`steps.${key}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>

      <Card sx={{ position: 'relative' }}>
        {isBusy && (
          <LinearProgress
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
            data-testid="engine-progress"
          />
        )}
        <CardContent>
          {step === 0 && (
            <AnimalForm
              variant="formulation"
              animal={inputs.animal}
              showAllErrors={showErrors}
              onChange={(animal, check) => {
                setAnimalCheck(check);
                // A calf's diet starts with cow milk (spec 02 §4); it stays if the type changes again.
                changeInputs(
                  animal.tipo !== inputs.animal.tipo
                    ? { animal, feeds: withCowMilkFor(animal.tipo, inputs.feeds) }
                    : { animal },
                );
              }}
            />
          )}
          {step === 1 &&
            (requirements === null ? (
              <Typography color="text.secondary">{t('requirements.calculating')}</Typography>
            ) : (
              <>
                <RequirementWarnings warnings={requirementWarnings} />
                <RequirementsTable
                  requirements={requirements}
                  onChange={(next) => {
                    setRequirements(next);
                    markChanged();
                  }}
                />
              </>
            ))}
          {step === 2 &&
            (catalogueState.status === 'ready' ? (
              <FeedSelectionStep
                catalogue={catalogueState.catalogue}
                inputs={inputs}
                onChange={changeInputs}
                language={language}
                showErrors={showErrors}
              />
            ) : catalogueState.status === 'loading' ? (
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <CircularProgress size={20} />
                <Typography>{t('feeds.loading')}</Typography>
              </Box>
            ) : (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" onClick={reloadCatalogue}>
                    {t('feeds.retry')}
                  </Button>
                }
              >
                {t('feeds.loadFailed')}
              </Alert>
            ))}
          {step === 3 && <RestrictionsStep inputs={inputs} onChange={changeInputs} language={language} />}
        </CardContent>
      </Card>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button disabled={step === 0 || isBusy} onClick={() => setStep(step - 1)} data-testid="wizard-back">
            {t('nav.back')}
          </Button>
          {step < LAST_STEP && (
            <Button
              variant="contained"
              disabled={isBusy}
              onClick={() => void goTo(step + 1)}
              data-testid="wizard-next"
            >
              {t('nav.next')}
            </Button>
          )}
          {step === LAST_STEP && (
            <Button
              variant="contained"
              disabled={isBusy || sumOfMinimums(inputs.feeds) > 100}
              onClick={() => void onCalculate()}
              data-testid="calculate-diet"
            >
              {formulationEngine.isRunning ? t('nav.calculating') : t('nav.calculate')}
            </Button>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setIsSavedListOpen(true)} disabled={isBusy} data-testid="my-diets">
            {t('nav.myDiets')}
          </Button>
          <Button onClick={() => void onClearDiet()} disabled={isBusy} data-testid="clear-diet">
            {t('nav.clearDiet')}
          </Button>
          <Button onClick={() => void onClearScreen()} disabled={isBusy} data-testid="clear-screen">
            {t('nav.clearScreen')}
          </Button>
          <Button
            variant="outlined"
            onClick={(event) => setExportAnchor(event.currentTarget)}
            disabled={isBusy}
            data-testid="export-menu"
          >
            {t('nav.export')}
          </Button>
          <Menu anchorEl={exportAnchor} open={exportAnchor !== null} onClose={() => setExportAnchor(null)}>
            <ReportMenuItems
              onChosen={() => setExportAnchor(null)}
              getData={() =>
                toDietReportData(inputs, requirements ?? [], result, {
                  language,
                  generatedAt: new Date(),
                  dietName: saved?.nome ?? null,
                  authorName: user?.NOME ?? null,
                  mixerCapacityKg,
                })
              }
            />
          </Menu>
          <Button
            variant="outlined"
            onClick={onSaveClick}
            disabled={isBusy || isSaving}
            data-testid="save-diet"
          >
            {isSaving ? t('nav.saving') : t('nav.save')}
          </Button>
        </Box>
      </Box>

      {inputErrors.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="input-errors">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {inputErrors.map((error, index) => (
              <li key={index}>
                {t(`result.inputError.${error.code}`, {
                  name: 'id' in error ? nameOf(error.id) : '',
                  total: 'totalPercent' in error ? formatNumber(error.totalPercent, language, 1) : '',
                })}
              </li>
            ))}
          </Box>
        </Alert>
      )}

      <Box sx={{ mt: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {t('result.title')}
          </Typography>
          {saved && (
            // The saved diet on the prediction screen (issue 6 item 8: predict the saved diet).
            <Button
              size="small"
              component={RouterLink}
              to={`/predicao-desempenho?did=${saved.id}`}
              data-testid="predict-diet"
            >
              {t('nav.predictDiet')}
            </Button>
          )}
        </Box>
        {result ? (
          <>
            <DietResult
              result={result}
              inputs={inputs}
              requirements={requirements ?? []}
              language={language}
            />
            {result.status !== 'inviavel' && (
              <Box sx={{ mt: 2 }}>
                <DietMixerCard
                  mix={toDietMixReportData(inputs, requirements ?? [], result, {
                    language,
                    generatedAt: new Date(),
                    dietName: saved?.nome ?? null,
                    authorName: user?.NOME ?? null,
                    mixerCapacityKg,
                  })}
                  mixerCapacityKg={mixerCapacityKg}
                  onMixerCapacityChange={setMixerCapacityKg}
                  language={language}
                />
              </Box>
            )}
          </>
        ) : (
          <Typography color="text.secondary" data-testid="not-calculated">
            {hadResult ? t('result.notCalculated') : t('result.empty')}
          </Typography>
        )}
      </Box>

      {result && result.status !== 'inviavel' && (
        <Box sx={{ mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => setIsFinanceShown((value) => !value)}
            data-testid="toggle-finance"
          >
            {isFinanceShown ? t('finance.hide') : t('finance.show')}
          </Button>
          {isFinanceShown && (
            <Box sx={{ mt: 2 }} data-testid="diet-finance">
              <FinancialReport
                animal={financeAnimalOf(inputs.animal, inputs.financeiro)}
                extras={inputs.financeiro}
                diet={{ CUSTO: result.costPerDay, CMS: result.dryMatterIntakeKg }}
                onChange={(values) => {
                  // Financial fields do not change the formulation: the result stays calculated. The
                  // animal's fields go to the animal; extras and a cow's weights are kept with the diet.
                  setInputs((current) => {
                    const animal = { ...current.animal };
                    for (const field of FINANCE_ANIMAL_FIELDS) animal[field] = values[field];
                    return { ...current, animal, financeiro: keptFinanceOf(values) };
                  });
                  setIsDirty(true);
                }}
              />
            </Box>
          )}
        </Box>
      )}

      {isSavedListOpen && (
        <SavedDietsDialog
          language={language}
          onClose={() => setIsSavedListOpen(false)}
          onOpenDiet={async (id) => {
            if (
              isDirty &&
              !(await confirm({ title: t('saved.discardTitle'), message: t('saved.discardMessage') }))
            )
              return;
            setIsSavedListOpen(false);
            setSearchParams({ did: String(id) });
          }}
          current={
            result
              ? toComparedDiet(
                  'current',
                  toDietReportData(inputs, requirements ?? [], result, {
                    language,
                    generatedAt: new Date(),
                    dietName: saved?.nome ?? t('compare.current'),
                    authorName: user?.NOME ?? null,
                  }) ?? failNoData(),
                )
              : null
          }
        />
      )}

      {isSaveOpen && (
        <SaveDietDialog
          open
          initialName={saved?.nome ?? ''}
          initialObs={saved?.obs ?? null}
          initialCycle={saved?.ciclo ?? null}
          isSaving={isSaving}
          language={language}
          onCancel={() => setIsSaveOpen(false)}
          onSave={(nome, obs, ciclo) => void onSave(nome, obs, ciclo)}
        />
      )}
    </Box>
  );
}
