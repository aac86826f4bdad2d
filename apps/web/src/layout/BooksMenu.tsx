import { useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TooltipIconButton } from '../ui/TooltipIconButton';

/** The book pages of the route table (docs/product/shell.md#screens), in the toolbar's books menu. */
export const BOOK_PATHS = [
  '/livrobr',
  '/livroen',
  '/livro2016br',
  '/livro2016en',
  '/livro2023br',
  '/livro2023en',
] as const;

/** Toolbar books menu (docs/product/shell.md#layout: only while the free-books flag is on; the caller decides). */
export function BooksMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <TooltipIconButton
        title={t('books.open')}
        loadWhenIdle
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('books.open')}
        aria-haspopup="menu"
        data-testid="books-menu"
      >
        <MenuBookOutlined />
      </TooltipIconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {BOOK_PATHS.map((path) => (
          <MenuItem key={path} component={RouterLink} to={path} onClick={() => setAnchor(null)}>
            {t(`books.title.${path.slice(1)}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
