import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COMPANY_ACCESS_LEVELS, isValidEmail } from '@cocho/contracts';
import type { TCompanyLink } from '@cocho/contracts';
import { call } from '../../api/client';
import { useCreateKey } from '../../api/use-create-key';
import { useErrorText } from '../../i18n/use-error-text';
import { useAlert } from '../../ui/AlertProvider';

type Access = TCompanyLink['acesso'];

/** /empresa/add-colaborador: invites an account by e-mail with a position; the user accepts in the user menu. */
export function AddCollaboratorForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation('company');
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  const [email, setEmail] = useState('');
  const [access, setAccess] = useState<Access>(3);
  const [isShowingProblems, setIsShowingProblems] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const createKey = useCreateKey();
  const isEmailValid = isValidEmail(email.trim());

  const send = async () => {
    setIsShowingProblems(true);
    if (!isEmailValid) return;
    setIsSending(true);
    try {
      // The same invitation sent again (a lost answer) is answered once.
      const invite = { id_empresa: companyId, email: email.trim(), acesso: access };
      await call('addCollaborator', { ...invite, idempotency_key: createKey.keyFor(invite) });
      createKey.done();
      showAlert(t('add.invited', { email: email.trim() }), 'success');
      setEmail('');
      setIsShowingProblems(false);
    } catch (error) {
      showAlert(errorText(error), 'error');
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('add.title')}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('add.hint')}
        </Alert>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            label={t('add.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={isShowingProblems && !isEmailValid}
            helperText={isShowingProblems && !isEmailValid ? t('edit.emailInvalid') : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'collaborator-email' } }}
            sx={{ minWidth: 280 }}
            required
          />
          <TextField
            select
            label={t('add.access')}
            value={access}
            onChange={(event) => setAccess(Number(event.target.value) as Access)}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'collaborator-access' } as object } }}
            sx={{ minWidth: 220 }}
          >
            {COMPANY_ACCESS_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {t(`access.${level}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            disabled={isSending}
            sx={{ mt: 1 }}
            data-testid="collaborator-send"
          >
            {t('add.submit')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
