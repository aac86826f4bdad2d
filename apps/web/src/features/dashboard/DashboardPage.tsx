import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DAYS_PER_MONTH, DAYS_PER_YEAR, KG_PER_ARROBA } from '@cocho/engine';
import { formatDate, formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { MenuIcon } from '../../layout/menu-icons';
import { visibleMenuLinks } from '../../layout/menu-links';
import { useAccess } from '../../session/use-access';
import { ActiveDietsCard } from './ActiveDietsCard';

/** Welcome with the menu links as cards, until the dashboard issue brings charts and reports. */
export function DashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const access = useAccess();
  const { user } = access;
  if (!user) return null;
  const links = visibleMenuLinks({ ...access, user }).filter((link) => link.path !== '/dashboard');
  const firstName = user.NOME.trim().split(/\s+/)[0] ?? user.NOME;
  const units = [
    { key: 'arroba', value: formatNumber(KG_PER_ARROBA, language, 0) },
    { key: 'month', value: formatNumber(DAYS_PER_MONTH, language, 2) },
    { key: 'year', value: formatNumber(DAYS_PER_YEAR, language, 0) },
  ];

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h2" data-testid="welcome">
          {t('dashboard.welcome', { name: firstName })}
        </Typography>
        <Typography color="text.secondary" data-testid="today">
          {t('dashboard.today', { date: formatDate(new Date(), language) })}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          mb: 3,
        }}
      >
        {links.map((link) => (
          <Card key={link.path} sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={link.path}
              sx={{ height: '100%', alignItems: 'flex-start' }}
            >
              <CardContent sx={{ display: 'flex', gap: 2 }}>
                <Box
                  sx={{
                    color: 'primary.main',
                    bgcolor: 'action.hover',
                    borderRadius: 2,
                    p: 1,
                    display: 'flex',
                    height: 'fit-content',
                  }}
                >
                  <MenuIcon path={link.path} />
                </Box>
                <Box>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {t(link.labelKey)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`${link.labelKey}Description`)}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <ActiveDietsCard />
      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('dashboard.unitsTitle')}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.5 }}
          >
            {units.map((unit) => (
              <Box key={unit.key} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {t(`dashboard.units.${unit.key}.label`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }} data-testid={`unit-${unit.key}`}>
                  {t(`dashboard.units.${unit.key}.value`, { value: unit.value })}
                </Typography>
              </Box>
            ))}
          </Box>
          <Button component={RouterLink} to="/user" sx={{ mt: 2 }}>
            {t('dashboard.profileLink')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
