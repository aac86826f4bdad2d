import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { requirementNameText, unitText } from '@cocho/contracts';
import { REQUIREMENT_UNIT_KEYS } from '@cocho/engine';
import type {
  BoundSide,
  ConstraintRef,
  FormulationResult,
  FormulationWarning,
  Language,
  RequirementEntry,
  RequirementKey,
} from '@cocho/engine';
import { describeMiss } from '../../export/describe-miss';
import { createReportFormat, describeWarning } from '../../export/report-text';
import { useCurrency } from '../../format/currency-context';
import { formatMass, formatMoney, formatNumber, formatPercent } from '../../format/format';
import { buildDietView } from '../../diet-view/diet-view';
import { calculateBatchCost, toFormulationRequirements } from './diet-state';
import type { DietInputs } from './diet-state';
import { toNamedFeeds } from './diet-report-data';
import { SavePremixAsFeed } from './SavePremixAsFeed';
import { DataTable } from '../../ui/data-table/DataTable';
import { FeedRowsTable, numericColumns } from '../../ui/FeedRowsTable';
import type { FeedColumn } from '../../ui/FeedRowsTable';
import { FigureTiles } from '../../ui/FigureTiles';
import type { Figure } from '../../ui/FigureTiles';
import type { DataColumn } from '../../ui/data-table/DataTable';

export type DietResultProps = {
  readonly result: FormulationResult;
  readonly inputs: DietInputs;
  readonly requirements: readonly RequirementEntry[];
  readonly language: Language;
};

const SEVERITY = { otima: 'success', aproximada: 'warning', inviavel: 'error' } as const;
const STATUS_TEXT = { below: 'below', above: 'above', ok: 'met' } as const;

type ResultFeed = FormulationResult['feeds'][number];
type PremixMineral = NonNullable<FormulationResult['premix']>['minerals'][number];
type Economics = NonNullable<FormulationResult['economics']>;
type DietViewNutrient = ReturnType<typeof buildDietView>['nutrients'][number];
function unitOf(key: RequirementKey, language: Language): string {
  return unitText(REQUIREMENT_UNIT_KEYS[key], language);
}

/** The result (docs/product/calculation.md#records rows): amounts, shares, costs, nutrients, warnings, conflicts. */
export function DietResult({ result, inputs, requirements, language }: DietResultProps) {
  const { t } = useTranslation('diet');
  const { t: tExport } = useTranslation('export');
  const currency = useCurrency();
  const [showEconomics, setShowEconomics] = useState(false);
  // The same view of the diet as the comparison and every report: names, nutrient statuses.
  const view = buildDietView({
    language,
    animal: inputs.animal,
    feeds: toNamedFeeds(inputs, requirements),
    requirements: toFormulationRequirements(requirements),
    result,
  });
  const nameOf = (id: string) => view.feedNames[id] ?? id;
  const num = (value: number, decimals = 2) => formatNumber(value, language, decimals);
  /**
   * An amount with its own unit, so the column (headed without one) and the value agree: kg with
   * `kgDecimals` decimals, under 1 kg in g or mg (one decimal) so it can be weighed.
   */
  const mass = (kg: number, kgDecimals: number) =>
    formatMass(kg, language, kg >= 1 || kg === 0 ? kgDecimals : 1);
  const daily = (kg: number) => mass(kg, 3);
  const batchKg = inputs.animal.total_racao_a_produzir;
  const batchCost = calculateBatchCost(result, batchKg);
  const side = (bound: BoundSide) => (bound === 'min' ? t('result.sideMinimo') : t('result.sideMaximo'));
  const hasPrices = result.feeds.length > 0;
  /** A diet was found (optimal or approximate): its figures, feeds and nutrients show. */
  const isSolved = result.status !== 'inviavel';

  const conflictText = (ref: ConstraintRef): string => {
    switch (ref.kind) {
      case 'requirement':
        return t('result.conflict.requirement', {
          name: requirementNameText(ref.key, language),
          side: side(ref.bound),
          value: num(ref.value),
          unit: unitOf(ref.key, language),
        });
      case 'feed':
        return t('result.conflict.feed', {
          name: nameOf(ref.id),
          side: side(ref.bound),
          value: num(ref.value, 1),
        });
      case 'roughageShare':
        return t('result.conflict.roughageShare', { value: num(ref.value, 1) });
      case 'mineralShare':
        return t('result.conflict.mineralShare', { value: num(ref.value, 3) });
      case 'caPRatio':
        return t('result.conflict.caPRatio', { side: side(ref.bound), value: num(ref.value, 2) });
      case 'crudeProteinFloor':
        return t('result.conflict.crudeProteinFloor', { value: num(ref.value, 1) });
    }
  };
  const adviceText = (ref: ConstraintRef): string => {
    switch (ref.kind) {
      case 'requirement':
        return t(`result.advice.requirement_${ref.bound}`, { name: requirementNameText(ref.key, language) });
      case 'feed':
        return t('result.advice.feed', { name: nameOf(ref.id) });
      default:
        return t(`result.advice.${ref.kind}`);
    }
  };
  // The screen words warnings and misses as the reports do: one describer each (export/).
  const wording = { language, feedNames: view.feedNames };
  const reportFormat = createReportFormat(language, undefined, currency ?? undefined);
  const warningText = (warning: FormulationWarning): string =>
    describeWarning(warning, wording, tExport, reportFormat);

  const money = (value: number, decimals = 2) => formatMoney(value, language, decimals, currency);
  // The feeds' figures and their totals (a share's is 100 %), for the table and the phone's blocks alike.
  const feedFigures: (FeedColumn<ResultFeed> & { readonly total: string })[] = [
    {
      header: t('result.asFedKg'),
      render: (row) => daily(row.asFedKg),
      total: daily(result.asFedIntakeKg),
    },
    {
      header: t('result.dryMatterKg'),
      render: (row) => daily(row.dryMatterKg),
      total: daily(result.dryMatterIntakeKg),
    },
    { header: t('result.asFedPercent'), render: (row) => num(row.asFedPercent), total: num(100) },
    {
      header: t('result.dryMatterPercent'),
      render: (row) => num(row.dryMatterPercent),
      total: num(100),
    },
    {
      header: t('result.cost'),
      render: (row) => money(row.costPerDay),
      total: money(result.costPerDay),
    },
    {
      header: t('result.batchKg'),
      render: (row) => mass(row.batchKg, 1),
      total: batchKg === null ? '' : mass(batchKg, 1),
    },
  ];
  const premixColumns: DataColumn<PremixMineral>[] = [
    {
      id: 'mineral',
      header: t('result.guards.premixMineral'),
      cell: (m) => requirementNameText(m.key, language),
    },
    {
      id: 'mgPerDay',
      header: t('result.guards.premixMgPerDay'),
      align: 'right',
      cell: (m) => num(m.mgPerDay, 1),
    },
    {
      id: 'mgPerKg',
      header: t('result.guards.premixMgPerKg'),
      align: 'right',
      cell: (m) => num(m.mgPerKg, 0),
    },
    {
      id: 'source',
      header: t('result.guards.premixSource'),
      cell: (m) => `${t(`result.guards.source.${m.source}`)}: ${num(m.sourceGramsPerKg, 2)}`,
    },
  ];
  // Narrow cells on a phone, so the five columns fit.
  const nutrientSx = { px: { xs: 0.5, sm: 2 } } as const;
  const nutrientColumns: DataColumn<DietViewNutrient>[] = [
    {
      id: 'name',
      header: t('result.requirement'),
      sx: nutrientSx,
      cell: (row) => `${requirementNameText(row.key, language)} (${unitOf(row.key, language)})`,
    },
    ...(['minimum', 'maximum'] as const).map((bound): DataColumn<DietViewNutrient> => ({
      id: bound,
      header: t(`result.${bound}`),
      align: 'right',
      sx: nutrientSx,
      cell: (row) => {
        const value = row[bound];
        return value === null ? '-' : num(value);
      },
    })),
    {
      id: 'supplied',
      header: t('result.supplied'),
      align: 'right',
      sx: nutrientSx,
      cell: (row) => num(row.supplied),
    },
    {
      id: 'status',
      header: '',
      sx: nutrientSx,
      cell: (row) => (
        <Box component="span" sx={{ color: row.status === 'ok' ? 'success.main' : 'error.main' }}>
          {t(`result.${STATUS_TEXT[row.status]}`)}
        </Box>
      ),
    },
  ];
  const shadowColumns: DataColumn<Economics['shadowPrices'][number]>[] = [
    {
      id: 'name',
      header: '',
      cell: (price) => `${requirementNameText(price.key, language)} (${side(price.bound)})`,
    },
    {
      id: 'value',
      header: '',
      align: 'right',
      cell: (price) => `${money(price.value, 4)} / ${unitOf(price.key, language)}`,
    },
  ];
  const price = (value: number | null | undefined) =>
    value === null || value === undefined ? t('result.economics.none') : money(value, 4);
  const economicsColumns: DataColumn<Economics['feeds'][number]>[] = [
    { id: 'name', header: t('feeds.name'), cell: (feed) => nameOf(feed.id) },
    {
      id: 'inDiet',
      header: t('result.economics.inDiet'),
      cell: (feed) => (feed.inDiet ? '✓' : t('result.economics.none')),
    },
    {
      id: 'entry',
      header: t('result.economics.entryPrice'),
      align: 'right',
      cell: (feed) => price(feed.entryPricePerKgAsFed),
    },
    {
      // The lower end of the price range that keeps this diet.
      id: 'stayFrom',
      header: t('result.economics.stayFromPrice'),
      align: 'right',
      cell: (feed) => price(feed.stayFromPricePerKgAsFed),
      cellProps: () => ({ 'data-testid': 'stay-from-price' }),
    },
    {
      id: 'leave',
      header: t('result.economics.leavePrice'),
      align: 'right',
      cell: (feed) => price(feed.leavePricePerKgAsFed),
    },
  ];

  // The headline figures; a figure the diet does not have is left out.
  const figures: (Figure | false | null | undefined)[] = [
    { key: 'cost', label: t('result.costPerDay'), value: money(result.costPerDay), testId: 'cost-per-day' },
    batchCost !== null &&
      batchKg !== null && {
        key: 'batch',
        label: t('result.costPerBatch', { kg: num(batchKg, 0) }),
        value: money(batchCost),
        testId: 'cost-per-batch',
      },
    { key: 'dmi', label: t('result.dmi'), value: `${num(result.dryMatterIntakeKg)} kg`, testId: 'dmi' },
    { key: 'asFed', label: t('result.asFedIntake'), value: `${num(result.asFedIntakeKg)} kg` },
    {
      key: 'roughage',
      label: t('result.roughageShare'),
      value: formatPercent(result.roughagePercent, language),
    },
    {
      key: 'concentrate',
      label: t('result.concentrateShare'),
      value: formatPercent(result.concentratePercent, language),
      testId: 'concentrate-share',
    },
    result.feedEfficiency !== null && {
      key: 'efficiency',
      label: t('result.feedEfficiency'),
      value: num(result.feedEfficiency, 3),
    },
    result.caPRatio?.value != null && {
      key: 'caP',
      label: t('result.guards.caP'),
      value: num(result.caPRatio.value, 2),
      testId: 'ca-p-ratio',
    },
    result.crudeProtein && {
      key: 'protein',
      label: t('result.guards.crudeProtein'),
      value: result.crudeProtein.binding
        ? t('result.guards.crudeProteinAtFloor', { value: num(result.crudeProtein.percentOfDm, 1) })
        : num(result.crudeProtein.percentOfDm, 1),
      testId: 'crude-protein',
    },
    result.fibre?.rule === 'effective' &&
      result.fibre.applied && {
        key: 'fibre',
        label: t('result.guards.fibre'),
        value: num(result.fibre.suppliedPercentOfDm, 1),
        testId: 'effective-fibre',
      },
  ];
  const summaryFigures = figures.filter((figure): figure is Figure => Boolean(figure));

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      data-testid="diet-result"
      data-status={result.status}
    >
      <Alert severity={SEVERITY[result.status]} data-testid="result-status">
        {t(`result.status.${result.status}`)}
      </Alert>

      {isSolved && (
        <>
          <Box data-testid="result-summary">
            <FigureTiles figures={summaryFigures} columns={{ xs: 2, md: 4 }} />
          </Box>

          {result.fibre?.rule === 'effective' && !result.fibre.applied && (
            <Alert severity="info" data-testid="fibre-not-applied">
              {t('result.guards.fibreNotApplied')}
            </Alert>
          )}

          {result.premix && (
            <Section title={t('result.guards.premixTitle')}>
              <Box data-testid="result-premix">
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {t('result.guards.premixIntro', { grams: num(result.premix.gramsPerHeadPerDay, 0) })}
                </Typography>
                <DataTable
                  columns={premixColumns}
                  rows={result.premix.minerals}
                  rowKey={(mineral) => mineral.key}
                  rowTestId={() => 'premix-mineral'}
                  rowProps={(mineral) => ({ 'data-key': mineral.key })}
                />
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('result.guards.premixCarrier', { grams: num(result.premix.carrierGramsPerKg, 1) })}
                </Typography>
                <SavePremixAsFeed premix={result.premix} />
              </Box>
            </Section>
          )}

          <Section title={t('result.feedsTitle')}>
            <FeedRowsTable
              ariaLabel={t('result.feedsTitle')}
              feedHeader={t('feeds.name')}
              nameOf={(row) => nameOf(row.id)}
              columns={numericColumns(feedFigures)}
              rows={result.feeds}
              rowKey={(row) => row.id}
              testId="result-feeds"
              rowTestId="result-feed"
              rowProps={(row) => ({ 'data-feed-id': row.id })}
              total={{ label: t('result.total'), cells: feedFigures.map((figure) => figure.total) }}
            />
          </Section>
        </>
      )}

      {result.violations.length > 0 && (
        <Alert severity="warning" data-testid="result-misses">
          <Typography variant="subtitle2">
            {result.status === 'inviavel' ? t('result.missesTitleInviavel') : t('result.missesTitle')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {result.violations.map((miss) => (
              <li key={`${miss.key}-${miss.bound}`} data-testid="result-miss" data-key={miss.key}>
                {describeMiss(miss, wording, tExport, reportFormat)}
              </li>
            ))}
          </Box>
        </Alert>
      )}

      {result.conflicts.length > 0 && (
        <Alert severity="error" data-testid="result-conflicts">
          <Typography variant="subtitle2">{t('result.conflictsTitle')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {result.conflicts.map((ref, index) => (
              <li key={index} data-testid="conflict">
                {conflictText(ref)} — {adviceText(ref)}
              </li>
            ))}
          </Box>
        </Alert>
      )}

      {result.warnings.length > 0 && (
        <Alert severity="info" data-testid="result-warnings">
          <Typography variant="subtitle2">{t('result.warningsTitle')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {result.warnings.map((warning, index) => (
              <li key={index}>{warningText(warning)}</li>
            ))}
          </Box>
        </Alert>
      )}

      {isSolved && (
        <Section title={t('result.nutrientsTitle')}>
          <DataTable
            columns={nutrientColumns}
            rows={view.nutrients}
            rowKey={(row) => row.key}
            testId="result-nutrients"
            rowTestId={() => 'result-nutrient'}
            rowProps={(row) => ({ 'data-key': row.key, 'data-status': row.status })}
          />
        </Section>
      )}

      {hasPrices && isSolved && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => setShowEconomics((value) => !value)}
            data-testid="toggle-economics"
          >
            {showEconomics ? t('result.economics.hide') : t('result.economics.show')}
          </Button>
          {showEconomics &&
            (result.economics === null ? (
              <Typography sx={{ mt: 1 }} color="text.secondary">
                {t('result.economics.onlyOptimal')}
              </Typography>
            ) : (
              <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="economics">
                <Section title={t('result.economics.shadowTitle')}>
                  <DataTable
                    columns={shadowColumns}
                    rows={result.economics.shadowPrices}
                    rowKey={(price) => `${price.key}-${price.bound}`}
                    showHeader={false}
                    emptyText={t('result.economics.noShadow')}
                  />
                </Section>
                <Section title={t('result.economics.feedsTitle')}>
                  <DataTable
                    columns={economicsColumns}
                    rows={result.economics.feeds}
                    rowKey={(feed) => feed.id}
                    rowTestId={() => 'feed-economics'}
                  />
                </Section>
              </Box>
            ))}
        </Box>
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
