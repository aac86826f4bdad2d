/**
 * The record lifecycle of a calculation screen (record-session.ts) wired to the outside: `?did=<id>`
 * reopens a saved record from the server, a draft left in the browser is offered back, saving writes the
 * record to the server and keeps a local copy, clearing starts over, and leaving with unsaved changes asks
 * first. The screen keeps what is its own (steps, feeds, the engine runs) and reports results here.
 * Without a network, a save is kept on this device (offline/sync-queue.ts) and sent when it is back; the
 * record's state (saved here, synced, synced as a copy) is `syncState`.
 */
import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Ability, TDietMode, TDietRecord, TSaveAnswer } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import type { CallOutput } from '../../api/client';
import type { OutboxEntry, SyncState } from '../../offline/offline-db';
import { findKeptRecord, keepRecord } from '../../offline/record-cache';
import { useConflictChoice } from '../../offline/use-conflict-choice';
import { isNetworkFailure, saveOnThisDevice, useOutboxEntries } from '../../offline/use-outbox';
import { useSession } from '../../session/SessionProvider';
import { useAccess } from '../../session/use-access';
import { usePremiumOffer } from '../../session/use-premium-offer';
import { useAlert } from '../../ui/AlertProvider';
import { useModal } from '../../ui/ModalProvider';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { loadRecordChecks } from './record-checks-loader';
import { useRecordKindMismatch } from '../../ui/record-kind';
import type { LocalRecordsKey } from './local-record-keys';
import type { RecordChecks } from './record-checks-loader';
import type { RecordDraft, RecordDraftKey } from './record-draft';
import {
  createRecordSession,
  freshResultOf,
  hasUnsavedChanges,
  isResultStale,
  recordSessionReducer,
} from './record-session';
import type { EditEffect, OpenedRecord, RecordSessionAction, RecordSessionState } from './record-session';
import { useRecordDraft } from './use-record-draft';
import type { RecordDraftApi } from './use-record-draft';

/** The save call of each kind of record: a diet, a prediction, a requirements table, a mix. */
export type SaveCall = 'saveFD' | 'savePD' | 'saveE' | 'saveM';

/**
 * The kind each save call stores and the ability saving needs (docs/product/shell.md#roles); a requirements
 * table and a mix are saved like a diet.
 */
const SAVE_CALLS: Readonly<Record<SaveCall, { readonly mode: TDietMode; readonly ability: Ability }>> = {
  saveFD: { mode: 'FD', ability: 'save_diet' },
  savePD: { mode: 'PD', ability: 'save_prediction' },
  saveE: { mode: 'E', ability: 'save_diet' },
  saveM: { mode: 'M', ability: 'save_diet' },
};

/** The server's answer when a record is read. */
export type RecordAnswer = CallOutput<'getDiet'>;
/**
 * A save as the screen sees it: the server answers the id and the new version only (no echo,
 * docs/decisions/one-pass-saves.md), and the record is the screen's own copy with what the server changed
 * (the name, the client, the note).
 */
export type SaveAnswer = {
  readonly id: number;
  readonly dieta: TDietRecord;
  readonly obs: string | null;
  readonly updated_at: string;
};

export type RecordSessionOptions<I, R, S, O extends OpenedRecord<I, R, S>> = {
  readonly initialInputs: I;
  /** What an edit does by default (see EditEffect). */
  readonly editEffect: EditEffect;
  readonly draftKey: RecordDraftKey;
  readonly localKey: LocalRecordsKey;
  readonly saveCall: SaveCall;
  /**
   * The kinds of record the screen opens: a `?did=` naming another kind (ids are shared by every kind) is
   * not put on screen; the screen says which kind it is (ui/record-kind.ts).
   */
  readonly kinds: readonly TDietMode[];
  /** The screen's record from the server's answer to `?did=<id>`, of one of `kinds`. */
  readonly fromAnswer: (answer: RecordAnswer) => O;
  readonly fromDraft: (draft: RecordDraft) => O;
  /** After a record is put on screen: the screen's own parts; `isCurrent` answers whether it still is. */
  readonly onOpened?: (opened: O, isCurrent: () => boolean) => void | Promise<void>;
  /** Whether the inputs hold anything the user would lose (default: any unsaved change does). */
  readonly hasData?: (inputs: I) => boolean;
};

export type SaveRequest<S> = {
  readonly record: TDietRecord;
  /** The saved record to update; null for a new one. */
  readonly id: number | null;
  readonly obs: string | null;
  readonly toSaved: (answer: SaveAnswer) => S;
  /** The saved record becomes the one on screen (`?did=`); false for a hidden auto-save. */
  readonly isOpened: boolean;
  /** Says why it failed (the reason is in the user's language). */
  readonly onFailed: (reason: string) => void;
  /** No network: the record was kept on this device and will be sent later (the save answers null). */
  readonly onSavedHere?: () => void;
};

export type RecordSession<I, R, S> = {
  readonly state: RecordSessionState<I, R, S>;
  readonly inputs: I;
  readonly saved: S | null;
  /** The result of exactly the inputs on screen, or null. */
  readonly freshResult: R | null;
  readonly isResultStale: boolean;
  /** Unsaved data on screen: leaving asks first and a draft is kept in the browser. */
  readonly isDirty: boolean;
  /** The record id in the URL (`?did=`). */
  readonly did: string | null;
  readonly draft: RecordDraftApi;
  readonly edit: (update: (inputs: I) => I, effect?: EditEffect) => void;
  /** A calculated result of `inputs` (the inputs when the calculation started). */
  readonly showResult: (result: R, inputs: I) => void;
  readonly dropResult: () => void;
  /**
   * Saving is premium (docs/product/shell.md#roles): answers false after showing `premiumMessage` with the way to the plans.
   * `ability` defaults to the record's (save_diet or save_prediction).
   */
  readonly canSave: (premiumMessage: string, ability?: Ability) => boolean;
  /**
   * Saves the record to the server and keeps a local copy; null when it failed (said why) or, without a
   * network, when it was kept on this device (`onSavedHere`).
   */
  readonly save: (request: SaveRequest<S>) => Promise<S | null>;
  /** The record on screen: saved on this device only, synced, or synced as a copy; null when not saved. */
  readonly syncState: SyncState | null;
  /** The outbox entry of the record on screen while it is kept on this device. */
  readonly syncEntry: OutboxEntry | null;
  /** Starts over: the initial inputs, no record, no draft, no `?did=`. */
  readonly clear: () => void;
  /** Opens saved record `id` from a list; asks first when there are unsaved changes. */
  readonly openSaved: (
    id: number,
    discard: { readonly title: string; readonly message: string },
  ) => Promise<boolean>;
  /** Saved record `id` was removed: the screen forgets it if it is the one on screen. */
  readonly forgetSaved: (id: number) => void;
};

export function useRecordSession<I, R, S extends { readonly id: number }, O extends OpenedRecord<I, R, S>>(
  options: RecordSessionOptions<I, R, S, O>,
): RecordSession<I, R, S> {
  const { t: tErrors } = useTranslation('errors');
  const { t: tOffline } = useTranslation('offline');
  const kindMismatch = useRecordKindMismatch();
  const { confirm } = useModal();
  const conflict = useConflictChoice();
  const { showAlert } = useAlert();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const outbox = useOutboxEntries(userId);
  const { can } = useAccess();
  const offerPremium = usePremiumOffer();
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, dispatch] = useReducer(
    (current: RecordSessionState<I, R, S>, action: RecordSessionAction<I, R, S>) =>
      recordSessionReducer(current, action),
    options.initialInputs,
    (inputs: I) => createRecordSession<I, R, S>(inputs),
  );
  /** The record being opened or on screen, read by answers that arrive later. */
  const openingId = useRef<string | null>(null);
  /** The server copy's version the screen's record started from (the offline conflict rule). */
  const baseVersion = useRef<{ readonly id: number; readonly updatedAt: string | null } | null>(null);
  /** The outbox entry of the record on screen, once it was saved without a network. */
  const [outboxKey, setOutboxKey] = useState<string | null>(null);
  const outboxEntry = outboxKey === null ? null : (outbox.find((entry) => entry.key === outboxKey) ?? null);

  const isDirty = (options.hasData?.(state.inputs) ?? true) && hasUnsavedChanges(state);
  useUnsavedChanges(isDirty);

  const show = async (id: string | null, opened: O, isCurrent: () => boolean) => {
    const { inputs, result, saved, isSaved } = opened;
    dispatch({ type: 'opened', id, inputs, result, saved, isSaved });
    await options.onOpened?.(opened, isCurrent);
  };

  const openRecord = async (id: string) => {
    openingId.current = id;
    dispatch({ type: 'openStarted', id });
    const numeric = Number(id);
    if (!Number.isInteger(numeric) || numeric <= 0) return;
    // A later ?did= (or a save) supersedes this read.
    const isCurrent = () => openingId.current === id;
    // A public link (`?did=&assinatura=`, sharing/) opens read-only through its own call.
    const signature = searchParams.get('assinatura');
    const showAnswer = async (answer: RecordAnswer, updatedAt: string | null) => {
      if (!options.kinds.includes(answer.modo)) {
        dispatch({ type: 'openFailed', id, error: kindMismatch(answer.modo) });
        return;
      }
      baseVersion.current = { id: answer.id, updatedAt };
      setOutboxKey(null);
      await show(id, options.fromAnswer(answer), isCurrent);
    };
    try {
      if (signature) {
        const answer = await call('openShareLink', { did: numeric, assinatura: signature });
        if (isCurrent()) await showAnswer(answer, null);
        return;
      }
      const answer = await call('getDiet', { id: numeric });
      if (!isCurrent()) return;
      // Kept on this device, to open it again without a network (a record this screen opens).
      if (userId !== null && options.kinds.includes(answer.modo)) void keepRecord(userId, answer);
      await showAnswer(answer, answer.updated_at ?? null);
    } catch (error) {
      const kept =
        !signature && userId !== null && isNetworkFailure(error)
          ? await findKeptRecord(userId, numeric)
          : null;
      if (!isCurrent()) return;
      if (kept) await showAnswer(kept, kept.updated_at ?? null);
      else dispatch({ type: 'openFailed', id, error: tErrors(errorCodeOf(error)) });
    }
  };
  const openFromUrl = useEffectEvent((id: string) => void openRecord(id));

  const did = searchParams.get('did');
  useEffect(() => {
    // Read once per id; a later language switch keeps what is on screen.
    if (did !== null && did !== openingId.current) openFromUrl(did);
  }, [did]);

  // Unsaved work left by a closed tab or a reload is offered back once, when the screen opens empty.
  const draft = useRecordDraft(options.draftKey, {
    skipOffer: did !== null,
    onRestore: async (kept) => {
      const isCurrent = () => openingId.current === null;
      if (isCurrent()) await show(null, options.fromDraft(kept), isCurrent);
    },
  });

  const canSave = (premiumMessage: string, ability?: Ability) => {
    if (can(ability ?? SAVE_CALLS[options.saveCall].ability)) return true;
    void offerPremium(premiumMessage);
    return false;
  };

  /** The record as stored, from the screen's copy and the server's answer (docs/decisions/one-pass-saves.md). */
  const storedOf = (record: TDietRecord, answer: TSaveAnswer): SaveAnswer => ({
    id: answer.id,
    dieta: {
      ...record,
      id: answer.id,
      user_id: record.user_id ?? userId,
      nome: answer.nome,
      id_cliente: answer.id_cliente,
      obs: answer.obs,
    },
    obs: answer.obs,
    updated_at: answer.updated_at,
  });

  /** The version a save of record `id` starts from (the offline conflict rule); null for a new record. */
  const baseOf = (id: number | null) =>
    id !== null && baseVersion.current?.id === id ? baseVersion.current.updatedAt : null;

  /** Keeps the record on this device when there is no network (a named save only). */
  const saveHere = async (
    request: SaveRequest<S>,
    id: number | null,
    record: TDietRecord,
    idempotencyKey: string,
  ) => {
    if (userId === null || !request.isOpened) return false;
    const entry = await saveOnThisDevice({
      key: outboxKey,
      userId,
      saveCall: options.saveCall,
      record,
      obs: request.obs,
      serverId: id,
      baseUpdatedAt: baseOf(id),
      savedAt: Date.now(),
      // The attempt may have reached the server (its answer lost): the replay sends the same key.
      idempotencyKey,
    }).catch(() => null);
    if (entry === null) return false;
    setOutboxKey(entry.key);
    draft.remove();
    dispatch({ type: 'savedHere', inputs: state.inputs });
    showAlert(tOffline('savedHere'), 'success');
    request.onSavedHere?.();
    return true;
  };

  /** Sends one save; every save carries a fresh idempotency key and, for an update, its base version. */
  const send = (record: TDietRecord, id: number | null, obs: string | null, idempotencyKey: string) => {
    const base = baseOf(id);
    return call(options.saveCall, {
      dieta: JSON.stringify(record),
      id,
      obs,
      idempotency_key: idempotencyKey,
      ...(base !== null ? { base_updated_at: base } : {}),
    });
  };

  const saved = (
    request: SaveRequest<S>,
    record: TDietRecord,
    answer: TSaveAnswer,
    inputs: I,
    { storeRecordLocally }: RecordChecks,
  ): S => {
    const stored = storedOf(record, answer);
    const result = request.toSaved(stored);
    storeRecordLocally(localStorage, options.localKey, stored.dieta);
    draft.remove();
    dispatch({ type: 'saved', saved: result, id: answer.id, inputs, isOpened: request.isOpened });
    if (request.isOpened) {
      openingId.current = String(answer.id);
      setSearchParams({ did: String(answer.id) }, { replace: true });
      setOutboxKey(null);
      // The answer is the version the next save starts from; the record is our own copy, kept for offline.
      baseVersion.current = { id: answer.id, updatedAt: answer.updated_at };
      if (userId !== null)
        void keepRecord(userId, {
          id: answer.id,
          modo: SAVE_CALLS[options.saveCall].mode,
          dieta: stored.dieta,
          updated_at: answer.updated_at,
        });
    }
    return result;
  };

  /**
   * The record changed on the server since this screen read it (another tab, another device): the user
   * keeps both (ours is saved as a new record named as their version) or reloads the server's, losing
   * theirs; closing both questions keeps everything on screen (docs/decisions/offline-sync.md).
   */
  const resolveConflict = async (
    request: SaveRequest<S>,
    record: TDietRecord,
    id: number,
    inputs: I,
    checks: RecordChecks,
  ) => {
    const choice = await conflict.ask('both');
    if (choice === 'keep') {
      // Our version as a plain saved record (no lifecycle, like a clone): it never takes an active slot.
      const copy: TDietRecord = { ...record, nome: conflict.copyName(record.nome), id: null, ciclo: null };
      const answer = await send(copy, null, request.obs, globalThis.crypto.randomUUID());
      return saved(request, copy, answer, inputs, checks);
    }
    dispatch({ type: 'saveFailed' });
    if (choice === 'reload') void openRecord(String(id));
    return null;
  };

  const save = async (request: SaveRequest<S>): Promise<S | null> => {
    const { inputs } = state;
    // A record first saved here and synced since is updated, not created again.
    const syncedId = outboxEntry !== null && outboxEntry.state !== 'local' ? outboxEntry.syncedId : null;
    const id = request.id ?? syncedId;
    const record = id === request.id ? request.record : { ...request.record, id };
    // The saving rules are checked here on our own record; the server checks its text once more, once. The
    // checks (the contracts' record schemas) load on the first save (record-checks.ts).
    const checks = await loadRecordChecks();
    if (!checks.ZSavableDietRecord[SAVE_CALLS[options.saveCall].mode].safeParse(record).success) {
      request.onFailed(tErrors('VALIDATION_FAILED'));
      return null;
    }
    const idempotencyKey = globalThis.crypto.randomUUID();
    dispatch({ type: 'saveStarted' });
    try {
      return saved(request, record, await send(record, id, request.obs, idempotencyKey), inputs, checks);
    } catch (error) {
      if (isNetworkFailure(error) && (await saveHere(request, id, record, idempotencyKey))) return null;
      let failure = error;
      if (errorCodeOf(error) === 'CONFLICT' && id !== null && request.isOpened) {
        try {
          return await resolveConflict(request, record, id, inputs, checks);
        } catch (other) {
          failure = other;
        }
      }
      // A failed save keeps everything on screen and says why.
      dispatch({ type: 'saveFailed' });
      request.onFailed(tErrors(errorCodeOf(failure)));
      return null;
    }
  };

  const clear = () => {
    draft.remove();
    openingId.current = null;
    baseVersion.current = null;
    setOutboxKey(null);
    dispatch({ type: 'cleared', inputs: options.initialInputs });
    setSearchParams({}, { replace: true });
  };

  const openSaved = async (id: number, discard: { readonly title: string; readonly message: string }) => {
    if (isDirty && !(await confirm(discard))) return false;
    // The same id again reads it again (the screen may have changed since).
    if (String(id) === did) void openRecord(String(id));
    else setSearchParams({ did: String(id) });
    return true;
  };

  const forgetSaved = (id: number) => {
    if (state.saved?.id !== id) return;
    openingId.current = null;
    dispatch({ type: 'savedRemoved', id });
    setSearchParams({}, { replace: true });
  };

  return {
    state,
    inputs: state.inputs,
    saved: state.saved,
    freshResult: freshResultOf(state),
    isResultStale: isResultStale(state),
    isDirty,
    did,
    draft,
    edit: (update, effect = options.editEffect) => dispatch({ type: 'edited', update, effect }),
    showResult: (result, inputs) => dispatch({ type: 'resultReady', result, inputs }),
    dropResult: () => dispatch({ type: 'resultFailed' }),
    canSave,
    save,
    syncState: outboxEntry?.state ?? (outboxKey === null && state.saved !== null ? 'synced' : null),
    syncEntry: outboxEntry,
    clear,
    openSaved,
    forgetSaved,
  };
}
