import { useState } from 'react';
import type { TConcentratePremixRecord, TFeedingPlan } from '@cocho/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { FormulationResult, Language, RequirementEntry } from '@cocho/engine';
import type { MixReportData } from '../../export/report-data';
import { FinancialReport } from '../finance/FinancialReport';
import { financeAnimalOf } from '../finance/finance-form';
import type { FinanceInputField, FinanceReportOutcome } from '../finance/finance-form';
import { DietMixerCard } from './DietMixerCard';
import { DietObjectivePanel } from './DietObjectivePanel';
import { DietResult } from './DietResult';
import { DietNotCalculated, DietResultTitle } from './DietResultHeading';
import type { DietInputs } from './diet-state';

export type DietResultSectionProps = {
  /** The result of the inputs on screen; null when not calculated. */
  readonly result: FormulationResult | null;
  /** A result was shown and an edit since made it out of date ("change made, calculate again"). */
  readonly isOutOfDate: boolean;
  readonly inputs: DietInputs;
  readonly requirements: readonly RequirementEntry[];
  /** The saved diet's id: the result links to its prediction. */
  readonly savedId: number | null;
  readonly language: Language;
  readonly mix: () => MixReportData | null;
  readonly mixerCapacityKg: number | null;
  readonly onMixerCapacityChange: (kg: number | null) => void;
  readonly onFeedingPlanChange?: (plan: TFeedingPlan, premix: TConcentratePremixRecord | null) => void;
  /** The financial report of the diet on screen, as the exports have it (toDietFinance). */
  readonly finance: FinanceReportOutcome | null;
  readonly onFinanceChange: (values: Record<FinanceInputField, number | null>) => void;
};

/** The least-cost result, the mixer's batch sheet and the financial report of the diet on screen. */
export function DietResultSection(props: DietResultSectionProps) {
  const { t } = useTranslation('diet');
  const [isFinanceShown, setIsFinanceShown] = useState(false);
  const { result, inputs, language } = props;
  return (
    <>
      <Box sx={{ mt: 3 }}>
        <DietResultTitle savedId={props.savedId} />
        {result ? (
          <>
            <DietResult
              result={result}
              inputs={inputs}
              requirements={props.requirements}
              language={language}
            />
            {result.status !== 'inviavel' && (
              <Box sx={{ mt: 2 }}>
                <DietMixerCard
                  mix={props.mix()}
                  mixerCapacityKg={props.mixerCapacityKg}
                  onMixerCapacityChange={props.onMixerCapacityChange}
                  language={language}
                  headCount={props.inputs.animal.numero_animais ?? null}
                  feedingPlan={props.inputs.feedingPlan ?? null}
                  premix={props.inputs.premix ?? null}
                  {...(props.onFeedingPlanChange ? { onFeedingPlanChange: props.onFeedingPlanChange } : {})}
                />
              </Box>
            )}
          </>
        ) : (
          <DietNotCalculated isOutOfDate={props.isOutOfDate} />
        )}
      </Box>

      {result && result.status !== 'inviavel' && (
        <Box sx={{ mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => setIsFinanceShown((value) => !value)}
            data-testid="toggle-finance"
          >
            {isFinanceShown ? t('finance.hide') : t('finance.show')}
          </Button>
          {isFinanceShown && (
            <Box sx={{ mt: 2 }} data-testid="diet-finance">
              <FinancialReport
                animal={financeAnimalOf(inputs.animal, inputs.financeiro)}
                extras={inputs.financeiro}
                diet={{ CUSTO: result.costPerDay, CMS: result.dryMatterIntakeKg }}
                onChange={props.onFinanceChange}
                finance={props.finance}
              />
            </Box>
          )}
        </Box>
      )}

      {result && (
        <Box sx={{ mt: 3 }}>
          <DietObjectivePanel
            inputs={inputs}
            requirements={props.requirements}
            language={language}
            finance={props.finance}
          />
        </Box>
      )}
    </>
  );
}
