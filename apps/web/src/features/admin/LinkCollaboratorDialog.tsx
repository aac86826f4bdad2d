import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { COMPANY_ACCESS_LEVELS, isValidEmail } from '@cocho/contracts';
import type { TCompany, TCompanyLink } from '@cocho/contracts';
import { call } from '../../api/client';
import { useErrorText } from '../../i18n/use-error-text';
import { useAlert } from '../../ui/AlertProvider';

type Access = TCompanyLink['acesso'];

/**
 * /adm/vincular-colaborador: links an account (by e-mail) to a company with a position (manager, regional
 * manager, sales technician, linked producer), in force at once (adm/empresas/vincular).
 */
export function LinkCollaboratorDialog({
  companies,
  companyId,
  onClose,
  onLinked,
}: {
  companies: readonly TCompany[];
  companyId: number | null;
  onClose: () => void;
  onLinked: () => void;
}) {
  const { t } = useTranslation('adminCompanies');
  const { t: tCompany } = useTranslation('company');
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  const [chosen, setChosen] = useState<number | ''>(
    companyId !== null && companies.some((company) => company.id === companyId) ? companyId : '',
  );
  const [email, setEmail] = useState('');
  const [access, setAccess] = useState<Access>(3);
  const [isShowingProblems, setIsShowingProblems] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const isEmailValid = isValidEmail(email.trim());

  const send = async () => {
    setIsShowingProblems(true);
    if (!isEmailValid || chosen === '') return;
    setIsSending(true);
    try {
      await call('linkCollaboratorAsAdministrator', {
        id_empresa: chosen,
        email: email.trim(),
        acesso: access,
      });
      const company = companies.find((row) => row.id === chosen);
      showAlert(t('link.done', { email: email.trim(), company: company?.nome_fantasia ?? '' }), 'success');
      onLinked();
    } catch (failure) {
      showAlert(errorText(failure), 'error');
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('link.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('link.hint')}
        </Alert>
        <Box
          component="form"
          id="admin-link-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <TextField
            select
            label={t('link.company')}
            value={chosen}
            onChange={(event) => setChosen(Number(event.target.value))}
            error={isShowingProblems && chosen === ''}
            helperText={isShowingProblems && chosen === '' ? t('link.chooseCompany') : ' '}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'admin-link-company' } as object } }}
          >
            {companies.map((company) => (
              <MenuItem key={company.id} value={company.id}>
                {company.nome_fantasia}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('link.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={isShowingProblems && !isEmailValid}
            helperText={isShowingProblems && !isEmailValid ? t('link.emailInvalid') : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'admin-link-email' } }}
          />
          <TextField
            select
            label={t('link.position')}
            value={access}
            onChange={(event) => setAccess(Number(event.target.value) as Access)}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'admin-link-position' } as object } }}
          >
            {COMPANY_ACCESS_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {tCompany(`access.${level}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('link.cancel')}</Button>
        <Button
          type="submit"
          form="admin-link-form"
          variant="contained"
          disabled={isSending}
          data-testid="admin-link-submit"
        >
          {t('link.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
