/**
 * The diet objective: least cost per day, most profit per head or least cost per arroba
 * produced, with the best gain, the least-cost comparison and the curve; price ranging and near-optimal
 * alternatives of the chosen diet. Runs in the engine worker (`runDietObjective`).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DIET_OBJECTIVES } from '@cocho/engine';
import type { DietObjective, DietObjectiveOutcome, Language, RequirementEntry } from '@cocho/engine';
import { useEngine } from '../../engine-worker/use-engine';
import { feedNameIn } from '../../format/feed-name';
import { NumberField } from '../../ui/NumberField';
import { FinancePremiumNotice } from '../finance/FinancePremium';
import { useFinanceAccess } from '../finance/finance-access';
import { financeAnimalOf } from '../finance/finance-form';
import type { FinanceReportOutcome } from '../finance/finance-form';
import { DietAlternativesList } from './DietAlternativesList';
import { ObjectiveSummary } from './ObjectiveSummary';
import { PriceRangingTable } from './PriceRangingTable';
import { alternativesOf, toFormulationInput } from './diet-state';
import type { DietInputs } from './diet-state';

export type DietObjectivePanelProps = {
  readonly inputs: DietInputs;
  readonly requirements: readonly RequirementEntry[];
  readonly language: Language;
  /** The diet's financial report (its animal fields and extras are the objective's prices and costs). */
  readonly finance: FinanceReportOutcome | null;
};

/** Names of the feeds on screen, by id, in the interface language. */
export type FeedNamer = (id: string) => string;

export function DietObjectivePanel({ inputs, requirements, language, finance }: DietObjectivePanelProps) {
  const { t } = useTranslation('dietObjective');
  const { t: tFinance } = useTranslation('finance');
  const access = useFinanceAccess();
  const engine = useEngine('runDietObjective');
  const [objective, setObjective] = useState<DietObjective>('custo');
  const [tolerance, setTolerance] = useState<number | null>(2);
  /** The last run's outcome, or that the engine failed (said until the next run). */
  const [answer, setAnswer] = useState<DietObjectiveOutcome | 'failed' | null>(null);
  const outcome = answer === 'failed' ? null : answer;
  const nameOf: FeedNamer = (id) => {
    const feed = inputs.feeds.find((selected) => selected.feed.id === id)?.feed;
    return feed ? feedNameIn(feed, language) : id;
  };
  // The gain search and the report are for growing and finishing cattle (docs/product/calculation.md#validation: a cow has no gain).
  const isFinishing = inputs.animal.tipo === 'crescimento_terminacao';
  const isLocked = (choice: DietObjective) => choice !== 'custo' && (!access.isFull || !isFinishing);

  const run = async () => {
    if (answer === 'failed') setAnswer(null);
    const chosen = isLocked(objective) ? 'custo' : objective;
    const financeInput = finance?.input ?? {
      animal: financeAnimalOf(inputs.animal, inputs.financeiro),
      extras: inputs.financeiro,
    };
    const selected = requirements.filter((entry) => entry.selected).map((entry) => entry.key);
    const ran = await engine.run({
      formulation: toFormulationInput(inputs, requirements),
      animal: inputs.animal,
      entries: [...requirements],
      requirementOptions: alternativesOf(selected),
      finance: { animal: financeInput.animal, extras: financeInput.extras ?? null },
      objective: chosen,
      tolerancePercent: tolerance ?? 2,
    });
    if (!ran.superseded) setAnswer(ran.ok ? ran.value : 'failed');
  };

  const missing = (outcome?.financeErrors ?? [])
    .map((error) => error.field.replace(/^(animal|extras)\./, ''))
    .map((field) => tFinance(`field.${field}`, { defaultValue: field }));

  return (
    <Box data-testid="diet-objective">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('intro')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
        <FormControl>
          <FormLabel id="diet-objective-label">{t('objective.label')}</FormLabel>
          <RadioGroup
            aria-labelledby="diet-objective-label"
            value={isLocked(objective) ? 'custo' : objective}
            onChange={(event) => setObjective(event.target.value as DietObjective)}
          >
            {DIET_OBJECTIVES.map((choice) => (
              <FormControlLabel
                key={choice}
                value={choice}
                disabled={isLocked(choice)}
                control={<Radio slotProps={{ input: { 'data-testid': `objective-${choice}` } as object }} />}
                label={t(`objective.${choice}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <NumberField
          label={t('tolerance')}
          value={tolerance}
          onValueChange={setTolerance}
          language={language}
          decimals={1}
          size="small"
          testId="objective-tolerance"
          sx={{ maxWidth: 280 }}
        />
        <Button
          variant="contained"
          onClick={() => void run()}
          disabled={engine.isRunning || inputs.feeds.length === 0}
          data-testid="objective-run"
        >
          {engine.isRunning ? t('running') : t('run')}
        </Button>
      </Box>
      {!isFinishing && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
          data-testid="objective-finishing-only"
        >
          {t('finishingOnly')}
        </Typography>
      )}
      {!access.isFull && isFinishing && (
        <Box sx={{ mt: 1 }}>
          <FinancePremiumNotice messageKey="dietObjective:premium" />
        </Box>
      )}
      {answer === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('failed')}
        </Alert>
      )}
      {outcome && (
        <Box
          sx={{ mt: 2, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}
          data-testid="objective-outcome"
        >
          {outcome.objective !== 'custo' && missing.length > 0 && (
            <Alert severity="warning" data-testid="objective-finance-missing">
              {t('financeMissing', { fields: missing.join(', ') })}
            </Alert>
          )}
          {outcome.search && outcome.search.best === null && (
            <Alert severity="warning" data-testid="objective-no-gain">
              {t('noGain')}
            </Alert>
          )}
          <ObjectiveSummary outcome={outcome} language={language} />
          <PriceRangingTable ranging={outcome.ranging} nameOf={nameOf} language={language} />
          <DietAlternativesList alternatives={outcome.alternatives} nameOf={nameOf} language={language} />
        </Box>
      )}
    </Box>
  );
}
