import { useTranslation } from 'react-i18next';
import { CALLS } from '@cocho/contracts';
import { FormTextField } from '../../ui/form/fields';
import { EmailFormCard } from '../../ui/form/dialogs';
import { useCreateCall, useRun } from '../../ui/form/run';
import { useSchemaForm } from '../../ui/form/schema-form';
import { useAlert } from '../../ui/AlertProvider';
import { accessOptions } from '../../ui/access-options';

const ZInvite = CALLS.addCollaborator.request.pick({ email: true, acesso: true });

/** /empresa/add-colaborador: invites an account by e-mail with a position; the user accepts in the user menu. */
export function AddCollaboratorForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation('company');
  const { showAlert } = useAlert();
  const form = useSchemaForm(ZInvite, { email: '', acesso: 3 });
  const { control, handleSubmit, reset } = form;
  const invite = useCreateCall('addCollaborator');
  const onSubmit = handleSubmit(
    useRun().alerting(async (values) => {
      await invite({ id_empresa: companyId, ...values });
      showAlert(t('add.invited', { email: values.email }), 'success');
      reset({ email: '', acesso: values.acesso });
    }),
  );
  return (
    <EmailFormCard
      form={form}
      onSubmit={onSubmit}
      t={t}
      keyPrefix="add"
      emailInvalidKey="edit.emailInvalid"
      testIdPrefix="collaborator"
    >
      <FormTextField
        control={control}
        name="acesso"
        label={t('add.access')}
        options={accessOptions(t)}
        testId="collaborator-access"
        hint={null}
        sx={{ minWidth: 220 }}
      />
    </EmailFormCard>
  );
}
