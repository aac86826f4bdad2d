import { lazy, Suspense, useState } from 'react';
import type { TConcentratePremixRecord, TFeedingPlan } from '@cocho/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { useTranslation } from 'react-i18next';
import type { Language } from '@cocho/engine';
import { MixReportButton } from '../../export/MixReportButton';
import type { MixReportData } from '../../export/report-data';
import { BatchSheetCard } from '../mixture/BatchSheetCard';
import { NumberField } from '../../ui/NumberField';
import { SectionCard } from '../../ui/SectionCard';

// The feeding sheet (and pdfmake behind its PDF) loads when the user opens it.
const FeedingSheetDialog = lazy(async () => ({
  default: (await import('../feeding-sheet/FeedingSheetDialog')).FeedingSheetDialog,
}));

/**
 * The formulated diet at the mixer: the mixer capacity, the batch sheet of the ration
 * to produce, and the mix report PDF (premium). `mix` is the diet as a mix (toDietMixReportData).
 */
export function DietMixerCard({
  mix,
  mixerCapacityKg,
  onMixerCapacityChange,
  language,
  headCount = null,
  feedingPlan = null,
  premix = null,
  onFeedingPlanChange,
}: {
  readonly mix: MixReportData | null;
  /** The diet's saved treatment plan and pre-mix (the feeding sheet opens with them). */
  readonly feedingPlan?: TFeedingPlan | null;
  readonly premix?: TConcentratePremixRecord | null;
  readonly onFeedingPlanChange?: (plan: TFeedingPlan, premix: TConcentratePremixRecord | null) => void;
  /** The lot's head count (the animal's numero_animais), the feeding sheet's first pen. */
  readonly headCount?: number | null;
  readonly mixerCapacityKg: number | null;
  readonly onMixerCapacityChange: (kg: number | null) => void;
  readonly language: Language;
}) {
  const { t } = useTranslation('mixture');
  const { t: tSheet } = useTranslation('feedingSheet');
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  if (mix === null) return null;
  const batches = mix.mixture.batches;
  return (
    <SectionCard level={3} title={t('diet.title')} testId="diet-mixer">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <NumberField
          size="small"
          language={language}
          decimals={1}
          value={mixerCapacityKg}
          onValueChange={(kg) => onMixerCapacityChange(kg !== null && kg > 0 ? kg : null)}
          label={t('mixer')}
          helperText={t('mixerHint')}
          testId="diet-mixer-capacity"
          sx={{ maxWidth: 260 }}
        />
        <MixReportButton getData={() => mix} />
        <Button
          variant="outlined"
          startIcon={<AssignmentOutlined />}
          onClick={() => setIsSheetOpen(true)}
          data-testid="open-feeding-sheet"
        >
          {tSheet('open')}
        </Button>
      </Box>
      {batches && <BatchSheetCard batches={batches} nameOf={(id) => mix.feedNames[id] ?? id} />}
      {isSheetOpen && (
        <Suspense fallback={null}>
          <FeedingSheetDialog
            mix={mix}
            headCount={headCount}
            mixerCapacityKg={mixerCapacityKg}
            feedingPlan={feedingPlan}
            premix={premix}
            {...(onFeedingPlanChange ? { onFeedingPlanChange } : {})}
            onClose={() => setIsSheetOpen(false)}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
