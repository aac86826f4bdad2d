import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cocho/engine';
import { loadLanguage } from '../../i18n/i18n';
import { useOptionalSession } from '../../session/SessionProvider';
import { Loading } from '../../ui/Loading';
import { Article, linesOf, Paragraphs, Sections, sectionsOf } from './Article';

/** Create-account and sign-in buttons for visitors; nothing once signed in. */
function VisitorActions() {
  const { t } = useTranslation('static');
  const session = useOptionalSession();
  if (session?.user) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
      <Button component={RouterLink} to="/signin" variant="contained">
        {t('common.register')}
      </Button>
      <Button component={RouterLink} to="/login" variant="outlined">
        {t('common.signIn')}
      </Button>
    </Stack>
  );
}

/** /apresentacao: what Cocho is for and how to start. */
export function PresentationPage() {
  const { t } = useTranslation('static');
  return (
    <Article title={t('presentation.title')} lead={t('presentation.lead')} testId="static-presentation">
      <Sections sections={sectionsOf(t, 'presentation.sections')} />
      <VisitorActions />
    </Article>
  );
}

/** /colaborar: how to send feeds to the catalogue. */
export function CollaboratePage() {
  const { t } = useTranslation('static');
  return (
    <Article title={t('collaborate.title')} lead={t('collaborate.lead')} testId="static-collaborate">
      <Sections sections={sectionsOf(t, 'collaborate.sections')} />
      <Button component={RouterLink} to="/enviar-alimento/cqbal" variant="contained">
        {t('collaborate.cta')}
      </Button>
    </Article>
  );
}

/** /autores: the science behind the numbers, with citations. */
export function AuthorsPage() {
  const { t } = useTranslation('static');
  return (
    <Article title={t('authors.title')} lead={t('authors.lead')} testId="static-authors">
      <Sections sections={sectionsOf(t, 'authors.sections')} />
      <Typography variant="h5" component="h2" gutterBottom>
        {t('authors.references')}
      </Typography>
      <Box component="ol" sx={{ pl: 3, m: 0 }} data-testid="citations">
        {linesOf(t, 'authors.citations').map((citation) => (
          <Typography component="li" key={citation} variant="body2" sx={{ mb: 1, lineHeight: 1.6 }}>
            {citation}
          </Typography>
        ))}
      </Box>
    </Article>
  );
}

/** Whether a language's messages are loaded, loading them (every chunk of the language) when not. */
function useLanguageMessages(language: Language): boolean {
  const { i18n } = useTranslation();
  const [, setLoadedCount] = useState(0);
  const isLoaded = i18n.hasResourceBundle(language, 'static');
  useEffect(() => {
    if (!isLoaded) void loadLanguage(language).then(() => setLoadedCount((count) => count + 1));
  }, [isLoaded, language]);
  return isLoaded;
}

/** /br and /en: the information page, always in Portuguese on /br and in English on /en. */
export function InfoPage() {
  const { pathname } = useLocation();
  const lng: Language = pathname.toLowerCase().startsWith('/en') ? 'en' : 'pt';
  return useLanguageMessages(lng) ? <InfoArticle lng={lng} /> : <Loading />;
}

function InfoArticle({ lng }: { lng: Language }) {
  const { t } = useTranslation('static', { lng });
  return (
    <Article
      title={t('info.title')}
      lead={t('info.lead')}
      testId="static-info"
      lang={lng === 'en' ? 'en' : 'pt-BR'}
    >
      <Sections sections={sectionsOf(t, 'info.sections')} />
      <Button component={RouterLink} to="/apresentacao" variant="outlined">
        {t('bio.links.presentation')}
      </Button>
    </Article>
  );
}

/** /cursos: what the premium courses are (no course catalogue here). */
export function CoursesPage() {
  const { t } = useTranslation('static');
  const session = useOptionalSession();
  return (
    <Article title={t('courses.title')} lead={t('courses.lead')} testId="static-courses">
      <Paragraphs paragraphs={linesOf(t, 'courses.paragraphs')} />
      {session?.user ? (
        <Button component={RouterLink} to="/seja-premium" variant="contained">
          {t('courses.cta')}
        </Button>
      ) : (
        <VisitorActions />
      )}
    </Article>
  );
}

const BIO_LINKS = [
  ['start', '/signin'],
  ['signIn', '/login'],
  ['presentation', '/apresentacao'],
  ['instructions', '/instrucoes'],
  ['courses', '/cursos'],
  ['books', '/livrobr'],
  ['collaborate', '/colaborar'],
  ['privacy', '/politica-privacidade'],
] as const;

/** /bio: a short page of links (the profile link of social networks). */
export function BioPage() {
  const { t } = useTranslation('static');
  return (
    <Article title={t('bio.title')} lead={t('bio.lead')} testId="static-bio">
      <List sx={{ maxWidth: 420 }}>
        {BIO_LINKS.map(([key, to], index) => (
          <ListItem key={key} disableGutters>
            <Button
              component={RouterLink}
              to={to}
              variant={index === 0 ? 'contained' : 'outlined'}
              fullWidth
              size="large"
            >
              {t(`bio.links.${key}`)}
            </Button>
          </ListItem>
        ))}
      </List>
    </Article>
  );
}
