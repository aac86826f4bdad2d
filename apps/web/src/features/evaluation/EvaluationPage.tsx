import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { evaluateModel, loadShippedTrials } from '@cocho/engine';
import type { AgreementStatistics, EvaluationBound, ModelEvaluation } from '@cocho/engine';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { ScreenCard } from '../../ui/ScreenCard';
import { ObservedPredictedPlot } from './ObservedPredictedPlot';
import { Text } from '../../ui/kit-text/Text';

/** Below this many treatment means per system the page says the table is still small. */
const SMALL_TABLE = 30;

/** /avaliacao-modelo: the performance prediction against published trials (docs/decisions/model-evaluation.md). */
export function EvaluationPage() {
  const { t } = useTranslation('evaluation');
  // The engine runs the same table and code as `cocho evaluate`, in the browser.
  const evaluation: ModelEvaluation = useMemo(() => evaluateModel(loadShippedTrials()), []);
  const count = evaluation.results.length;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('page.title')}
      </Typography>
      <Typography variant="body1">{t('page.intro')}</Typography>
      <Text kind="note">{t('page.method')}</Text>
      <Typography variant="body2">{t('page.tableSize', { count })}</Typography>
      {count < SMALL_TABLE && <Alert severity="info">{t('page.notEnough')}</Alert>}
      {evaluation.systems.map((system) => {
        const results = evaluation.results.filter((r) => r.trial.system === system.system);
        const titleId = `evaluation-${system.system}`;
        return (
          <ScreenCard key={system.system} titleId={titleId} title={t(`system.${system.system}`)}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <VariableBlock
                variable="adg"
                stats={system.adg}
                points={results.map((r) => ({
                  id: r.trial.id,
                  observed: r.trial.observed.adgKg,
                  predicted: r.predictedAdgKg,
                }))}
              />
              <VariableBlock
                variable="dmi"
                stats={system.dmi}
                points={results
                  .filter((r) => r.trial.observed.dmiKg !== null)
                  .map((r) => ({
                    id: r.trial.id,
                    observed: r.trial.observed.dmiKg as number,
                    predicted: r.predictedDmiKg,
                  }))}
              />
            </Box>
            <Bounds bounds={evaluation.bounds.filter((b) => b.system === system.system)} />
            <TrialTable results={results} />
          </ScreenCard>
        );
      })}
    </Box>
  );
}

type StatRow = { readonly label: string; readonly value: string; readonly testId?: string };

const STAT_COLUMNS: readonly DataColumn<StatRow>[] = [
  { id: 'label', header: '', rowHeader: true, cell: (row) => row.label },
  {
    id: 'value',
    header: '',
    align: 'right',
    cell: (row) => row.value,
    cellProps: (row): Record<`data-${string}`, string> => (row.testId ? { 'data-testid': row.testId } : {}),
  },
];

type Point = { readonly id: string; readonly observed: number; readonly predicted: number };

function VariableBlock({
  variable,
  stats,
  points,
}: {
  variable: 'adg' | 'dmi';
  stats: AgreementStatistics | null;
  points: readonly Point[];
}) {
  const { t } = useTranslation('evaluation');
  const language = useLanguage();
  const number = (value: number | null, decimals = 2) =>
    value === null ? '—' : formatNumber(value, language, decimals);
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid={`evaluation-${variable}`}>
      <Text kind="heading">{t(`variable.${variable}`)}</Text>
      {stats === null ? (
        <Text kind="note">{t('stats.none')}</Text>
      ) : (
        <>
          <ObservedPredictedPlot points={points} label={t(`variable.${variable}`)} />
          <DataTable<StatRow>
            columns={STAT_COLUMNS}
            rows={[
              { label: t('stats.n'), value: String(stats.n) },
              { label: t('stats.meanObserved'), value: number(stats.meanObserved) },
              { label: t('stats.meanPredicted'), value: number(stats.meanPredicted) },
              { label: t('stats.bias'), value: number(stats.bias), testId: `bias-${variable}` },
              { label: t('stats.rmse'), value: number(stats.rmse), testId: `rmse-${variable}` },
              {
                label: t('stats.decomposition'),
                value: [
                  stats.decomposition.meanBiasShare,
                  stats.decomposition.slopeShare,
                  stats.decomposition.randomShare,
                ]
                  .map((share) => `${formatNumber(share * 100, language, 0)} %`)
                  .join(' / '),
              },
              { label: t('stats.ccc'), value: number(stats.ccc, 3), testId: `ccc-${variable}` },
            ]}
            rowKey={(row) => row.label}
            ariaLabel={t(`variable.${variable}`)}
            showHeader={false}
          />
        </>
      )}
    </Box>
  );
}

function Bounds({ bounds }: { bounds: readonly EvaluationBound[] }) {
  const { t } = useTranslation('evaluation');
  if (bounds.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Text kind="heading">{t('bounds.title')}</Text>
      {bounds.map((bound) => (
        <Box
          key={`${bound.variable}-${bound.measure}`}
          sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <Chip
            size="small"
            color={bound.met ? 'success' : 'warning'}
            label={bound.met ? t('bounds.met') : t('bounds.notMet')}
          />
          <Typography variant="body2">
            {t(`variable.${bound.variable}`)}: {t(`bounds.${bound.measure}`, { limit: bound.limit })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

type TrialResult = ModelEvaluation['results'][number];

/** The observed and predicted daily gain and intake of a trial, kg/day (null: not reported). */
const KG_COLUMNS: readonly (readonly [string, (r: TrialResult) => number | null])[] = [
  ['observedAdg', (r) => r.trial.observed.adgKg],
  ['predictedAdg', (r) => r.predictedAdgKg],
  ['observedDmi', (r) => r.trial.observed.dmiKg],
  ['predictedDmi', (r) => r.predictedDmiKg],
];

function TrialTable({ results }: { results: ModelEvaluation['results'] }) {
  const { t } = useTranslation('evaluation');
  const language = useLanguage();
  const kg = (value: number | null) =>
    value === null ? t('trials.notReported') : formatNumber(value, language, 2);
  const columns: DataColumn<TrialResult>[] = [
    {
      id: 'source',
      header: t('trials.source'),
      rowHeader: true,
      cell: (r) => (
        <>
          <Link href={r.trial.url} target="_blank" rel="noopener noreferrer">
            {r.trial.citation.split('.')[0]}
          </Link>
          {/* The data set's note on where the values are in the source is written in English. */}
          <Text kind="small" component="div" lang="en">
            {r.trial.table}
          </Text>
        </>
      ),
    },
    ...KG_COLUMNS.map(([id, valueOf]): DataColumn<TrialResult> => ({
      id,
      header: t(`trials.${id}`),
      align: 'right',
      cell: (r) => kg(valueOf(r)),
    })),
  ];
  return (
    <Box>
      <Text kind="heading">{t('trials.title')}</Text>
      <DataTable columns={columns} rows={results} rowKey={(r) => r.trial.id} ariaLabel={t('trials.title')} />
    </Box>
  );
}
