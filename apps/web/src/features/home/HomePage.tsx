import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';

/** Home: what Cocho does and the way in. */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', textAlign: 'center', py: { xs: 4, sm: 10 } }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: 32, sm: 48 } }}>
        {t('home.headline')}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4, fontWeight: 400 }}>
        {t('home.description')}
      </Typography>
      {/* A flex Box, not Stack: the same layout without Stack's own chunk on the visitor's first screen. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          justifyContent: 'center',
        }}
      >
        {user ? (
          <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
            {t('home.openDashboard')}
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to="/signin" variant="contained" size="large">
              {t('auth.registerAction')}
            </Button>
            <Button component={RouterLink} to="/login" variant="outlined" size="large">
              {t('auth.signInAction')}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
