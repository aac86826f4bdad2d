/**
 * /calcular-racao's form and result over the record session (features/records), as a saved mix (mode M,
 * docs/decisions/saved-mixes.md): save (premium; for the client selected in the toolbar when the user is a
 * consultant), reopen (`?did=<id>`, My mixes, a share or a public link), the browser draft and sharing. The
 * same path as the requirements screen's (use-requirements-screen.ts).
 */
import { useCallback, useMemo, useState } from 'react';
import type { MixtureResult } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { useAccountCurrency } from '../../format/account-currency';
import { useLanguage } from '../../i18n/use-language';
import { LOCAL_MIXES_KEY } from '../records/local-record-keys';
import { MIX_DRAFT_KEY } from '../records/record-draft';
import type { OpenedRecord } from '../records/record-session';
import { useRecordSession } from '../records/use-record-session';
import { fromMixRecord, toMixRecord } from './mix-record';
import { createMixtureForm, reformatMixtureForm } from './mixture-form';
import type { MixtureForm } from './mixture-form';
import { useNamedSave } from '../records/use-named-save';
import type { NamedSaved } from '../records/use-named-save';
import type { RecordBase } from '../records/record-shape';

/** The saved mix on screen. */
export type SavedMix = NamedSaved;

type OpenedMix = OpenedRecord<MixtureForm, MixtureResult, SavedMix> & { readonly feeds: readonly TFeed[] };

export function useMixtureRecord(catalogueFeeds: ReadonlyMap<string, TFeed>) {
  const language = useLanguage();
  const currency = useAccountCurrency();
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
  const { inputs: form } = session;
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
    (base: Required<RecordBase>) =>
      toMixRecord(form, result, feedsById, { ...base, moeda: currency }, language),
    [form, result, feedsById, currency, language],
  );
  const naming = useNamedSave(session, 'mixture', recordOf);

  return {
    session,
    form,
    result,
    feedsById,
    /** Any change makes the result stale (docs/product/calculation.md#states). */
    changeForm: (next: MixtureForm) => session.edit(() => next),
    showResult: (calculated: MixtureResult, of: MixtureForm) => session.showResult(calculated, of),
    clear: () => {
      session.clear();
      setSavedFeeds([]);
    },
    ...naming,
  };
}
