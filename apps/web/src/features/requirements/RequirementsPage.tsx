import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import SettingsBackupRestore from '@mui/icons-material/SettingsBackupRestore';
import { useTranslation } from 'react-i18next';
import { Summary } from './RequirementsSummary';
import { DEFAULT_ANIMAL, findGrazingIntakeBasis } from '@cocho/engine';
import type { Animal, RequirementEntry, RequirementsResult } from '@cocho/engine';
import { useEngine } from '../../engine-worker/use-engine';
import { useAlert } from '../../ui/AlertProvider';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { AnimalForm } from '../animal/AnimalForm';
import type { AnimalFormCheck } from '../animal/AnimalForm';
import { RequirementsTable } from './RequirementsTable';
import { RequirementWarnings } from './RequirementWarnings';
import { findSelectedAlternatives, isTableEdited } from './requirements-table-model';
import { SectionHeader } from '../../ui/SectionHeader';
import { HandoverExportButtons } from '../../export/HandoverExportButtons';
import type { Translate } from '../../export/report-text';
import { useLanguage } from '../../i18n/use-language';
import { useOptionalSession } from '../../session/SessionProvider';
import { buildRequirementsReport } from './requirements-report';

type Calculated = { readonly result: RequirementsResult; readonly animal: Animal };

/** /calcula-exigencias: the animal form and the editable requirements table. */
export function RequirementsPage() {
  const { t } = useTranslation('requirements');
  const { t: tAnimal } = useTranslation('animal');
  const { t: tExport } = useTranslation('export');
  const { showAlert } = useAlert();
  const language = useLanguage();
  const session = useOptionalSession();
  const { run, isRunning } = useEngine('calculateRequirements');
  const [animal, setAnimal] = useState<Animal>(DEFAULT_ANIMAL);
  const [check, setCheck] = useState<AnimalFormCheck>({ isValid: true, problems: [] });
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [calculated, setCalculated] = useState<Calculated | null>(null);
  const [requirements, setRequirements] = useState<RequirementEntry[]>([]);
  const [hasFailed, setHasFailed] = useState(false);

  const calculate = useCallback(
    async (target: Animal, current: readonly RequirementEntry[]) => {
      const outcome = await run({ animal: target, options: findSelectedAlternatives(current) });
      if (outcome.superseded) return;
      if (!outcome.ok || !outcome.value.ok) {
        setHasFailed(true);
        if (outcome.ok) setShowAllErrors(true);
        showAlert(t('page.failed'), 'error');
        return;
      }
      setHasFailed(false);
      // A lactating cow without a milk yield gets the estimated one written back into the form (docs/product/calculation.md#constants),
      // unless the form changed meanwhile.
      const filled = outcome.value.value.animal;
      const writesBack = filled.producao_de_leite !== target.producao_de_leite;
      if (writesBack) setAnimal((current) => (current === target ? filled : current));
      setCalculated({ result: outcome.value.value, animal: writesBack ? filled : target });
      setRequirements([...outcome.value.value.requirements]);
    },
    [run, showAlert, t],
  );

  // The default animal's table is shown on arrival, calculated in the worker once the page is up.
  const latestCalculate = useRef(calculate);
  useEffect(() => {
    latestCalculate.current = calculate;
  }, [calculate]);
  useEffect(() => {
    const timer = setTimeout(() => void latestCalculate.current(DEFAULT_ANIMAL, []), 0);
    return () => clearTimeout(timer);
  }, []);

  const onCalculate = () => {
    if (!check.isValid) {
      setShowAllErrors(true);
      showAlert(t('page.invalid'), 'error');
      return;
    }
    void calculate(animal, requirements);
  };

  const onResetAnimal = () => {
    setAnimal(DEFAULT_ANIMAL);
    setCheck({ isValid: true, problems: [] });
    setShowAllErrors(false);
  };

  const isStale = calculated !== null && calculated.animal !== animal;
  const isEdited = calculated !== null && isTableEdited(requirements, calculated.result.requirements);
  useUnsavedChanges(isEdited);
  const editedCount = requirements.filter((entry) => entry.changed).length;
  const warnings = calculated?.result.warnings ?? [];

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', width: '100%', py: { xs: 1, md: 2 } }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('page.intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '400px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Card
          component="section"
          aria-labelledby="animal-card-title"
          sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}
        >
          <SectionHeader
            title={tAnimal('title')}
            titleId="animal-card-title"
            action={
              <Tooltip title={t('page.resetAnimal')}>
                <IconButton
                  onClick={onResetAnimal}
                  aria-label={t('page.resetAnimal')}
                  data-testid="reset-animal"
                >
                  <RestartAlt />
                </IconButton>
              </Tooltip>
            }
          />
          <Divider />
          <CardContent>
            <AnimalForm
              variant="requirements"
              animal={animal}
              showAllErrors={showAllErrors}
              onChange={(next, nextCheck) => {
                setAnimal(next);
                setCheck(nextCheck);
              }}
            />
          </CardContent>
          <Divider />
          <Box sx={{ p: 2 }}>
            <Button
              variant="contained"
              size="large"
              fullWidth
              startIcon={<CalculateOutlined />}
              onClick={onCalculate}
              disabled={isRunning}
              data-testid="calculate-requirements"
            >
              {isRunning ? t('page.calculating') : t('page.calculate')}
            </Button>
          </Box>
        </Card>

        <Card
          component="section"
          aria-labelledby="requirements-card-title"
          sx={{ position: 'relative', minWidth: 0 }}
        >
          {isRunning && (
            <LinearProgress
              sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
              data-testid="engine-progress"
            />
          )}
          <SectionHeader
            title={t('page.resultsTitle')}
            subtitle={t('page.resultsSubtitle')}
            titleId="requirements-card-title"
            action={
              <Button
                size="small"
                startIcon={<SettingsBackupRestore />}
                disabled={!isEdited}
                onClick={() => calculated && setRequirements([...calculated.result.requirements])}
                data-testid="reset-requirements"
                sx={{ mt: 0.5 }}
              >
                {t('page.resetTable')}
              </Button>
            }
          />
          <Divider />
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {calculated === null ? (
              <Alert severity={hasFailed ? 'error' : 'info'} variant="outlined">
                {hasFailed ? t('page.failed') : t('page.empty')}
              </Alert>
            ) : (
              <>
                {isStale && (
                  <Alert
                    severity="warning"
                    data-testid="requirements-stale"
                    action={
                      <Button color="inherit" size="small" onClick={onCalculate} disabled={isRunning}>
                        {t('page.calculate')}
                      </Button>
                    }
                  >
                    {t('page.stale')}
                  </Alert>
                )}
                <RequirementWarnings warnings={warnings} />
                <Summary
                  requirements={requirements}
                  liveWeightKg={calculated.result.numbers.liveWeightKg}
                  isStale={isStale}
                />
                <HandoverExportButtons
                  testIdPrefix="export-requirements"
                  getReport={() =>
                    buildRequirementsReport(
                      {
                        language,
                        generatedAt: new Date(),
                        animal: calculated.animal,
                        requirements,
                        warnings,
                        liveWeightKg: calculated.result.numbers.liveWeightKg,
                        authorName: session?.user?.NOME ?? null,
                      },
                      tExport as Translate,
                    )
                  }
                />
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
                    {t('table.hint')}
                  </Typography>
                  {editedCount > 0 && (
                    <Typography
                      variant="caption"
                      color="secondary.main"
                      sx={{ fontWeight: 600 }}
                      data-testid="edited-count"
                    >
                      {t('page.edited', { count: editedCount })}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ mx: -2 }}>
                  <RequirementsTable
                    requirements={requirements}
                    onChange={setRequirements}
                    isStale={isStale}
                    isGrazing={findGrazingIntakeBasis(calculated.animal) !== null}
                  />
                </Box>
              </>
            )}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
