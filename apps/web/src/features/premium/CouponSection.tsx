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

type CouponSectionProps = {
  /** A coupon changed the account: the fresh user for the session. */
  readonly onActivated: (user: TUser) => void;
};

/** Coupons: enter a code (cupom/ativar) and the coupons activated so far (cupom/get). */
export function CouponSection({ onActivated }: CouponSectionProps) {
  const { t } = useTranslation('premium');
  const language = useLanguage();
  const [code, setCode] = useState('');
  // The activated coupons and my subscriptions list the new plan.
  const activating = useCallMutation('activateCoupon', ['findMyCoupons', 'findMySubscriptions']);
  const coupons = useCallQuery('findMyCoupons', {}).data?.data;

  const validity = (activation: TCouponActivation) =>
    activation.plano.data_final === null
      ? t('coupon.noEnd')
      : t('coupon.validUntil', { date: formatCalendarDay(activation.plano.data_final, language) });

  const activate = async (event: FormEvent) => {
    event.preventDefault();
    const codigo = code.trim();
    if (codigo === '') return;
    const answer = await activating.mutateAsync({ codigo }).catch(() => null);
    if (!answer) return;
    setCode('');
    onActivated(answer.user);
  };
  const activated = activating.data?.data;
  const errorCode = activating.error ? errorCodeOf(activating.error) : null;
  // One neutral message for a code that is malformed, unknown, inactive, expired or used up.
  const errorKey =
    errorCode === 'VALIDATION_FAILED' || errorCode === 'NOT_FOUND' ? 'COUPON_INVALID' : errorCode;
  const outcome = activated
    ? {
        kind: 'success' as const,
        text: t('coupon.activated', {
          code: activated.codigo,
          plan: t(`planType.${activated.plano.tipo}`),
          validity: validity(activated),
        }),
      }
    : errorKey && { kind: 'error' as const, text: t(`errors:${errorKey}`) };

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
