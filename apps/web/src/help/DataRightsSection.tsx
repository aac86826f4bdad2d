import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppError } from '@cocho/contracts';
import { call, errorCodeOf } from '../api/client';
import { useSession } from '../session/SessionProvider';
import { useAlert } from '../ui/AlertProvider';
import { downloadFile } from '../ui/download-file';

function isWrongPassword(error: unknown): boolean {
  return (
    error instanceof AppError &&
    (error.fields ?? []).some((field) => field.code === 'currentPasswordIncorrect')
  );
}

/**
 * The LGPD actions of the signed-in user (privacy policy and /user): download a copy of one's data as JSON
 * (user/exportarDados) and delete the account after the password (user/excluirConta), which signs out.
 */
export function DataRightsSection() {
  const { t } = useTranslation('legal');
  const { logout } = useSession();
  const { showAlert } = useAlert();
  const navigate = useNavigate();
  const [isExporting, setIsExporting] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const exportData = async () => {
    setIsExporting(true);
    try {
      const answer = await call('exportMyData', {});
      const day = answer.data.gerado_em.slice(0, 10);
      downloadFile(JSON.stringify(answer.data, null, 2), `cocho-meus-dados-${day}.json`, 'application/json');
      showAlert(t('rights.exported'), 'success');
    } catch (error) {
      showAlert(t(`errors:${errorCodeOf(error)}`), 'error');
    } finally {
      setIsExporting(false);
    }
  };

  const closeDelete = () => {
    setIsDeleteOpen(false);
    setPassword('');
    setProblem(null);
  };

  const deleteAccount = async () => {
    if (password === '') {
      setProblem(t('rights.passwordRequired'));
      return;
    }
    setIsDeleting(true);
    setProblem(null);
    try {
      await call('deleteMyAccount', { senha: password });
      closeDelete();
      await logout();
      showAlert(t('rights.deleted'), 'success');
      void navigate('/login', { replace: true });
    } catch (error) {
      setProblem(isWrongPassword(error) ? t('rights.wrongPassword') : t(`errors:${errorCodeOf(error)}`));
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <Box data-testid="data-rights">
      <Typography sx={{ mb: 2 }}>{t('rights.intro')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => void exportData()}
          disabled={isExporting}
          data-testid="export-data"
        >
          {t('rights.export')}
        </Button>
        <Button
          color="error"
          variant="outlined"
          onClick={() => setIsDeleteOpen(true)}
          data-testid="delete-account"
        >
          {t('rights.delete')}
        </Button>
      </Box>
      <Dialog open={isDeleteOpen} onClose={closeDelete} maxWidth="xs" fullWidth>
        <DialogTitle>{t('rights.deleteTitle')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{t('rights.deleteWarning')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('rights.deleteKept')}
          </Typography>
          <TextField
            type="password"
            label={t('rights.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            fullWidth
            autoComplete="current-password"
            slotProps={{ htmlInput: { 'data-testid': 'delete-password' } }}
          />
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="delete-problem">
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={closeDelete}>{t('rights.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void deleteAccount()}
            disabled={isDeleting}
            data-testid="delete-confirm"
          >
            {t('rights.confirmDelete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
