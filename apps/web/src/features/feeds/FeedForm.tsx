/**
 * The one feed form (docs/decisions/feed-form.md): name, category, scientific name, cost and composition for
 * every feed; the source feed of an adapted one, the lab report of one sent to the catalogue, and a company
 * feed's visibility, inclusion bounds and restriction. react-hook-form keeps the typed texts; the screen's
 * check (feed-form.ts, the contracts' schemas) turns them into the call input it saves.
 */
import { useEffect, useMemo } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Control, FieldPath, UseFormSetError } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppError, FEED_VISIBILITIES } from '@cocho/contracts';
import type { TFeed } from '@cocho/contracts';
import { separatorsOf } from '@cocho/engine';
import type { Language, NutrientKey } from '@cocho/engine';
import { orderedCategories } from '../../catalogue/feed-search';
import { useFeedCatalogue } from '../../catalogue/use-feed-catalogue';
import { nutrientAbbreviation, nutrientUnit } from '../../export/report-text';
import { feedNameIn, feedTypeNameIn } from '../../format/feed-name';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { Loading } from '../../ui/Loading';
import { NumberField } from '../../ui/NumberField';
import {
  decodeFormMessage,
  encodeFormMessage,
  feedFormResolver,
  formFieldOf,
  formFromFeed,
  MAIN_FORM_KEYS,
  OTHER_FORM_KEYS,
} from './feed-form';
import type { FeedFormResult, FeedFormValues, SendMode } from './feed-form';

type Props<I> = {
  /** Which fields show: a user's feed by its sending mode, or a company's feed. */
  readonly kind: SendMode | 'company';
  readonly title: string;
  readonly text?: string;
  /** What the form starts from; new values (the saved version loaded again) replace what was typed. */
  readonly values: FeedFormValues;
  readonly validate: (values: FeedFormValues, language: Language) => FeedFormResult<I>;
  /** Saves the checked input; a refusal it throws is shown on the form's fields or above the buttons. */
  readonly onSave: (input: I, values: FeedFormValues) => Promise<void>;
  readonly back: { readonly to: string; readonly label: string };
  readonly submitLabel: string;
  /** Test ids of the fields: `feed-name`, or `company-feed-name` with 'company-'. */
  readonly testIdPrefix?: string;
  /** A company manager may restrict the feed to the company's managers. */
  readonly canRestrict?: boolean;
};

/** The form's control, whatever its checked input. */
type Form<I> = Control<FeedFormValues, unknown, I>;

/** Shows a refusal's field codes on their fields, or its text as the form's own error. */
function showRefusal(error: unknown, setError: UseFormSetError<FeedFormValues>, text: string): void {
  if (error instanceof AppError && error.fields && error.fields.length > 0) {
    for (const field of error.fields)
      setError(formFieldOf(field.field) as FieldPath<FeedFormValues>, {
        message: encodeFormMessage({ key: 'form.error.server', values: { code: field.code } }),
      });
  } else setError('root.server', { message: text });
}

/** A text field of the form, its message translated. */
function TextControl<I>({
  control,
  name,
  label,
  testId,
  required = false,
}: {
  control: Form<I>;
  name: 'name' | 'nameSci';
  label: string;
  testId?: string;
  required?: boolean;
}) {
  const { t } = useTranslation(['feeds', 'company']);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = decodeFormMessage(fieldState.error?.message);
        return (
          <TextField
            {...field}
            required={required}
            label={label}
            error={message !== undefined}
            helperText={message ? t(message.key, message.values ?? {}) : undefined}
            slotProps={{ htmlInput: { maxLength: 200, ...(testId ? { 'data-testid': testId } : {}) } }}
          />
        );
      }}
    />
  );
}

/** A typed-number field of the form (read by the one reader; an ambiguous number asks). */
function NumberControl<I>({
  control,
  name,
  label,
  hint,
  testId,
  size,
  endUnit,
  title,
}: {
  control: Form<I>;
  name: FieldPath<FeedFormValues>;
  label: string;
  hint?: string;
  testId?: string;
  size?: 'small';
  endUnit?: string;
  title?: string;
}) {
  const { t } = useTranslation(['feeds', 'company']);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = decodeFormMessage(fieldState.error?.message);
        return (
          <NumberField
            {...(size ? { size } : {})}
            {...(endUnit ? { endUnit } : {})}
            {...(testId ? { testId } : {})}
            {...(title ? { title } : {})}
            label={label}
            text={typeof field.value === 'string' ? field.value : ''}
            onTextChange={field.onChange}
            onBlur={field.onBlur}
            error={message !== undefined}
            helperText={message ? t(message.key, message.values ?? {}) : hint}
          />
        );
      }}
    />
  );
}

export function FeedForm<I extends object>({
  kind,
  title,
  text,
  values,
  validate,
  onSave,
  back,
  submitLabel,
  testIdPrefix = '',
  canRestrict = false,
}: Props<I>) {
  const { t } = useTranslation(['feeds', 'company']);
  const language = useLanguage();
  const errorText = useErrorText();
  const { state } = useFeedCatalogue();
  const resolver = useMemo(
    () => feedFormResolver((typed) => validate(typed, language)),
    [validate, language],
  );
  const {
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FeedFormValues, unknown, I>({ defaultValues: values, resolver });

  useEffect(() => reset(values), [values, reset]);
  const [parentId, report, visibility] = useWatch({ control, name: ['parentId', 'report', 'visibility'] });

  const catalogue = state.status === 'ready' ? state.catalogue : null;
  const categories = useMemo(
    () => orderedCategories(catalogue?.types ?? []).filter((type) => type.id >= 0 && type.id <= 9),
    [catalogue],
  );
  const parents = useMemo(() => (catalogue ? [...catalogue.catalogue, ...catalogue.user] : []), [catalogue]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await onSave(input, getValues());
    } catch (error) {
      showRefusal(error, setError, errorText(error));
    }
  });

  if (state.status === 'loading') return <Loading />;

  const messageOf = (text: string | undefined) => {
    const message = decodeFormMessage(text);
    return message ? t(message.key, message.values ?? {}) : undefined;
  };
  const hasFieldErrors = Object.keys(errors).some((field) => field !== 'root');

  const nutrientField = (key: NutrientKey) => (
    <NumberControl
      key={key}
      control={control}
      name={`nutrients.${key}`}
      size="small"
      label={`${nutrientAbbreviation(key, t)} (${nutrientUnit(key, t)})`}
      title={t(`feeds:nutrient.${key}`)}
      hint={t(`feeds:nutrient.${key}`)}
      testId={`nutrient-${key}`}
    />
  );
  const nutrientGrid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ maxWidth: 960, mx: 'auto' }}
    >
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {text && (
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          )}
          {kind === 'adaptar' && (
            <Autocomplete
              options={parents}
              value={parents.find((feed) => feed.id === parentId) ?? null}
              onChange={(_event, feed: TFeed | null) =>
                feed &&
                reset({
                  ...formFromFeed(
                    { ...feed, name: feedNameIn(feed, language) },
                    separatorsOf(language).decimal,
                  ),
                  parentId: feed.id,
                })
              }
              getOptionLabel={(feed) => feedNameIn(feed, language)}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              renderInput={(params) => (
                <TextField {...params} label={t('send.chooseFeed')} helperText={t('send.chooseFeedHint')} />
              )}
            />
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <TextControl
              control={control}
              name="name"
              required
              label={t('feeds:form.name')}
              testId={`${testIdPrefix}feed-name`}
            />
            <Controller
              control={control}
              name="tipo"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  required
                  label={t('feeds:form.category')}
                  value={field.value === '' ? '' : String(field.value)}
                  onChange={(event) =>
                    field.onChange(event.target.value === '' ? '' : Number(event.target.value))
                  }
                  onBlur={field.onBlur}
                  error={fieldState.error !== undefined}
                  helperText={messageOf(fieldState.error?.message)}
                  slotProps={{ htmlInput: { 'data-testid': `${testIdPrefix}feed-category-input` } }}
                >
                  {categories.map((type) => (
                    <MenuItem key={type.id} value={String(type.id)}>
                      {feedTypeNameIn(type, language)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextControl control={control} name="nameSci" label={t('feeds:form.nameSci')} />
            <NumberControl
              control={control}
              name="cost"
              label={t('feeds:form.cost')}
              testId={`${testIdPrefix}feed-cost`}
            />
          </Box>
          {kind === 'company' && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
              <Controller
                control={control}
                name="visibility"
                render={({ field }) => (
                  <TextField
                    select
                    label={t('company:feeds.visibility')}
                    {...field}
                    helperText={t(`company:feeds.visibilityHint.${visibility}`)}
                    slotProps={{ htmlInput: { 'data-testid': 'company-feed-visibility' } }}
                  >
                    {FEED_VISIBILITIES.map((option) => (
                      <MenuItem key={option} value={option}>
                        {t(`company:feeds.visibilityOption.${option}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              {(['min100', 'max100'] as const).map((bound) => (
                <NumberControl
                  key={bound}
                  control={control}
                  name={bound}
                  label={t(`company:feeds.${bound}`)}
                  hint={t('company:feeds.boundHint')}
                  endUnit="%"
                  testId={`company-feed-${bound}`}
                />
              ))}
            </Box>
          )}
          {kind === 'company' && canRestrict && (
            <Controller
              control={control}
              name="isRestricted"
              render={({ field, fieldState }) => (
                <Box>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={t('company:feeds.restricted')}
                  />
                  <FormHelperText error={fieldState.error !== undefined}>
                    {messageOf(fieldState.error?.message) ?? t('company:feeds.restrictedHint')}
                  </FormHelperText>
                </Box>
              )}
            />
          )}
          <Box>
            <Typography variant="subtitle1" component="h3">
              {t('feeds:form.composition')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('feeds:form.decimalsHint')}
            </Typography>
            {errors.nutrients?.message && (
              <FormHelperText error>{messageOf(errors.nutrients.message)}</FormHelperText>
            )}
          </Box>
          <Box sx={nutrientGrid}>{MAIN_FORM_KEYS.map(nutrientField)}</Box>
          <Accordion disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
              {t('feeds:form.moreNutrients')}
            </AccordionSummary>
            <AccordionDetails>
              <Box sx={nutrientGrid}>{OTHER_FORM_KEYS.map(nutrientField)}</Box>
            </AccordionDetails>
          </Accordion>
          {kind === 'cqbal' && (
            <Controller
              control={control}
              name="report"
              render={({ field, fieldState }) => (
                <Box>
                  <Typography variant="subtitle2" component="h3" gutterBottom>
                    {t('feeds:form.report')}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
                      {t('feeds:form.chooseFile')}
                      <input
                        hidden
                        type="file"
                        accept="application/pdf,image/png,image/jpeg"
                        onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                        data-testid="lab-report"
                      />
                    </Button>
                    <Typography variant="body2" color="text.secondary">
                      {report ? report.name : t('feeds:form.noFile')}
                    </Typography>
                  </Box>
                  {fieldState.error && (
                    <FormHelperText error>{messageOf(fieldState.error.message)}</FormHelperText>
                  )}
                </Box>
              )}
            />
          )}
          {hasFieldErrors && <Alert severity="error">{t('feeds:form.fixErrors')}</Alert>}
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
          <Button component={RouterLink} to={back.to}>
            {back.label}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            data-testid={`${testIdPrefix}feed-submit`}
          >
            {submitLabel}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}
