import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { useTranslation } from 'react-i18next';
import { calculateFinancialReport } from '@cocho/engine';
import type { Currency, FinanceCode, FinanceDiet, FinanceExtras, FinanceWarning } from '@cocho/engine';
import { useCurrency } from '../../format/currency-context';
import { currencySymbolOf, formatMoney, formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { NumberField } from '../../ui/NumberField';
import { SectionCard } from '../../ui/SectionCard';
import {
  buildFinanceInput,
  FIELD_FORMAT,
  fieldOfError,
  FINANCE_COW_FIELDS,
  FINANCE_EXTRA_FIELDS,
  FINANCE_INPUT_FIELDS,
  formatFieldValue,
  hasOwnWeightFields,
  initialTexts,
  MONTHLY_COST_FIELDS,
  sumMonthlyCosts,
} from './finance-form';
import type {
  FinanceFieldTexts,
  FinanceInputField,
  FinanceReportAnimal,
  FinanceReportOutcome,
} from './finance-form';
import { useFinanceAccess } from './finance-access';
import { FinancePremiumNotice, LockedValue } from './FinancePremium';
import { IndicatorName } from './IndicatorName';
import { IndicatorTable } from './IndicatorTable';
import { ScenarioSection } from './ScenarioSection';
import { useIndicatorFormatter } from './use-indicator-formatter';
import { Text } from '../../ui/kit-text/Text';

export type FinancialReportProps = {
  /** The animal of the diet: type, weights, gain and the financial fields (docs/product/calculation.md#animal). */
  readonly animal: FinanceReportAnimal;
  /** The diet's cost per head per day (R$) and dry-matter intake (kg DM/head/day). */
  readonly diet: FinanceDiet;
  /** Optional death loss, shrink, freight and commission (docs/product/finance.md#decisions item 6). */
  readonly extras?: FinanceExtras | null;
  /** Called with the parsed values whenever a field changes, so the caller can keep them with the animal. */
  readonly onChange?: (values: Record<FinanceInputField, number | null>) => void;
  /**
   * The report of the values given by `onChange`, computed once by the caller (the diet wizard gives the
   * same one to the exports). Without it the report computes its own from the typed fields.
   */
  readonly finance?: FinanceReportOutcome | null;
};

const LOT_FIELDS: readonly FinanceInputField[] = [
  'numero_animais',
  'preco_arroba_adquirida',
  'preco_venda_arroba',
  'rendimento_carcaca_inicial',
  'rendimento_carcaca_final',
  'taxa_juros_mensal',
];

/** The headline figures shown as cards above the tables. */
const HEADLINE_CODES: readonly FinanceCode[] = [
  'MARGEM_OPERACIONAL_CAB',
  'PONTO_EQUILIBRIO_PRECO',
  'CAP',
  'RAT',
];

/**
 * The feedlot financial report (docs/product/calculation.md#records and docs/product/calculation.md#validation "Financial report validity"): the
 * financial inputs, every IAE and ATC indicator with its name and formula on hover, the daily-gain
 * scenarios as a table and a chart. Shown only when the inputs are valid; otherwise the field errors.
 */
export function FinancialReport({ animal, diet, extras, onChange, finance }: FinancialReportProps) {
  const { t, i18n } = useTranslation('finance');
  const language = useLanguage();
  const currency = useCurrency();
  const format = useIndicatorFormatter();
  const access = useFinanceAccess();
  const [texts, setTexts] = useState<FinanceFieldTexts>(() => initialTexts(animal, extras, language));
  const [textLanguage, setTextLanguage] = useState(language);

  // A language switch re-writes the typed numbers in the new language's format.
  if (textLanguage !== language) {
    const { values } = buildFinanceInput(animal, diet, texts, textLanguage);
    const rewritten: Partial<Record<FinanceInputField, string>> = {};
    for (const field of FINANCE_INPUT_FIELDS)
      rewritten[field] =
        values[field] === null && (texts[field] ?? '').trim() !== ''
          ? (texts[field] ?? '')
          : formatFieldValue(field, values[field], language);
    setTexts(rewritten);
    setTextLanguage(language);
  }

  const outcome = useMemo(
    () => buildFinanceInput(animal, diet, texts, textLanguage),
    [animal, diet, texts, textLanguage],
  );
  const shown = useMemo(
    () => finance ?? { input: outcome.input, result: calculateFinancialReport(outcome.input) },
    [finance, outcome],
  );
  const result = shown.result;

  const fieldErrors: Partial<Record<FinanceInputField, string>> = {};
  const otherErrors: string[] = [];
  // An animal without a report: that is the one reason worth saying (its other fields do not matter).
  const isUnavailable =
    !result.ok && result.errors.some((error) => error.code === 'FINANCE_NOT_AVAILABLE_FOR_ANIMAL');
  const isCowWeightShown = hasOwnWeightFields(animal) && !isUnavailable;
  for (const field of outcome.unreadable) fieldErrors[field] = t('error.NOT_A_NUMBER');
  if (!isUnavailable && !result.ok)
    for (const error of result.errors) {
      const field = fieldOfError(error, animal);
      if (field !== null) fieldErrors[field] ??= t(`error.${error.code}`);
      else {
        const name = error.field.split('.').pop() ?? '';
        otherErrors.push(`${t(`fieldName.${name}`, { defaultValue: name })}: ${t(`error.${error.code}`)}`);
      }
    }
  const isValid = result.ok && outcome.unreadable.length === 0;
  const report = isValid && result.ok ? result.value : null;
  const groupTable = (group: 'IAE' | 'ATC' | 'AUX') =>
    report && (
      <IndicatorTable
        codes={report.groups[group]}
        report={report}
        caption={t(`group.${group}`)}
        testId={`finance-${group.toLowerCase()}`}
        lockedCodes={access.lockedCodes}
      />
    );

  const onFieldChange = (field: FinanceInputField, text: string) => {
    const next = { ...texts, [field]: text };
    setTexts(next);
    onChange?.(buildFinanceInput(animal, diet, next, language).values);
  };
  const onFieldBlur = (field: FinanceInputField) => {
    const value = outcome.values[field];
    if (value !== null && !outcome.unreadable.includes(field))
      setTexts((current) => ({ ...current, [field]: formatFieldValue(field, value, language) }));
  };
  /** One money, percent, weight or integer field of the report, typed in the language's number format. */
  const renderField = (field: FinanceInputField, lg = 4) => {
    const { kind, unit } = FIELD_FORMAT[field];
    const endUnit =
      unit === 'percent' ? '%' : unit === 'kg' || unit === 'kgPerDay' ? t(`unit.${unit}`) : undefined;
    const error = fieldErrors[field];
    return (
      <Grid key={field} size={{ xs: 12, sm: 6, md: 4, lg }}>
        <NumberField
          size="small"
          fullWidth
          label={t(`field.${field}`)}
          text={texts[field] ?? ''}
          onTextChange={(text) => onFieldChange(field, text)}
          onBlur={() => onFieldBlur(field)}
          error={error !== undefined}
          helperText={error ?? (i18n.exists(`finance:hint.${field}`) ? t(`hint.${field}`) : ' ')}
          isInteger={kind === 'integer'}
          startUnit={kind === 'money' ? currencySymbolOf(language, currency) : undefined}
          endUnit={kind === 'money' ? undefined : endUnit}
          testId={`finance-${field}`}
        />
      </Grid>
    );
  };

  /** A titled group of fields (`total`: a figure beside the title), with a divider under it. */
  const fieldGroup = (
    section: string,
    fields: readonly FinanceInputField[],
    lg?: number,
    total: ReactNode = null,
    hasDivider = true,
  ) => (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Text kind="heading">{t(`section.${section}`)}</Text>
        {total}
      </Box>
      <Grid container spacing={2}>
        {fields.map((field) => renderField(field, lg))}
      </Grid>
      {hasDivider && <Divider />}
    </>
  );

  const reportAnimal = shown.input.animal;
  const kg = (v: number, decimals: number, unit: string) => `${formatNumber(v, language, decimals)} ${unit}`;
  const summary: readonly (readonly [string, number | null | undefined, (v: number) => string])[] = [
    ['initialWeight', reportAnimal.peso_corporal_inicial, (v) => kg(v, 1, 'kg')],
    ['finalWeight', reportAnimal.peso_corporal_final, (v) => kg(v, 1, 'kg')],
    ['dailyGain', reportAnimal.ganho_medio_diario, (v) => kg(v, 2, t('unit.kgPerDay'))],
    ['dietCost', diet.CUSTO, (v) => `${formatMoney(v, language, 2, currency)}${t('unit.perDay')}`],
    ['dmi', diet.CMS, (v) => kg(v, 2, t('unit.kgDmPerDay'))],
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="financial-report">
      <SectionCard title={t('title')} subtitle={t('subtitle')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="finance-animal-summary">
          {summary.map(([key, value, text]) => (
            <Chip
              key={key}
              size="small"
              variant="outlined"
              label={`${t(`summary.${key}`)}: ${typeof value === 'number' ? text(value) : '–'}`}
            />
          ))}
        </Box>
        {isCowWeightShown && fieldGroup('cowWeights', FINANCE_COW_FIELDS)}
        {fieldGroup('lot', LOT_FIELDS)}
        {fieldGroup(
          'monthlyCosts',
          MONTHLY_COST_FIELDS,
          12 / 5,
          <Text kind="note" data-testid="finance-monthly-total">
            {t('monthlyTotal', {
              value: formatMoney(sumMonthlyCosts(outcome.values), language, 2, currency),
            })}
          </Text>,
        )}
        {fieldGroup('extras', FINANCE_EXTRA_FIELDS, 3, null, false)}
      </SectionCard>

      {report === null ? (
        <Alert severity="warning" data-testid="finance-invalid">
          {isUnavailable ? (
            <Typography variant="body2">{t('error.FINANCE_NOT_AVAILABLE_FOR_ANIMAL')}</Typography>
          ) : (
            <>
              {Object.keys(fieldErrors).length > 0 && <Typography variant="body2">{t('invalid')}</Typography>}
              {otherErrors.length > 0 && (
                <>
                  <Typography variant="body2">{t('animalFormErrors')}</Typography>
                  <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                    {otherErrors.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </Box>
                </>
              )}
            </>
          )}
        </Alert>
      ) : (
        <>
          {!access.isFull && <FinancePremiumNotice />}
          {report.warnings.map((warning) => (
            <Alert key={warning.code} severity="info" data-testid={`finance-warning-${warning.code}`}>
              {warningText(warning, t, language, currency)}
            </Alert>
          ))}
          <Grid container spacing={2} data-testid="finance-headlines">
            {HEADLINE_CODES.map((code) => {
              const indicator = report.indicators[code];
              return (
                <Grid key={code} size={{ xs: 12, sm: 6, md: 3 }}>
                  <Card sx={{ height: '100%' }}>
                    <CardContent>
                      <Text kind="note">
                        <IndicatorName code={code} />
                      </Text>
                      <Typography
                        variant="h5"
                        component="p"
                        sx={{
                          mt: 0.5,
                          fontVariantNumeric: 'tabular-nums',
                          color: indicator.value !== null && indicator.value < 0 ? 'error.main' : undefined,
                        }}
                        data-testid={`headline-${code}`}
                      >
                        {access.lockedCodes.has(code) ? (
                          <LockedValue testId={`headline-locked-${code}`} />
                        ) : indicator.value === null ? (
                          '–'
                        ) : (
                          format(indicator.value, indicator.unit)
                        )}
                      </Typography>
                    </CardContent>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 7 }}>
              <SectionCard level={3} title={t('group.IAE')} fillsHeight>
                {groupTable('IAE')}
              </SectionCard>
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <SectionCard level={3} title={t('group.ATC')}>
                {groupTable('ATC')}
              </SectionCard>
              <Accordion variant="outlined" disableGutters sx={{ mt: 2, borderRadius: 1 }}>
                <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
                  <Text kind="subheading" sx={{ fontWeight: 600 }}>
                    {t('group.AUX')}
                  </Text>
                </AccordionSummary>
                <AccordionDetails>{groupTable('AUX')}</AccordionDetails>
              </Accordion>
            </Grid>
          </Grid>
          {!access.areScenariosHidden && (
            <SectionCard
              level={3}
              title={t('scenarios.title')}
              subtitle={t('scenarios.subtitle')}
              testId="finance-scenarios"
            >
              {access.isFull ? (
                <ScenarioSection scenarios={report.scenarios} />
              ) : (
                <FinancePremiumNotice messageKey="financeAccess.scenariosLocked" />
              )}
            </SectionCard>
          )}
          <Text kind="small" component="p">
            {t('footnote')}
          </Text>
          <Text kind="small" component="p" data-testid="finance-symbols">
            {t('symbols')}
          </Text>
        </>
      )}
    </Box>
  );
}

function warningText(
  warning: FinanceWarning,
  t: (key: string, values?: Record<string, string>) => string,
  language: 'pt' | 'en' | 'es',
  currency: Currency | null,
): string {
  switch (warning.code) {
    case 'FINAL_WEIGHT_DIFFERS_FROM_GAIN':
      return t(`warning.${warning.code}`, {
        expected: formatNumber(warning.expectedKg, language, 1),
        given: formatNumber(warning.givenKg, language, 1),
      });
    case 'TOTAL_COST_DIFFERS_FROM_SUM':
      return t(`warning.${warning.code}`, {
        sum: formatMoney(warning.sum, language, 2, currency),
        given: formatMoney(warning.given, language, 2, currency),
      });
    case 'MONTHLY_COSTS_PER_LOT':
      return t(`warning.${warning.code}`, {
        lot: formatMoney(warning.lotPerMonth, language, 2, currency),
        headCount: formatNumber(warning.headCount, language, 0),
        perHead: formatMoney(warning.perHeadPerMonth, language, 2, currency),
      });
    case 'MONTHLY_COST_PER_HEAD_HIGH':
      return t(`warning.${warning.code}`, {
        perHead: formatMoney(warning.perHeadPerMonth, language, 2, currency),
        feed: formatMoney(warning.feedPerHeadPerMonth, language, 2, currency),
      });
    default:
      return t(`warning.${warning.code}`);
  }
}
