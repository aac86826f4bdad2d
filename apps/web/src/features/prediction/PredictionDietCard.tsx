import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../ui/Loading';
import { DietRowsTable } from './DietRowsTable';
import { FeedPicker } from '../../ui/FeedPicker';
import type { AmountBasis } from './prediction-model';
import type { PredictionScreen } from './use-prediction-screen';
import { YmSelect } from './YmSelect';
import { ScreenCard } from '../../ui/ScreenCard';
import { LoadError } from '../../ui/LoadError';

/** The diet to predict: feeds from the catalogue with their daily amounts, the Ym, and Predict. */
export function PredictionDietCard({ screen }: { readonly screen: PredictionScreen }) {
  const { t } = useTranslation('prediction');
  const { feeds, language } = screen;
  const { rows, basis } = screen.inputs;
  const { catalogueState, catalogue } = feeds;
  return (
    <ScreenCard
      title={t('feeds.title')}
      subtitle={t('feeds.subtitle')}
      titleId="prediction-diet-title"
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={basis}
          onChange={(_event, value: AmountBasis | null) => value && screen.setBasis(value)}
          aria-label={t('feeds.basis')}
          sx={{ mt: 0.5 }}
        >
          <ToggleButton value="asFed" data-testid="basis-as-fed">
            {t('feeds.basisAsFed')}
          </ToggleButton>
          <ToggleButton value="dryMatter" data-testid="basis-dm">
            {t('feeds.basisDm')}
          </ToggleButton>
        </ToggleButtonGroup>
      }
    >
      {catalogueState.status === 'loading' && <Loading text={t('feeds.loading')} />}
      {catalogueState.status === 'error' && (
        <LoadError
          message={t('feeds.loadFailed')}
          retryLabel={t('feeds.retry')}
          onRetry={feeds.reloadCatalogue}
        />
      )}
      {catalogue && (
        <FeedPicker
          feeds={feeds.allFeeds}
          types={catalogue.types}
          excludedIds={screen.chosenIds}
          language={language}
          onPick={screen.addFeed}
        />
      )}
      {rows.length === 0 ? (
        <Typography color="text.secondary" variant="body2" sx={{ py: 2, textAlign: 'center' }}>
          {t('feeds.empty')}
        </Typography>
      ) : (
        <Box sx={{ mx: -2, overflowX: 'auto' }}>
          <DietRowsTable
            rows={rows}
            resolved={screen.resolved}
            feedsById={feeds.feedsById}
            basis={basis}
            language={language}
            onChange={screen.changeRow}
            onRemove={screen.removeRow}
          />
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <YmSelect value={feeds.ymChoice} language={language} onChange={feeds.setYmChoice} />
        <Button
          variant="contained"
          size="large"
          startIcon={<InsightsOutlined />}
          onClick={() => void screen.predict()}
          disabled={screen.isRunning || catalogue === null}
          data-testid="predict"
        >
          {screen.isRunning ? t('page.predicting') : t('page.predict')}
        </Button>
      </Box>
    </ScreenCard>
  );
}
