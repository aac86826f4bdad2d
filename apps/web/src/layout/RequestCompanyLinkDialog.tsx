import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { COMPANY_ACCESS_LEVELS, isValidCnpj } from '@cocho/contracts';
import type { TCompanyLink } from '@cocho/contracts';
import { call } from '../api/client';
import { useCreateKey } from '../api/use-create-key';
import { useErrorText } from '../i18n/use-error-text';
import { useAlert } from '../ui/AlertProvider';

type Access = TCompanyLink['acesso'];

/** Asks the company of a CNPJ for a link with a position (empresa/solicitarVinculo); a manager decides. */
export function RequestCompanyLinkDialog({
  isOpen,
  onClose,
}: {
  isOpen: boolean;
  onClose: (sent: boolean) => void;
}) {
  const { t } = useTranslation('company');
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  const [cnpj, setCnpj] = useState('');
  const [access, setAccess] = useState<Access>(3);
  const [isShowingProblems, setIsShowingProblems] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const createKey = useCreateKey();
  const isCnpjValid = isValidCnpj(cnpj.trim());

  const send = async () => {
    setIsShowingProblems(true);
    if (!isCnpjValid) return;
    setIsSending(true);
    try {
      // The same request sent again (a lost answer) is answered once.
      const request = { cnpj: cnpj.trim(), acesso: access };
      await call('requestLink', { ...request, idempotency_key: createKey.keyFor(request) });
      createKey.done();
      showAlert(t('request.sent'), 'success');
      setCnpj('');
      setIsShowingProblems(false);
      onClose(true);
    } catch (error) {
      showAlert(errorText(error), 'error');
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog open={isOpen} onClose={() => onClose(false)} maxWidth="xs" fullWidth>
      <DialogTitle>{t('request.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          label={t('home.cnpj')}
          value={cnpj}
          onChange={(event) => setCnpj(event.target.value)}
          error={isShowingProblems && !isCnpjValid}
          helperText={isShowingProblems && !isCnpjValid ? t('edit.cnpjInvalid') : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'request-link-cnpj' } }}
          required
        />
        <TextField
          select
          label={t('add.access')}
          value={access}
          onChange={(event) => setAccess(Number(event.target.value) as Access)}
        >
          {COMPANY_ACCESS_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {t(`access.${level}`)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('request.cancel')}</Button>
        <Button
          variant="contained"
          disabled={isSending}
          onClick={() => void send()}
          data-testid="request-link-send"
        >
          {t('request.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
