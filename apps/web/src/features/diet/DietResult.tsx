import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
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

export type DietResultProps = {
  readonly result: FormulationResult;
  readonly inputs: DietInputs;
  readonly requirements: readonly RequirementEntry[];
  readonly language: Language;
};

const SEVERITY = { otima: 'success', aproximada: 'warning', inviavel: 'error' } as const;

const requirementName = requirementNameText;

function unitOf(key: RequirementKey, language: Language): string {
  return unitText(REQUIREMENT_UNIT_KEYS[key], language);
}

/** The result (docs/product/calculation.md#records rows): amounts, shares, costs, nutrients, warnings, conflicts. */
export function DietResult({ result, inputs, requirements, language }: DietResultProps) {
  const { t } = useTranslation('diet');
  const { t: tExport } = useTranslation('export');
  const currency = useCurrency();
  const [showEconomics, setShowEconomics] = useState(false);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
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

  const conflictText = (ref: ConstraintRef): string => {
    switch (ref.kind) {
      case 'requirement':
        return t('result.conflict.requirement', {
          name: requirementName(ref.key, language),
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
        return t(`result.advice.requirement_${ref.bound}`, { name: requirementName(ref.key, language) });
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

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      data-testid="diet-result"
      data-status={result.status}
    >
      <Alert severity={SEVERITY[result.status]} data-testid="result-status">
        {t(`result.status.${result.status}`)}
      </Alert>

      {result.status !== 'inviavel' && (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}
          data-testid="result-summary"
        >
          <Figure
            label={t('result.costPerDay')}
            value={formatMoney(result.costPerDay, language, 2, currency)}
            testId="cost-per-day"
          />
          {batchCost !== null && batchKg !== null && (
            <Figure
              label={t('result.costPerBatch', { kg: num(batchKg, 0) })}
              value={formatMoney(batchCost, language, 2, currency)}
              testId="cost-per-batch"
            />
          )}
          <Figure label={t('result.dmi')} value={`${num(result.dryMatterIntakeKg)} kg`} testId="dmi" />
          <Figure label={t('result.asFedIntake')} value={`${num(result.asFedIntakeKg)} kg`} />
          <Figure label={t('result.roughageShare')} value={formatPercent(result.roughagePercent, language)} />
          <Figure
            label={t('result.concentrateShare')}
            value={formatPercent(result.concentratePercent, language)}
            testId="concentrate-share"
          />
          {result.feedEfficiency !== null && (
            <Figure label={t('result.feedEfficiency')} value={num(result.feedEfficiency, 3)} />
          )}
          {result.caPRatio?.value != null && (
            <Figure
              label={t('result.guards.caP')}
              value={num(result.caPRatio.value, 2)}
              testId="ca-p-ratio"
            />
          )}
          {result.crudeProtein && (
            <Figure
              label={t('result.guards.crudeProtein')}
              value={
                result.crudeProtein.binding
                  ? t('result.guards.crudeProteinAtFloor', { value: num(result.crudeProtein.percentOfDm, 1) })
                  : num(result.crudeProtein.percentOfDm, 1)
              }
              testId="crude-protein"
            />
          )}
          {result.fibre?.rule === 'effective' && result.fibre.applied && (
            <Figure
              label={t('result.guards.fibre')}
              value={num(result.fibre.suppliedPercentOfDm, 1)}
              testId="effective-fibre"
            />
          )}
        </Box>
      )}

      {result.status !== 'inviavel' && result.fibre?.rule === 'effective' && !result.fibre.applied && (
        <Alert severity="info" data-testid="fibre-not-applied">
          {t('result.guards.fibreNotApplied')}
        </Alert>
      )}

      {result.status !== 'inviavel' && result.premix && (
        <Section title={t('result.guards.premixTitle')}>
          <Box data-testid="result-premix">
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('result.guards.premixIntro', { grams: num(result.premix.gramsPerHeadPerDay, 0) })}
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('result.guards.premixMineral')}</TableCell>
                  <TableCell align="right">{t('result.guards.premixMgPerDay')}</TableCell>
                  <TableCell align="right">{t('result.guards.premixMgPerKg')}</TableCell>
                  <TableCell>{t('result.guards.premixSource')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.premix.minerals.map((mineral) => (
                  <TableRow key={mineral.key} data-testid="premix-mineral" data-key={mineral.key}>
                    <TableCell>{requirementName(mineral.key, language)}</TableCell>
                    <TableCell align="right">{num(mineral.mgPerDay, 1)}</TableCell>
                    <TableCell align="right">{num(mineral.mgPerKg, 0)}</TableCell>
                    <TableCell>
                      {t(`result.guards.source.${mineral.source}`)}: {num(mineral.sourceGramsPerKg, 2)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('result.guards.premixCarrier', { grams: num(result.premix.carrierGramsPerKg, 1) })}
            </Typography>
            <SavePremixAsFeed premix={result.premix} />
          </Box>
        </Section>
      )}

      {result.status !== 'inviavel' && (
        <Section title={t('result.feedsTitle')}>
          {isPhone ? (
            // Seven columns do not fit a phone: one block of figures per feed.
            <Box data-testid="result-feeds">
              {result.feeds.map((row) => (
                <Box
                  key={row.id}
                  data-testid="result-feed"
                  data-feed-id={row.id}
                  sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {nameOf(row.id)}
                  </Typography>
                  <Figures
                    items={[
                      [t('result.asFedKg'), daily(row.asFedKg)],
                      [t('result.dryMatterKg'), daily(row.dryMatterKg)],
                      [t('result.asFedPercent'), num(row.asFedPercent)],
                      [t('result.dryMatterPercent'), num(row.dryMatterPercent)],
                      [t('result.cost'), formatMoney(row.costPerDay, language, 2, currency)],
                      [t('result.batchKg'), mass(row.batchKg, 1)],
                    ]}
                  />
                </Box>
              ))}
              <Box sx={{ py: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('result.total')}
                </Typography>
                <Figures
                  items={[
                    [t('result.asFedKg'), daily(result.asFedIntakeKg)],
                    [t('result.dryMatterKg'), daily(result.dryMatterIntakeKg)],
                    [t('result.cost'), formatMoney(result.costPerDay, language, 2, currency)],
                    ...(batchKg === null ? [] : [[t('result.batchKg'), mass(batchKg, 1)] as const]),
                  ]}
                />
              </Box>
            </Box>
          ) : (
            <Table size="small" data-testid="result-feeds">
              <TableHead>
                <TableRow>
                  <TableCell>{t('feeds.name')}</TableCell>
                  <TableCell align="right">{t('result.asFedKg')}</TableCell>
                  <TableCell align="right">{t('result.dryMatterKg')}</TableCell>
                  <TableCell align="right">{t('result.asFedPercent')}</TableCell>
                  <TableCell align="right">{t('result.dryMatterPercent')}</TableCell>
                  <TableCell align="right">{t('result.cost')}</TableCell>
                  <TableCell align="right">{t('result.batchKg')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.feeds.map((row) => (
                  <TableRow key={row.id} data-testid="result-feed" data-feed-id={row.id}>
                    <TableCell>{nameOf(row.id)}</TableCell>
                    <TableCell align="right">{daily(row.asFedKg)}</TableCell>
                    <TableCell align="right">{daily(row.dryMatterKg)}</TableCell>
                    <TableCell align="right">{num(row.asFedPercent)}</TableCell>
                    <TableCell align="right">{num(row.dryMatterPercent)}</TableCell>
                    <TableCell align="right">{formatMoney(row.costPerDay, language, 2, currency)}</TableCell>
                    <TableCell align="right">{mass(row.batchKg, 1)}</TableCell>
                  </TableRow>
                ))}
                <TableRow sx={{ '& td': { fontWeight: 600 } }}>
                  <TableCell>{t('result.total')}</TableCell>
                  <TableCell align="right">{daily(result.asFedIntakeKg)}</TableCell>
                  <TableCell align="right">{daily(result.dryMatterIntakeKg)}</TableCell>
                  <TableCell align="right">{num(100)}</TableCell>
                  <TableCell align="right">{num(100)}</TableCell>
                  <TableCell align="right">{formatMoney(result.costPerDay, language, 2, currency)}</TableCell>
                  <TableCell align="right">{batchKg === null ? '' : mass(batchKg, 1)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          )}
        </Section>
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

      {result.status !== 'inviavel' && (
        <Section title={t('result.nutrientsTitle')}>
          <Table
            size="small"
            data-testid="result-nutrients"
            sx={
              isPhone
                ? { '& th, & td': { px: 0.5 }, '& td:last-of-type': { whiteSpace: 'normal' } }
                : undefined
            }
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('result.requirement')}</TableCell>
                <TableCell align="right">{t('result.minimum')}</TableCell>
                <TableCell align="right">{t('result.maximum')}</TableCell>
                <TableCell align="right">{t('result.supplied')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {view.nutrients.map((row) => (
                <TableRow
                  key={row.key}
                  data-testid="result-nutrient"
                  data-key={row.key}
                  data-status={row.status}
                >
                  <TableCell>
                    {requirementName(row.key, language)} ({unitOf(row.key, language)})
                  </TableCell>
                  <TableCell align="right">{row.minimum === null ? '-' : num(row.minimum)}</TableCell>
                  <TableCell align="right">{row.maximum === null ? '-' : num(row.maximum)}</TableCell>
                  <TableCell align="right">{num(row.supplied)}</TableCell>
                  <TableCell sx={{ color: row.status === 'ok' ? 'success.main' : 'error.main' }}>
                    {row.status === 'below'
                      ? t('result.below')
                      : row.status === 'above'
                        ? t('result.above')
                        : t('result.met')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      )}

      {hasPrices && result.status !== 'inviavel' && (
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
                  {result.economics.shadowPrices.length === 0 ? (
                    <Typography color="text.secondary">{t('result.economics.noShadow')}</Typography>
                  ) : (
                    <Table size="small">
                      <TableBody>
                        {result.economics.shadowPrices.map((price) => (
                          <TableRow key={`${price.key}-${price.bound}`}>
                            <TableCell>
                              {requirementName(price.key, language)} ({side(price.bound)})
                            </TableCell>
                            <TableCell align="right">
                              {formatMoney(price.value, language, 4, currency)} /{' '}
                              {unitOf(price.key, language)}
                            </TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  )}
                </Section>
                <Section title={t('result.economics.feedsTitle')}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('feeds.name')}</TableCell>
                        <TableCell>{t('result.economics.inDiet')}</TableCell>
                        <TableCell align="right">{t('result.economics.entryPrice')}</TableCell>
                        <TableCell align="right">{t('result.economics.stayFromPrice')}</TableCell>
                        <TableCell align="right">{t('result.economics.leavePrice')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {result.economics.feeds.map((feed) => (
                        <TableRow key={feed.id} data-testid="feed-economics">
                          <TableCell>{nameOf(feed.id)}</TableCell>
                          <TableCell>{feed.inDiet ? '✓' : t('result.economics.none')}</TableCell>
                          <TableCell align="right">
                            {feed.entryPricePerKgAsFed === null
                              ? t('result.economics.none')
                              : formatMoney(feed.entryPricePerKgAsFed, language, 4, currency)}
                          </TableCell>
                          <TableCell align="right" data-testid="stay-from-price">
                            {/* The lower end of the price range that keeps this diet. */}
                            {feed.stayFromPricePerKgAsFed === null ||
                            feed.stayFromPricePerKgAsFed === undefined
                              ? t('result.economics.none')
                              : formatMoney(feed.stayFromPricePerKgAsFed, language, 4, currency)}
                          </TableCell>
                          <TableCell align="right">
                            {feed.leavePricePerKgAsFed === null
                              ? t('result.economics.none')
                              : formatMoney(feed.leavePricePerKgAsFed, language, 4, currency)}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Section>
              </Box>
            ))}
        </Box>
      )}
    </Box>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** Label and value pairs, two to a line on a phone. */
function Figures({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        columnGap: 2,
        rowGap: 0.25,
        '& dt': { typography: 'caption', color: 'text.secondary' },
        '& dd': { m: 0, typography: 'body2', fontVariantNumeric: 'tabular-nums' },
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TableContainer>{children}</TableContainer>
    </Box>
  );
}
