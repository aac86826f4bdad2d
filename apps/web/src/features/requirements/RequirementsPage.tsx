import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import SettingsBackupRestore from '@mui/icons-material/SettingsBackupRestore';
import { useTranslation } from 'react-i18next';
import { findGrazingIntakeBasis } from '@cocho/engine';
import { HandoverExportButtons } from '../../export/HandoverExportButtons';
import type { Translate } from '../../export/report-text';
import { useLanguage } from '../../i18n/use-language';
import { useOptionalSession } from '../../session/SessionProvider';
import { ResetAction, ScreenCard, ScreenColumns } from '../../ui/ScreenCard';
import { AnimalForm } from '../animal/AnimalForm';
import { RecordSaveMenu } from '../sharing/RecordSaveMenu';
import { Summary } from './RequirementsSummary';
import { RequirementsTable } from './RequirementsTable';
import { RequirementWarnings } from './RequirementWarnings';
import { RecordScreenBar } from '../records/RecordScreenBar';
import { buildRequirementsReport } from './requirements-report';
import { isTableEdited } from './requirements-table-model';
import { useRequirementsScreen } from './use-requirements-screen';

/**
 * /calcula-exigencias: the animal form and the editable requirements table; save (premium), reopen
 * (`?did=<id>`, My requirements), share and export (use-requirements-screen.ts).
 */
export function RequirementsPage() {
  const { t } = useTranslation('requirements');
  const { t: tAnimal } = useTranslation('animal');
  const { t: tExport } = useTranslation('export');
  const language = useLanguage();
  const session = useOptionalSession();
  const screen = useRequirementsScreen();
  const { inputs, calculated, isRunning } = screen;
  const { animal, requirements } = inputs;

  const isStale = calculated !== null && calculated.animal !== animal;
  const isEdited = calculated !== null && isTableEdited(requirements, calculated.result.requirements);
  const editedCount = requirements.filter((entry) => entry.changed).length;
  const warnings = calculated?.result.warnings ?? [];
  const recordSession = screen.session;

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', width: '100%', py: { xs: 1, md: 2 } }}>
      <RecordScreenBar
        kind="requirements"
        session={recordSession}
        savedTestId="saved-requirements-name"
        intro={t('page.intro')}
        isBusy={isRunning}
        naming={screen}
      >
        {session?.user && (
          <RecordSaveMenu
            kind="requirements"
            disabled={isRunning || recordSession.state.isSaving}
            onSave={screen.openSave}
          />
        )}
      </RecordScreenBar>
      <ScreenColumns>
        <ScreenCard
          title={tAnimal('title')}
          titleId="animal-card-title"
          isSticky
          action={
            <ResetAction label={t('page.resetAnimal')} testId="reset-animal" onClick={screen.resetAnimal} />
          }
          footer={
            <Button
              variant="contained"
              size="large"
              fullWidth
              startIcon={<CalculateOutlined />}
              onClick={screen.calculate}
              disabled={isRunning}
              data-testid="calculate-requirements"
            >
              {isRunning ? t('page.calculating') : t('page.calculate')}
            </Button>
          }
        >
          <AnimalForm
            variant="requirements"
            animal={animal}
            showAllErrors={screen.showAllErrors}
            onChange={screen.changeAnimal}
          />
        </ScreenCard>
        <ScreenCard
          title={t('page.resultsTitle')}
          subtitle={t('page.resultsSubtitle')}
          titleId="requirements-card-title"
          isBusy={isRunning}
          action={
            <Button
              size="small"
              startIcon={<SettingsBackupRestore />}
              disabled={!isEdited}
              onClick={() => calculated && screen.changeRequirements([...calculated.result.requirements])}
              data-testid="reset-requirements"
              sx={{ mt: 0.5 }}
            >
              {t('page.resetTable')}
            </Button>
          }
        >
          {calculated === null ? (
            <Alert severity={screen.hasFailed ? 'error' : 'info'} variant="outlined">
              {screen.hasFailed ? t('page.failed') : t('page.empty')}
            </Alert>
          ) : (
            <>
              {isStale && (
                <Alert
                  severity="warning"
                  data-testid="requirements-stale"
                  action={
                    <Button color="inherit" size="small" onClick={screen.calculate} disabled={isRunning}>
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
                  onChange={screen.changeRequirements}
                  isStale={isStale}
                  isGrazing={findGrazingIntakeBasis(calculated.animal) !== null}
                />
              </Box>
            </>
          )}
        </ScreenCard>
      </ScreenColumns>
    </Box>
  );
}
