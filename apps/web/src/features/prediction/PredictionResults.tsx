import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PREDICTION_MAX_GAIN_KG } from '@cocho/engine';
import type { Language, LimitingNutrient, Prediction } from '@cocho/engine';
import { formatNumber } from '../../format/format';

/** The last match of the amounts to the animal's intake: the factor used, or that it failed. */
export type IntakeNotice =
  { readonly kind: 'matched'; readonly factor: number } | { readonly kind: 'failed' };

/** Offered dry matter counts as above the maximum intake beyond this share (float noise of the match). */
const ABOVE_MAXIMUM_TOLERANCE = 1e-3;

const ALLOWED: readonly { key: LimitingNutrient; field: 'PGMDEL' | 'PGMDPM' | 'PGMDCa' | 'PGMDP' }[] = [
  { key: 'EL', field: 'PGMDEL' },
  { key: 'PM', field: 'PGMDPM' },
  { key: 'Ca', field: 'PGMDCa' },
  { key: 'P', field: 'PGMDP' },
];

function Figure({
  label,
  value,
  unit,
  testId,
}: {
  label: string;
  value: string;
  unit: string;
  testId: string;
}) {
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        px: 1.5,
        py: 1,
        bgcolor: 'background.default',
      }}
    >
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {label}
      </Typography>
      <Typography
        variant="subtitle1"
        component="div"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
      >
        <span data-testid={testId}>{value}</span>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          {unit}
        </Typography>
      </Typography>
    </Box>
  );
}

type PredictionResultsProps = {
  readonly prediction: Prediction;
  readonly language: Language;
  /** The last match to the intake, when it belongs to this prediction. */
  readonly intakeNotice?: IntakeNotice | null;
  readonly isMatchDisabled?: boolean;
  /** Scales the amounts to the animal's intake ("compatibilise"); no button without it. */
  readonly onMatchIntake?: () => void;
};

/**
 * Expected gain, the gain each nutrient allows, the dry matter offered against the animal's intake, N and
 * P excretion and methane of a prediction.
 */
export function PredictionResults({
  prediction,
  language,
  intakeNotice = null,
  isMatchDisabled = false,
  onMatchIntake,
}: PredictionResultsProps) {
  const { t } = useTranslation('prediction');
  const gain = (value: number) => formatNumber(value, language, 2);
  const isCapped = (value: number) => value >= PREDICTION_MAX_GAIN_KG;
  const offeredDmKg = prediction.supply.dmKg;
  const expectedDmiKg = prediction.intake.dmiKg;
  const maximumDmiKg = prediction.intake.maxDmiKg;
  const eatenDmKg = prediction.eaten?.dmKg ?? null;
  // Predictions saved before the intake cap have no `eaten`: above the maximum they assumed it all eaten.
  const isAboveMaximum = eatenDmKg === null && offeredDmKg > maximumDmiKg * (1 + ABOVE_MAXIMUM_TOLERANCE);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {t('results.expectedGain')}
          </Typography>
          <Typography
            variant="h3"
            component="p"
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}
          >
            <span data-testid="expected-gain">{gain(prediction.GMDEsperado)}</span>
            <Typography component="span" variant="h6" color="text.secondary" sx={{ ml: 1 }}>
              {t('unit.kgPerDay')}
            </Typography>
          </Typography>
        </Box>
        <Chip
          color="warning"
          variant="outlined"
          label={t('results.limitedBy', { nutrient: t(`nutrient.${prediction.limitante}`) })}
          data-testid="limiting-nutrient"
          sx={{ mb: 0.5 }}
        />
      </Box>

      <Box component="section" aria-labelledby="allowed-title">
        <Typography id="allowed-title" variant="subtitle2" sx={{ mb: 1 }}>
          {t('results.allowedTitle')}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          {ALLOWED.map(({ key, field }) => {
            const value = prediction[field];
            const isLimiting = key === prediction.limitante;
            return (
              <Box
                key={key}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(120px, 200px) 1fr 110px',
                  alignItems: 'center',
                  gap: 2,
                }}
                data-testid={`allowed-${key}`}
              >
                <Typography variant="body2" sx={{ fontWeight: isLimiting ? 600 : 400 }}>
                  {t(`nutrient.${key}`)}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, (value / PREDICTION_MAX_GAIN_KG) * 100)}
                  color={isLimiting ? 'warning' : 'primary'}
                  sx={{ height: 8, borderRadius: 4 }}
                  aria-label={t(`nutrient.${key}`)}
                />
                <Typography
                  variant="body2"
                  align="right"
                  sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: isLimiting ? 600 : 400 }}
                >
                  <span data-testid={`allowed-${key}-value`}>
                    {(isCapped(value) ? '≥ ' : '') + gain(value)}
                  </span>{' '}
                  {t('unit.kgPerDay')}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="intake-title" data-testid="intake">
        <Typography id="intake-title" variant="subtitle2" sx={{ mb: 1 }}>
          {t('intake.title')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${eatenDmKg === null ? 3 : 4}, 1fr)` },
            gap: 1.5,
          }}
        >
          <Figure
            label={t('intake.offered')}
            value={formatNumber(offeredDmKg, language, 2)}
            unit={t('unit.kgPerDay')}
            testId="supply-dm"
          />
          {eatenDmKg !== null && (
            <Figure
              label={t('intake.eaten')}
              value={formatNumber(eatenDmKg, language, 2)}
              unit={t('unit.kgPerDay')}
              testId="intake-eaten"
            />
          )}
          <Figure
            label={t('intake.expected')}
            value={formatNumber(expectedDmiKg, language, 2)}
            unit={t('unit.kgPerDay')}
            testId="intake-expected"
          />
          <Figure
            label={t('intake.maximum')}
            value={formatNumber(maximumDmiKg, language, 2)}
            unit={t('unit.kgPerDay')}
            testId="intake-maximum"
          />
        </Box>
        {prediction.intake.grazing ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="intake-basis">
            {t('intake.basisGrazing', { kg: formatNumber(prediction.intake.dmiKg, language, 2) })}
          </Typography>
        ) : (
          prediction.intake.basis === 'dietEnergy' &&
          prediction.intake.dietEnergyDmiKg != null && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="intake-basis">
              {t('intake.basisDietEnergy', {
                kg: formatNumber(prediction.intake.dietEnergyDmiKg, language, 2),
              })}
            </Typography>
          )
        )}
        {prediction.pasture && (
          <Box sx={{ mt: 1.5 }} data-testid="intake-pasture">
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('intake.pastureTitle')}
            </Typography>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5 }}
            >
              <Figure
                label={t('intake.forage')}
                value={formatNumber(prediction.pasture.forageDmKg, language, 2)}
                unit={t('unit.kgPerDay')}
                testId="pasture-forage"
              />
              <Figure
                label={t('intake.supplement')}
                value={formatNumber(prediction.pasture.supplementDmKg, language, 2)}
                unit={t('unit.kgPerDay')}
                testId="pasture-supplement"
              />
              <Figure
                label={t('intake.forageAlone')}
                value={formatNumber(prediction.pasture.forageAloneDmKg, language, 2)}
                unit={t('unit.kgPerDay')}
                testId="pasture-forage-alone"
              />
              {prediction.pasture.substitutionRate !== null && (
                <Figure
                  label={t('intake.substitution')}
                  value={formatNumber(prediction.pasture.substitutionRate, language, 2)}
                  unit={t('intake.substitutionUnit')}
                  testId="pasture-substitution"
                />
              )}
            </Box>
          </Box>
        )}
        {eatenDmKg !== null && (
          <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="intake-above">
            {t('intake.capped', {
              offered: formatNumber(offeredDmKg, language, 2),
              eaten: formatNumber(eatenDmKg, language, 2),
              maximum: formatNumber(maximumDmiKg, language, 2),
            })}
          </Alert>
        )}
        {isAboveMaximum && (
          <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="intake-above">
            {t('intake.above', {
              offered: formatNumber(offeredDmKg, language, 2),
              maximum: formatNumber(maximumDmiKg, language, 2),
            })}
          </Alert>
        )}
        {intakeNotice?.kind === 'matched' && (
          <Alert severity="success" sx={{ mt: 1.5 }} data-testid="intake-matched">
            {t('intake.matched', { factor: formatNumber(intakeNotice.factor, language, 3) })}
          </Alert>
        )}
        {intakeNotice?.kind === 'failed' && (
          <Alert severity="error" sx={{ mt: 1.5 }} data-testid="intake-match-failed">
            {t('error.matchFailed')}
          </Alert>
        )}
        {onMatchIntake && (
          <Button
            variant={isAboveMaximum || eatenDmKg !== null ? 'contained' : 'outlined'}
            size="small"
            sx={{ mt: 1.5 }}
            disabled={isMatchDisabled}
            onClick={onMatchIntake}
            data-testid="match-intake"
          >
            {t('intake.match')}
          </Button>
        )}
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <Box component="section" aria-labelledby="excretion-title">
          <Typography id="excretion-title" variant="subtitle2" sx={{ mb: 1 }}>
            {t('results.excretionTitle')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5 }}>
            <Figure
              label={t('results.nFaeces')}
              value={formatNumber(prediction.excNFezes, language, 2)}
              unit={t('unit.gPerDay')}
              testId="exc-n-faeces"
            />
            <Figure
              label={t('results.nUrine')}
              value={formatNumber(prediction.excNUrina, language, 2)}
              unit={t('unit.gPerDay')}
              testId="exc-n-urine"
            />
            <Figure
              label={t('results.nTotal')}
              value={formatNumber(prediction.excTotalN, language, 2)}
              unit={t('unit.gPerDay')}
              testId="exc-n-total"
            />
            <Figure
              label={t('results.pTotal')}
              value={formatNumber(prediction.excTotalP, language, 2)}
              unit={t('unit.gPerDay')}
              testId="exc-p-total"
            />
          </Box>
        </Box>
        <Box component="section" aria-labelledby="methane-title">
          <Typography id="methane-title" variant="subtitle2" sx={{ mb: 1 }}>
            {t('results.methaneTitle')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5 }}>
            <Figure
              label={t('results.methaneDaily')}
              value={formatNumber(prediction.producaoMetano, language, 2)}
              unit={t('unit.gPerDay')}
              testId="methane-daily"
            />
            <Figure
              label={t('results.methanePerGain')}
              value={
                prediction.producaoMetanoProduto === null
                  ? '-'
                  : formatNumber(prediction.producaoMetanoProduto, language, 2)
              }
              unit={t('unit.gPerKgGain')}
              testId="methane-per-gain"
            />
            <Figure
              label={t('results.ym')}
              value={formatNumber(prediction.methane.ymPercent, language, 1)}
              unit="%"
              testId="methane-ym"
            />
          </Box>
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('results.method')}
      </Typography>
    </Box>
  );
}
