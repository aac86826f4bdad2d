/**
 * /calcular-racao's form and result over the record session (features/records), as a saved mix (mode M,
 * docs/decisions/saved-mixes.md): save (premium; for the client selected in the toolbar when the user is a
 * consultant), reopen (`?did=<id>`, My mixes, a share or a public link), the browser draft and sharing. The
 * same path as the requirements screen's (use-requirements-screen.ts).
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MixtureResult } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { clientIdForSaving } from '../../catalogue/use-feed-catalogue';
import { useAccountCurrency } from '../../format/account-currency';
import { useLanguage } from '../../i18n/use-language';
import { useAccess } from '../../session/use-access';
import { useAlert } from '../../ui/AlertProvider';
import { LOCAL_MIXES_KEY } from '../records/local-records';
import { MIX_DRAFT_KEY, toRecordDraft } from '../records/record-draft';
import type { OpenedRecord } from '../records/record-session';
import { useKeptDraft } from '../records/use-record-draft';
import { useRecordSession } from '../records/use-record-session';
import { fromMixRecord, toMixRecord } from './mix-record';
import { createMixtureForm, reformatMixtureForm } from './mixture-form';
import type { MixtureForm } from './mixture-form';

/** The saved mix on screen. */
export type SavedMix = { readonly id: number; readonly nome: string; readonly obs: string | null };

type OpenedMix = OpenedRecord<MixtureForm, MixtureResult, SavedMix> & { readonly feeds: readonly TFeed[] };

export function useMixtureRecord(catalogueFeeds: ReadonlyMap<string, TFeed>) {
  const { t } = useTranslation('mixture');
  const { showAlert } = useAlert();
  const language = useLanguage();
  const currency = useAccountCurrency();
  const mayUseConsultancy = useAccess().can('consultancy');
  const [isSaveOpen, setIsSaveOpen] = useState(false);
  // The feeds of an opened record as it used them: a shared mix may hold feeds not in this catalogue.
  const [savedFeeds, setSavedFeeds] = useState<readonly TFeed[]>([]);
  const [initialForm] = useState(() => createMixtureForm(language));

  const openedOf = (
    record: Parameters<typeof fromMixRecord>[0],
    saved: SavedMix | null,
    isSaved: boolean,
  ): OpenedMix => {
    const { form, feeds, result } = fromMixRecord(record, language);
    return { inputs: form, result, saved, isSaved, feeds };
  };
  const session = useRecordSession<MixtureForm, MixtureResult, SavedMix, OpenedMix>({
    initialInputs: initialForm,
    editEffect: 'counted',
    draftKey: MIX_DRAFT_KEY,
    localKey: LOCAL_MIXES_KEY,
    saveCall: 'saveM',
    kinds: ['M'],
    fromAnswer: ({ id, dieta }) => openedOf(dieta, { id, nome: dieta.nome, obs: dieta.obs }, true),
    // Restored changes are still unsaved.
    fromDraft: ({ dieta, savedId }) =>
      openedOf(dieta, savedId === null ? null : { id: savedId, nome: dieta.nome, obs: dieta.obs }, false),
    onOpened: (opened) => setSavedFeeds(opened.feeds),
    hasData: (form) => form.rows.length > 0,
  });
  const { inputs: form, saved } = session;
  // A language switch re-writes the typed numbers in the new format; the result stays.
  const [formLanguage, setFormLanguage] = useState(language);
  if (formLanguage !== language) {
    setFormLanguage(language);
    session.edit((current) => reformatMixtureForm(current, formLanguage, language), 'resultKept');
  }
  const result = session.freshResult;

  // The catalogue's feeds, with a reopened record's own feeds where the catalogue has not got them.
  const feedsById = useMemo(() => {
    const merged = new Map(catalogueFeeds);
    for (const feed of savedFeeds) if (!merged.has(feed.id)) merged.set(feed.id, feed);
    return merged;
  }, [catalogueFeeds, savedFeeds]);

  const recordOf = useCallback(
    (nome: string, obs: string | null) =>
      toMixRecord(
        form,
        result,
        feedsById,
        {
          nome,
          obs,
          time: Date.now(),
          idCliente: clientIdForSaving(mayUseConsultancy),
          id: saved?.id ?? null,
          moeda: currency,
        },
        language,
      ),
    [form, result, feedsById, mayUseConsultancy, saved, currency, language],
  );
  const makeDraft = useCallback(
    () => toRecordDraft(recordOf(saved?.nome ?? '', saved?.obs ?? null), 0, saved?.id ?? null, Date.now()),
    [recordOf, saved],
  );
  useKeptDraft(session.draft, session.isDirty, makeDraft);

  const save = async (nome: string, obs: string | null) => {
    const next = await session.save({
      record: recordOf(nome, obs),
      id: saved?.id ?? null,
      obs,
      toSaved: (answer) => ({ id: answer.id, nome: answer.dieta.nome, obs: answer.obs }),
      isOpened: true,
      onFailed: (reason) => showAlert(t('save.failed', { reason }), 'error'),
      onSavedHere: () => setIsSaveOpen(false),
    });
    if (!next) return;
    setIsSaveOpen(false);
    showAlert(t('save.saved', { name: next.nome }), 'success');
  };

  return {
    session,
    form,
    result,
    saved,
    feedsById,
    isSaveOpen,
    /** Any change makes the result stale (docs/product/calculation.md#states). */
    changeForm: (next: MixtureForm) => session.edit(() => next),
    showResult: (calculated: MixtureResult, of: MixtureForm) => session.showResult(calculated, of),
    clear: () => {
      session.clear();
      setSavedFeeds([]);
    },
    openSave: () => {
      if (session.canSave(t('save.premium'))) setIsSaveOpen(true);
    },
    closeSave: () => setIsSaveOpen(false),
    save: (nome: string, obs: string | null) => void save(nome, obs),
    openSaved: (id: number) =>
      session.openSaved(id, { title: t('saved.discardTitle'), message: t('saved.discardMessage') }),
  };
}
