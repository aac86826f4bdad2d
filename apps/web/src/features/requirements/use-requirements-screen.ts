/**
 * /calcula-exigencias' state over the record session (features/records): the animal and the table as
 * inputs, the engine's result, and the saved requirements table (mode E, docs/decisions/saved-requirements.md):
 * save (premium; for the client selected in the toolbar when the user is a consultant), reopen
 * (`?did=<id>`, My requirements, a share or a public link), the browser draft and sharing. The same path
 * as the prediction screen's (use-prediction-record.ts).
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ANIMAL } from '@cocho/engine';
import type { Animal, RequirementEntry } from '@cocho/engine';
import { useEngine } from '../../engine-worker/use-engine';
import { useAlert } from '../../ui/AlertProvider';
import type { AnimalFormCheck } from '../animal/AnimalForm';
import { LOCAL_REQUIREMENTS_KEY } from '../records/local-record-keys';
import { REQUIREMENTS_DRAFT_KEY } from '../records/record-draft';
import type { OpenedRecord } from '../records/record-session';
import { useRecordSession } from '../records/use-record-session';
import { findSelectedAlternatives } from './requirements-table-model';
import { fromRequirementsRecord, toRequirementsRecord } from './requirements-record';
import type { CalculatedRequirements, RequirementsInputs } from './requirements-record';
import { useNamedSave } from '../records/use-named-save';
import type { NamedSaved } from '../records/use-named-save';
import type { RecordBase } from '../records/record-shape';

/** The saved requirements table on screen. */
export type SavedRequirements = NamedSaved;

type OpenedRequirements = OpenedRecord<RequirementsInputs, CalculatedRequirements, SavedRequirements>;

const INITIAL_INPUTS: RequirementsInputs = { animal: DEFAULT_ANIMAL, requirements: [] };

function openedOf(
  record: Parameters<typeof fromRequirementsRecord>[0],
  saved: SavedRequirements | null,
  isSaved: boolean,
): OpenedRequirements {
  const { inputs, calculated } = fromRequirementsRecord(record);
  return { inputs, result: calculated, saved, isSaved };
}

export function useRequirementsScreen() {
  const { t } = useTranslation('requirements');
  const { showAlert } = useAlert();
  const { run, isRunning } = useEngine('calculateRequirements');
  const [check, setCheck] = useState<AnimalFormCheck>({ isValid: true, problems: [] });
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const session = useRecordSession<
    RequirementsInputs,
    CalculatedRequirements,
    SavedRequirements,
    OpenedRequirements
  >({
    initialInputs: INITIAL_INPUTS,
    editEffect: 'compared',
    draftKey: REQUIREMENTS_DRAFT_KEY,
    localKey: LOCAL_REQUIREMENTS_KEY,
    saveCall: 'saveE',
    kinds: ['E'],
    fromAnswer: ({ id, dieta }) => openedOf(dieta, { id, nome: dieta.nome, obs: dieta.obs }, true),
    // Restored changes are still unsaved.
    fromDraft: ({ dieta, savedId }) =>
      openedOf(dieta, savedId === null ? null : { id: savedId, nome: dieta.nome, obs: dieta.obs }, false),
    onOpened: () => {
      setHasFailed(false);
      setCheck({ isValid: true, problems: [] });
    },
    // An edited animal or an edited table is data the user would lose; the calculated default is not.
    hasData: (inputs) =>
      inputs.animal !== DEFAULT_ANIMAL || inputs.requirements.some((entry) => entry.changed),
  });
  const { inputs } = session;
  const calculated = session.state.result;

  const calculate = async (target: RequirementsInputs) => {
    const outcome = await run({
      animal: target.animal,
      options: findSelectedAlternatives(target.requirements),
    });
    if (outcome.superseded) return;
    if (!outcome.ok || !outcome.value.ok) {
      setHasFailed(true);
      if (outcome.ok) setShowAllErrors(true);
      showAlert(t('page.failed'), 'error');
      return;
    }
    setHasFailed(false);
    const result = outcome.value.value;
    // A lactating cow without a milk yield gets the estimated one written back into the form
    // (docs/product/calculation.md#constants), unless the form changed meanwhile.
    const filled = result.animal;
    const writesBack = filled.producao_de_leite !== target.animal.producao_de_leite;
    const animal = writesBack ? filled : target.animal;
    const next: RequirementsInputs = { animal, requirements: [...result.requirements] };
    session.edit((current) =>
      current.animal === target.animal ? next : { ...current, requirements: next.requirements },
    );
    session.showResult({ result, animal }, next);
  };

  // The default animal's table is shown on arrival, calculated in the worker once the page is up; a saved
  // record opened by `?did=` brings its own.
  const calculateOnArrival = useEffectEvent(() => void calculate(INITIAL_INPUTS));
  const opensRecord = useRef(session.did !== null);
  useEffect(() => {
    if (opensRecord.current) return;
    const timer = setTimeout(() => calculateOnArrival(), 0);
    return () => clearTimeout(timer);
  }, []);

  const recordOf = useCallback(
    (base: Required<RecordBase>) => toRequirementsRecord(inputs, calculated, base),
    [inputs, calculated],
  );
  const naming = useNamedSave(session, 'requirements', recordOf);

  return {
    session,
    inputs,
    calculated,
    isRunning,
    check,
    showAllErrors,
    hasFailed,
    /** Calculates the table of the animal on screen (the form must be valid). */
    calculate: () => {
      if (!check.isValid) {
        setShowAllErrors(true);
        showAlert(t('page.invalid'), 'error');
        return;
      }
      void calculate(inputs);
    },
    changeAnimal: (animal: Animal, nextCheck: AnimalFormCheck) => {
      session.edit((current) => ({ ...current, animal }));
      setCheck(nextCheck);
    },
    resetAnimal: () => {
      session.edit((current) => ({ ...current, animal: DEFAULT_ANIMAL }));
      setCheck({ isValid: true, problems: [] });
      setShowAllErrors(false);
    },
    changeRequirements: (requirements: readonly RequirementEntry[]) =>
      session.edit((current) => ({ ...current, requirements })),
    ...naming,
  };
}
