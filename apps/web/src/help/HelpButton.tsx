import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazyView } from '../ui/lazy-view';
import { LazyDialogButton } from './LazyDialogButton';
import { useHelpStep } from './help-step';

/**
 * The help dialog (its list, the report-error form with react-hook-form and the error call's schemas) loads
 * on the first hover, focus or click of the button, not with the signed-in layout
 * (docs/decisions/first-screen-budget.md).
 */
const helpDialogView = lazyView(async () => (await import('./HelpDialog')).HelpDialog);
const HelpDialog = helpDialogView.View;
const preloadDialog = () => void helpDialogView.load().catch(() => undefined);

/** The toolbar's help button (docs/product/shell.md#screens): opens the help dialog of the current route and step. */
export function HelpButton() {
  const { t } = useTranslation('help');
  const { pathname } = useLocation();
  const step = useHelpStep();
  return (
    <LazyDialogButton
      label={t('toolbar.help')}
      icon={<HelpOutlineOutlined />}
      testId="help-button"
      preload={preloadDialog}
      renderDialog={({ open, onClose }) => (
        <HelpDialog open={open} onClose={onClose} route={pathname} step={step} canReport />
      )}
    />
  );
}
