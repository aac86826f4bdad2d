import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEventCallback } from '@mui/material/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findGrazingIntakeBasis } from '@cocho/engine';
import type { Animal, Language, RequirementEntry, RequirementWarning } from '@cocho/engine';
import { AnimalForm } from '../animal/AnimalForm';
import type { AnimalFormCheck } from '../animal/AnimalForm';
import { RequirementWarnings } from '../requirements/RequirementWarnings';
import { AnimalPlausibilityWarnings } from './AnimalPlausibilityWarnings';
import type { DietInputs } from './diet-state';
import type { FeedCatalogueRead } from './server-state-probes';
import { FEEDS_STEP } from './use-diet-record';
import { lazyView, loadWhenIdle } from '../../ui/lazy-view';
import { withLaterTexts } from '../../i18n/i18n';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';

// The later steps are not on the first step's screen: they load once the page is idle after it has painted
// (DietStepContent starts them), so the first step is usable sooner (docs/decisions/first-screen-budget.md).
// Those that draw texts of LATER_NAMESPACES wait for them too (i18n.ts `withLaterTexts`).
const requirementsTableView = lazyView(
  withLaterTexts(async () => (await import('../requirements/RequirementsTable')).RequirementsTable),
);
const RequirementsTable = requirementsTableView.View;
// The feed and restriction steps too (the feed picker's Autocomplete, the restrictions' table): their
// checks, which the wizard runs from any step, are in diet-step-checks.ts.
const feedSelectionStepView = lazyView(
  withLaterTexts(async () => (await import('./FeedSelectionStep')).FeedSelectionStep),
);
const FeedSelectionStep = feedSelectionStepView.View;
const restrictionsStepView = lazyView(
  withLaterTexts(async () => (await import('./RestrictionsStep')).RestrictionsStep),
);
const RestrictionsStep = restrictionsStepView.View;
// The catalogue's read (through the query library) loads when the catalogue is first wanted.
const FeedCatalogueProbe = lazyView(
  async () => (await import('./server-state-probes')).FeedCatalogueProbe,
).View;
const CATALOGUE_NOT_READ: FeedCatalogueRead = { state: { status: 'loading' }, reload: () => undefined };

export type DietStepContentProps = {
  readonly step: number;
  readonly inputs: DietInputs;
  readonly requirements: RequirementEntry[] | null;
  readonly requirementWarnings: readonly RequirementWarning[];
  readonly showErrors: boolean;
  readonly isBusy: boolean;
  readonly language: Language;
  readonly onAnimalChange: (animal: Animal, check: AnimalFormCheck) => void;
  readonly onRequirementsChange: (requirements: RequirementEntry[]) => void;
  readonly onInputsChange: (changes: Partial<DietInputs>) => void;
};

/** The wizard's current step: animal, requirements, feeds (from the catalogue) or restrictions. */
export function DietStepContent(props: DietStepContentProps) {
  const { t } = useTranslation('diet');
  const { step, inputs, requirements, language } = props;
  // One function for the life of the step, so the (memoised) animal form is not drawn again when the wizard
  // re-renders with the same animal.
  const onAnimalChange = useEventCallback(props.onAnimalChange);
  // The catalogue is drawn at the feeds step only: its calls (and the call contracts they load, with zod) start
  // once the page is idle after the first step, or at the feeds step; once started it stays loaded.
  const [isCatalogueWanted, setIsCatalogueWanted] = useState(step >= FEEDS_STEP);
  if (step >= FEEDS_STEP && !isCatalogueWanted) setIsCatalogueWanted(true);
  const [{ state: catalogueState, reload: reloadCatalogue }, setCatalogueRead] = useState(CATALOGUE_NOT_READ);
  useEffect(
    () =>
      loadWhenIdle([
        requirementsTableView,
        feedSelectionStepView,
        restrictionsStepView,
        { load: async () => setIsCatalogueWanted(true) },
      ]),
    [],
  );
  return (
    <Card sx={{ position: 'relative' }} data-testid="diet-step-content">
      {(isCatalogueWanted || step >= FEEDS_STEP) && <FeedCatalogueProbe onChange={setCatalogueRead} />}
      {props.isBusy && (
        <LinearProgress
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          data-testid="engine-progress"
        />
      )}
      <CardContent>
        {step === 0 && (
          <>
            <AnimalForm
              variant="formulation"
              animal={inputs.animal}
              showAllErrors={props.showErrors}
              onChange={onAnimalChange}
              laterSectionsAfterPaint
            />
            <AnimalPlausibilityWarnings animal={inputs.animal} language={language} />
          </>
        )}
        {step === 1 &&
          (requirements === null ? (
            <Typography color="text.secondary">{t('requirements.calculating')}</Typography>
          ) : (
            <>
              <RequirementWarnings warnings={props.requirementWarnings} />
              <RequirementsTable
                requirements={requirements}
                onChange={props.onRequirementsChange}
                isGrazing={findGrazingIntakeBasis(inputs.animal) !== null}
              />
            </>
          ))}
        {step === 2 &&
          (catalogueState.status === 'ready' ? (
            <FeedSelectionStep
              catalogue={catalogueState.catalogue}
              inputs={inputs}
              onChange={props.onInputsChange}
              language={language}
              showErrors={props.showErrors}
            />
          ) : catalogueState.status === 'loading' ? (
            <Loading text={t('feeds.loading')} />
          ) : (
            <LoadError
              message={t('feeds.loadFailed')}
              retryLabel={t('feeds.retry')}
              onRetry={reloadCatalogue}
            />
          ))}
        {step === 3 && (
          <RestrictionsStep inputs={inputs} onChange={props.onInputsChange} language={language} />
        )}
      </CardContent>
    </Card>
  );
}
