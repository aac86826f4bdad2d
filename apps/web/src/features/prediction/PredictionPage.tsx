import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ANIMAL } from '@cocho/engine';
import type { Animal, Prediction } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { useEngine } from '../../engine-worker/use-engine';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { Loading } from '../../ui/Loading';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes';
import { AnimalForm } from '../animal/AnimalForm';
import { COW_MILK_CATALOGUE_FEED } from './cow-milk-feed';
import type { AnimalFormCheck } from '../animal/AnimalForm';
import { useFeedCatalogue } from '../feeds/use-feed-catalogue';
import { DietRowsTable } from './DietRowsTable';
import { FeedPicker } from './FeedPicker';
import { PredictionResults } from './PredictionResults';
import { predictionErrorKey, resolveRows, toDietFeeds } from './prediction-model';
import type { AmountBasis, DietRow } from './prediction-model';

type Outcome =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'ok';
      readonly prediction: Prediction;
      readonly animal: Animal;
      readonly rows: readonly DietRow[];
      readonly basis: AmountBasis;
    }
  | { readonly kind: 'error'; readonly key: 'zeroTotal' | 'animal' | 'failed' | 'unreadable' };

/** /predicao-desempenho (issue 6 item 2): animal and daily feed amounts → expected gain, excretion, methane. */
export function PredictionPage() {
  const { t } = useTranslation('prediction');
  const { t: tAnimal } = useTranslation('animal');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { state, reload } = useFeedCatalogue();
  const { run, isRunning } = useEngine('predictPerformance');
  const [animal, setAnimal] = useState<Animal>(DEFAULT_ANIMAL);
  const [check, setCheck] = useState<AnimalFormCheck>({ isValid: true, problems: [] });
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [rows, setRows] = useState<DietRow[]>([]);
  const [basis, setBasis] = useState<AmountBasis>('asFed');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  const catalogue = state.status === 'ready' ? state.catalogue : null;
  const allFeeds: TFeed[] = useMemo(
    () =>
      catalogue
        ? [COW_MILK_CATALOGUE_FEED, ...catalogue.catalogue, ...catalogue.company, ...catalogue.user]
        : [],
    [catalogue],
  );
  const feedsById = useMemo(() => new Map(allFeeds.map((feed) => [feed.id, feed] as const)), [allFeeds]);
  const resolved = useMemo(
    () => resolveRows(rows, feedsById, basis, language),
    [rows, feedsById, basis, language],
  );
  const chosenIds = useMemo(() => new Set(rows.map((row) => row.feedId)), [rows]);
  useUnsavedChanges(rows.length > 0);
  const isStale =
    outcome.kind === 'ok' && (outcome.animal !== animal || outcome.rows !== rows || outcome.basis !== basis);

  const fail = (key: 'zeroTotal' | 'animal' | 'failed' | 'unreadable') => {
    setOutcome({ kind: 'error', key });
    showAlert(t(`error.${key}`), 'error');
  };

  const onPredict = async () => {
    if (!check.isValid) {
      setShowAllErrors(true);
      fail('animal');
      return;
    }
    if (resolved.some((row) => row.isUnreadable)) {
      fail('unreadable');
      return;
    }
    const total = resolved.reduce((sum, row) => sum + row.asFedKg, 0);
    if (!(total > 0)) {
      fail('zeroTotal');
      return;
    }
    const submittedRows = rows;
    const result = await run({ animal, feeds: toDietFeeds(resolved, feedsById) });
    if (result.superseded) return;
    if (!result.ok) return fail('failed');
    if (!result.value.ok) return fail(predictionErrorKey(result.value.errors));
    setOutcome({ kind: 'ok', prediction: result.value.value, animal, rows: submittedRows, basis });
  };

  const onReset = () => {
    setAnimal(DEFAULT_ANIMAL);
    setCheck({ isValid: true, problems: [] });
    setShowAllErrors(false);
    setRows([]);
    setOutcome({ kind: 'none' });
  };

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
        <Card component="section" aria-labelledby="prediction-animal-title">
          <CardHeader
            title={tAnimal('title')}
            slotProps={{
              title: {
                variant: 'subtitle1',
                component: 'h2',
                id: 'prediction-animal-title',
                fontWeight: 600,
              },
            }}
            action={
              <Tooltip title={t('page.reset')}>
                <IconButton onClick={onReset} aria-label={t('page.reset')} data-testid="reset-prediction">
                  <RestartAlt />
                </IconButton>
              </Tooltip>
            }
          />
          <Divider />
          <CardContent>
            <AnimalForm
              variant="prediction"
              animal={animal}
              showAllErrors={showAllErrors}
              onChange={(next, nextCheck) => {
                // A calf's diet starts with cow milk (spec 02 §4).
                if (next.tipo === 'bezerro' && animal.tipo !== 'bezerro')
                  setRows((current) =>
                    current.some((row) => row.feedId === COW_MILK_CATALOGUE_FEED.id)
                      ? current
                      : [{ feedId: COW_MILK_CATALOGUE_FEED.id, amountText: '', unit: 'kg' }, ...current],
                  );
                setAnimal(next);
                setCheck(nextCheck);
              }}
            />
          </CardContent>
        </Card>

        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
          <Card component="section" aria-labelledby="prediction-diet-title">
            <CardHeader
              title={t('feeds.title')}
              subheader={t('feeds.subtitle')}
              slotProps={{
                title: {
                  variant: 'subtitle1',
                  component: 'h2',
                  id: 'prediction-diet-title',
                  fontWeight: 600,
                },
                subheader: { variant: 'body2' },
              }}
              action={
                <ToggleButtonGroup
                  size="small"
                  exclusive
                  value={basis}
                  onChange={(_event, value: AmountBasis | null) => value && setBasis(value)}
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
            />
            <Divider />
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {state.status === 'loading' && <Loading text={t('feeds.loading')} />}
              {state.status === 'error' && (
                <Alert
                  severity="error"
                  action={
                    <Button color="inherit" size="small" onClick={reload}>
                      {t('feeds.retry')}
                    </Button>
                  }
                >
                  {t('feeds.loadFailed')}
                </Alert>
              )}
              {catalogue && (
                <FeedPicker
                  feeds={allFeeds}
                  types={catalogue.types}
                  excludedIds={chosenIds}
                  language={language}
                  onPick={(feed) =>
                    setRows((current) => [...current, { feedId: feed.id, amountText: '', unit: 'kg' }])
                  }
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
                    resolved={resolved}
                    feedsById={feedsById}
                    basis={basis}
                    language={language}
                    onChange={(index, row) =>
                      setRows((current) => current.map((item, at) => (at === index ? row : item)))
                    }
                    onRemove={(index) => setRows((current) => current.filter((_item, at) => at !== index))}
                  />
                </Box>
              )}
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <Button
                  variant="contained"
                  size="large"
                  startIcon={<InsightsOutlined />}
                  onClick={() => void onPredict()}
                  disabled={isRunning || catalogue === null}
                  data-testid="predict"
                >
                  {isRunning ? t('page.predicting') : t('page.predict')}
                </Button>
              </Box>
            </CardContent>
          </Card>

          <Card component="section" aria-labelledby="prediction-results-title" sx={{ position: 'relative' }}>
            {isRunning && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
            <CardHeader
              title={t('results.title')}
              slotProps={{
                title: {
                  variant: 'subtitle1',
                  component: 'h2',
                  id: 'prediction-results-title',
                  fontWeight: 600,
                },
              }}
            />
            <Divider />
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {outcome.kind === 'none' && (
                <Alert severity="info" variant="outlined">
                  {t('results.empty')}
                </Alert>
              )}
              {outcome.kind === 'error' && (
                <Alert severity="error" data-testid="prediction-error">
                  {t(`error.${outcome.key}`)}
                </Alert>
              )}
              {outcome.kind === 'ok' && (
                <>
                  {isStale && (
                    <Alert severity="warning" data-testid="prediction-stale">
                      {t('results.stale')}
                    </Alert>
                  )}
                  <Box sx={{ opacity: isStale ? 0.6 : 1 }}>
                    <PredictionResults prediction={outcome.prediction} language={language} />
                  </Box>
                </>
              )}
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
