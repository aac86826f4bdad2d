/**
 * The message free users get where an action is premium-only (docs/product/shell.md#roles), with the ways to premium: the
 * 7-day free trial while it is still open to them and the plans (/seja-premium).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@cocho/contracts';
import { useModal } from '../ui/ModalProvider';
import type { ModalChoice } from '../ui/ModalProvider';
import { useSession } from './SessionProvider';
import { offersTrial } from './trial-offer';
import { useAccess } from './use-access';

/** Says why (`message`, in the user's language) and offers the trial and the plans; resolves once answered. */
export function usePremiumOffer(): (message: string) => Promise<void> {
  const { t } = useTranslation();
  const { choose } = useModal();
  const navigate = useNavigate();
  const { user } = useSession();
  const { profiles } = useAccess();
  const hasTrial = offersTrial(user, profiles);
  return useCallback(
    async (message: string) => {
      const choices: ModalChoice[] = [
        { value: 'later', label: t('premiumOffer.notNow') },
        { value: 'plans', label: t('premiumOffer.seePlans'), isPrimary: !hasTrial },
      ];
      if (hasTrial)
        choices.push({
          value: 'trial',
          label: t('premiumOffer.tryFree', { days: TRIAL_DAYS }),
          isPrimary: true,
        });
      const choice = await choose({
        title: t('premiumOffer.title'),
        message: `${message}\n${t(hasTrial ? 'premiumOffer.messageWithTrial' : 'premiumOffer.message', { days: TRIAL_DAYS })}`,
        choices,
      });
      if (choice === 'plans') void navigate('/seja-premium');
      if (choice === 'trial') void navigate('/ativacao-teste');
    },
    [choose, navigate, t, hasTrial],
  );
}
