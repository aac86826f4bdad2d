import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import SettingsBackupRestore from '@mui/icons-material/SettingsBackupRestore';
import { useTranslation } from 'react-i18next';
import { findGrazingIntakeBasis } from '@cocho/engine';
import { HandoverExportButtons } from '../../export/HandoverExportButtons';
import type { Translate } from '../../export/report-text';
import { useLanguage } from '../../i18n/use-language';
import { RecordSyncChip } from '../../offline/RecordSyncChip';
import { useOptionalSession } from '../../session/SessionProvider';
import { SectionHeader } from '../../ui/SectionHeader';
import { AnimalForm } from '../animal/AnimalForm';
import { RecordSaveMenu } from '../sharing/RecordSaveMenu';
import { Summary } from './RequirementsSummary';
import { RequirementsTable } from './RequirementsTable';
import { RequirementWarnings } from './RequirementWarnings';
import { RecordDialogs } from '../records/SavedRecordsDialog';
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
  const { inputs, calculated, isRunning, saved } = screen;
  const { animal, requirements } = inputs;
  const [isSavedListOpen, setIsSavedListOpen] = useState(false);

  const isStale = calculated !== null && calculated.animal !== animal;
  const isEdited = calculated !== null && isTableEdited(requirements, calculated.result.requirements);
  const editedCount = requirements.filter((entry) => entry.changed).length;
  const warnings = calculated?.result.warnings ?? [];
  const recordSession = screen.session;

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', width: '100%', py: { xs: 1, md: 2 } }}>
      {recordSession.state.openingError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="opening-error">
          {t('open.failed', { reason: recordSession.state.openingError })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
          {t('page.intro')}
        </Typography>
        {saved && (
          <Chip label={saved.nome} color="primary" variant="outlined" data-testid="saved-requirements-name" />
        )}
        {recordSession.syncState && (
          <RecordSyncChip
            state={recordSession.syncState}
            error={recordSession.syncEntry?.lastError ?? null}
          />
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {session?.user && (
            <Button
              onClick={() => setIsSavedListOpen(true)}
              disabled={isRunning}
              data-testid="my-requirements"
            >
              {t('menu.myRequirements')}
            </Button>
          )}
          {session?.user && (
            <RecordSaveMenu
              kind="requirements"
              disabled={isRunning || recordSession.state.isSaving}
              onSave={screen.openSave}
            />
          )}
        </Box>
      </Box>
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
                  onClick={screen.resetAnimal}
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
              showAllErrors={screen.showAllErrors}
              onChange={screen.changeAnimal}
            />
          </CardContent>
          <Divider />
          <Box sx={{ p: 2 }}>
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
                onClick={() => calculated && screen.changeRequirements([...calculated.result.requirements])}
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
          </CardContent>
        </Card>
      </Box>
      <RecordDialogs
        kind="requirements"
        language={language}
        isListOpen={isSavedListOpen}
        onListClose={() => setIsSavedListOpen(false)}
        openSaved={screen.openSaved}
        onRemoved={recordSession.forgetSaved}
        save={{
          isOpen: screen.isSaveOpen,
          initialName: saved?.nome ?? '',
          initialObs: saved?.obs ?? null,
          isSaving: recordSession.state.isSaving,
          onCancel: screen.closeSave,
          onSave: screen.save,
        }}
      />
    </Box>
  );
}
