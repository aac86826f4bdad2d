import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cocho/engine';
import { PredictionResults } from './PredictionResults';
import type { IntakeNotice } from './PredictionResults';
import type { PredictionErrorKey } from './prediction-model';
import type { PredictionOutcome } from './use-prediction-run';
import { SectionHeader } from '../../ui/SectionHeader';

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
    <Card component="section" aria-labelledby="prediction-results-title" sx={{ position: 'relative' }}>
      {props.isRunning && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <SectionHeader title={t('results.title')} titleId="prediction-results-title" />
      <Divider />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
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
      </CardContent>
    </Card>
  );
}
