import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { languageOfIndex } from '../../i18n/language';
import { isPremium } from '../../layout/UserMenu';
import { useSession } from '../../session/SessionProvider';

/** The signed-in user's data and language, read-only until the accounts issue brings the full form. */
export function UserPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const language = languageOfIndex(user.idioma) ?? 'pt';
  const rows = [
    { key: 'name', value: user.NOME },
    { key: 'email', value: user.email },
    { key: 'profile', value: user.perfil ? t(`profile.${user.perfil}`) : t('user.notInformed') },
    { key: 'language', value: t(`language.name.${language}`) },
    { key: 'status', value: user.liberado === 0 ? t('user.statusReview') : t('user.statusActive') },
  ];
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
              {t('user.heading')}
            </Typography>
            {isPremium(user) && <Chip color="warning" label={t('userMenu.premium')} />}
            {user.administrador && <Chip color="primary" label={t('user.administrator')} />}
          </Box>
          <Divider sx={{ mb: 2 }} />
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
              rowGap: { xs: 0.25, sm: 1.5 },
              '& dd': { mb: { xs: 1.5, sm: 0 } },
            }}
          >
            {rows.map((row) => (
              <Box key={row.key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { sm: 0.25 } }}>
                  {t(`user.field.${row.key}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 500 }} data-testid={`user-${row.key}`}>
                  {row.value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            {t('user.editSoon')}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
