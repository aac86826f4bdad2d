import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDietMode, TDietRecord, TPublicDietView } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { errorCodeOf } from '../../api/client';
import { withCallQueries, useCallQuery } from '../../api/query';
import { feedNamesIn } from '../../diet-view/diet-view';
import {
  createReportFormat,
  requirementDecimals,
  requirementName,
  requirementUnit,
} from '../../export/report-text';
import { feedNameIn } from '../../format/feed-name';
import { formatKgAmount, formatMoney, formatNumber, formatPercent } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { Loading } from '../../ui/Loading';
import { HandoverExportButtons } from '../../export/HandoverExportButtons';
import { buildPublicRecordReport, describePublicMix, describePublicProblems } from './public-report';
import { HandoverSectionView, SavedSupplementView } from '../supplement/SavedSupplementView';
import { DietComparisonTable } from '../comparison/DietComparisonTable';
import { comparedDietsOfRecord } from '../comparison/comparison-record';
import { TextTable } from '../../ui/data-table/TextTable';

/** Kinds that carry their own read-only view and PDF (docs/decisions/saved-supplements-comparisons.md). */
const HAS_OWN_VIEW: ReadonlySet<TDietMode> = new Set<TDietMode>(['S', 'C']);

/** A shared diet comparison: the comparison table of its copies (with its PDF and Excel). */
function PublicComparison({ dieta, language }: { dieta: TDietRecord; language: Language }) {
  const { t } = useTranslation('sharing');
  const diets = comparedDietsOfRecord(dieta, language);
  return diets.length < 2 ? (
    <Typography>{t('public.comparisonEmpty')}</Typography>
  ) : (
    <Box data-testid="public-comparison">
      <DietComparisonTable diets={diets} />
    </Box>
  );
}

/** The heading of each kind of shared record. */
const PUBLIC_KIND_LABELS = {
  FD: 'public.diet',
  PD: 'public.prediction',
  E: 'public.requirementsRecord',
  M: 'public.mixture',
  S: 'public.supplement',
  C: 'public.comparison',
} as const satisfies Record<TDietMode, string>;

type Opened = { modo: TDietMode; dieta: TDietRecord; publico: TPublicDietView | null };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A shared mix: its feeds with the amounts as typed and prices, the ration to produce and the mixer. */
function PublicMix({ dieta, language, t }: { dieta: TDietRecord; language: Language; t: Translate }) {
  const mix = describePublicMix(dieta, language, t);
  if (!mix) return null;
  return (
    <HandoverSectionView
      section={{ title: t('sharing:public.mixture'), ...mix }}
      format={createReportFormat(language, undefined, dieta.moeda ?? undefined)}
      hidesTitle
      testId="public-mix"
      rowTestId="public-mix-row"
    />
  );
}

const STATUS_SEVERITY = { otima: 'success', aproximada: 'warning', inviavel: 'error' } as const;

/** The client's view the server built: the outcome with every miss and warning, the cost, the animal and the requirements. */
function PublicOutcome({
  view,
  feedNames,
  currency,
  language,
  t,
  tExport,
}: {
  view: TPublicDietView;
  feedNames: Record<string, string>;
  /** The record's `moeda`; absent: reais. */
  currency: TDietRecord['moeda'];
  language: Language;
  t: Translate;
  tExport: Translate;
}) {
  const format = createReportFormat(language, undefined, currency);
  const { misses, warnings } = describePublicProblems(view, { language, feedNames }, tExport, format);
  const animal = view.animal;
  const summary = [
    view.custo !== null && t('public.cost', { value: formatMoney(view.custo, language, 2, currency) }),
    view.consumo_ms !== null && t('public.intake', { value: formatKgAmount(view.consumo_ms, language) }),
    animal.numero_animais !== null && t('public.animals', { count: animal.numero_animais }),
    animal.peso_corporal_inicial !== null &&
      t('public.weight', { value: formatNumber(animal.peso_corporal_inicial, language, 0) }),
    animal.ganho_medio_diario !== null &&
      t('public.gain', { value: formatNumber(animal.ganho_medio_diario, language, 2) }),
  ].filter((text) => text !== false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="public-outcome">
      {view.situacao && (
        <Alert severity={STATUS_SEVERITY[view.situacao]} data-testid="public-status">
          {t(`public.status.${view.situacao}`)}
          {misses.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="public-misses">
              {misses.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert severity="warning" data-testid="public-warnings">
          {t('public.warnings')}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {warnings.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }} data-testid="public-summary">
        {summary.map((text) => (
          <Typography key={text}>{text}</Typography>
        ))}
      </Box>
      {view.exigencias.length > 0 && (
        <TextTable
          header={[t('public.requirement'), t('public.minimum'), t('public.maximum'), t('public.supplied')]}
          rows={view.exigencias.map((entry) => {
            const decimals = requirementDecimals(entry.exigencia);
            const unit = requirementUnit(entry.exigencia, language);
            const amount = (value: number | null) =>
              value === null ? '–' : `${format.number(value, decimals)} ${unit}`;
            return [
              requirementName(entry.exigencia, language),
              amount(entry.minimo),
              amount(entry.maximo),
              amount(entry.fornecido),
            ];
          })}
          ariaLabel={t('public.requirements')}
        />
      )}
    </Box>
  );
}

/**
 * A public share link opened by a visitor who is not signed in (`?did=&assinatura=`): the shared diet or
 * prediction read-only (its feeds with the amounts of the result), and an invitation to sign in to copy or
 * edit it. Signing in returns to the same link, which opens in the diet or prediction screen.
 */
export const PublicSharedRecordPage = withCallQueries(PublicSharedRecord);

function PublicSharedRecord() {
  const { t } = useTranslation('sharing');
  const { t: tExport } = useTranslation(['export', 'diet']);
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const did = Number(searchParams.get('did'));
  const signature = searchParams.get('assinatura') ?? '';
  const link = useCallQuery('openShareLink', { did, assinatura: signature });
  const record: Opened | null = link.data
    ? { modo: link.data.modo, dieta: link.data.dieta, publico: link.data.publico ?? null }
    : null;

  const signIn = `/login?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`;

  return (
    <Box
      sx={{
        maxWidth: 900,
        width: '100%',
        mx: 'auto',
        py: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      {link.isError && (
        <Alert severity="error" data-testid="public-link-error">
          {t(`errors:${errorCodeOf(link.error)}`)}
        </Alert>
      )}
      {link.isPending && <Loading />}
      {record && !link.isError && (
        <Card data-testid="public-shared-record">
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography variant="overline">{t(PUBLIC_KIND_LABELS[record.modo])}</Typography>
            <Typography variant="h5" component="h1">
              {record.dieta.nome}
            </Typography>
            <Alert severity="info">{t('public.readOnly')}</Alert>
            {!HAS_OWN_VIEW.has(record.modo) && (
              <HandoverExportButtons
                testIdPrefix="export-public"
                formats={['pdf']}
                getReport={() =>
                  buildPublicRecordReport(
                    { language, generatedAt: new Date(), ...record },
                    tExport as Translate,
                  )
                }
              />
            )}
            {record.modo === 'S' && (
              <SavedSupplementView dieta={record.dieta} language={language} formats={['pdf']} />
            )}
            {record.modo === 'C' && <PublicComparison dieta={record.dieta} language={language} />}
            {record.modo === 'M' && <PublicMix dieta={record.dieta} language={language} t={tExport} />}
            {record.publico && record.modo !== 'M' && !HAS_OWN_VIEW.has(record.modo) && (
              <PublicOutcome
                view={record.publico}
                feedNames={feedNamesIn(record.dieta.alimentos_selecionados, language)}
                currency={record.dieta.moeda}
                language={language}
                t={t}
                tExport={tExport}
              />
            )}
            {record.modo !== 'E' && record.modo !== 'M' && !HAS_OWN_VIEW.has(record.modo) && (
              <TextTable
                header={[
                  t('public.feed'),
                  t('public.asFed'),
                  t('public.dryMatter'),
                  t('public.shareOfDryMatter'),
                ]}
                rows={record.dieta.alimentos_selecionados.map((feed) => {
                  const row = record.dieta.resultado?.find((result) => result.id === feed.id);
                  return [
                    feedNameIn(feed, language),
                    row ? formatKgAmount(row.MN, language) : '–',
                    row ? formatKgAmount(row.MS, language) : '–',
                    row ? formatPercent(row.MSprop, language) : '–',
                  ];
                })}
                ariaLabel={t('public.feeds')}
              />
            )}
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ flexGrow: 1 }}>{t('public.signInInvitation')}</Typography>
              <Button
                component={RouterLink}
                to={signIn}
                variant="contained"
                data-testid="public-link-sign-in"
              >
                {t('public.signIn')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
