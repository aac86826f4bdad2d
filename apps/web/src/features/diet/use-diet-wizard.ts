/**
 * Everything the diet wizard page shows and does, for the page to lay out: the steps (use-diet-steps.ts),
 * the record (use-diet-record.ts), the least-cost formulation in the engine worker and the clear actions.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TConcentratePremixRecord, TDietCycle, TFeedingPlan } from '@cocho/contracts';
import type { Animal, FormulationError, RequirementEntry } from '@cocho/engine';
import { useEngine } from '../../engine-worker/use-engine';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { useModal } from '../../ui/ModalProvider';
import type { AnimalFormCheck } from '../animal/AnimalForm';
import { FINANCE_ANIMAL_FIELDS, keptFinanceOf } from '../finance/kept-finance';
import type { FinanceInputField } from '../finance/kept-finance';
import { isSameData } from '../records/record-session';
import type { RecordBase } from '../records/record-shape';
import { useNamedSave } from '../records/use-named-save';
import { toFormulationInput, withCowMilkFor } from './diet-state';
import { toDietRecord } from './diet-record';
import type { DietInputs } from './diet-state';
import type { DietReportDataContext } from './diet-report-data';
import { useDietReportData } from './use-diet-report-data';
import { FEEDS_STEP, LAST_STEP, useDietRecord } from './use-diet-record';
import { useDietSteps } from './use-diet-steps';

export function useDietWizard() {
  const { t } = useTranslation('diet');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const steps = useDietSteps();
  const { session, user } = useDietRecord({ onOpened: steps.showOpened });
  const { inputs, saved } = session;
  /** The result of the inputs on screen; null means "not calculated" (docs/product/calculation.md#states). */
  const result = session.freshResult;
  const requirements = steps.requirements;
  /** The financial report of the diet on screen: one computation for the report on screen and the exports. */
  const reports = useDietReportData(result !== null);
  const finance = useMemo(() => reports?.toDietFinance(inputs, result) ?? null, [reports, inputs, result]);
  const formulationEngine = useEngine('formulateDiet');
  const [inputErrors, setInputErrors] = useState<readonly FormulationError[]>([]);
  /** Mixer capacity, kg as fed per batch (batch sheet and reports); null without a mixer. */
  const [mixerCapacityKg, setMixerCapacityKg] = useState<number | null>(null);

  // The named save (with its browser draft at the step on screen); a diet without feeds goes back to them.
  const recordOf = useCallback(
    (base: Required<RecordBase>, _oculta: boolean, ciclo: TDietCycle | null) =>
      toDietRecord(inputs, requirements ?? [], result, { ...base, ciclo }),
    [inputs, requirements, result],
  );
  const naming = useNamedSave(session, 'diet', recordOf, {
    draftStep: steps.step,
    isSavable: () => {
      if (inputs.feeds.length === 0) steps.showStepErrors(FEEDS_STEP);
      return inputs.feeds.length > 0;
    },
  });

  const changeInputs = (changes: Partial<DietInputs>) => {
    session.edit((current) => ({ ...current, ...changes }));
    setInputErrors([]);
  };
  const changeRequirements = (next: RequirementEntry[]) => {
    steps.setRequirements(next);
    session.edit((current) => current);
    setInputErrors([]);
  };
  const changeAnimal = (animal: Animal, check: AnimalFormCheck) => {
    steps.setAnimalCheck(check);
    // A calf's diet starts with cow milk (docs/product/calculation.md#states); it stays if the type changes again.
    changeInputs(
      animal.tipo !== inputs.animal.tipo
        ? { animal, feeds: withCowMilkFor(animal.tipo, inputs.feeds) }
        : { animal },
    );
  };
  /**
   * Financial fields do not change the formulation: the result stays calculated. The animal's fields go
   * to the animal; extras and a cow's weights are kept with the diet.
   */
  const changeFinance = (values: Record<FinanceInputField, number | null>) =>
    session.edit((current) => {
      const animal = { ...current.animal };
      for (const field of FINANCE_ANIMAL_FIELDS) animal[field] = values[field];
      return { ...current, animal, financeiro: keptFinanceOf(values) };
    }, 'resultKept');

  /**
   * The feeding sheet's treatment plan and pre-mix: saved with the diet; the result stays calculated. The
   * sheet hands back the saved plan as soon as it opens: the same plan is no change to save.
   */
  const changeFeedingPlan = (feedingPlan: TFeedingPlan, premix: TConcentratePremixRecord | null) =>
    session.edit(
      (current) =>
        isSameData(current.feedingPlan ?? null, feedingPlan) && isSameData(current.premix ?? null, premix)
          ? current
          : { ...current, feedingPlan, premix },
      'resultKept',
    );

  const calculate = async () => {
    const passed = await steps.passSteps(0, LAST_STEP, inputs);
    if (!passed.ok || passed.requirements === null) return;
    const outcome = await formulationEngine.run(toFormulationInput(inputs, passed.requirements));
    if (outcome.superseded) return;
    if (!outcome.ok) {
      showAlert(t('result.failed'), 'error');
      return;
    }
    if (!outcome.value.ok) {
      session.dropResult();
      setInputErrors(outcome.value.errors);
      return;
    }
    setInputErrors([]);
    session.showResult(outcome.value.value, inputs);
  };

  /**
   * Saves the diet on screen as a new record beside the opened one (a new version, docs/product/shell.md#states re-optimised):
   * the same name (the server appends the time to a duplicate), without the lifecycle, which stays with the
   * original.
   */
  const saveAsNewVersion = (nome: string, obs: string | null) => naming.saveNow(nome, obs, null, true);
  /** Saves the diet on screen over the opened record, keeping its lifecycle. */
  const saveOver = (nome: string, obs: string | null, ciclo: TDietCycle | null) =>
    naming.saveNow(nome, obs, ciclo);

  /** Clear screen: a new diet from scratch (animal, requirements, feeds, result). */
  const clearScreen = async () => {
    if (!(await confirm({ title: t('clear.screenTitle'), message: t('clear.screenMessage') }))) return;
    session.clear();
    steps.reset();
    setInputErrors([]);
    setMixerCapacityKg(null);
  };

  /** Clear diet: the feeds, their restrictions and the result go; the animal and its requirements stay. */
  const clearDiet = async () => {
    if (!(await confirm({ title: t('clear.title'), message: t('clear.message') }))) return;
    changeInputs({ feeds: withCowMilkFor(inputs.animal.tipo, []) });
    steps.setStep(FEEDS_STEP);
  };

  /** The reports' context of the diet on screen. */
  const reportContext = (dietName: string | null = saved?.nome ?? null): DietReportDataContext => ({
    language,
    generatedAt: new Date(),
    dietName,
    authorName: user?.NOME ?? null,
    mixerCapacityKg,
    finance,
  });

  return {
    language,
    steps,
    session,
    inputs,
    saved,
    result,
    finance,
    requirements,
    inputErrors,
    mixerCapacityKg,
    setMixerCapacityKg,
    isBusy: steps.isRunning || formulationEngine.isRunning,
    isCalculating: formulationEngine.isRunning,
    isSaveOpen: naming.isSaveOpen,
    closeSave: naming.closeSave,
    changeInputs,
    changeFeedingPlan,
    changeRequirements,
    changeAnimal,
    changeFinance,
    calculate,
    openSave: naming.openSave,
    save: naming.save,
    saveOver,
    saveAsNewVersion,
    clearScreen,
    clearDiet,
    openSaved: naming.openSaved,
    reportContext,
    /** The reports' data (use-diet-report-data.ts), null until loaded. */
    reports,
  };
}

export type DietWizard = ReturnType<typeof useDietWizard>;
