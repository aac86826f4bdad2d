import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import type { StepButtonProps } from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { createElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { DEFAULT_CURRENCY } from '@cocho/engine';
import { CurrencyContext } from '../../format/currency-context';
import { feedNameIn } from '../../format/feed-name';
import { formatNumber } from '../../format/format';
import { DietActions } from './DietActions';
import { DietResultPlaceholder } from './DietResultHeading';
import type { DietResultSectionProps } from './DietResultSection';
import { DietStepContent } from './DietStepContent';
import { areRestrictionsRead, sumOfMinimums } from './diet-step-checks';
import { DIET_STEPS } from './use-diet-record';
import { loadDietReportData } from './use-diet-report-data';
import { useDietWizard } from './use-diet-wizard';
import { useReportHelpStep } from './use-report-help-step';
import { useScrollToTopOnChange } from '../../ui/use-scroll-to-top-on-change';
import { useAfterFirstPaint } from '../../layout/use-after-first-paint';
import { lazyValue, lazyView, loadWhenIdle } from '../../ui/lazy-view';
import { withLaterTexts } from '../../i18n/i18n';

// Not needed to fill in the first step: the result section (with its report, batch sheet and export code)
// loads with a result, or once the page is idle; until then the wizard draws its title and "not calculated"
// line itself (ResultSection). The saved diet's actions, and the save and saved-list dialogs load on first
// mount. So the wizard is usable sooner on a slow connection, and a returning visitor, whose files come at
// once from the service worker, does not compile them before it (docs/decisions/first-screen-budget.md).
// Those that draw texts of LATER_NAMESPACES (the result, the saved lists and comparison) wait for them too.
const resultSection = lazyValue(
  withLaterTexts(async () => (await import('./DietResultSection')).DietResultSection),
);
const DietLifecycleActions = lazyView(
  async () => (await import('./DietLifecycleActions')).DietLifecycleActions,
).View;
const SaveDietDialog = lazyView(async () => (await import('./SaveDietDialog')).SaveDietDialog).View;
// A saved comparison opens on this address instead of the wizard (rarely: loaded only then).
const SavedComparisonView = lazyView(
  withLaterTexts(async () => (await import('../comparison/SavedComparisonView')).SavedComparisonView),
).View;
const SavedDietsDialog = lazyView(
  withLaterTexts(async () => (await import('./SavedDietsDialog')).SavedDietsDialog),
).View;
// An opened saved diet's chips (its cycle, overdue) and a record's sync state load when first drawn (MUI's
// Chip is not on the first step).
const SavedDietChips = lazyView(async () => (await import('./SavedDietChips')).SavedDietChips).View;
const RecordSyncChip = lazyView(
  async () => (await import('../../offline/RecordSyncChip')).RecordSyncChip,
).View;

/**
 * /formulacao-dieta (docs/product/calculation.md#screens): the four-step diet wizard, the least-cost result computed
 * in the engine worker, saving (premium) and reopening a saved diet with `?did=<id>` (use-diet-wizard.ts).
 */
export function DietWizardPage() {
  const [params] = useSearchParams();
  // A saved or shared diet comparison opens here. A supplement's public link made before it opened on the
  // supplement screen itself (`suplemento=1`, still valid until it expires) is sent on there
  // (docs/decisions/saved-supplements-comparisons.md).
  if (params.get('suplemento') === '1') {
    const query = new URLSearchParams(params);
    query.delete('suplemento');
    return <Navigate replace to={`/formulacao-suplemento?${query.toString()}`} />;
  }
  return params.get('comparacao') === '1' ? <SavedComparisonView /> : <DietWizardScreen />;
}

/** DietResultSection once it has loaded (it starts loading with a result), its placeholder before. */
function ResultSection(props: DietResultSectionProps) {
  const section = resultSection.useLoaded(props.result !== null);
  return section ? (
    createElement(section, props)
  ) : (
    <DietResultPlaceholder
      savedId={props.savedId}
      isOutOfDate={props.isOutOfDate}
      hasResult={props.result !== null}
    />
  );
}

/**
 * A step's button in the page's first frame. MUI's Stepper makes its steps a tab list (arrow keys move between
 * them) when a Step's child is a StepButton itself; the tab list's items register when they are attached, which
 * makes React render the stepper again and run every effect of the page before the browser paints its first
 * frame. Behind this wrapper the same buttons (same box, same click) are drawn without the tab list; the
 * wizard swaps in the tab list once the frame is painted (docs/decisions/first-screen-budget.md).
 */
function FirstFrameStepButton(props: StepButtonProps) {
  return <StepButton {...props} />;
}

/**
 * The wizard's four steps. Its own component: swapping in the tab list after the first frame renders the steps
 * again, not the whole wizard.
 */
function DietStepper(props: {
  readonly step: number;
  readonly isPhone: boolean;
  readonly isBusy: boolean;
  readonly onGoTo: (step: number) => void;
}) {
  const { t } = useTranslation('diet');
  const { step, isPhone } = props;
  const isTabList = useAfterFirstPaint();
  const StepButtonOfFrame = isTabList ? StepButton : FirstFrameStepButton;
  return (
    <Stepper
      nonLinear
      activeStep={step}
      // On a phone the four labels go under their numbers, a quarter of the width each.
      alternativeLabel={isPhone}
      // (a step button's negative margins would otherwise push the last one past the phone's edge).
      sx={{
        mb: 3,
        flexWrap: isPhone ? 'nowrap' : 'wrap',
        rowGap: 1,
        ...(isPhone && { '& .MuiStepButton-root': { m: 0, px: 0.5, py: 1, boxSizing: 'border-box' } }),
      }}
    >
      {DIET_STEPS.map((key, index) => (
        <Step key={key} completed={index < step}>
          <StepButtonOfFrame
            onClick={() => props.onGoTo(index)}
            disabled={props.isBusy}
            data-testid={`step-${key}`}
          >
            {t(`steps.${key}`)}
          </StepButtonOfFrame>
        </Step>
      ))}
    </Stepper>
  );
}

function DietWizardScreen() {
  const { t } = useTranslation('diet');
  const wizard = useDietWizard();
  const { steps, session, inputs, saved, result, language } = wizard;
  useReportHelpStep(steps.step);
  useScrollToTopOnChange(steps.step);
  const requirements = wizard.requirements ?? [];
  const [isSavedListOpen, setIsSavedListOpen] = useState(false);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  // The result's modules once the first step is drawn and the page idle (after the later steps' preloads).
  useEffect(() => loadWhenIdle([resultSection, { load: loadDietReportData }]), []);

  /** The diet on screen beside the saved ones, when it has a result. */
  const currentReport = () =>
    wizard.reports?.toDietReportData(inputs, requirements, result, {
      ...wizard.reportContext(saved?.nome ?? t('compare.current')),
      mixerCapacityKg: null,
    }) ?? null;
  const nameOf = (id: string) => {
    const selected = inputs.feeds.find((feed) => feed.feed.id === id);
    return selected ? feedNameIn(selected.feed, language) : id;
  };

  return (
    <CurrencyContext.Provider value={inputs.moeda ?? DEFAULT_CURRENCY}>
      <Box sx={{ maxWidth: 1280, mx: 'auto', width: '100%', py: { xs: 1, md: 2 } }} data-testid="diet-wizard">
        {session.state.openingError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('open.failed', { reason: session.state.openingError })}
          </Alert>
        )}
        {session.syncState && (
          <Box sx={{ mb: 1 }}>
            <RecordSyncChip state={session.syncState} error={session.syncEntry?.lastError ?? null} />
          </Box>
        )}
        {saved && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" data-testid="saved-name">
              {saved.nome}
            </Typography>
            {saved.ciclo && <SavedDietChips cycle={saved.ciclo} />}
            <DietLifecycleActions wizard={wizard} saved={saved} />
          </Box>
        )}
        <DietStepper
          step={steps.step}
          isPhone={isPhone}
          isBusy={wizard.isBusy}
          onGoTo={(index) => void steps.goTo(index, inputs)}
        />

        <DietStepContent
          step={steps.step}
          inputs={inputs}
          requirements={wizard.requirements}
          requirementWarnings={steps.requirementWarnings}
          showErrors={steps.showErrors}
          isBusy={wizard.isBusy}
          language={language}
          onAnimalChange={wizard.changeAnimal}
          onRequirementsChange={wizard.changeRequirements}
          onInputsChange={wizard.changeInputs}
        />

        <DietActions
          step={steps.step}
          isBusy={wizard.isBusy}
          isCalculating={wizard.isCalculating}
          isSaving={session.state.isSaving}
          canCalculate={
            sumOfMinimums(inputs.feeds, language) <= 100 && areRestrictionsRead(inputs.feeds, language)
          }
          onBack={() => steps.setStep(steps.step - 1)}
          onNext={() => void steps.goTo(steps.step + 1, inputs)}
          onCalculate={() => void wizard.calculate()}
          onOpenSavedList={() => setIsSavedListOpen(true)}
          onClearDiet={() => void wizard.clearDiet()}
          onClearScreen={() => void wizard.clearScreen()}
          onSave={wizard.openSave}
          getReportData={() =>
            wizard.reports?.toDietReportData(inputs, requirements, result, wizard.reportContext()) ?? null
          }
        />

        {wizard.inputErrors.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="input-errors">
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {wizard.inputErrors.map((error, index) => (
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

        <ResultSection
          result={result}
          isOutOfDate={session.state.hasHadResult}
          inputs={inputs}
          requirements={requirements}
          savedId={saved?.id ?? null}
          language={language}
          mix={() =>
            result &&
            (wizard.reports?.toDietMixReportData(inputs, requirements, result, wizard.reportContext()) ??
              null)
          }
          mixerCapacityKg={wizard.mixerCapacityKg}
          onMixerCapacityChange={wizard.setMixerCapacityKg}
          onFeedingPlanChange={wizard.changeFeedingPlan}
          finance={wizard.finance}
          onFinanceChange={wizard.changeFinance}
        />

        {isSavedListOpen && (
          <SavedDietsDialog
            language={language}
            onClose={() => setIsSavedListOpen(false)}
            onOpenDiet={async (id) => {
              if (await wizard.openSaved(id)) setIsSavedListOpen(false);
            }}
            currentReport={currentReport()}
          />
        )}

        {wizard.isSaveOpen && (
          <SaveDietDialog
            open
            initialName={saved?.nome ?? ''}
            initialObs={saved?.obs ?? null}
            initialCycle={saved?.ciclo ?? null}
            isSaving={session.state.isSaving}
            language={language}
            onCancel={wizard.closeSave}
            onSave={wizard.save}
          />
        )}
      </Box>
    </CurrencyContext.Provider>
  );
}
