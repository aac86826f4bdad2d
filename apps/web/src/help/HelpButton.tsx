import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HelpDialog } from './HelpDialog';
import { useHelpStep } from './help-step';

/** The toolbar's help button (docs/product/shell.md#screens): opens the help dialog of the current route and step. */
export function HelpButton() {
  const { t } = useTranslation('help');
  const { pathname } = useLocation();
  const step = useHelpStep();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('toolbar.help')}>
        <IconButton onClick={() => setIsOpen(true)} aria-label={t('toolbar.help')} data-testid="help-button">
          <HelpOutlineOutlined />
        </IconButton>
      </Tooltip>
      <HelpDialog open={isOpen} onClose={() => setIsOpen(false)} route={pathname} step={step} canReport />
    </>
  );
}
