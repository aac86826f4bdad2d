import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDashboardFilter } from '@cocho/contracts';
import { DAYS_PER_MONTH, DAYS_PER_YEAR, KG_PER_ARROBA } from '@cocho/engine';
import { withCallQueries } from '../../api/query';
import { readSelectedClientId } from '../../catalogue/use-feed-catalogue';
import { formatDate, formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { MenuIcon } from '../../layout/menu-icons';
import { visibleMenuLinks } from '../../layout/menu-links';
import { useAccess } from '../../session/use-access';
import { FactList } from '../../ui/FactList';
import type { Fact } from '../../ui/FactList';
import { SectionCard } from '../../ui/SectionCard';
import { ActiveDietsCard } from './ActiveDietsCard';
import { ChartsPremiumOffer } from './ChartsPremiumOffer';
import { DashboardFilters } from './DashboardFilters';
import type { Period } from './DashboardFilters';
import { PerformanceCard } from './PerformanceCard';
import { ReportsCard } from './ReportsCard';
import { StatisticsCard } from './StatisticsCard';
import { useDashboardData } from './use-dashboard-data';
import { Text } from '../../ui/kit-text/Text';

/**
 * /dashboard (docs/product/shell.md#screens "performance charts and reports"): welcome and the menu links, the active diets with
 * their progress, the performance charts (data/main then data/chart), statistics and the data reports, all
 * for the selected client (consultants) and period.
 */
export const DashboardPage = withCallQueries(Dashboard);

function Dashboard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const access = useAccess();
  const { user } = access;
  const [period, setPeriod] = useState<Period>({ inicio: '', fim: '' });
  const [version, setVersion] = useState(0);
  // A client left in local storage by another account or session counts only for a consultant.
  const clientId = access.can('consultancy') ? readSelectedClientId() : null;
  const isPeriodValid = period.inicio === '' || period.fim === '' || period.inicio <= period.fim;
  const filter = useMemo<TDashboardFilter>(
    () => ({
      ...(clientId === null ? {} : { id_cliente: clientId }),
      ...(period.inicio !== '' && isPeriodValid ? { inicio: period.inicio } : {}),
      ...(period.fim !== '' && isPeriodValid ? { fim: period.fim } : {}),
    }),
    [clientId, period, isPeriodValid],
  );
  // Without the charts ability (docs/product/shell.md#roles module flags) the charts give way to the premium offer.
  const canSeeCharts = access.can('charts');
  const data = useDashboardData(filter, version, canSeeCharts);
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
        <Text kind="muted" data-testid="today">
          {t('dashboard.today', { date: formatDate(new Date(), language) })}
        </Text>
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
                  <Text kind="subheading" sx={{ fontWeight: 600 }}>
                    {t(link.labelKey)}
                  </Text>
                  <Text kind="note">{t(`${link.labelKey}Description`)}</Text>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <DashboardFilters period={period} onPeriodChange={setPeriod} hasClient={clientId !== null} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <ActiveDietsCard
          clientId={clientId}
          canFinish={access.can('activate_diet')}
          onChanged={() => setVersion((value) => value + 1)}
        />
        {canSeeCharts ? <PerformanceCard chart={data.chart} /> : <ChartsPremiumOffer />}
        <StatisticsCard statistics={data.statistics} />
        <ReportsCard
          filter={filter}
          diets={data.main.status === 'ready' ? data.main.data.dietas.data : null}
        />
        <SectionCard level={3} title={t('dashboard.unitsTitle')}>
          <FactList
            facts={units.map((unit): Fact => [
              t(`dashboard.units.${unit.key}.label`),
              t(`dashboard.units.${unit.key}.value`, { value: unit.value }),
              `unit-${unit.key}`,
            ])}
          />
          <Box>
            <Button component={RouterLink} to="/user" sx={{ mt: 1 }}>
              {t('dashboard.profileLink')}
            </Button>
          </Box>
        </SectionCard>
      </Box>
    </Box>
  );
}
