import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '@cocho/contracts';
import type { CallOutput } from '../../api/client';
import { useCallMutation, useCallQuery } from '../../api/query';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../session/SessionProvider';
import { useAlert } from '../../ui/AlertProvider';
import { CallContent } from '../../ui/data-table/CallContent';
import { useModal } from '../../ui/ModalProvider';
import { ViewDialog } from '../../ui/ViewDialog';
import { FormCheck } from '../../ui/form/fields';
import { useRun } from '../../ui/form/run';
import { PremiumEndFields, useEndDayCheck } from './premium-end';
import { Text } from '../../ui/kit-text/Text';

type Props = { id: number; onClose: () => void; onChanged: () => void };
type Switches = Pick<
  TAdminUser,
  'suspenso' | 'premium' | 'premiumInfinito' | 'consultor' | 'area_universitaria' | 'administrador'
> & { liberado: boolean; EXCLUIDO: boolean };
const SWITCHES = ['liberado', 'suspenso', 'EXCLUIDO'] as const;
const FLAGS = ['premium', 'premiumInfinito', 'consultor', 'area_universitaria', 'administrador'] as const;
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
  const { data } = useCallQuery('getAdminUser', { id });
  return (
    <ViewDialog
      title={t('users.dialog.title', { name: data?.data.NOME ?? '' })}
      onClose={onClose}
      closeText={t('common.close')}
      closeTestId="user-dialog-close"
    >
      <CallContent call="getAdminUser" input={{ id }}>
        {(answer) => <UserForms id={id} answer={answer} onChanged={onChanged} />}
      </CallContent>
    </ViewDialog>
  );
}

function UserForms({
  id,
  answer,
  onChanged,
}: Omit<Props, 'onClose'> & { answer: CallOutput<'getAdminUser'> }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { user: me } = useSession();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const { run, isBusy } = useRun();
  const checkEndDay = useEndDayCheck();
  const update = useCallMutation('updateAdminUser', ['getAdminUser']);
  const grantTime = useCallMutation('grantPremiumTime', ['getAdminUser']);
  const setPassword = useCallMutation('senhaTemporaria', ['getAdminUser']);
  const user = answer.data;
  const isSelf = me?.id === id;
  const switches = useForm({ values: switchesOf(user) });
  const premium = useForm({ defaultValues: { endDate: '', isPermanent: false } });
  const [password, setPasswordText] = useState('');
  const then = (isDone: boolean) => isDone && (onChanged(), true);

  const save = switches.handleSubmit(async (values) => {
    const dirty = switches.formState.dirtyFields;
    const edited = Object.fromEntries(
      Object.keys(dirty).map((key) => [key, values[key as keyof Switches]]),
    ) as Partial<Switches>;
    // Suspending or excluding an account locks its owner out: ask first, naming the account, and say how
    // it is undone (the flags are kept on the record, so unticking them restores the account).
    const locks = (['suspenso', 'EXCLUIDO'] as const).filter((key) => edited[key] === true);
    const question = locks.includes('EXCLUIDO')
      ? 'users.dialog.excludeConfirm'
      : 'users.dialog.suspendConfirm';
    const message = t(question, { name: user.NOME, email: user.email });
    if (locks.length > 0 && !(await confirm({ title: t('users.dialog.lockTitle'), message }))) return;
    then(await run(() => update.mutateAsync({ id, ...edited }), t('common.saved')));
  });
  const grant = premium.handleSubmit(async (end) => {
    const day = await checkEndDay(end);
    if (day === undefined) return;
    if (day !== null) premium.setValue('endDate', day);
    then(await run(() => grantTime.mutateAsync({ id, data_final: day }), t('users.dialog.granted')));
  });
  const setTemporaryPassword = async () => {
    if (password.length < 8) return showAlert(t('users.dialog.passwordShort'), 'error');
    if (then(await run(() => setPassword.mutateAsync({ id, password }), t('users.dialog.passwordSet'))))
      setPasswordText('');
  };
  const toggle = (key: keyof Switches) => (
    <FormCheck
      key={key}
      control={switches.control}
      name={key}
      label={t(`users.dialog.${key === 'EXCLUIDO' ? 'excluido' : key}`)}
      disabled={isBusy || (isSelf && SELF_LOCKED.has(key))}
      testId={`user-flag-${key}`}
    />
  );
  const row = { display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' };
  const [endDate, isPermanent] = useWatch({ control: premium.control, name: ['endDate', 'isPermanent'] });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography>
        {user.email} · {t(`states.${user.situacao}`)}
      </Typography>
      <Typography variant="subtitle2">{t('users.dialog.account')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>{SWITCHES.map(toggle)}</Box>
      <Typography variant="subtitle2">{t('users.dialog.flags')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>{FLAGS.map(toggle)}</Box>
      {isSelf && <Text kind="note">{t('users.dialog.selfNote')}</Text>}
      <Box>
        <Button
          variant="contained"
          disabled={isBusy || !switches.formState.isDirty}
          onClick={() => void save()}
          data-testid="user-save"
        >
          {t('common.save')}
        </Button>
      </Box>
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2">{t('users.dialog.premiumTime')}</Typography>
      <PremiumEndFields control={premium.control} isPermanent={isPermanent} testId="user-premium">
        <Button
          variant="outlined"
          disabled={isBusy || (!isPermanent && !endDate)}
          onClick={() => void grant()}
          data-testid="user-premium-grant"
        >
          {t('users.dialog.grant')}
        </Button>
      </PremiumEndFields>
      <Typography variant="subtitle2">{t('users.dialog.plans')}</Typography>
      {answer.user.planos.length === 0 && <Text kind="muted">{t('users.dialog.noPlans')}</Text>}
      {answer.user.planos.map((plan) => (
        <Typography key={plan.id} variant="body2" data-testid={`user-plan-${plan.id}`}>
          {t('users.dialog.planLine', {
            type: t(`premium:planType.${plan.tipo}`),
            to: plan.data_final ? formatDate(plan.data_final, language) : t('users.dialog.noEnd'),
          })}
          {plan.revogado === 1 ? ` (${t('users.dialog.revoked')})` : ''}
        </Typography>
      ))}
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2">{t('users.dialog.temporaryPassword')}</Typography>
      <Box sx={row}>
        <TextField
          size="small"
          label={t('users.dialog.temporaryPassword')}
          value={password}
          onChange={(event) => setPasswordText(event.target.value)}
          slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': 'user-temp-password' } }}
        />
        <Button variant="outlined" disabled={isBusy || !password} onClick={() => void setTemporaryPassword()}>
          {t('users.dialog.setPassword')}
        </Button>
      </Box>
    </Box>
  );
}
