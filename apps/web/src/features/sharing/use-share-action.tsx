import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../session/use-access';
import { usePremiumOffer } from '../../session/use-premium-offer';
import { lazyView } from '../../ui/lazy-view';
import type { ShareKind } from './ShareDialog';

// Loaded when first opened: the screens that offer sharing paint without it (docs/decisions/first-screen-budget.md).
const ShareDialog = lazyView(async () => (await import('./ShareDialog')).ShareDialog).View;

export type ShareAction = {
  /** Opens the share dialog, or says sharing is a consultant feature and offers the plans. */
  readonly onShare: () => void;
  /** The dialog while open, to render anywhere. */
  readonly dialog: ReactNode;
};

/** The "share" action of the save menus (docs/product/shell.md#roles: sharing is consultant-only). */
export function useShareAction(kind: ShareKind, recordId: number | null): ShareAction {
  const { t } = useTranslation('sharing');
  const { can } = useAccess();
  const offerPlans = usePremiumOffer();
  const [isOpen, setIsOpen] = useState(false);
  return {
    onShare: () => {
      if (can('share_with_permissions')) setIsOpen(true);
      else void offerPlans(t('action.consultantOnly'));
    },
    dialog: isOpen ? <ShareDialog kind={kind} recordId={recordId} onClose={() => setIsOpen(false)} /> : null,
  };
}
