import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZCompanyFields } from '@cocho/contracts';
import type { TCompany } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { useCreateKey } from '../../api/use-create-key';
import { useConflictChoice } from '../../offline/use-conflict-choice';
import { useAlert } from '../../ui/AlertProvider';
import { CollaboratorsPage } from '../company/CollaboratorsPage';
import { COMPANY_FIELDS } from '../company/company-of-user';
import { CompanyRecordFields, companyFieldMessage } from '../company/CompanyRecordFields';
import { FormCheck } from '../../ui/form/fields';
import { FormDialog } from '../../ui/form/dialogs';
import { schemaResolver } from '../../ui/form/schema-form';
import { useRun } from '../../ui/form/run';

type Form = Record<(typeof COMPANY_FIELDS)[number], string> & { parceira: boolean; ativo: boolean };

/** The form checked by the contracts' company rules; each field's first problem as a message key. */
const ZForm = ZCompanyFields.extend({ parceira: z.boolean(), ativo: z.boolean() });
const resolver = schemaResolver(ZForm, (form: Form) => form, {
  messageOf: companyFieldMessage('adminCompanies:form'),
});

/**
 * /adm/empresa/new and /adm/empresa/edit: the company's record, the partner flag and (when editing) whether it
 * is active, checked by the contracts' rules before sending (adm/empresas/criar or adm/empresas/atualizar).
 * Editing also shows the company's collaborators, with the company area's approve, reject and unlink.
 * An edit is sent with the version it was read at; when someone changed the company since, the conflict
 * question offers to keep this version (saved over theirs) or to show the saved one. A new company carries a
 * create key, so a retried create makes one company.
 */
export function CompanyFormDialog({
  company,
  onClose,
  onSaved,
  onReload,
}: {
  /** The company edited, or null to create one. */
  company: TCompany | null;
  onClose: () => void;
  onSaved: (company: TCompany) => void;
  /** Reads the companies again (the saved version replaces this dialog's). */
  onReload: () => void;
}) {
  const { t } = useTranslation('adminCompanies');
  const { run, isBusy } = useRun();
  const createKey = useCreateKey();
  const conflict = useConflictChoice();
  const { showAlert } = useAlert();
  const { control, handleSubmit } = useForm({
    defaultValues: {
      ...Object.fromEntries(COMPANY_FIELDS.map((field) => [field, company?.[field] ?? ''])),
      parceira: company?.parceira ?? false,
      ativo: company?.ativo ?? true,
    } as Form,
    resolver,
  });

  const send = async (form: z.output<typeof ZForm>, base: string | undefined) => {
    const { ativo: _active, ...request } = form;
    if (company)
      return call('updateCompanyAsAdministrator', {
        id: company.id,
        ...form,
        ...(base === undefined ? {} : { base_updated_at: base }),
      });
    const created = await call('createCompany', { ...request, idempotency_key: createKey.keyFor(request) });
    createKey.done();
    return created;
  };
  /** The answer, or null when the user chose not to save over a newer version. */
  const sendOrAsk = async (form: z.output<typeof ZForm>) => {
    try {
      return await send(form, company?.updated_at);
    } catch (failure) {
      if (!company || errorCodeOf(failure) !== 'CONFLICT') throw failure;
      const choice = await conflict.ask('mine');
      if (choice === 'keep') return send(form, undefined);
      if (choice === 'reload') onReload();
      return null;
    }
  };
  const save = handleSubmit(async (form) => {
    let saved: TCompany | undefined;
    const isSaved = await run(async () => {
      saved = (await sendOrAsk(form))?.data;
    });
    if (!isSaved || !saved) return;
    showAlert(t(company ? 'form.saved' : 'form.created'));
    onSaved(saved);
  });

  return (
    <FormDialog
      title={t(company ? 'form.editTitle' : 'form.newTitle')}
      formId="admin-company-form"
      maxWidth="md"
      onClose={onClose}
      onSubmit={() => void save()}
      isSaving={isBusy}
      submitText={t('form.save')}
      submitTestId="admin-company-save"
      cancelText={t('form.cancel')}
      cancelTestId="admin-company-cancel"
      formSx={{ gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}
      before={!company && <Alert severity="info">{t('form.ownerHint')}</Alert>}
      after={
        company && (
          <Box sx={{ mt: 2 }} data-testid="admin-company-collaborators">
            <CollaboratorsPage companyId={company.id} canManage />
          </Box>
        )
      }
    >
      <CompanyRecordFields
        control={control}
        label={(field) => t(`form.${field}`)}
        testIdPrefix="admin-company-"
      />
      <FormCheck
        control={control}
        name="parceira"
        label={t('form.parceira')}
        testId="admin-company-parceira"
      />
      {company && (
        <FormCheck control={control} name="ativo" label={t('form.ativo')} testId="admin-company-ativo" />
      )}
    </FormDialog>
  );
}
