import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CallQueryProvider } from '../../api/query';
import { EditFeedScreen } from './EditFeedScreen';
import { FeedFormScreen } from './FeedFormScreen';
import type { SendMode } from './feed-form';
import { Text } from '../../ui/kit-text/Text';

const MODES: readonly SendMode[] = ['cqbal', 'privado', 'adaptar'];

function Chooser() {
  const { t } = useTranslation('feeds');
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography sx={{ mb: 2 }}>{t('send.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {MODES.map((mode) => (
          <Card key={mode} sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flexGrow: 1 }}>
              <Text kind="title" gutterBottom>
                {t(`send.${mode}Title`)}
              </Text>
              <Text kind="note">{t(`send.${mode}Text`)}</Text>
            </CardContent>
            <CardActions>
              <Button component={RouterLink} to={`/enviar-alimento/${mode}`} data-testid={`send-${mode}`}>
                {t('send.open')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** /enviar-alimento: the chooser, one mode's form, or (/privado?id=USR|n) the edit of one of the user's feeds. */
export function SendFeedPage() {
  const { pathname } = useLocation();
  const editedId = useSearchParams()[0].get('id');
  const mode = MODES.find((item) => pathname.toLowerCase().replace(/\/+$/, '').endsWith(`/${item}`));
  if (!mode) return <Chooser />;
  return (
    <CallQueryProvider>
      {mode === 'privado' && editedId ? (
        <EditFeedScreen key={editedId} id={editedId} />
      ) : (
        <FeedFormScreen key={mode} mode={mode} />
      )}
    </CallQueryProvider>
  );
}
