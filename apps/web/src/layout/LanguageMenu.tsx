import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import { useSession } from '../session/SessionProvider';

// The menu itself (MUI Menu, Popover, Modal) is not part of a visitor's first screen: it loads on first open.
const LanguageList = lazy(async () => ({ default: (await import('./LanguageList')).LanguageList }));

/** Language menu: PT-BR, EN-US, ES (docs/product/shell.md#screens). Stored locally, and on the server when signed in. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { setLanguage } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const isNarrow = useMediaQuery('(max-width:599.95px)');
  return (
    <>
      <Button
        color="inherit"
        startIcon={isNarrow ? undefined : <TranslateIcon />}
        sx={{ whiteSpace: 'nowrap', minWidth: 0, flexShrink: 0 }}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setHasOpened(true);
        }}
        aria-label={t('language.chooseCurrent', { current: t(`language.short.${language}`) })}
        aria-haspopup="menu"
        data-testid="language-menu"
      >
        {t(`language.short.${language}`)}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <LanguageList
            anchor={anchor}
            language={language}
            onClose={() => setAnchor(null)}
            onChoose={(option) => {
              setAnchor(null);
              void setLanguage(option);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
