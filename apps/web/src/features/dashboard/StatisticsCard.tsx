import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFeedUse } from '@cocho/contracts';
import { feedNameIn } from '../../format/feed-name';
import { useLanguage } from '../../i18n/use-language';
import { Loading } from '../../ui/Loading';
import { SectionCard } from '../../ui/SectionCard';
import type { DashboardData } from './use-dashboard-data';
import { Text } from '../../ui/kit-text/Text';

const GROUPS = [
  { key: 'volumosos', title: 'statistics.roughages' },
  { key: 'energeticos', title: 'statistics.energy' },
  { key: 'proteicos', title: 'statistics.protein' },
] as const;

/** Statistics (docs/product/shell.md#screens): the most used roughages, energy and protein concentrates of the saved diets. */
export function StatisticsCard({ statistics }: { readonly statistics: DashboardData['statistics'] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const nameOf = (use: TFeedUse) => feedNameIn(use, language);
  return (
    <SectionCard level={3} title={t('statistics.title')} testId="statistics">
      {statistics.status === 'loading' && <Loading />}
      {statistics.status === 'failed' && <Typography color="error">{t('statistics.failed')}</Typography>}
      {statistics.status === 'ready' && (
        <>
          <Text kind="note" data-testid="statistics-counted">
            {t('statistics.counted', { count: statistics.data.dietas })}
            {statistics.data.truncado ? ` ${t('statistics.truncated')}` : ''}
          </Text>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {GROUPS.map((group) => (
              <Box key={group.key} data-testid={`statistics-${group.key}`}>
                <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
                  {t(group.title)}
                </Typography>
                {statistics.data[group.key].length === 0 ? (
                  <Text kind="note">{t('statistics.none')}</Text>
                ) : (
                  <List dense disablePadding>
                    {statistics.data[group.key].map((use) => (
                      <ListItem key={use.id} disableGutters data-testid="feed-use">
                        <ListItemText
                          primary={nameOf(use)}
                          secondary={t('statistics.uses', { count: use.dietas })}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Box>
            ))}
          </Box>
        </>
      )}
    </SectionCard>
  );
}
