/**
 * The diet wizard's steps (docs/product/calculation.md#screens): the step shown, the animal's check, and the requirements table
 * computed in the engine worker when the animal step is left (or a record is reopened). Leaving a step
 * checks it first; a step that cannot be left is shown with its errors.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Animal, RequirementEntry, RequirementKey, RequirementWarning } from '@cocho/engine';
import { useEngine } from '../../engine-worker/use-engine';
import { useAlert } from '../../ui/AlertProvider';
import type { AnimalFormCheck } from '../animal/AnimalForm';
import { isValidShare } from './diet-step-checks';
import { alternativesOf } from './diet-state';
import { applySavedRequirements } from './diet-record';
import type { DietInputs } from './diet-state';
import type { OpenedDiet } from './use-diet-record';

type StepCheck = { readonly ok: boolean; readonly requirements: RequirementEntry[] | null };

export function useDietSteps() {
  const { t } = useTranslation('diet');
  const { showAlert } = useAlert();
  const requirementsEngine = useEngine('calculateRequirements');
  const runRequirements = requirementsEngine.run;
  const [step, setStep] = useState(0);
  const [animalCheck, setAnimalCheck] = useState<AnimalFormCheck>({ isValid: true, problems: [] });
  const [showErrors, setShowErrors] = useState(false);
  const [requirements, setRequirements] = useState<RequirementEntry[] | null>(null);
  const [requirementWarnings, setRequirementWarnings] = useState<readonly RequirementWarning[]>([]);
  /** The animal the requirements were computed for (another animal computes them again). */
  const [requirementsAnimal, setRequirementsAnimal] = useState<Animal | null>(null);

  const computeRequirements = useCallback(
    async (animal: Animal, selected: readonly RequirementKey[]): Promise<RequirementEntry[] | null> => {
      const outcome = await runRequirements({ animal, options: alternativesOf(selected) });
      if (outcome.superseded) return null;
      if (!outcome.ok || !outcome.value.ok) {
        showAlert(t('requirements.failed'), 'error');
        return null;
      }
      setRequirementWarnings(outcome.value.value.warnings);
      return [...outcome.value.value.requirements];
    },
    [runRequirements, showAlert, t],
  );

  /**
   * A record put back on screen (a reopened saved diet or a restored draft): its step at once; the
   * requirements table follows from the engine with the saved selection and edits.
   */
  const showOpened = async (opened: OpenedDiet, isCurrent: () => boolean) => {
    setRequirements(null);
    setRequirementsAnimal(null);
    setStep(opened.step);
    // A record kept before step 2 has no requirement selection: step 2 computes it when reached.
    if (opened.selected.length === 0) return;
    const entries = await computeRequirements(opened.inputs.animal, opened.selected);
    if (!isCurrent() || entries === null) return;
    setRequirements(applySavedRequirements(entries, opened.selected, opened.altered));
    setRequirementsAnimal(opened.inputs.animal);
  };

  /**
   * Checks one step before leaving it, given the requirements in force (state may lag behind a computation
   * made in this same pass); answers whether it may be left and the requirements after it.
   */
  const checkStep = async (
    from: number,
    current: RequirementEntry[] | null,
    inputs: DietInputs,
  ): Promise<StepCheck> => {
    if (from === 0) {
      if (!animalCheck.isValid) {
        setShowErrors(true);
        showAlert(t('animal.invalid'), 'error');
        return { ok: false, requirements: current };
      }
      if (requirementsAnimal !== inputs.animal || current === null) {
        const selected = current?.filter((entry) => entry.selected).map((entry) => entry.key) ?? [];
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
  const passSteps = async (from: number, target: number, inputs: DietInputs): Promise<StepCheck> => {
    let current = requirements;
    for (let at = from; at < target; at++) {
      const check = await checkStep(at, current, inputs);
      if (!check.ok) {
        setStep(at);
        return check;
      }
      current = check.requirements;
    }
    return { ok: true, requirements: current };
  };

  const goTo = async (target: number, inputs: DietInputs) => {
    if (!(await passSteps(step, target, inputs)).ok) return;
    setShowErrors(false);
    setStep(target);
  };

  /** Shows step `at` with its errors (a diet saved without feeds goes back to the feeds). */
  const showStepErrors = (at: number) => {
    setStep(at);
    setShowErrors(true);
  };

  const reset = () => {
    setRequirements(null);
    setRequirementsAnimal(null);
    setStep(0);
    setShowErrors(false);
  };

  return {
    step,
    setStep,
    animalCheck,
    setAnimalCheck,
    showErrors,
    requirements,
    setRequirements,
    requirementWarnings,
    isRunning: requirementsEngine.isRunning,
    showOpened,
    passSteps,
    goTo,
    showStepErrors,
    reset,
  };
}

export type DietSteps = ReturnType<typeof useDietSteps>;
