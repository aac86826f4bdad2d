/**
 * A record screen's named save (docs/product/shell.md#states Saving) over its record session: the save
 * dialog's state, the browser draft of the record on screen, the save with its alerts, and opening a saved
 * record after asking to discard unsaved changes. The texts are the kind's namespace's `save.*` and
 * `saved.discard*`.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDietCycle, TDietRecord } from '@cocho/contracts';
import { clientIdForSaving } from '../../catalogue/selected-client';
import { useAccess } from '../../session/use-access';
import { useAlert } from '../../ui/AlertProvider';
import type { RecordBase } from './record-shape';
import type { RecordSession } from './use-record-session';
import { useKeptDraft } from './use-record-draft';

/** A named saved record on screen; `oculta`: a hidden one, auto-saved for a supplement (a prediction). */
export type NamedSaved = {
  readonly id: number;
  readonly nome: string;
  readonly obs: string | null;
  readonly oculta?: boolean;
  /** A diet's lifecycle (type, dates, active or finished), when tracked. */
  readonly ciclo?: TDietCycle | null;
};

/**
 * `recordOf` writes the record on screen with the given name, notes, time, client and id (the one on
 * screen, null for a new record), hidden when `oculta`, with a diet's lifecycle; it is kept in the browser
 * draft as it changes, at `draftStep` (a wizard's step). `isSavable` is asked after the premium check before
 * the save dialog opens (it says why not); `onSaved` follows a save.
 */
export function useNamedSave<I, R>(
  session: RecordSession<I, R, NamedSaved>,
  namespace: 'diet' | 'mixture' | 'requirements' | 'prediction',
  recordOf: (base: Required<RecordBase>, oculta: boolean, ciclo: TDietCycle | null) => TDietRecord,
  options: {
    readonly isSavable?: () => boolean;
    readonly onSaved?: () => void;
    readonly draftStep?: number;
  } = {},
) {
  const { t } = useTranslation(namespace);
  const { showAlert } = useAlert();
  const mayUseConsultancy = useAccess().can('consultancy');
  const [isSaveOpen, setIsSaveOpen] = useState(false);
  const { saved } = session;
  const baseOf = useCallback(
    (nome: string, obs: string | null): Required<RecordBase> => ({
      nome,
      obs,
      time: Date.now(),
      idCliente: clientIdForSaving(mayUseConsultancy),
      id: saved?.id ?? null,
    }),
    [mayUseConsultancy, saved],
  );
  const draftStep = options.draftStep ?? 0;
  const makeDraft = useCallback(
    () => ({
      dieta: recordOf(
        baseOf(saved?.nome ?? '', saved?.obs ?? null),
        saved?.oculta ?? false,
        saved?.ciclo ?? null,
      ),
      step: draftStep,
      savedId: saved?.id ?? null,
    }),
    [recordOf, baseOf, saved, draftStep],
  );
  useKeptDraft(session.draft, session.isDirty, makeDraft);

  /**
   * Saves over the record on screen, or as a new record (`asNew`: a new version of it, e.g. a re-optimised
   * diet). A hidden auto-saved record becomes the named one; a named one is updated.
   */
  const save = async (nome: string, obs: string | null, ciclo: TDietCycle | null = null, asNew = false) => {
    const id = asNew ? null : (saved?.id ?? null);
    const next = await session.save({
      record: recordOf({ ...baseOf(nome, obs), id }, false, ciclo),
      id,
      obs,
      toSaved: (answer) => ({
        id: answer.id,
        nome: answer.dieta.nome,
        obs: answer.obs,
        ...(answer.dieta.ciclo ? { ciclo: answer.dieta.ciclo } : {}),
      }),
      isOpened: true,
      // A failed save keeps everything on screen and says why.
      onFailed: (reason) => showAlert(t('save.failed', { reason }), 'error'),
      // No network: kept on this device (the record session says so) and sent later.
      onSavedHere: () => setIsSaveOpen(false),
    });
    if (!next) return;
    setIsSaveOpen(false);
    options.onSaved?.();
    showAlert(t('save.saved', { name: next.nome }), 'success');
  };

  return {
    /** A record saved now: its name, notes, time, client and the id on screen. */
    baseOf,
    isSaveOpen,
    openSave: () => {
      if (session.canSave(t('save.premium')) && (options.isSavable?.() ?? true)) setIsSaveOpen(true);
    },
    closeSave: () => setIsSaveOpen(false),
    save: (nome: string, obs: string | null, ciclo: TDietCycle | null = null) => void save(nome, obs, ciclo),
    /** The save itself, to wait for (see save). */
    saveNow: save,
    openSaved: (id: number) =>
      session.openSaved(id, { title: t('saved.discardTitle'), message: t('saved.discardMessage') }),
  };
}

/** A record screen's named save (useNamedSave). */
export type NamedSave = ReturnType<typeof useNamedSave>;
