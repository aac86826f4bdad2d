/**
 * The diet wizard's record (docs/product/shell.md#records, docs/product/calculation.md#screens): the record session (features/records) with the diet's
 * record translation (diet-record.ts), its draft key, local copies and save call; the named save is the
 * records' (use-named-save.ts, in use-diet-wizard.ts). Every edit counts: the result is reset whenever an
 * input changes (docs/product/calculation.md#states).
 */
import type { AlteredRequirement, TDietRecord } from '@cocho/contracts';
import type { FormulationResult, Language, RequirementKey } from '@cocho/engine';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../session/SessionProvider';
import { LOCAL_DIETS_KEY } from '../records/local-record-keys';
import { DIET_DRAFT_KEY } from '../records/record-draft';
import type { OpenedRecord } from '../records/record-session';
import type { NamedSaved } from '../records/use-named-save';
import { useRecordSession } from '../records/use-record-session';
import { withPreferredCurrency } from './currency-preference';
import { INITIAL_INPUTS } from './diet-state';
import { fromDietRecord } from './diet-record';
import type { DietInputs } from './diet-state';

/** The wizard's steps (docs/product/calculation.md#screens). */
export const DIET_STEPS = ['animal', 'requirements', 'feeds', 'restrictions'] as const;
export const LAST_STEP = DIET_STEPS.length - 1;
/** The step of the feeds (where a diet without feeds is sent). */
export const FEEDS_STEP = 2;

/** The saved diet on screen (with its lifecycle). */
type SavedDiet = NamedSaved;

/** A diet put back on screen, with the step to show and its saved requirement selection and edits. */
export type OpenedDiet = OpenedRecord<DietInputs, FormulationResult, SavedDiet> & {
  readonly step: number;
  readonly selected: readonly RequirementKey[];
  readonly altered: readonly AlteredRequirement[];
};

/** The saved diet of a stored record under its server id. */
function savedOf(id: number, record: Pick<TDietRecord, 'nome' | 'obs' | 'ciclo'>): SavedDiet {
  return { id, nome: record.nome, obs: record.obs, ciclo: record.ciclo };
}

function openedOf(
  record: Parameters<typeof fromDietRecord>[0],
  options: { saved: SavedDiet | null; step: number; isSaved: boolean },
  language: Language,
): OpenedDiet {
  const reopened = fromDietRecord(record, language);
  return {
    inputs: reopened.inputs,
    result: reopened.result,
    selected: reopened.selectedRequirements,
    altered: reopened.alteredRequirements,
    ...options,
  };
}

export function useDietRecord(options: {
  readonly onOpened: (opened: OpenedDiet, isCurrent: () => boolean) => Promise<void>;
}) {
  const { user } = useSession();
  const language = useLanguage();
  const session = useRecordSession<DietInputs, FormulationResult, SavedDiet, OpenedDiet>({
    // A new diet starts in the account's currency (else the one last chosen on this device).
    initialInputs: withPreferredCurrency(INITIAL_INPUTS, user),
    editEffect: 'counted',
    draftKey: DIET_DRAFT_KEY,
    localKey: LOCAL_DIETS_KEY,
    saveCall: 'saveFD',
    kinds: ['FD'],
    // Reopening a saved diet (?did=<id>): every step comes back as it was saved.
    fromAnswer: (answer) =>
      openedOf(
        answer.dieta,
        { saved: savedOf(answer.id, answer.dieta), step: LAST_STEP, isSaved: true },
        language,
      ),
    fromDraft: ({ dieta, savedId, step }) =>
      openedOf(
        dieta,
        { saved: savedId === null ? null : savedOf(savedId, dieta), step, isSaved: false },
        language,
      ),
    onOpened: options.onOpened,
  });
  return { session, user };
}
