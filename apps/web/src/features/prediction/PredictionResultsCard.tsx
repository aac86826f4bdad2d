import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cocho/engine';
import { PredictionResults } from './PredictionResults';
import type { IntakeNotice } from './PredictionResults';
import type { PredictionErrorKey } from './prediction-model';
import type { PredictionOutcome } from './use-prediction-run';
import { ScreenCard } from '../../ui/ScreenCard';

export type PredictionResultsCardProps = {
  readonly outcome: PredictionOutcome | null;
  /** Why the last prediction failed; null when it did not. */
  readonly errorKey: PredictionErrorKey | null;
  /** The inputs changed since the prediction on screen ("change made, predict again"). */
  readonly isStale: boolean;
  readonly intakeNotice: IntakeNotice | null;
  readonly isRunning: boolean;
  readonly language: Language;
  readonly onMatchIntake: () => void;
};

/** The prediction's results, its failure, or an invitation to predict. */
export function PredictionResultsCard(props: PredictionResultsCardProps) {
  const { t } = useTranslation('prediction');
  const { outcome, errorKey, isStale } = props;
  return (
    <ScreenCard title={t('results.title')} titleId="prediction-results-title" isBusy={props.isRunning}>
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
              language={props.language}
              intakeNotice={isStale ? null : props.intakeNotice}
              isMatchDisabled={props.isRunning || isStale}
              onMatchIntake={props.onMatchIntake}
            />
          </Box>
        </>
      )}
    </ScreenCard>
  );
}
