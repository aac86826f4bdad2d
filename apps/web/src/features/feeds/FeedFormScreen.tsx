/** The send-feed form of one mode (to the lab catalogue, private, or adapted from a feed). */
import { useMemo, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
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
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppError } from '@cocho/contracts';
import type { TFeed, TLabReport } from '@cocho/contracts';
import { NUTRIENT_UNITS, separatorsOf } from '@cocho/engine';
import type { NutrientKey } from '@cocho/engine';
import { call, errorCodeOf } from '../../api/client';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { Loading } from '../../ui/Loading';
import { EMPTY_FORM, formFromFeed, MAIN_FORM_KEYS, OTHER_FORM_KEYS, validateFeedForm } from './feed-form';
import type { FeedFormValues, FormErrors, FormMessage, SendMode } from './feed-form';
import { orderedCategories } from '../../catalogue/feed-search';
import { useFeedCatalogue } from '../../catalogue/use-feed-catalogue';
import { feedNameIn, feedTypeNameIn } from '../../format/feed-name';
import { NumberField } from '../../ui/NumberField';
import { nutrientAbbreviation } from '../../export/report-text';

const UNIT_KEYS: Readonly<Record<string, string>> = {
  '% as fed': 'pctAsFed',
  '% DM': 'pctDm',
  'Mcal/kg DM': 'mcal',
  '%/h': 'pctPerHour',
  'mg/kg DM': 'mgKg',
};

function readFileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = String(reader.result);
      resolve(text.slice(text.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function FeedFormScreen({ mode }: { mode: SendMode }) {
  const { t } = useTranslation('feeds');
  const language = useLanguage();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const { state } = useFeedCatalogue();
  const [values, setValues] = useState<FeedFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const [parent, setParent] = useState<TFeed | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const catalogue = state.status === 'ready' ? state.catalogue : null;
  const categories = useMemo(
    () => orderedCategories(catalogue?.types ?? []).filter((type) => type.id >= 0 && type.id <= 9),
    [catalogue],
  );
  const parents = useMemo(() => (catalogue ? [...catalogue.catalogue, ...catalogue.user] : []), [catalogue]);

  const message = (item: FormMessage | undefined) => (item ? t(item.key, item.values ?? {}) : undefined);
  const unitOf = (key: NutrientKey) => t(`unit.${UNIT_KEYS[NUTRIENT_UNITS[key]] ?? 'pctDm'}`);

  const setNutrient = (key: NutrientKey, text: string) =>
    setValues((current) => ({ ...current, nutrients: { ...current.nutrients, [key]: text } }));

  const onParent = (feed: TFeed | null) => {
    setParent(feed);
    if (feed)
      setValues(formFromFeed({ ...feed, name: feedNameIn(feed, language) }, separatorsOf(language).decimal));
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setValues((current) => ({
      ...current,
      report: chosen ? { name: chosen.name, type: chosen.type, size: chosen.size } : null,
    }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const result = validateFeedForm(values, mode, language);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      if (mode === 'cqbal' && file) {
        const laudo: TLabReport = {
          nome_arquivo: file.name,
          tipo_mime: file.type as TLabReport['tipo_mime'],
          conteudo_base64: await readFileAsBase64(file),
        };
        await call('sendFeedForApproval', { ...result.input, laudo });
        showAlert(t('send.sent'), 'success');
      } else {
        await call('createUserFeed', { ...result.input, id_alimento_pai: parent?.id ?? null });
        showAlert(t('send.saved'), 'success');
      }
      navigate('/tabela-resumida');
    } catch (error) {
      if (error instanceof AppError && error.fields && error.fields.length > 0) {
        const fromServer: FormErrors = {};
        for (const field of error.fields) {
          fromServer[field.field] = { key: 'form.error.server', values: { code: field.code } };
        }
        setErrors(fromServer);
      } else {
        setServerError(t(`errors:${errorCodeOf(error)}`, { defaultValue: errorCodeOf(error) }));
      }
    } finally {
      setIsSaving(false);
    }
  };

  if (state.status === 'loading') return <Loading />;

  const nutrientField = (key: NutrientKey) => {
    const fieldError = message(errors[`nutrientes.${key}`]);
    return (
      <NumberField
        key={key}
        size="small"
        label={`${nutrientAbbreviation(key, t)} (${unitOf(key)})`}
        title={t(`nutrient.${key}`)}
        text={values.nutrients[key] ?? ''}
        onTextChange={(text) => setNutrient(key, text)}
        error={fieldError !== undefined}
        helperText={fieldError ?? t(`nutrient.${key}`)}
        testId={`nutrient-${key}`}
      />
    );
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
            {t(`send.${mode}Title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`send.${mode}Text`)}
          </Typography>
          {mode === 'adaptar' && (
            <Autocomplete
              options={parents}
              value={parent}
              onChange={(_event, feed) => onParent(feed)}
              getOptionLabel={(feed) => feedNameIn(feed, language)}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              renderInput={(params) => (
                <TextField {...params} label={t('send.chooseFeed')} helperText={t('send.chooseFeedHint')} />
              )}
            />
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <TextField
              required
              label={t('form.name')}
              value={values.name}
              onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
              error={errors.name !== undefined}
              helperText={message(errors.name)}
              slotProps={{ htmlInput: { 'data-testid': 'feed-name', maxLength: 200 } }}
            />
            <TextField
              select
              required
              label={t('form.category')}
              value={values.tipo === '' ? '' : String(values.tipo)}
              onChange={(event) =>
                setValues((current) => ({
                  ...current,
                  tipo: event.target.value === '' ? '' : Number(event.target.value),
                }))
              }
              error={errors.tipo !== undefined}
              helperText={message(errors.tipo)}
              slotProps={{ htmlInput: { 'data-testid': 'feed-category-input' } }}
            >
              {categories.map((type) => (
                <MenuItem key={type.id} value={String(type.id)}>
                  {feedTypeNameIn(type, language)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('form.nameSci')}
              value={values.nameSci}
              onChange={(event) => setValues((current) => ({ ...current, nameSci: event.target.value }))}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <NumberField
              label={t('form.cost')}
              text={values.cost}
              onTextChange={(text) => setValues((current) => ({ ...current, cost: text }))}
              error={errors.custo !== undefined}
              helperText={message(errors.custo)}
            />
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h3">
              {t('form.composition')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('form.decimalsHint')}
            </Typography>
            {errors.nutrientes && <FormHelperText error>{message(errors.nutrientes)}</FormHelperText>}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {MAIN_FORM_KEYS.map(nutrientField)}
          </Box>
          <Accordion disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreOutlined />}>{t('form.moreNutrients')}</AccordionSummary>
            <AccordionDetails>
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
              >
                {OTHER_FORM_KEYS.map(nutrientField)}
              </Box>
            </AccordionDetails>
          </Accordion>
          {mode === 'cqbal' && (
            <Box>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                {t('form.report')}
              </Typography>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />}>
                  {t('form.chooseFile')}
                  <input
                    hidden
                    type="file"
                    accept="application/pdf,image/png,image/jpeg"
                    onChange={onFile}
                    data-testid="lab-report"
                  />
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {file ? file.name : t('form.noFile')}
                </Typography>
              </Box>
              {errors.laudo && <FormHelperText error>{message(errors.laudo)}</FormHelperText>}
            </Box>
          )}
          {Object.keys(errors).length > 0 && <Alert severity="error">{t('form.fixErrors')}</Alert>}
          {serverError && <Alert severity="error">{serverError}</Alert>}
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
          <Button component={RouterLink} to="/enviar-alimento">
            {t('send.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSaving} data-testid="feed-submit">
            {mode === 'cqbal' ? t('form.submitSend') : t('form.submitSave')}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}

/** /enviar-alimento and its sub-routes /cqbal, /privado, /adaptar. */
