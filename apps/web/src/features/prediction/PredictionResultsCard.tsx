import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PredictionResults } from './PredictionResults';
import type { PredictionScreen } from './use-prediction-screen';
import { ScreenCard } from '../../ui/ScreenCard';

/** The prediction's results, its failure, or an invitation to predict. */
export function PredictionResultsCard({ screen }: { readonly screen: PredictionScreen }) {
  const { t } = useTranslation('prediction');
  const { outcome, errorKey, isStale } = screen;
  return (
    <ScreenCard title={t('results.title')} titleId="prediction-results-title" isBusy={screen.isRunning}>
      {errorKey === null && outcome === null && (
        <Alert severity="info" variant="outlined">
          {t('results.empty')}
        </Alert>
      )}
      {errorKey !== null && (
        <Alert severity="error" data-testid="prediction-error">
          {t(`error.${errorKey}`)}
        </Alert>
      )}
      {errorKey === null && outcome !== null && (
        <>
          {isStale && (
            <Alert severity="warning" data-testid="prediction-stale">
              {t('results.stale')}
            </Alert>
          )}
          <Box sx={{ opacity: isStale ? 0.6 : 1 }}>
            <PredictionResults
              prediction={outcome.prediction}
              language={screen.language}
              intakeNotice={isStale ? null : screen.intakeNotice}
              isMatchDisabled={screen.isRunning || isStale}
              onMatchIntake={() => void screen.matchIntake()}
            />
          </Box>
        </>
      )}
    </ScreenCard>
  );
}
