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
import { FigureTiles } from '../../ui/FigureTiles';
import type { Figure } from '../../ui/FigureTiles';

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

/** A titled group of figures, two a row. */
function figureSection(id: string, title: string, figures: readonly Figure[]) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <FigureTiles figures={figures} columns={{ xs: 2 }} />
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
  /** kg (a gain per day, a dry matter) with two decimals. */
  const kg = (value: number) => formatNumber(value, language, 2);
  const fig = (
    testId: string,
    label: string,
    value: number | null,
    unit = t('unit.kgPerDay'),
    digits = 2,
  ): Figure => ({
    key: testId,
    label: t(label),
    value: value === null ? '-' : formatNumber(value, language, digits),
    unit,
    testId,
  });
  const isCapped = (value: number) => value >= PREDICTION_MAX_GAIN_KG;
  const offeredDmKg = prediction.supply.dmKg;
  const expectedDmiKg = prediction.intake.dmiKg;
  const maximumDmiKg = prediction.intake.maxDmiKg;
  const eatenDmKg = prediction.eaten?.dmKg ?? null;
  const pasture = prediction.pasture;
  // Predictions saved before the intake cap have no `eaten`: above the maximum they assumed it all eaten.
  const isAboveMaximum = eatenDmKg === null && offeredDmKg > maximumDmiKg * (1 + ABOVE_MAXIMUM_TOLERANCE);
  const { intake } = prediction;
  /** What the expected intake was read from, when not the animal alone. */
  const intakeBasis = intake.grazing
    ? t('intake.basisGrazing', { kg: kg(intake.dmiKg) })
    : intake.basis === 'dietEnergy' && intake.dietEnergyDmiKg != null
      ? t('intake.basisDietEnergy', { kg: kg(intake.dietEnergyDmiKg) })
      : null;
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
            <span data-testid="expected-gain">{kg(prediction.GMDEsperado)}</span>
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
                    {(isCapped(value) ? '≥ ' : '') + kg(value)}
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
        <FigureTiles
          columns={{ xs: 2, md: eatenDmKg === null ? 3 : 4 }}
          figures={[
            fig('supply-dm', 'intake.offered', offeredDmKg),
            ...(eatenDmKg === null ? [] : [fig('intake-eaten', 'intake.eaten', eatenDmKg)]),
            fig('intake-expected', 'intake.expected', expectedDmiKg),
            fig('intake-maximum', 'intake.maximum', maximumDmiKg),
          ]}
        />
        {intakeBasis && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="intake-basis">
            {intakeBasis}
          </Typography>
        )}
        {pasture && (
          <Box sx={{ mt: 1.5 }} data-testid="intake-pasture">
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('intake.pastureTitle')}
            </Typography>
            <FigureTiles
              columns={{ xs: 2, md: 4 }}
              figures={[
                fig('pasture-forage', 'intake.forage', pasture.forageDmKg),
                fig('pasture-supplement', 'intake.supplement', pasture.supplementDmKg),
                fig('pasture-forage-alone', 'intake.forageAlone', pasture.forageAloneDmKg),
                fig(
                  'pasture-substitution',
                  'intake.substitution',
                  pasture.substitutionRate,
                  t('intake.substitutionUnit'),
                ),
              ].filter(
                (figure) => figure.key !== 'pasture-substitution' || pasture.substitutionRate !== null,
              )}
            />
          </Box>
        )}
        {(eatenDmKg !== null || isAboveMaximum) && (
          <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="intake-above">
            {t(eatenDmKg === null ? 'intake.above' : 'intake.capped', {
              offered: kg(offeredDmKg),
              eaten: eatenDmKg === null ? '' : kg(eatenDmKg),
              maximum: kg(maximumDmiKg),
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
        {figureSection('excretion', t('results.excretionTitle'), [
          fig('exc-n-faeces', 'results.nFaeces', prediction.excNFezes, t('unit.gPerDay')),
          fig('exc-n-urine', 'results.nUrine', prediction.excNUrina, t('unit.gPerDay')),
          fig('exc-n-total', 'results.nTotal', prediction.excTotalN, t('unit.gPerDay')),
          fig('exc-p-total', 'results.pTotal', prediction.excTotalP, t('unit.gPerDay')),
        ])}
        {figureSection('methane', t('results.methaneTitle'), [
          fig('methane-daily', 'results.methaneDaily', prediction.producaoMetano, t('unit.gPerDay')),
          fig(
            'methane-per-gain',
            'results.methanePerGain',
            prediction.producaoMetanoProduto,
            t('unit.gPerKgGain'),
          ),
          fig('methane-ym', 'results.ym', prediction.methane.ymPercent, '%', 1),
        ])}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('results.method')}
      </Typography>
    </Box>
  );
}
