import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from 'react-i18next';
import { usePartnerInfo } from '../session/use-partner-info';
import { lazyView } from '../ui/lazy-view';
import { LazyDialogButton } from './LazyDialogButton';

/** The support modal loads on the first hover, focus or click of its button (docs/decisions/first-screen-budget.md). */
const supportDialogView = lazyView(async () => (await import('./SupportDialog')).SupportDialog);
const SupportDialog = supportDialogView.View;
const preloadDialog = () => void supportDialogView.load().catch(() => undefined);

/** Only web and mail links open from the support modal. */
function safeLink(link: string | null | undefined): string | null {
  const text = link?.trim() ?? '';
  return /^(https?:\/\/|mailto:)/i.test(text) ? text : null;
}

/**
 * The toolbar's support button (docs/product/shell.md#screens) and its modal; for a user of a partner company with a support
 * link, the modal offers that link instead.
 */
export function SupportButton() {
  const { t } = useTranslation('help');
  const partner = usePartnerInfo();
  return (
    <LazyDialogButton
      label={t('toolbar.support')}
      icon={<SupportAgentOutlined />}
      testId="support-button"
      preload={preloadDialog}
      renderDialog={({ open, onClose }) => (
        <SupportDialog open={open} onClose={onClose} partnerLink={safeLink(partner?.suporte_link)} />
      )}
    />
  );
}
