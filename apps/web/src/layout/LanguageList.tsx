import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGES } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { useTranslation } from 'react-i18next';

type LanguageListProps = {
  readonly anchor: HTMLElement | null;
  readonly language: Language;
  readonly onClose: () => void;
  readonly onChoose: (language: Language) => void;
};

/** The language menu's list (LanguageMenu.tsx): its own chunk, loaded when the menu first opens. */
export function LanguageList({ anchor, language, onClose, onChoose }: LanguageListProps) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((option) => (
        <MenuItem key={option} selected={option === language} lang={option} onClick={() => onChoose(option)}>
          {t(`language.name.${option}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
