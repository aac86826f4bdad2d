import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCompanyFields } from '@cocho/contracts';
import type { TCompany } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { useConflictChoice } from '../../offline/use-conflict-choice';
import { useAlert } from '../../ui/AlertProvider';
import { SectionCard } from '../../ui/SectionCard';
import { useRun } from '../../ui/form/run';
import { useImageChoice } from '../../ui/use-image-choice';
import { schemaResolver } from '../../ui/form/schema-form';
import { CompanyRecordFields, companyFieldMessage } from './CompanyRecordFields';
import type { CompanyField } from './CompanyRecordFields';

type Values = Record<CompanyField, string>;
const resolver = schemaResolver(ZCompanyFields, (form: Values) => form, {
  messageOf: companyFieldMessage('company:edit'),
});

/** The form's values of a company record. */
function valuesOf(company: TCompany): Values {
  return {
    razao_social: company.razao_social,
    nome_fantasia: company.nome_fantasia,
    cnpj: company.cnpj,
    inscricao_estadual: company.inscricao_estadual ?? '',
    email_dono: company.email_dono,
    suporte_link: company.suporte_link ?? '',
  };
}

/** /empresa/editar: the company's record with validation, and the logo through the crop widget (≤ 1024 px). */
export function CompanyEditForm({ company, onSaved }: { company: TCompany; onSaved: () => void }) {
  const { t } = useTranslation('company');
  const { showAlert } = useAlert();
  const conflict = useConflictChoice();
  const { control, handleSubmit, formState, reset, getValues } = useForm({
    defaultValues: valuesOf(company),
    resolver,
  });
  const tradeName = useWatch({ control, name: 'nome_fantasia' });
  const [logo, setLogo] = useState<string | null>(company.logo);
  // The version the edit is based on (no lost update): the record as read, then each save's answer.
  const [baseVersion, setBaseVersion] = useState(company.updated_at);
  const image = useImageChoice({
    notImageText: t('edit.notImage'),
    fileTestId: 'company-logo-file',
    onCropped: (dataUrl) => {
      setLogo(dataUrl);
      return true;
    },
  });

  const send = (base: string) =>
    call('editCompany', { id_empresa: company.id, ...getValues(), logo, base_updated_at: base });

  /**
   * Another edit of the company won since the form read it: keep mine (this form saved over the saved
   * version: a company has one record, so it cannot be kept beside it), load the saved version into the
   * form, or keep editing. Whether it saved.
   */
  const resolveConflict = async (): Promise<boolean> => {
    const choice = await conflict.ask('mine');
    if (choice === 'keepEditing') return false;
    const saved = (await call('getCompany', { id_empresa: company.id })).data;
    if (choice === 'keep') {
      setBaseVersion((await send(saved.updated_at)).data.updated_at);
      return true;
    }
    reset(valuesOf(saved));
    setLogo(saved.logo);
    setBaseVersion(saved.updated_at);
    return false;
  };

  const save = handleSubmit(
    useRun().alerting(async () => {
      const isSaved = await send(baseVersion).then(
        (answer) => {
          setBaseVersion(answer.data.updated_at);
          return true;
        },
        (error: unknown) => {
          if (errorCodeOf(error) !== 'CONFLICT') throw error;
          return resolveConflict();
        },
      );
      if (isSaved) {
        showAlert(t('edit.saved'), 'success');
        onSaved();
      }
    }),
  );

  return (
    <SectionCard title={t('edit.title')}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void save(event)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}
      >
        <CompanyRecordFields
          control={control}
          label={(field) => t(`home.${field}`)}
          testIdPrefix="company-field-"
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', gridColumn: '1 / -1' }}>
          <Typography>{t('edit.logo')}</Typography>
          {logo && (
            <Box
              component="img"
              src={logo}
              alt={t('home.logoAlt', { company: tradeName })}
              sx={{ maxWidth: 160, maxHeight: 80, objectFit: 'contain' }}
              data-testid="company-logo-preview"
            />
          )}
          {image.fileInput}
          <Button variant="outlined" onClick={image.open}>
            {logo ? t('edit.changeLogo') : t('edit.chooseLogo')}
          </Button>
          {logo && (
            <Button color="error" onClick={() => setLogo(null)}>
              {t('edit.removeLogo')}
            </Button>
          )}
        </Stack>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting}
            data-testid="company-save"
          >
            {t('edit.save')}
          </Button>
        </Box>
      </Box>
      {image.cropDialog}
    </SectionCard>
  );
}
