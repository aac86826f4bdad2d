import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@cocho/engine';
import type { Weekday } from '@cocho/engine';
import type { TConcentratePremixRecord, TFeedingPlan } from '@cocho/contracts';
import type { NamedFeed } from '../../diet-view/diet-view';
import type { Translate } from '../../export/report-text';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useOptionalAccess } from '../../session/use-access';
import { fieldMessage } from '../../ui/field-message';
import { NumberField } from '../../ui/NumberField';
import { describeTreatmentDay, selectTreatmentSheets } from './describe-treatment-sheet';
import { penIdOf } from './feeding-sheet-form';
import type { FeedingSheetForm, SheetFeed } from './feeding-sheet-form';
import { FeedingSheetView } from './FeedingSheetView';
import { PremixSection } from './PremixSection';
import { buildTreatmentSheets } from './treatment-sheet-excel';
import {
  calculateSheetDay,
  calculateSheetPremix,
  checkPlanForm,
  createTreatmentForms,
  nextTreatmentId,
  PREMIX_LINE_ID,
} from './treatment-plan-form';
import type { PlanIssue, TreatmentForm } from './treatment-plan-form';
import { SheetActions } from './SheetActions';
import { Text } from '../../ui/kit-text/Text';

/**
 * The daily treatments of the feeding sheet: the treatments (time, % of the day, weekdays) of the sheet's
 * pens, the rules of the plan as the server checks them, the concentrate pre-mix (premium), and the morning
 * sheet of each treatment with its mixer loads, printed or shared as PDF or Excel. Everything is computed
 * here, so it works offline.
 */
export function DailyTreatmentsPanel({
  feeds,
  namedFeeds,
  form,
  penNames,
  dietName,
  today,
  initialTreatments,
  initialPremix = null,
  onPlanChange,
}: {
  readonly feeds: readonly SheetFeed[];
  readonly namedFeeds: readonly NamedFeed[];
  readonly form: FeedingSheetForm;
  readonly penNames: readonly string[];
  readonly dietName: string | null;
  /** The weekday shown first (today's). */
  readonly today: Weekday;
  /** A saved plan's treatments; absent: three a day (30/30/40 %). */
  readonly initialTreatments?: readonly TreatmentForm[];
  readonly initialPremix?: TConcentratePremixRecord | null;
  /** Each valid plan and the pre-mix (the stored one unchanged for users who may not pre-mix), to keep. */
  readonly onPlanChange?: (plan: TFeedingPlan, premix: TConcentratePremixRecord | null) => void;
}) {
  const { t } = useTranslation('feedingSheet');
  const language = useLanguage();
  const [treatments, setTreatments] = useState<TreatmentForm[]>(() =>
    initialTreatments ? [...initialTreatments] : createTreatmentForms(),
  );
  const [weekday, setWeekday] = useState<Weekday>(today);
  const [treatmentNumber, setTreatmentNumber] = useState<number | null>(null);
  const [premix, setPremix] = useState<TConcentratePremixRecord | null>(initialPremix);
  const canPremix = useOptionalAccess()?.can('premix') ?? false;

  const concentrateIds = feeds
    .filter((feed) => !(namedFeeds.find((item) => item.id === feed.id)?.volumoso ?? feed.isWet))
    .map((feed) => feed.id);
  const check = useMemo(() => checkPlanForm(form, treatments), [form, treatments]);
  const premixOutcome = useMemo(
    () => (premix ? calculateSheetPremix(feeds, namedFeeds, premix) : null),
    [feeds, namedFeeds, premix],
  );
  useEffect(() => {
    // Without the pre-mix ability the stored pre-mix goes back unchanged (the server accepts it as stored),
    // so saving a premium owner's shared diet never drops it.
    if (check.ok) onPlanChange?.(check.plan, canPremix ? premix : initialPremix);
  }, [check, premix, canPremix, initialPremix, onPlanChange]);
  const premixAtMixer = premix?.usar_no_trato && premixOutcome?.ok ? premixOutcome.value : null;
  const outcome = useMemo(
    () =>
      check.ok ? calculateSheetDay({ feeds, form, plan: check.plan, weekday, premix: premixAtMixer }) : null,
    [check, feeds, form, weekday, premixAtMixer],
  );
  const feedNames: Record<string, string> = {
    ...Object.fromEntries(feeds.map((feed) => [feed.id, feed.name])),
    [PREMIX_LINE_ID]: premix?.nome.trim() || t('premix.defaultName'),
  };
  const penNameById = Object.fromEntries(penNames.map((name, index) => [penIdOf(index), name]));
  const day = outcome?.ok ? outcome.value : null;
  const dayDescription = day
    ? describeTreatmentDay({ day, feedNames, penNames: penNameById, language, t: t as Translate })
    : null;
  const chosenNumber =
    treatmentNumber !== null && day?.treatments.some((treatment) => treatment.number === treatmentNumber)
      ? treatmentNumber
      : null;
  const description = dayDescription ? selectTreatmentSheets(dayDescription, chosenNumber) : null;

  const issues = check.ok ? check.warnings : check.errors;
  const treatmentError = (index: number, field: string) => {
    const issue = issues.find(
      (item) => item.kind === 'treatment' && item.index === index && item.field === field,
    );
    return issue && issue.kind === 'treatment' ? t(`treatments.error.${issue.code}`) : undefined;
  };
  const dayText = (issue: PlanIssue) =>
    issue.kind === 'day'
      ? t(issue.code === 'DAY_BELOW_100' ? 'treatments.dayBelow' : 'treatments.dayAbove', {
          pen: penNames[issue.lotIndex] ?? '',
          weekday: t(`weekday.${issue.weekday}`),
          // Whole points as typed (60 %), else two decimals (33,33 %).
          percent: formatNumber(
            issue.percent,
            language,
            Math.abs(issue.percent - Math.round(issue.percent)) < 1e-9 ? 0 : 2,
          ),
        })
      : '';
  const dayIssues = issues.filter((issue) => issue.kind === 'day');
  const setTreatment = (index: number, changes: Partial<TreatmentForm>) =>
    setTreatments((current) => current.map((item, at) => (at === index ? { ...item, ...changes } : item)));

  const fileTitle =
    chosenNumber === null
      ? t('treatments.fileTitle')
      : (dayDescription?.treatments[chosenNumber - 1]?.title ?? '');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="daily-treatments">
      <Box className="feeding-sheet-no-print" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Text kind="heading">{t('treatments.title')}</Text>
        <Text kind="note">{t('treatments.intro')}</Text>
        {treatments.map((treatment, index) => {
          const weekdaysError = treatmentError(index, 'dias');
          return (
            <Box
              key={treatment.id}
              data-testid="treatment-row"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
            >
              <TextField
                size="small"
                type="time"
                label={t('treatments.time')}
                value={treatment.horario}
                onChange={(event) => setTreatment(index, { horario: event.target.value })}
                {...fieldMessage(treatmentError(index, 'horario'), undefined)}
                sx={{ width: 130 }}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { 'data-testid': `treatment-time-${index}` },
                }}
              />
              <NumberField
                size="small"
                language={language}
                decimals={2}
                value={treatment.percentual}
                onValueChange={(percentual) => setTreatment(index, { percentual })}
                label={t('treatments.percent')}
                {...fieldMessage(treatmentError(index, 'percentual'), undefined)}
                endUnit="%"
                testId={`treatment-percent-${index}`}
                sx={{ width: 120 }}
              />
              <Box>
                <ToggleButtonGroup
                  size="small"
                  value={[...treatment.dias]}
                  onChange={(_, dias: Weekday[]) => setTreatment(index, { dias })}
                  aria-label={t('treatments.weekdays')}
                >
                  {WEEKDAYS.map((day) => (
                    <ToggleButton
                      key={day}
                      value={day}
                      aria-label={t(`weekday.${day}`)}
                      data-testid={`treatment-day-${index}-${day}`}
                      sx={{ px: 1 }}
                    >
                      {t(`weekdayShort.${day}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                {weekdaysError && (
                  <Typography variant="caption" color="error" component="p">
                    {weekdaysError}
                  </Typography>
                )}
              </Box>
              {form.pens.length > 1 && (
                <Box>
                  <ToggleButtonGroup
                    size="small"
                    value={[...(treatment.lotes ?? [])]}
                    onChange={(_, lotes: string[]) => setTreatment(index, { lotes })}
                    aria-label={t('treatments.pens')}
                    sx={{ flexWrap: 'wrap' }}
                  >
                    {penNames.map((name, at) => (
                      <ToggleButton
                        key={at}
                        value={penIdOf(at)}
                        data-testid={`treatment-pen-${index}-${at}`}
                        sx={{ px: 1, textTransform: 'none' }}
                      >
                        {name}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                  <Text kind="small" component="p">
                    {(treatment.lotes ?? []).length === 0
                      ? t('treatments.allPens')
                      : t('treatments.somePens')}
                  </Text>
                </Box>
              )}
              {treatments.length > 1 && (
                <IconButton
                  aria-label={t('treatments.remove', { number: index + 1 })}
                  onClick={() => setTreatments((current) => current.filter((_, at) => at !== index))}
                >
                  <DeleteOutlined />
                </IconButton>
              )}
            </Box>
          );
        })}
        <Box>
          <Button
            startIcon={<AddOutlined />}
            onClick={() =>
              setTreatments((current) => [
                ...current,
                { id: nextTreatmentId(current), horario: '', percentual: null, dias: [] },
              ])
            }
            data-testid="add-treatment"
          >
            {t('treatments.add')}
          </Button>
        </Box>
        {dayIssues.length > 0 && (
          <Alert severity={check.ok ? 'warning' : 'error'} data-testid="treatment-day-issues">
            {dayIssues.slice(0, 7).map((issue, index) => (
              <div key={index}>{dayText(issue)}</div>
            ))}
            {dayIssues.length > 7 && <div>{t('treatments.more', { count: dayIssues.length - 7 })}</div>}
          </Alert>
        )}
        <PremixSection
          feeds={feeds}
          concentrateIds={concentrateIds}
          premix={premix}
          outcome={premixOutcome}
          onChange={setPremix}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Text kind="heading">{t('treatments.day')}</Text>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={weekday}
            onChange={(_, value: Weekday | null) => value !== null && setWeekday(value)}
            aria-label={t('treatments.day')}
            sx={{ flexWrap: 'wrap' }}
          >
            {WEEKDAYS.map((day) => (
              <ToggleButton key={day} value={day} data-testid={`sheet-weekday-${day}`}>
                {t(`weekday.${day}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Text kind="heading">{t('treatments.sheet')}</Text>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={chosenNumber ?? 0}
            onChange={(_, value: number | null) =>
              value !== null && setTreatmentNumber(value === 0 ? null : value)
            }
            aria-label={t('treatments.sheet')}
            sx={{ flexWrap: 'wrap' }}
          >
            <ToggleButton value={0} data-testid="sheet-treatment-all">
              {t('treatments.all')}
            </ToggleButton>
            {dayDescription?.treatments.map((treatment) => (
              <ToggleButton
                key={treatment.number}
                value={treatment.number}
                data-testid={`sheet-treatment-${treatment.number}`}
              >
                {treatment.title}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </Box>
      {description ? (
        <FeedingSheetView description={description} />
      ) : (
        <Text kind="muted" className="feeding-sheet-no-print" data-testid="treatments-incomplete">
          {t('treatments.incomplete')}
        </Text>
      )}
      <Box
        className="feeding-sheet-no-print"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}
      >
        <SheetActions
          name="treatments"
          excelLabel={t('treatments.excel')}
          fileStem={t('treatments.fileStem')}
          dietName={dietName}
          pdf={
            description && {
              title: `${t('title')} – ${t(`weekday.${weekday}`)}${chosenNumber === null ? '' : ` – ${fileTitle}`}`,
              description,
            }
          }
          sheets={
            day &&
            (() =>
              buildTreatmentSheets({
                day,
                treatmentNumber: chosenNumber,
                feedNames,
                penNames: penNameById,
                dietName,
                language,
                t: t as Translate,
              }))
          }
        />
      </Box>
    </Box>
  );
}
