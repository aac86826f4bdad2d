import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BOOK_PATHS } from '../../layout/BooksMenu';
import { Article } from './Article';

/** The official BR-CORTE site, where the books are published. */
export const BR_CORTE_SITE = 'https://brcorte.com.br';
/** The DOI of the 3rd edition (2016), Portuguese (ISBN 978-85-8179-110-4). */
export const BR_CORTE_2016_DOI = 'https://doi.org/10.5935/978-85-8179-111-1.2016B001';

type BookKey = (typeof BOOK_PATHS)[number] extends `/${infer Key}` ? Key : never;

function bookKeyOf(pathname: string): BookKey {
  const key = pathname.toLowerCase().replace(/\/+$/, '').slice(1);
  return (BOOK_PATHS as readonly string[]).includes(`/${key}`) ? (key as BookKey) : 'livrobr';
}

/** /livrobr, /livroen, /livro2016br, /livro2016en, /livro2023br, /livro2023en: a BR-CORTE book and its links. */
export function BookPage() {
  const { t } = useTranslation('static');
  const { pathname } = useLocation();
  const key = bookKeyOf(pathname);
  return (
    <Article title={t(`books.items.${key}.title`)} lead={t('books.lead')} testId="static-book">
      <Box component="dl" sx={{ m: 0, mb: 2, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1 } }}>
        <dt>{t('books.edition')}</dt>
        <dd data-testid="book-edition">{t(`books.items.${key}.edition`)}</dd>
        <dt>{t('books.language')}</dt>
        <dd>{t(`books.items.${key}.language`)}</dd>
      </Box>
      <Typography sx={{ mb: 2, lineHeight: 1.7 }}>{t(`books.items.${key}.description`)}</Typography>
      <Typography sx={{ mb: 2 }}>{t('books.access')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
        <Button
          variant="contained"
          href={BR_CORTE_SITE}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNew />}
          data-testid="book-site"
        >
          {t('books.open')}
        </Button>
        {key === 'livro2016br' && (
          <Button variant="outlined" href={BR_CORTE_2016_DOI} target="_blank" rel="noopener noreferrer">
            {t('books.doi')}
          </Button>
        )}
      </Stack>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('books.others')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0 }}>
        {BOOK_PATHS.filter((path) => path !== `/${key}`).map((path) => (
          <li key={path}>
            <Link component={RouterLink} to={path}>
              {t(`books.items.${path.slice(1)}.title`)} — {t(`books.items.${path.slice(1)}.edition`)} (
              {t(`books.items.${path.slice(1)}.language`)})
            </Link>
          </li>
        ))}
      </Box>
    </Article>
  );
}
