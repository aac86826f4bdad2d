import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { calculateFeedingSheet } from '@cocho/engine';
import type { Weekday } from '@cocho/engine';
import type { TConcentratePremixRecord, TFeedingPlan } from '@cocho/contracts';
import type { MixReportData } from '../../export/report-data';
import type { Translate } from '../../export/report-text';
import { formatDate, formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { fieldMessage } from '../../ui/field-message';
import { NumberField } from '../../ui/NumberField';
import { DailyTreatmentsPanel } from './DailyTreatmentsPanel';
import { buildDaySheet } from './day-sheet-excel';
import { describeFeedingSheet } from './describe-feeding-sheet';
import { FeedingSheetView } from './FeedingSheetView';
import {
  createFeedingSheetForm,
  formFieldKeyOf,
  toFeedingSheetInput,
  toSheetFeeds,
} from './feeding-sheet-form';
import { fromFeedingPlan } from './treatment-plan-form';
import type { FeedingSheetForm, PenForm } from './feeding-sheet-form';
import { SheetActions } from './SheetActions';
import { Text } from '../../ui/kit-text/Text';

export type FeedingSheetDialogProps = {
  /** The formulated diet as a mix, per head and day (toDietMixReportData). */
  readonly mix: MixReportData;
  /** The lot's head count (the animal's numero_animais), the first pen's default. */
  readonly headCount: number | null;
  readonly mixerCapacityKg: number | null;
  readonly onClose: () => void;
  /** The diet's saved lots, treatments and mixer (record `tratos_diarios`); absent: one pen of the lot. */
  readonly feedingPlan?: TFeedingPlan | null;
  /** The diet's saved pre-mix (record `pre_mistura`). */
  readonly premix?: TConcentratePremixRecord | null;
  /** Each valid plan and pre-mix, for the diet to keep with its record. */
  readonly onFeedingPlanChange?: (plan: TFeedingPlan, premix: TConcentratePremixRecord | null) => void;
};

/** On paper only the sheet: not the app behind the dialog, not the form or the buttons. */
const PRINT_STYLES = {
  '@media print': {
    '#root': { display: 'none !important' },
    '.feeding-sheet-no-print': { display: 'none !important' },
    '.MuiDialog-root, .MuiDialog-container, .MuiDialog-paper, .MuiDialogContent-root': {
      position: 'static !important',
      overflow: 'visible !important',
      maxHeight: 'none !important',
      height: 'auto !important',
      boxShadow: 'none !important',
      margin: '0 !important',
    },
    '.MuiBackdrop-root': { display: 'none !important' },
  },
} as const;

/**
 * The feeding sheet at the mixer: pens and head, the mixer's capacity, the scale's step and
 * the dry matter of a silage measured that day give kg as fed per load and per pen; shared as a PDF from
 * the phone, or printed.
 */
export function FeedingSheetDialog({
  mix,
  headCount,
  mixerCapacityKg,
  onClose,
  feedingPlan = null,
  premix = null,
  onFeedingPlanChange,
}: FeedingSheetDialogProps) {
  const { t } = useTranslation('feedingSheet');
  const language = useLanguage();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [saved] = useState(() => (feedingPlan ? fromFeedingPlan(feedingPlan) : null));
  const [form, setForm] = useState<FeedingSheetForm>(
    () => saved?.form ?? createFeedingSheetForm(headCount, mixerCapacityKg),
  );
  const [mode, setMode] = useState<'day' | 'treatments'>(feedingPlan ? 'treatments' : 'day');
  const feeds = useMemo(() => toSheetFeeds(mix), [mix]);
  const outcome = useMemo(() => calculateFeedingSheet(toFeedingSheetInput(feeds, form)), [feeds, form]);
  const penNames = form.pens.map((pen, index) => pen.name.trim() || t('penDefault', { number: index + 1 }));
  // The paper names the diet, the lot (its pens and head) and the day.
  const lot = t('heading.lot', {
    pens: form.pens
      .map((pen, index) =>
        pen.headCount ? `${penNames[index]} (${formatNumber(pen.headCount, language, 0)})` : penNames[index],
      )
      .join(', '),
  });
  const headingLines = [
    ...(mix.mixName ? [t('heading.diet', { name: mix.mixName })] : []),
    lot,
    t('heading.date', { date: formatDate(new Date(), language) }),
  ];
  const description = outcome.ok
    ? describeFeedingSheet({ sheet: outcome.value, feeds, penNames, language, t: t as Translate })
    : null;

  // Each field's first engine error (formFieldKeyOf names the field).
  const fieldErrors = new Map<string, string>();
  for (const error of outcome.ok ? [] : outcome.errors) {
    const key = formFieldKeyOf(error, feeds);
    if (key !== null && !fieldErrors.has(key)) fieldErrors.set(key, t(`error.${error.code}`));
  }
  const setPen = (index: number, changes: Partial<PenForm>) =>
    setForm((current) => ({
      ...current,
      pens: current.pens.map((pen, at) => (at === index ? { ...pen, ...changes } : pen)),
    }));

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      data-testid="feeding-sheet-dialog"
    >
      <GlobalStyles styles={PRINT_STYLES} />
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box className="feeding-sheet-no-print" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Text kind="note">{t('intro')}</Text>
          <Text kind="heading">{t('pens')}</Text>
          {form.pens.map((pen, index) => {
            return (
              <Box
                key={index}
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
                data-testid="pen-row"
              >
                <TextField
                  size="small"
                  label={t('penName')}
                  placeholder={t('penDefault', { number: index + 1 })}
                  value={pen.name}
                  onChange={(event) => setPen(index, { name: event.target.value })}
                  sx={{ flex: 1, minWidth: 0 }}
                  slotProps={{ htmlInput: { 'data-testid': `pen-name-${index}`, maxLength: 40 } }}
                />
                <NumberField
                  size="small"
                  isInteger
                  language={language}
                  decimals={0}
                  value={pen.headCount}
                  onValueChange={(value) => setPen(index, { headCount: value })}
                  label={t('headCount')}
                  {...fieldMessage(fieldErrors.get(`pen.${index}`), undefined)}
                  testId={`pen-heads-${index}`}
                  sx={{ width: 110 }}
                />
                {form.pens.length > 1 && (
                  <IconButton
                    aria-label={t('removePen', { name: penNames[index] })}
                    onClick={() =>
                      setForm((current) => ({
                        ...current,
                        pens: current.pens.filter((_, at) => at !== index),
                      }))
                    }
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
                setForm((current) => ({ ...current, pens: [...current.pens, { name: '', headCount: null }] }))
              }
              data-testid="add-pen"
            >
              {t('addPen')}
            </Button>
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2 }}>
            <NumberField
              size="small"
              language={language}
              decimals={1}
              value={form.mixerCapacityKg}
              onValueChange={(value) => setForm((current) => ({ ...current, mixerCapacityKg: value }))}
              label={t('mixerCapacity')}
              {...fieldMessage(fieldErrors.get('mixerCapacityKg'), undefined)}
              endUnit="kg"
              testId="sheet-mixer-capacity"
            />
            <NumberField
              size="small"
              language={language}
              decimals={2}
              value={form.scaleStepKg}
              onValueChange={(value) => setForm((current) => ({ ...current, scaleStepKg: value }))}
              label={t('scaleStep')}
              {...fieldMessage(fieldErrors.get('scaleStepKg'), t('scaleStepHint'))}
              endUnit="kg"
              testId="sheet-scale-step"
            />
          </Box>
          {feeds.some((feed) => feed.isWet) && (
            <>
              <Text kind="heading">{t('measuredTitle')}</Text>
              <Text kind="note">{t('measuredIntro')}</Text>
              <Box
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}
              >
                {feeds
                  .filter((feed) => feed.isWet)
                  .map((feed) => (
                    <NumberField
                      key={feed.id}
                      size="small"
                      language={language}
                      decimals={1}
                      value={form.measuredDryMatter[feed.id] ?? null}
                      onValueChange={(value) =>
                        setForm((current) => ({
                          ...current,
                          measuredDryMatter: { ...current.measuredDryMatter, [feed.id]: value },
                        }))
                      }
                      label={t('measuredDm', { name: feed.name })}
                      {...fieldMessage(
                        fieldErrors.get(`measured.${feed.id}`),
                        t('catalogueDm', { value: formatNumber(feed.dryMatterPercent, language, 1) }),
                      )}
                      endUnit="%"
                      testId={`measured-dm-${feed.id}`}
                    />
                  ))}
              </Box>
            </>
          )}
        </Box>
        <Tabs
          className="feeding-sheet-no-print"
          value={mode}
          onChange={(_, value: 'day' | 'treatments') => setMode(value)}
          variant="fullWidth"
        >
          <Tab value="day" label={t('mode.day')} data-testid="mode-day" />
          <Tab value="treatments" label={t('mode.treatments')} data-testid="mode-treatments" />
        </Tabs>
        {mode === 'treatments' ? (
          <DailyTreatmentsPanel
            feeds={feeds}
            namedFeeds={mix.feeds ?? []}
            form={form}
            penNames={penNames}
            dietName={mix.mixName}
            today={new Date().getDay() as Weekday}
            {...(saved ? { initialTreatments: saved.treatments } : {})}
            initialPremix={premix}
            {...(onFeedingPlanChange ? { onPlanChange: onFeedingPlanChange } : {})}
          />
        ) : description ? (
          <>
            <Box data-testid="feeding-sheet-heading" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              {headingLines.map((line) => (
                <Typography key={line} variant="subtitle2" component="p">
                  {line}
                </Typography>
              ))}
            </Box>
            <FeedingSheetView description={description} />
          </>
        ) : (
          <Text kind="muted" className="feeding-sheet-no-print" data-testid="feeding-sheet-incomplete">
            {t('incomplete')}
          </Text>
        )}
      </DialogContent>
      <DialogActions className="feeding-sheet-no-print" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('close')}</Button>
        {mode === 'day' && (
          <SheetActions
            name="feeding-sheet"
            excelLabel={t('excel')}
            fileStem={t('fileStem')}
            dietName={mix.mixName}
            pdf={description && { title: t('title'), description, details: [lot] }}
            sheets={
              outcome.ok
                ? () => [
                    buildDaySheet({
                      sheet: outcome.value,
                      feeds,
                      penNames,
                      headingLines,
                      language,
                      t: t as Translate,
                    }),
                  ]
                : null
            }
          />
        )}
      </DialogActions>
    </Dialog>
  );
}
