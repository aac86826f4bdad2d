import { useTranslation } from 'react-i18next';
import { CALLS } from '@cocho/contracts';
import { FormTextField } from '../../ui/form/fields';
import { InlineFormCard } from '../../ui/form/dialogs';
import { useCreateCall, useRun } from '../../ui/form/run';
import { useSchemaForm } from '../../ui/form/schema-form';
import { useAlert } from '../../ui/AlertProvider';
import { accessOptions } from '../../ui/access-options';

const ZInvite = CALLS.addCollaborator.request.pick({ email: true, acesso: true });

/** /empresa/add-colaborador: invites an account by e-mail with a position; the user accepts in the user menu. */
export function AddCollaboratorForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation('company');
  const { showAlert } = useAlert();
  const { control, handleSubmit, formState, reset } = useSchemaForm(ZInvite, { email: '', acesso: 3 });
  const invite = useCreateCall('addCollaborator');
  const onSubmit = handleSubmit(
    useRun().alerting(async (values) => {
      await invite({ id_empresa: companyId, ...values });
      showAlert(t('add.invited', { email: values.email }), 'success');
      reset({ email: '', acesso: values.acesso });
    }),
  );
  return (
    <InlineFormCard
      title={t('add.title')}
      hint={t('add.hint')}
      onSubmit={onSubmit}
      isSubmitting={formState.isSubmitting}
      submitLabel={t('add.submit')}
      submitTestId="collaborator-send"
    >
      <FormTextField
        control={control}
        name="email"
        label={t('add.email')}
        type="email"
        invalidText={t('edit.emailInvalid')}
        testId="collaborator-email"
        sx={{ minWidth: 280 }}
        required
      />
      <FormTextField
        control={control}
        name="acesso"
        label={t('add.access')}
        options={accessOptions(t)}
        testId="collaborator-access"
        hint={null}
        sx={{ minWidth: 220 }}
      />
    </InlineFormCard>
  );
}
