import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGES } from '@cocho/engine';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import { useSession } from '../session/SessionProvider';

/** Language menu: PT-BR, EN-US, ES (spec 01 §2). Stored locally, and on the server when signed in. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { setLanguage } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isNarrow = useMediaQuery('(max-width:599.95px)');
  return (
    <>
      <Button
        color="inherit"
        startIcon={isNarrow ? undefined : <TranslateIcon />}
        sx={{ whiteSpace: 'nowrap', minWidth: 0, flexShrink: 0 }}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('language.choose')}
        aria-haspopup="menu"
        data-testid="language-menu"
      >
        {t(`language.short.${language}`)}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((option) => (
          <MenuItem
            key={option}
            selected={option === language}
            lang={option}
            onClick={() => {
              setAnchor(null);
              void setLanguage(option);
            }}
          >
            {t(`language.name.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
