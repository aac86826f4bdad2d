import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

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
      <Tooltip title={t('books.open')}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('books.open')}
          aria-haspopup="menu"
          data-testid="books-menu"
        >
          <MenuBookOutlined />
        </IconButton>
      </Tooltip>
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
