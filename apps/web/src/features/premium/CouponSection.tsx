import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TCouponActivation, TUser } from '@cocho/contracts';
import { errorCodeOf } from '../../api/client';
import { useCallMutation, useCallQuery } from '../../api/query';
import { useLanguage } from '../../i18n/use-language';
import { formatDate } from '../../format/format';
import { SectionCard } from '../../ui/SectionCard';
import { formatCalendarDay } from './premium-text';

type Outcome = { kind: 'success'; text: string } | { kind: 'error'; text: string } | null;

type CouponSectionProps = {
  /** A coupon changed the account: the fresh user for the session. */
  readonly onActivated: (user: TUser) => void;
};

/** Coupons: enter a code (cupom/ativar) and the coupons activated so far (cupom/get). */
export function CouponSection({ onActivated }: CouponSectionProps) {
  const { t } = useTranslation('premium');
  const language = useLanguage();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const activating = useCallMutation('activateCoupon', ['findMyCoupons']);
  const coupons = useCallQuery('findMyCoupons', {}).data?.data;

  const validity = (activation: TCouponActivation) =>
    activation.plano.data_final === null
      ? t('coupon.noEnd')
      : t('coupon.validUntil', { date: formatCalendarDay(activation.plano.data_final, language) });

  const activate = async (event: FormEvent) => {
    event.preventDefault();
    const codigo = code.trim();
    if (codigo === '') return;
    setOutcome(null);
    try {
      const answer = await activating.mutateAsync({ codigo });
      setOutcome({
        kind: 'success',
        text: t('coupon.activated', {
          code: answer.data.codigo,
          plan: t(`planType.${answer.data.plano.tipo}`),
          validity: validity(answer.data),
        }),
      });
      setCode('');
      onActivated(answer.user);
    } catch (error) {
      const errorCode = errorCodeOf(error);
      // One neutral message for a code that is malformed, unknown, inactive, expired or used up.
      const key =
        errorCode === 'VALIDATION_FAILED' || errorCode === 'NOT_FOUND' ? 'COUPON_INVALID' : errorCode;
      setOutcome({ kind: 'error', text: t(`errors:${key}`) });
    }
  };

  return (
    <SectionCard title={t('coupon.title')} subtitle={t('coupon.subtitle')} testId="coupons">
      <Box
        component="form"
        onSubmit={(event) => void activate(event)}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label={t('coupon.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'coupon-code' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={activating.isPending || code.trim() === ''}
          data-testid="coupon-activate"
        >
          {t('coupon.activate')}
        </Button>
      </Box>
      {outcome && (
        <Alert severity={outcome.kind} data-testid="coupon-outcome">
          {outcome.text}
        </Alert>
      )}
      {coupons && coupons.length === 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="coupons-empty">
          {t('coupon.none')}
        </Typography>
      )}
      {coupons && coupons.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="coupon-list">
          {coupons.map((activation) => (
            <Typography
              component="li"
              variant="body2"
              key={`${activation.codigo}-${activation.ativado_em}`}
              data-testid="coupon-activation"
            >
              {t('coupon.listItem', {
                code: activation.codigo,
                date: formatDate(activation.ativado_em, language),
                plan: t(`planType.${activation.plano.tipo}`),
                validity: validity(activation),
              })}
            </Typography>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
