import Alert from '@mui/material/Alert';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CALLS, COMPANY_ACCESS_LEVELS } from '@cocho/contracts';
import type { TCompany } from '@cocho/contracts';
import { useCallMutation } from '../../api/query';
import { SavingFormDialog } from '../../ui/form/dialogs';
import { keyedOptions } from '../../ui/form/fields';
import { schemaResolver } from '../../ui/form/schema-form';

type Form = { id_empresa: string; email: string; acesso: string };
/** The form as adm/empresas/vincular's input. */
const resolver = schemaResolver(
  CALLS.linkCollaboratorAsAdministrator.request,
  (form: Form) => ({
    id_empresa: Number(form.id_empresa),
    email: form.email.trim(),
    acesso: Number(form.acesso),
  }),
  {
    messageOf: (field) =>
      field === 'email' ? 'adminCompanies:link.emailInvalid' : 'adminCompanies:link.chooseCompany',
  },
);

/**
 * /adm/vincular-colaborador: links an account (by e-mail) to a company with a position (manager, regional
 * manager, sales technician, linked producer), in force at once (adm/empresas/vincular).
 */
export function LinkCollaboratorDialog(props: {
  companies: readonly TCompany[];
  companyId: number | null;
  onClose: () => void;
  onLinked: () => void;
}) {
  const { t } = useTranslation('adminCompanies');
  const { t: tCompany } = useTranslation('company');
  const link = useCallMutation('linkCollaboratorAsAdministrator', ['listCompanyChanges']);
  const chosen = props.companies.find((company) => company.id === props.companyId);
  const form = useForm({
    defaultValues: { id_empresa: chosen ? String(chosen.id) : '', email: '', acesso: '3' },
    resolver,
  });
  const companyName = (id: number) => props.companies.find((row) => row.id === id)?.nome_fantasia ?? '';
  return (
    <SavingFormDialog
      title={t('link.title')}
      formId="admin-link-form"
      form={form}
      save={(input) => link.mutateAsync(input)}
      success={(input) => t('link.done', { email: input.email, company: companyName(input.id_empresa) })}
      onSaved={props.onLinked}
      onClose={props.onClose}
      submitText={t('link.submit')}
      submitTestId="admin-link-submit"
      cancelText={t('link.cancel')}
      before={<Alert severity="info">{t('link.hint')}</Alert>}
      fields={[
        {
          name: 'id_empresa',
          label: t('link.company'),
          testId: 'admin-link-company',
          options: props.companies.map((company) => ({
            value: String(company.id),
            label: company.nome_fantasia,
          })),
        },
        { name: 'email', type: 'email', label: t('link.email'), testId: 'admin-link-email' },
        {
          name: 'acesso',
          label: t('link.position'),
          testId: 'admin-link-position',
          options: keyedOptions(tCompany, 'access', COMPANY_ACCESS_LEVELS.map(String)),
        },
      ]}
    />
  );
}
