import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { CALLS } from '@cocho/contracts';
import { accessOptions } from '../ui/access-options';
import { useAlert } from '../ui/AlertProvider';
import { FormTextField } from '../ui/form/fields';
import { useCreateCall, useRun } from '../ui/form/run';
import { useSchemaForm } from '../ui/form/schema-form';

const ZLinkRequest = CALLS.requestLink.request.pick({ cnpj: true, acesso: true });

/** Asks the company of a CNPJ for a link with a position (empresa/solicitarVinculo); a manager decides. */
export function RequestCompanyLinkDialog({
  isOpen,
  onClose,
}: {
  isOpen: boolean;
  onClose: (sent: boolean) => void;
}) {
  const { t } = useTranslation('company');
  const { showAlert } = useAlert();
  const { control, handleSubmit, formState, reset } = useSchemaForm(ZLinkRequest, { cnpj: '', acesso: 3 });
  const request = useCreateCall('requestLink');
  const send = handleSubmit(
    useRun().alerting(async (values) => {
      await request(values);
      showAlert(t('request.sent'), 'success');
      reset({ cnpj: '', acesso: values.acesso });
      onClose(true);
    }),
  );

  return (
    <Dialog open={isOpen} onClose={() => onClose(false)} maxWidth="xs" fullWidth>
      <DialogTitle>{t('request.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <FormTextField
          control={control}
          name="cnpj"
          label={t('home.cnpj')}
          invalidText={t('edit.cnpjInvalid')}
          testId="request-link-cnpj"
          required
        />
        <FormTextField
          control={control}
          name="acesso"
          label={t('add.access')}
          options={accessOptions(t)}
          hint={null}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('request.cancel')}</Button>
        <Button
          variant="contained"
          disabled={formState.isSubmitting}
          onClick={() => void send()}
          data-testid="request-link-send"
        >
          {t('request.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
