/**
 * The one feed form (docs/decisions/feed-form.md): name, category, scientific name, cost and composition for
 * every feed; the source feed of an adapted one, the lab report of one sent to the catalogue, a company
 * feed's visibility, inclusion bounds and restriction. react-hook-form keeps the typed texts; the screen's
 * check (feed-form.ts, the contracts' schemas) turns them into the input `onSave` gets.
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
import TextField from '@mui/material/TextField';
import { Text } from '../../ui/kit-text/Text';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { FormProvider, useController, useForm, useFormContext } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppError, FEED_VISIBILITIES } from '@cocho/contracts';
import { errorCodeOf } from '../../api/client';
import { separatorsOf } from '@cocho/engine';
import type { Language, NutrientKey } from '@cocho/engine';
import { orderedCategories } from '../../catalogue/feed-search';
import { useFeedCatalogue } from '../../catalogue/use-feed-catalogue';
import { nutrientAbbreviation, nutrientUnit } from '../../export/report-text';
import { useAccountCurrency } from '../../format/account-currency';
import { feedNameIn, feedTypeNameIn } from '../../format/feed-name';
import { currencySymbolOf } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { FormTextField, messageText } from '../../ui/form/fields';
import { Loading } from '../../ui/Loading';
import { NumberField } from '../../ui/NumberField';
import { encodeFormMessage, feedFormResolver, formFieldOf, formFromFeed } from './feed-form';
import { MAIN_FORM_KEYS, OTHER_FORM_KEYS } from './feed-form';
import type { FeedFormResult, FeedFormValues, SendMode } from './feed-form';

type Props<I> = {
  /** Which fields show: a user's feed by its sending mode, or a company's feed. */
  readonly kind: SendMode | 'company';
  readonly title: string;
  readonly text?: string;
  /** What the form starts from; new values (the saved version read again) replace what was typed. */
  readonly values: FeedFormValues;
  readonly validate: (values: FeedFormValues, language: Language) => FeedFormResult<I>;
  /** Saves the checked input; a refusal it throws shows on the form's fields or above its buttons. */
  readonly onSave: (input: I, values: FeedFormValues) => Promise<void>;
  readonly back: { readonly to: string; readonly label: string };
  readonly submitLabel: string;
  /** Test ids `feed-name` …, or `company-feed-name` … with 'company-'. */
  readonly testIdPrefix?: string;
  readonly canRestrict?: boolean;
};
type Name = FieldPath<FeedFormValues>;

/** A field of the form (from the form's context) and its message in the language. */
function useField<N extends Name>(name: N) {
  const { t } = useTranslation();
  const { field, fieldState } = useController<FeedFormValues, N>({ name });
  return { field, error: messageText(t, fieldState.error?.message) };
}

type TextProps = { name: Name; label: string; testId?: string; hint?: string; required?: boolean };
/** The text fields' own props: no blank line under a right field, names of at most 200 characters. */
const TEXT = { hint: null, maxLength: 200 } as const;

/** A typed number, read by the one reader (an ambiguous number asks under the field). */
function FormNumber({
  name,
  hint,
  ...props
}: TextProps & { size?: 'small'; startUnit?: string; endUnit?: string; title?: string }) {
  const { field, error } = useField(name);
  return (
    <NumberField
      {...props}
      text={typeof field.value === 'string' ? field.value : ''}
      onTextChange={field.onChange}
      onBlur={field.onBlur}
      error={error !== undefined}
      helperText={error ?? hint}
    />
  );
}

/** The lab report chosen for the catalogue. */
function ReportField() {
  const { t } = useTranslation('feeds');
  const { field, error } = useField('report');
  return (
    <Box>
      <Text kind="heading" gutterBottom>
        {t('form.report')}
      </Text>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
          {t('form.chooseFile')}
          <input
            hidden
            type="file"
            accept="application/pdf,image/png,image/jpeg"
            onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
            data-testid="lab-report"
          />
        </Button>
        <Text kind="note">{field.value ? field.value.name : t('form.noFile')}</Text>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/** A company feed's visibility, inclusion bounds and, for its managers, restriction. */
function CompanyFields({ canRestrict }: { canRestrict: boolean }) {
  const { t } = useTranslation('company');
  const { control } = useFormContext<FeedFormValues>();
  const visibility = useField('visibility').field.value;
  const restricted = useField('isRestricted');
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="visibility"
          label={t('feeds.visibility')}
          hint={t(`feeds.visibilityHint.${visibility}`)}
          testId="company-feed-visibility"
          options={FEED_VISIBILITIES.map((option) => ({
            value: option,
            label: t(`feeds.visibilityOption.${option}`),
          }))}
        />
        {(['min100', 'max100'] as const).map((bound) => (
          <FormNumber
            key={bound}
            name={bound}
            label={t(`feeds.${bound}`)}
            hint={t('feeds.boundHint')}
            endUnit="%"
            testId={`company-feed-${bound}`}
          />
        ))}
      </Box>
      {canRestrict && (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={restricted.field.value === true}
                onChange={(event) => restricted.field.onChange(event.target.checked)}
              />
            }
            label={t('feeds.restricted')}
          />
          <FormHelperText error={restricted.error !== undefined}>
            {restricted.error ?? t('feeds.restrictedHint')}
          </FormHelperText>
        </Box>
      )}
    </>
  );
}

export function FeedForm<I extends object>(props: Props<I>) {
  const { kind, title, text, values, validate, onSave, back, submitLabel, testIdPrefix = '' } = props;
  const { t } = useTranslation(['feeds', 'company']);
  const language = useLanguage();
  const accountCurrency = useAccountCurrency();
  const { state } = useFeedCatalogue();
  const resolver = useMemo(
    () => feedFormResolver((typed) => validate(typed, language)),
    [validate, language],
  );
  const form = useForm<FeedFormValues, unknown, I>({ defaultValues: values, resolver });
  const { reset, setError, getValues, formState } = form;
  useEffect(() => reset(values), [values, reset]);

  const catalogue = state.status === 'ready' ? state.catalogue : null;
  const categories = useMemo(
    () => orderedCategories(catalogue?.types ?? []).filter((type) => type.id >= 0 && type.id <= 9),
    [catalogue],
  );
  const parents = useMemo(() => (catalogue ? [...catalogue.catalogue, ...catalogue.user] : []), [catalogue]);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await onSave(input, getValues());
    } catch (error) {
      // A refusal's field codes go to their fields; anything else is said above the buttons.
      const fields = error instanceof AppError ? (error.fields ?? []) : [];
      for (const field of fields)
        setError(formFieldOf(field.field) as Name, {
          message: encodeFormMessage({ key: 'form.error.server', values: { code: field.code } }),
        });
      if (fields.length === 0)
        setError('root.server', { message: encodeFormMessage({ key: `errors:${errorCodeOf(error)}` }) });
    }
  });

  if (state.status === 'loading') return <Loading />;

  const { errors } = formState;
  const composition = messageText(t, errors.nutrients?.message);
  const refusal = messageText(t, errors.root?.server?.message);
  const nutrientField = (key: NutrientKey) => (
    <FormNumber
      key={key}
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
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ maxWidth: 960, mx: 'auto' }}
      >
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Text kind="title">{title}</Text>
            {text && <Text kind="note">{text}</Text>}
            {kind === 'adaptar' && (
              <Autocomplete
                options={parents}
                onChange={(_event, feed) =>
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
              <FormTextField
                {...TEXT}
                control={form.control}
                name="name"
                required
                label={t('feeds:form.name')}
                testId={`${testIdPrefix}feed-name`}
              />
              <FormTextField
                hint={null}
                control={form.control}
                name="tipo"
                required
                label={t('feeds:form.category')}
                testId={`${testIdPrefix}feed-category-input`}
                options={categories.map((type) => ({
                  value: type.id,
                  label: feedTypeNameIn(type, language),
                }))}
              />
              <FormTextField
                {...TEXT}
                control={form.control}
                name="nameSci"
                label={t('feeds:form.nameSci')}
              />
              <FormNumber
                name="cost"
                label={t('feeds:form.cost')}
                testId={`${testIdPrefix}feed-cost`}
                startUnit={currencySymbolOf(language, accountCurrency)}
              />
            </Box>
            {kind === 'company' && <CompanyFields canRestrict={props.canRestrict === true} />}
            <Box>
              <Text kind="subheading">{t('feeds:form.composition')}</Text>
              <Text kind="note">{t('feeds:form.decimalsHint')}</Text>
              {composition && <FormHelperText error>{composition}</FormHelperText>}
            </Box>
            <Box sx={nutrientGrid}>{MAIN_FORM_KEYS.map(nutrientField)}</Box>
            <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
              <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
                {t('feeds:form.moreNutrients')}
              </AccordionSummary>
              <AccordionDetails>
                <Box sx={nutrientGrid}>{OTHER_FORM_KEYS.map(nutrientField)}</Box>
              </AccordionDetails>
            </Accordion>
            {kind === 'cqbal' && <ReportField />}
            {Object.keys(errors).some((field) => field !== 'root') && (
              <Alert severity="error">{t('feeds:form.fixErrors')}</Alert>
            )}
            {refusal && <Alert severity="error">{refusal}</Alert>}
          </CardContent>
          <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
            <Button component={RouterLink} to={back.to}>
              {back.label}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={formState.isSubmitting}
              data-testid={`${testIdPrefix}feed-submit`}
            >
              {submitLabel}
            </Button>
          </CardActions>
        </Card>
      </Box>
    </FormProvider>
  );
}
