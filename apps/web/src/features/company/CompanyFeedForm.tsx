import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
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
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppError, FEED_VISIBILITIES } from '@cocho/contracts';
import { NUTRIENT_UNITS, separatorsOf } from '@cocho/engine';
import type { NutrientKey } from '@cocho/engine';
import { call } from '../../api/client';
import { orderedCategories } from '../../catalogue/feed-search';
import { useFeedCatalogue } from '../../catalogue/use-feed-catalogue';
import { feedTypeNameIn } from '../../format/feed-name';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { NumberField } from '../../ui/NumberField';
import { nutrientAbbreviation } from '../../export/report-text';
import { MAIN_FORM_KEYS, OTHER_FORM_KEYS } from '../feeds/feed-form';
import type { FormErrors, FormMessage } from '../feeds/feed-form';
import { companyFeedFormOf, EMPTY_COMPANY_FEED, validateCompanyFeedForm } from './company-feed-form';
import type { CompanyFeedValues } from './company-feed-form';

const UNIT_KEYS: Readonly<Record<string, string>> = {
  '% as fed': 'pctAsFed',
  '% DM': 'pctDm',
  'Mcal/kg DM': 'mcal',
  '%/h': 'pctPerHour',
  'mg/kg DM': 'mgKg',
};

const loadFeeds = (companyId: number) =>
  call('listCompanyFeedsForArea', { id_empresa: companyId }).then((answer) => answer.data);

/**
 * /empresa/add-alimento (with `?id=EMP|n` it edits that feed): the company feed's composition as in the
 * send-feed form, its visibility, whether it is restricted to the company's managers, and the inclusion
 * bounds that bind every diet using it.
 */
export function CompanyFeedForm({ companyId, canRestrict }: { companyId: number; canRestrict: boolean }) {
  const { t } = useTranslation(['company', 'feeds']);
  const language = useLanguage();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  const [params] = useSearchParams();
  const editedId = params.get('id');
  const { state } = useFeedCatalogue();
  const [values, setValues] = useState<CompanyFeedValues>(EMPTY_COMPANY_FEED);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [loadState, setLoadState] = useState<'idle' | 'loading' | 'failed' | 'missing'>(
    editedId ? 'loading' : 'idle',
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const decimal = separatorsOf(language).decimal;

  useEffect(() => {
    if (!editedId) return;
    let isCurrent = true;
    loadFeeds(companyId).then(
      (feeds) => {
        if (!isCurrent) return;
        const feed = feeds.find((candidate) => candidate.id === editedId);
        if (!feed) return setLoadState('missing');
        setValues(companyFeedFormOf(feed, decimal));
        setLoadState('idle');
      },
      () => isCurrent && setLoadState('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [companyId, editedId, decimal]);

  const catalogue = state.status === 'ready' ? state.catalogue : null;
  const categories = useMemo(
    () => orderedCategories(catalogue?.types ?? []).filter((type) => type.id >= 0 && type.id <= 9),
    [catalogue],
  );
  const message = (item: FormMessage | undefined) => (item ? t(item.key, item.values ?? {}) : undefined);
  const set = (patch: Partial<CompanyFeedValues>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const result = validateCompanyFeedForm(values, language);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const input = { ...result.input, id_empresa: companyId };
      if (editedId) await call('updateCompanyFeed', { ...input, id: editedId });
      else await call('createCompanyFeed', input);
      showAlert(t('company:feeds.saved'), 'success');
      navigate('/empresa/alimentos');
    } catch (error) {
      if (error instanceof AppError && error.fields && error.fields.length > 0) {
        const fromServer: FormErrors = {};
        for (const field of error.fields)
          fromServer[field.field] = { key: 'feeds:form.error.server', values: { code: field.code } };
        setErrors(fromServer);
      } else setServerError(errorText(error));
    } finally {
      setIsSaving(false);
    }
  };

  if (loadState === 'failed')
    return (
      <LoadError
        message={t('company:page.loadError')}
        retryLabel={t('company:page.retry')}
        onRetry={() => navigate(0)}
      />
    );
  if (loadState === 'missing') return <Alert severity="warning">{t('company:feeds.notFound')}</Alert>;
  if (loadState === 'loading' || state.status === 'loading') return <Loading />;

  const nutrientField = (key: NutrientKey) => {
    const fieldError = message(errors[`nutrientes.${key}`]);
    return (
      <NumberField
        key={key}
        size="small"
        label={`${nutrientAbbreviation(key, t)} (${t(`feeds:unit.${UNIT_KEYS[NUTRIENT_UNITS[key]] ?? 'pctDm'}`)})`}
        title={t(`feeds:nutrient.${key}`)}
        text={values.nutrients[key] ?? ''}
        onTextChange={(text) => set({ nutrients: { ...values.nutrients, [key]: text } })}
        error={fieldError !== undefined}
        helperText={fieldError ?? t(`feeds:nutrient.${key}`)}
        testId={`nutrient-${key}`}
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h2">
            {editedId ? t('company:feeds.editTitle') : t('company:feeds.addTitle')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <TextField
              required
              label={t('feeds:form.name')}
              value={values.name}
              onChange={(event) => set({ name: event.target.value })}
              error={errors.name !== undefined}
              helperText={message(errors.name)}
              slotProps={{ htmlInput: { 'data-testid': 'company-feed-name', maxLength: 200 } }}
            />
            <TextField
              select
              required
              label={t('feeds:form.category')}
              value={values.tipo === '' ? '' : String(values.tipo)}
              onChange={(event) => set({ tipo: event.target.value === '' ? '' : Number(event.target.value) })}
              error={errors.tipo !== undefined}
              helperText={message(errors.tipo)}
              slotProps={{ htmlInput: { 'data-testid': 'company-feed-category' } }}
            >
              {categories.map((type) => (
                <MenuItem key={type.id} value={String(type.id)}>
                  {feedTypeNameIn(type, language)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('feeds:form.nameSci')}
              value={values.nameSci}
              onChange={(event) => set({ nameSci: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <NumberField
              label={t('feeds:form.cost')}
              text={values.cost}
              onTextChange={(text) => set({ cost: text })}
              error={errors.custo !== undefined}
              helperText={message(errors.custo)}
              testId="company-feed-cost"
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <TextField
              select
              label={t('company:feeds.visibility')}
              value={values.visibility}
              onChange={(event) => set({ visibility: event.target.value as CompanyFeedValues['visibility'] })}
              helperText={t(`company:feeds.visibilityHint.${values.visibility}`)}
              slotProps={{ htmlInput: { 'data-testid': 'company-feed-visibility' } }}
            >
              {FEED_VISIBILITIES.map((visibility) => (
                <MenuItem key={visibility} value={visibility}>
                  {t(`company:feeds.visibilityOption.${visibility}`)}
                </MenuItem>
              ))}
            </TextField>
            <NumberField
              label={t('company:feeds.min100')}
              text={values.min100}
              onTextChange={(text) => set({ min100: text })}
              error={errors.min_100 !== undefined}
              helperText={message(errors.min_100) ?? t('company:feeds.boundHint')}
              endUnit="%"
              testId="company-feed-min100"
            />
            <NumberField
              label={t('company:feeds.max100')}
              text={values.max100}
              onTextChange={(text) => set({ max100: text })}
              error={errors.max_100 !== undefined}
              helperText={message(errors.max_100) ?? t('company:feeds.boundHint')}
              endUnit="%"
              testId="company-feed-max100"
            />
          </Box>
          {canRestrict && (
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.isRestricted}
                    onChange={(event) => set({ isRestricted: event.target.checked })}
                  />
                }
                label={t('company:feeds.restricted')}
              />
              <FormHelperText error={errors.restrito !== undefined}>
                {message(errors.restrito) ?? t('company:feeds.restrictedHint')}
              </FormHelperText>
            </Box>
          )}
          <Box>
            <Typography variant="subtitle1" component="h3">
              {t('feeds:form.composition')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('feeds:form.decimalsHint')}
            </Typography>
            {errors.nutrientes && <FormHelperText error>{message(errors.nutrientes)}</FormHelperText>}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {MAIN_FORM_KEYS.map(nutrientField)}
          </Box>
          <Accordion disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
              {t('feeds:form.moreNutrients')}
            </AccordionSummary>
            <AccordionDetails>
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
              >
                {OTHER_FORM_KEYS.map(nutrientField)}
              </Box>
            </AccordionDetails>
          </Accordion>
          {Object.keys(errors).length > 0 && <Alert severity="error">{t('feeds:form.fixErrors')}</Alert>}
          {serverError && <Alert severity="error">{serverError}</Alert>}
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
          <Button component={RouterLink} to="/empresa/alimentos">
            {t('company:feeds.back')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSaving} data-testid="company-feed-submit">
            {t('company:feeds.save')}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}
