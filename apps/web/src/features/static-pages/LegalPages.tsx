import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataRightsSection } from '../../help/DataRightsSection';
import { SUPPORT_EMAIL } from '../../help/support-contacts';
import { useOptionalSession } from '../../session/SessionProvider';
import { Article, Sections, sectionsOf } from './Article';

/** /politica-privacidade: the privacy policy under the LGPD, with the export and delete actions. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  const session = useOptionalSession();
  return (
    <Article title={t('privacy.title')} lead={t('privacy.intro')} testId="static-privacy">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('updated')}
      </Typography>
      <Sections sections={sectionsOf(t, 'privacy.sections', { email: SUPPORT_EMAIL })} />
      <Card variant="outlined" id="seus-dados">
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {t('rights.heading')}
          </Typography>
          {session?.user ? (
            <DataRightsSection />
          ) : (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>{t('rights.signInToUse')}</Typography>
              <Button component={RouterLink} to="/login?redirect=%2Fpolitica-privacidade" variant="outlined">
                {t('static:common.signIn')}
              </Button>
            </Box>
          )}
        </CardContent>
      </Card>
    </Article>
  );
}

/** /termos-uso: the terms of use. */
export function TermsPage() {
  const { t } = useTranslation('legal');
  return (
    <Article title={t('terms.title')} lead={t('terms.intro')} testId="static-terms">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('updated')}
      </Typography>
      <Sections sections={sectionsOf(t, 'terms.sections', { email: SUPPORT_EMAIL })} />
      <Button component={RouterLink} to="/politica-privacidade">
        {t('privacy.title')}
      </Button>
    </Article>
  );
}
