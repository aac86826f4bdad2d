/**
 * The light/dark switch in the top bar. Its tooltip loads on the first hover or keyboard focus, or in idle
 * time for a signed-in user, and until then the button carries the native `title`; the button itself is
 * always the same element, so it is never remounted mid-click (ui/TooltipIconButton.tsx,
 * docs/decisions/first-screen-budget.md).
 */
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';
import { useOptionalSession } from '../session/SessionProvider';
import { useColorMode } from '../theme/ColorModeProvider';
import { TooltipIconButton } from '../ui/TooltipIconButton';

export function DarkModeToggle() {
  const { t } = useTranslation();
  const { mode, toggleMode } = useColorMode();
  const isSignedIn = Boolean(useOptionalSession()?.user);
  const label = mode === 'dark' ? t('theme.light') : t('theme.dark');
  return (
    <TooltipIconButton
      title={label}
      loadWhenIdle={isSignedIn}
      color="inherit"
      onClick={toggleMode}
      aria-label={label}
      data-testid="dark-mode-toggle"
    >
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </TooltipIconButton>
  );
}
