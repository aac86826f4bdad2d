/**
 * The browser copy of a screen's unsaved work (record-draft.ts) as a hook: on opening, a draft left by a
 * closed tab or a reload is offered back once (Yes restores it, No discards it); while the screen has
 * changes, `scheduleWrite` keeps the newest copy shortly after the last edit.
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useModal } from '../../ui/ModalProvider';
import {
  DIET_DRAFT_KEY,
  MIX_DRAFT_KEY,
  PREDICTION_DRAFT_KEY,
  REQUIREMENTS_DRAFT_KEY,
  DRAFT_WRITE_DELAY_MS,
  hasRecordDraft,
  readRecordDraft,
  removeRecordDraft,
  toRecordDraft,
  writeRecordDraft,
} from './record-draft';
import type { RecordDraft, RecordDraftKey } from './record-draft';
import type { TDietRecord } from '@cocho/contracts';

/** The kind each draft is of, in the offer's texts (`draft.title.<kind>`, `draft.message.<kind>`). */
const DRAFT_KINDS = {
  [DIET_DRAFT_KEY]: 'diet',
  [PREDICTION_DRAFT_KEY]: 'prediction',
  [REQUIREMENTS_DRAFT_KEY]: 'requirements',
  [MIX_DRAFT_KEY]: 'mixture',
} as const satisfies Record<RecordDraftKey, string>;

export type RecordDraftApi = {
  /** The offer was answered (or there was none): drafts may be written from now on. */
  readonly isChecked: boolean;
  /** Writes the draft `make()` builds after a quiet moment; answers the cleanup that cancels it. */
  readonly scheduleWrite: (make: () => DraftContent) => () => void;
  /** Forgets the draft (after a save or a clear screen). */
  readonly remove: () => void;
};

export function useRecordDraft(
  key: RecordDraftKey,
  options: {
    /** Opening a saved record (`?did=`): no offer; the draft stays until new changes replace it. */
    readonly skipOffer: boolean;
    readonly onRestore: (draft: RecordDraft) => void | Promise<void>;
  },
): RecordDraftApi {
  const { t } = useTranslation();
  const language = useLanguage();
  const { confirm } = useModal();
  // The draft is read once its check has loaded (readRecordDraft); until then nothing is offered or written.
  // Without a stored draft there is nothing to read: the screen does not render again for it.
  const [isRead, setIsRead] = useState(() => options.skipOffer || !hasRecordDraft(localStorage, key));
  const [pending, setPending] = useState<RecordDraft | null>(null);
  const restore = useEffectEvent((draft: RecordDraft) => options.onRestore(draft));

  useEffect(() => {
    if (isRead) return;
    let cancelled = false;
    void readRecordDraft(localStorage, key).then(
      (draft) => {
        if (cancelled) return;
        setPending(draft);
        setIsRead(true);
      },
      () => {
        // The check did not load (offline, its chunk not cached): nothing is offered; changes are kept.
        if (!cancelled) setIsRead(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [isRead, key]);

  useEffect(() => {
    if (pending === null) return;
    let cancelled = false;
    const kind = DRAFT_KINDS[key];
    const name = (pending.dieta.nome ?? '').trim();
    void confirm({
      title: t(`draft.title.${kind}`),
      message: t(name ? `draft.message.${kind}Named` : `draft.message.${kind}`, {
        name,
        time: formatDateTime(new Date(pending.savedAt), language),
      }),
      yesLabel: t('draft.recover'),
      noLabel: t('draft.discard'),
    }).then(async (isRestored) => {
      if (cancelled) return;
      setPending(null);
      if (isRestored) await restore(pending);
      else removeRecordDraft(localStorage, key);
    });
    return () => {
      cancelled = true;
    };
  }, [pending, confirm, t, language, key]);

  const scheduleWrite = useCallback<RecordDraftApi['scheduleWrite']>(
    (make) => {
      const timer = setTimeout(() => {
        const { dieta, step, savedId } = make();
        writeRecordDraft(localStorage, key, toRecordDraft(dieta, step, savedId, Date.now()));
      }, DRAFT_WRITE_DELAY_MS);
      return () => clearTimeout(timer);
    },
    [key],
  );
  const remove = useCallback(() => removeRecordDraft(localStorage, key), [key]);
  return { isChecked: isRead && pending === null, scheduleWrite, remove };
}

/** What a screen's draft holds: the record as the screen has it, the step shown, the saved record's id. */
export type DraftContent = { dieta: TDietRecord; step: number; savedId: number | null };

/**
 * While the screen has unsaved changes, keeps them in the browser (written shortly after the last edit).
 * `makeDraft` is memoised: a new one (new data on screen) schedules a new write.
 */
export function useKeptDraft(draft: RecordDraftApi, isDirty: boolean, makeDraft: () => DraftContent): void {
  const { isChecked, scheduleWrite } = draft;
  useEffect(() => {
    if (!isChecked || !isDirty) return;
    return scheduleWrite(makeDraft);
  }, [isChecked, scheduleWrite, isDirty, makeDraft]);
}
