/**
 * The message free users get where an action is premium-only (spec 01 §6), with the way to the plans
 * (/seja-premium).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useModal } from '../ui/ModalProvider';

/** Says why (`message`, in the user's language) and offers the plans; resolves once the user answered. */
export function usePremiumOffer(): (message: string) => Promise<void> {
  const { t } = useTranslation();
  const { confirm } = useModal();
  const navigate = useNavigate();
  return useCallback(
    async (message: string) => {
      const wantsPlans = await confirm({
        title: t('premiumOffer.title'),
        message: `${message}\n${t('premiumOffer.message')}`,
        yesLabel: t('premiumOffer.seePlans'),
        noLabel: t('premiumOffer.notNow'),
      });
      if (wantsPlans) navigate('/seja-premium');
    },
    [confirm, navigate, t],
  );
}
