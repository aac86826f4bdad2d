import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@cocho/engine';
import { useAccountCurrency } from '../../format/account-currency';
import { CurrencyContext } from '../../format/currency-context';
import { currencySymbolOf } from '../../format/format';
import { AnimalForm } from '../animal/AnimalForm';
import { PredictionDietCard } from './PredictionDietCard';
import { PredictionMenu } from './PredictionMenu';
import { PredictionResultsCard } from './PredictionResultsCard';
import { RecordScreenBar } from '../records/RecordScreenBar';
import { usePredictionScreen } from './use-prediction-screen';
import { ResetAction, ScreenCard, ScreenColumns } from '../../ui/ScreenCard';

/**
 * /predicao-desempenho: animal and daily feed amounts → expected gain,
 * excretion, methane; save (premium), reopen (`?did=<id>`, a saved prediction or a saved diet to predict),
 * my predictions, reports, and a supplement from the prediction (use-prediction-screen.ts).
 */
export function PredictionPage() {
  const { t } = useTranslation('prediction');
  const { t: tAnimal } = useTranslation('animal');
  const screen = usePredictionScreen();
  const { session, inputs, feeds, language, isRunning } = screen;
  // Prices and costs are in the record's currency (saved without one: reais); said when not the account's.
  const currency = inputs.moeda ?? DEFAULT_CURRENCY;
  const isOtherCurrency = currency !== useAccountCurrency();

  return (
    <CurrencyContext.Provider value={currency}>
      <Box sx={{ maxWidth: 1440, mx: 'auto', width: '100%', py: { xs: 1, md: 2 } }}>
        {screen.loadedDietName !== null && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="loaded-diet">
            {t('open.fromDiet', { name: screen.loadedDietName })}
          </Alert>
        )}
        <RecordScreenBar
          kind="prediction"
          session={session}
          savedTestId="saved-prediction-name"
          intro={t('page.intro')}
          isBusy={isRunning}
          naming={screen}
        >
          {isOtherCurrency && (
            <Chip
              label={t('page.recordCurrency', { sign: currencySymbolOf(language, currency) })}
              variant="outlined"
              data-testid="prediction-currency"
            />
          )}
          <PredictionMenu
            disabled={isRunning || session.state.isSaving}
            onSave={screen.openSave}
            onCreateSupplement={screen.createSupplement}
            getReportData={screen.getReportData}
          />
        </RecordScreenBar>
        <ScreenColumns>
          <ScreenCard
            title={tAnimal('title')}
            titleId="prediction-animal-title"
            action={<ResetAction label={t('page.reset')} testId="reset-prediction" onClick={screen.reset} />}
          >
            <AnimalForm
              variant="prediction"
              animal={inputs.animal}
              showAllErrors={feeds.showAllErrors}
              onChange={screen.changeAnimal}
            />
          </ScreenCard>

          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
            <PredictionDietCard screen={screen} />
            <PredictionResultsCard screen={screen} />
          </Box>
        </ScreenColumns>
      </Box>
    </CurrencyContext.Provider>
  );
}
