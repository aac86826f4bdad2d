import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { todayInBrasilia } from '@cocho/contracts';
import type { TAdminUser } from '@cocho/contracts';
import { call } from '../../api/client';
import { useCallQuery } from '../../api/query';
import type { CallInput } from '../../api/client';
import { formatDate } from '../../format/format';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../session/SessionProvider';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useModal } from '../../ui/ModalProvider';
import { isAfterDay, nextDay } from './admin-tabs';

type Props = { id: number; onClose: () => void; onChanged: () => void };
type Switches = Pick<
  TAdminUser,
  'suspenso' | 'premium' | 'premiumInfinito' | 'consultor' | 'area_universitaria' | 'administrador'
> & { liberado: boolean; EXCLUIDO: boolean };
const SWITCHES = [
  ['liberado', 'users.dialog.liberado'],
  ['suspenso', 'users.dialog.suspenso'],
  ['EXCLUIDO', 'users.dialog.excluido'],
] as const;
const FLAGS = [
  ['premium', 'users.dialog.premium'],
  ['premiumInfinito', 'users.dialog.premiumInfinito'],
  ['consultor', 'users.dialog.consultor'],
  ['area_universitaria', 'users.dialog.area_universitaria'],
  ['administrador', 'users.dialog.administrador'],
] as const;
/** What an administrator may not change on their own account (the server refuses it too). */
const SELF_LOCKED: ReadonlySet<keyof Switches> = new Set([
  'liberado',
  'suspenso',
  'EXCLUIDO',
  'administrador',
]);

const switchesOf = (user: TAdminUser): Switches => ({
  liberado: user.liberado === 1,
  suspenso: user.suspenso,
  EXCLUIDO: user.EXCLUIDO === 1,
  premium: user.premium,
  premiumInfinito: user.premiumInfinito,
  consultor: user.consultor,
  area_universitaria: user.area_universitaria,
  administrador: user.administrador,
});

/** One account: release, suspend, exclude, flags, premium time and a temporary password. */
export function UserDialog({ id, onClose, onChanged }: Props) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { user: me } = useSession();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const errorText = useErrorText();
  const { data, error, refetch } = useCallQuery('getAdminUser', { id });
  const reload = () => void refetch();
  const [edited, setEdited] = useState<Partial<Switches>>({});
  const [endDate, setEndDate] = useState('');
  const [isPermanent, setIsPermanent] = useState(false);
  const [password, setPassword] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const isSelf = me?.id === id;

  const run = async (action: () => Promise<unknown>, success: string) => {
    setIsBusy(true);
    try {
      await action();
      showAlert(success);
      reload();
      onChanged();
      return true;
    } catch (failure) {
      showAlert(errorText(failure), 'error');
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  const save = async () => {
    // Suspending or excluding an account locks its owner out: ask first, naming the account, and say how
    // it is undone (the flags are kept on the record, so unticking them restores the account).
    const locks = (['suspenso', 'EXCLUIDO'] as const).filter((key) => edited[key] === true);
    if (locks.length > 0 && data) {
      const isConfirmed = await confirm({
        title: t('users.dialog.lockTitle'),
        message: t(
          locks.includes('EXCLUIDO') ? 'users.dialog.excludeConfirm' : 'users.dialog.suspendConfirm',
          {
            name: data.data.NOME,
            email: data.data.email,
          },
        ),
      });
      if (!isConfirmed) return;
    }
    const isSaved = await run(
      () => call('updateAdminUser', { id, ...edited } satisfies CallInput<'updateAdminUser'>),
      t('common.saved'),
    );
    if (isSaved) setEdited({});
  };

  const grant = async () => {
    const today = todayInBrasilia(new Date());
    let day: string | null = isPermanent ? null : endDate;
    if (day !== null && !isAfterDay(day, today)) {
      const tomorrow = nextDay(today);
      const isConfirmed = await confirm({
        title: t('users.dialog.endNotAfterTitle'),
        message: t('users.dialog.endNotAfter', { date: formatDate(tomorrow, language) }),
      });
      if (!isConfirmed) return;
      day = tomorrow;
      setEndDate(tomorrow);
    }
    await run(() => call('grantPremiumTime', { id, data_final: day }), t('users.dialog.granted'));
  };

  const setTemporaryPassword = async () => {
    if (password.length < 8) {
      showAlert(t('users.dialog.passwordShort'), 'error');
      return;
    }
    const isSet = await run(() => call('senhaTemporaria', { id, password }), t('users.dialog.passwordSet'));
    if (isSet) setPassword('');
  };

  const body = () => {
    if (error && !data)
      return <LoadError message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={reload} />;
    if (!data) return <Loading />;
    const values = { ...switchesOf(data.data), ...edited };
    const toggle = (key: keyof Switches) => (
      <FormControlLabel
        key={key}
        control={
          <Checkbox
            checked={values[key]}
            disabled={isBusy || (isSelf && SELF_LOCKED.has(key))}
            onChange={(event) => setEdited((current) => ({ ...current, [key]: event.target.checked }))}
            slotProps={{ input: { 'data-testid': `user-flag-${key}` } as object }}
          />
        }
        label={t(
          SWITCHES.find(([name]) => name === key)?.[1] ?? FLAGS.find(([name]) => name === key)?.[1] ?? '',
        )}
      />
    );
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography>
          {data.data.email} · {t(`states.${data.data.situacao}`)}
        </Typography>
        <Typography variant="subtitle2">{t('users.dialog.account')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>{SWITCHES.map(([key]) => toggle(key))}</Box>
        <Typography variant="subtitle2">{t('users.dialog.flags')}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>{FLAGS.map(([key]) => toggle(key))}</Box>
        {isSelf && (
          <Typography variant="body2" color="text.secondary">
            {t('users.dialog.selfNote')}
          </Typography>
        )}
        <Box>
          <Button
            variant="contained"
            disabled={isBusy || Object.keys(edited).length === 0}
            onClick={() => void save()}
            data-testid="user-save"
          >
            {t('common.save')}
          </Button>
        </Box>
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle2">{t('users.dialog.premiumTime')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            type="date"
            size="small"
            label={t('users.dialog.endDate')}
            value={endDate}
            disabled={isPermanent}
            onChange={(event) => setEndDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'user-premium-end' } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={isPermanent}
                onChange={(event) => setIsPermanent(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'user-premium-permanent' } as object }}
              />
            }
            label={t('users.dialog.permanent')}
          />
          <Button
            variant="outlined"
            disabled={isBusy || (!isPermanent && !endDate)}
            onClick={() => void grant()}
            data-testid="user-premium-grant"
          >
            {t('users.dialog.grant')}
          </Button>
        </Box>
        <Typography variant="subtitle2">{t('users.dialog.plans')}</Typography>
        {data.user.planos.length === 0 ? (
          <Typography color="text.secondary">{t('users.dialog.noPlans')}</Typography>
        ) : (
          data.user.planos.map((plan) => (
            <Typography key={plan.id} variant="body2" data-testid={`user-plan-${plan.id}`}>
              {t('users.dialog.planLine', {
                type: t(`premium:planType.${plan.tipo}`),
                to: plan.data_final ? formatDate(plan.data_final, language) : t('users.dialog.noEnd'),
              })}
              {plan.revogado === 1 ? ` (${t('users.dialog.revoked')})` : ''}
            </Typography>
          ))
        )}
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle2">{t('users.dialog.temporaryPassword')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            size="small"
            type="text"
            label={t('users.dialog.temporaryPassword')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': 'user-temp-password' } }}
          />
          <Button
            variant="outlined"
            disabled={isBusy || !password}
            onClick={() => void setTemporaryPassword()}
          >
            {t('users.dialog.setPassword')}
          </Button>
        </Box>
      </Box>
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('users.dialog.title', { name: data?.data.NOME ?? '' })}</DialogTitle>
      <DialogContent>{body()}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="user-dialog-close">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
