import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDietSummary } from '@cocho/contracts';
import { call } from '../../api/client';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { Loading } from '../../ui/Loading';

type ActiveDiets =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly dietas: readonly TDietSummary[]; readonly isLimited: boolean };

/** A date-only value (YYYY-MM-DD) shown in the language without a time-zone shift. */
function formatDay(day: string, language: ReturnType<typeof useLanguage>): string {
  return formatDate(`${day}T12:00:00Z`, language, 'UTC');
}

/**
 * The user's active diets (dieta/getDietasAtivas): name, type, expected end, overdue flag, each opening
 * the diet. Spec 01 §8: a failure to load resets them to none; an exhausted active-diet limit says only
 * the most recent are shown.
 */
export function ActiveDietsCard() {
  const { t } = useTranslation();
  const { t: tDiet } = useTranslation('diet');
  const language = useLanguage();
  const [state, setState] = useState<ActiveDiets>({ status: 'loading' });

  useEffect(() => {
    let isCurrent = true;
    call('findActiveDiets', {}).then(
      (answer) =>
        isCurrent && setState({ status: 'ready', dietas: answer.dietas, isLimited: answer.limiteAtingido }),
      () => isCurrent && setState({ status: 'ready', dietas: [], isLimited: false }),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <Card sx={{ mb: 3 }} data-testid="active-diets">
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {t('dashboard.activeDiets.title')}
        </Typography>
        {state.status === 'loading' && <Loading />}
        {state.status === 'ready' && state.isLimited && (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid="active-diets-limited">
            {t('dashboard.activeDiets.limited')}
          </Alert>
        )}
        {state.status === 'ready' && state.dietas.length === 0 && (
          <Typography color="text.secondary">{t('dashboard.activeDiets.empty')}</Typography>
        )}
        {state.status === 'ready' && state.dietas.length > 0 && (
          <List dense disablePadding>
            {state.dietas.map((diet) => (
              <ListItemButton
                key={diet.id}
                component={RouterLink}
                to={`/formulacao-dieta?did=${diet.id}`}
                data-testid="active-diet"
              >
                <ListItemText
                  primary={diet.nome}
                  secondary={[
                    diet.ciclo ? tDiet(`cycle.type.${diet.ciclo.tipo}`) : null,
                    diet.ciclo?.fim_previsto
                      ? t('dashboard.activeDiets.expectedEnd', {
                          date: formatDay(diet.ciclo.fim_previsto, language),
                        })
                      : null,
                  ]
                    .filter((part) => part !== null)
                    .join(' · ')}
                />
                {diet.atrasada && (
                  <Chip size="small" color="warning" label={tDiet('saved.overdue')} data-testid="overdue" />
                )}
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
