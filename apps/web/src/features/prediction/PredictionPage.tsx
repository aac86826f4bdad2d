import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@cocho/engine';
import { useAccountCurrency } from '../../format/account-currency';
import { CurrencyContext } from '../../format/currency-context';
import { currencySymbolOf } from '../../format/format';
import { RecordSyncChip } from '../../offline/RecordSyncChip';
import { useSession } from '../../session/SessionProvider';
import { AnimalForm } from '../animal/AnimalForm';
import { PredictionDietCard } from './PredictionDietCard';
import { PredictionMenu } from './PredictionMenu';
import { PredictionResultsCard } from './PredictionResultsCard';
import { RecordDialogs } from '../records/SavedRecordsDialog';
import { usePredictionScreen } from './use-prediction-screen';
import { SectionHeader } from '../../ui/SectionHeader';

/**
 * /predicao-desempenho: animal and daily feed amounts → expected gain,
 * excretion, methane; save (premium), reopen (`?did=<id>`, a saved prediction or a saved diet to predict),
 * my predictions, reports, and a supplement from the prediction (use-prediction-screen.ts).
 */
export function PredictionPage() {
  const { t } = useTranslation('prediction');
  const { t: tAnimal } = useTranslation('animal');
  const { user } = useSession();
  const screen = usePredictionScreen();
  const { session, inputs, saved, feeds, language, isRunning } = screen;
  const [isSavedListOpen, setIsSavedListOpen] = useState(false);
  // Prices and costs are in the record's currency (saved without one: reais); said when not the account's.
  const currency = inputs.moeda ?? DEFAULT_CURRENCY;
  const isOtherCurrency = currency !== useAccountCurrency();

  return (
    <CurrencyContext.Provider value={currency}>
      <Box sx={{ maxWidth: 1440, mx: 'auto', width: '100%', py: { xs: 1, md: 2 } }}>
        {session.state.openingError && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="opening-error">
            {t('open.failed', { reason: session.state.openingError })}
          </Alert>
        )}
        {screen.loadedDietName !== null && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="loaded-diet">
            {t('open.fromDiet', { name: screen.loadedDietName })}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
            {t('page.intro')}
          </Typography>
          {saved && !saved.oculta && (
            <Chip label={saved.nome} color="primary" variant="outlined" data-testid="saved-prediction-name" />
          )}
          {isOtherCurrency && (
            <Chip
              label={t('page.recordCurrency', { sign: currencySymbolOf(language, currency) })}
              variant="outlined"
              data-testid="prediction-currency"
            />
          )}
          {session.syncState && (
            <RecordSyncChip state={session.syncState} error={session.syncEntry?.lastError ?? null} />
          )}
          <Box sx={{ display: 'flex', gap: 1 }}>
            {user && (
              <Button
                onClick={() => setIsSavedListOpen(true)}
                disabled={isRunning}
                data-testid="my-predictions"
              >
                {t('menu.myPredictions')}
              </Button>
            )}
            <PredictionMenu
              disabled={isRunning || session.state.isSaving}
              onSave={screen.openSave}
              onCreateSupplement={screen.createSupplement}
              getReportData={screen.getReportData}
            />
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
          <Card component="section" aria-labelledby="prediction-animal-title">
            <SectionHeader
              title={tAnimal('title')}
              titleId="prediction-animal-title"
              action={
                <Tooltip title={t('page.reset')}>
                  <IconButton
                    onClick={screen.reset}
                    aria-label={t('page.reset')}
                    data-testid="reset-prediction"
                  >
                    <RestartAlt />
                  </IconButton>
                </Tooltip>
              }
            />
            <Divider />
            <CardContent>
              <AnimalForm
                variant="prediction"
                animal={inputs.animal}
                showAllErrors={feeds.showAllErrors}
                onChange={screen.changeAnimal}
              />
            </CardContent>
          </Card>

          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
            <PredictionDietCard
              feeds={feeds}
              rows={inputs.rows}
              resolved={screen.resolved}
              chosenIds={screen.chosenIds}
              basis={inputs.basis}
              isRunning={isRunning}
              language={language}
              onBasisChange={screen.setBasis}
              onPick={screen.addFeed}
              onRowChange={screen.changeRow}
              onRowRemove={screen.removeRow}
              onPredict={() => void screen.predict()}
            />
            <PredictionResultsCard
              outcome={screen.outcome}
              errorKey={screen.errorKey}
              isStale={screen.isStale}
              intakeNotice={screen.intakeNotice}
              isRunning={isRunning}
              language={language}
              onMatchIntake={() => void screen.matchIntake()}
            />
          </Box>
        </Box>

        <RecordDialogs
          kind="prediction"
          language={language}
          isListOpen={isSavedListOpen}
          onListClose={() => setIsSavedListOpen(false)}
          openSaved={screen.openSaved}
          onRemoved={session.forgetSaved}
          save={{
            isOpen: screen.isSaveOpen,
            initialName: saved && !saved.oculta ? saved.nome : '',
            initialObs: saved?.obs ?? null,
            isSaving: session.state.isSaving,
            onCancel: screen.closeSave,
            onSave: screen.save,
          }}
        />
      </Box>
    </CurrencyContext.Provider>
  );
}
