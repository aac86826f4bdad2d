import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Text } from '../../ui/kit-text/Text';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { calculateDietProgress } from '@cocho/contracts';
import type { TDietProgress, TDietSummary } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { useCallQuery } from '../../api/query';
import { FinishDietDialog } from '../../diet-lifecycle/FinishDietDialog';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { Loading } from '../../ui/Loading';
import { SectionCard } from '../../ui/SectionCard';
import { formatDay, utcToday } from './dashboard-days';

export type ActiveDietsCardProps = {
  /** The selected client (local storage `cliente`), or null for all of the user's diets. */
  readonly clientId: number | null;
  /** Whether the user may finish diets here (an account that can activate them). */
  readonly canFinish: boolean;
  /** Called after a diet is finished, so the other cards reload. */
  readonly onChanged?: () => void;
};

/** Days elapsed of the planned span, and expected vs observed gain so far (contracts calculateDietProgress). */
function ProgressLine({ progress, language }: { progress: TDietProgress; language: Language }) {
  const { t } = useTranslation('dashboard');
  const parts = [
    t('progress.days', { elapsed: progress.dias_decorridos, planned: progress.dias_previstos }),
    progress.ganho_esperado_kg === null
      ? null
      : t('progress.expected', { value: formatNumber(progress.ganho_esperado_kg, language, 1) }),
    progress.ganho_observado_kg === null
      ? null
      : t('progress.observed', { value: formatNumber(progress.ganho_observado_kg, language, 1) }),
  ].filter((part) => part !== null);
  return (
    <Box sx={{ mt: 0.5 }} data-testid="diet-progress">
      <LinearProgress
        variant="determinate"
        value={progress.percentual}
        aria-label={t('progress.label')}
        sx={{ height: 6, borderRadius: 3, mb: 0.5 }}
      />
      <Text kind="small" data-testid="diet-progress-text">
        {parts.join(' · ')}
      </Text>
    </Box>
  );
}

/**
 * The user's active diets (dieta/getDietasAtivas): name, type, expected end, overdue flag and progress, each
 * opening the diet, with a button to finish it. docs/product/errors.md#shell-errors: a failure to load resets them to none; an
 * exhausted active-diet limit says only the most recent are shown.
 */
export function ActiveDietsCard({ clientId, canFinish, onChanged }: ActiveDietsCardProps) {
  const { t } = useTranslation();
  const { t: tDiet } = useTranslation('diet');
  const { t: tDashboard } = useTranslation('dashboard');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const [finishing, setFinishing] = useState<TDietSummary | null>(null);
  const query = useCallQuery('findActiveDiets', clientId === null ? {} : { id_cliente: clientId });
  const dietas = query.isError ? [] : query.data?.dietas;
  const isLimited = !query.isError && query.data?.limiteAtingido === true;

  const today = utcToday();
  return (
    <SectionCard level={3} title={t('dashboard.activeDiets.title')} testId="active-diets">
      {!dietas && <Loading />}
      {isLimited && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="active-diets-limited">
          {t('dashboard.activeDiets.limited')}
        </Alert>
      )}
      {dietas?.length === 0 && <Text kind="muted">{t('dashboard.activeDiets.empty')}</Text>}
      {dietas && dietas.length > 0 && (
        <List dense disablePadding>
          {dietas.map((diet) => {
            const progress = calculateDietProgress(diet.ciclo, today);
            return (
              <ListItem
                key={diet.id}
                disablePadding
                data-testid="active-diet-row"
                secondaryAction={
                  canFinish && (
                    <Button size="small" onClick={() => setFinishing(diet)} data-testid="finish-diet">
                      {tDashboard('lifecycle.finish')}
                    </Button>
                  )
                }
              >
                <ListItemButton
                  component={RouterLink}
                  to={`/formulacao-dieta?did=${diet.id}`}
                  data-testid="active-diet"
                  sx={{ pr: canFinish ? 12 : 2 }}
                >
                  <ListItemText
                    primary={diet.nome}
                    secondary={
                      <>
                        {[
                          diet.ciclo ? tDiet(`cycle.type.${diet.ciclo.tipo}`) : null,
                          diet.ciclo?.fim_previsto
                            ? t('dashboard.activeDiets.expectedEnd', {
                                date: formatDay(diet.ciclo.fim_previsto, language),
                              })
                            : null,
                        ]
                          .filter((part) => part !== null)
                          .join(' · ')}
                        {progress && <ProgressLine progress={progress} language={language} />}
                      </>
                    }
                    slotProps={{ secondary: { component: 'div' } }}
                  />
                  {diet.atrasada && (
                    <Chip
                      size="small"
                      color="warning"
                      label={tDiet('saved.overdue')}
                      data-testid="overdue"
                      sx={{ ml: 1 }}
                    />
                  )}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {finishing && (
        <FinishDietDialog
          dietId={finishing.id}
          dietName={finishing.nome}
          language={language}
          onCancel={() => setFinishing(null)}
          onFinished={() => {
            setFinishing(null);
            showAlert(tDashboard('lifecycle.finished'));
            void query.refetch();
            onChanged?.();
          }}
        />
      )}
    </SectionCard>
  );
}
