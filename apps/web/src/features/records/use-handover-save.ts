/**
 * The save of a hand-over record (a supplement, a comparison: docs/decisions/saved-supplements-comparisons.md):
 * premium only (others are offered the plans), one save at a time, the failure said in the kind's
 * `handover.failed` text, and the saved id kept for sharing.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../api/client';
import { clientIdForSaving } from '../../catalogue/use-feed-catalogue';
import { useAccess } from '../../session/use-access';
import { usePremiumOffer } from '../../session/use-premium-offer';

export function useHandoverSave(namespace: 'supplement' | 'comparison') {
  const { t } = useTranslation(namespace);
  const { t: tErrors } = useTranslation('errors');
  const { can } = useAccess();
  const offerPremium = usePremiumOffer();
  const [savedId, setSavedId] = useState<number | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /**
   * Saves with `write`, given the client to save for; `problem` (checked first, premium aside) is a text that
   * stops the save and is shown instead.
   */
  const save = async (
    write: (idCliente: number | null) => Promise<{ id: number }>,
    problem: () => string | null = () => null,
  ) => {
    if (!can('save_diet')) {
      void offerPremium(t('handover.premium'));
      return;
    }
    const refusal = problem();
    if (refusal !== null) {
      setError(refusal);
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      setSavedId((await write(clientIdForSaving(can('consultancy')))).id);
    } catch (failure) {
      setError(t('handover.failed', { reason: tErrors(errorCodeOf(failure)) }));
    } finally {
      setIsSaving(false);
    }
  };

  return { savedId, isSaving, error, save };
}
