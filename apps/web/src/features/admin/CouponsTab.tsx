import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PLAN_TYPES } from '@cocho/contracts';
import type { TCoupon, TPlanType } from '@cocho/contracts';
import { useCallMutation } from '../../api/query';
import { formatDate } from '../../format/format';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { CallTable } from '../../ui/data-table/CallTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { useModal } from '../../ui/ModalProvider';

/** Coupons: the list (deactivate after a confirmation, reactivate) and a form to create one. */
export function CouponsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const errorText = useErrorText();
  const createCoupon = useCallMutation('createCoupon', ['listCoupons']);
  const setCouponActive = useCallMutation('setCouponActive', ['listCoupons']);
  const [code, setCode] = useState('');
  const [tipo, setTipo] = useState<TPlanType>(1);
  const [days, setDays] = useState('30');
  const [isInfinite, setIsInfinite] = useState(false);
  const [validUntil, setValidUntil] = useState('');
  const [maxUses, setMaxUses] = useState('');

  const create = async () => {
    try {
      await createCoupon.mutateAsync({
        codigo: code.trim(),
        tipo,
        dias: isInfinite ? null : Number(days),
        valido_ate: validUntil || null,
        max_usos: maxUses ? Number(maxUses) : null,
      });
      showAlert(t('coupons.created'));
      setCode('');
    } catch (failure) {
      showAlert(errorText(failure), 'error');
    }
  };

  const setActive = async (coupon: TCoupon, ativo: boolean) => {
    if (!ativo) {
      const isConfirmed = await confirm({
        title: t('coupons.deactivateTitle'),
        message: t('coupons.deactivateConfirm', { code: coupon.codigo }),
      });
      if (!isConfirmed) return;
    }
    try {
      await setCouponActive.mutateAsync({ id: coupon.id, ativo });
      showAlert(t(ativo ? 'coupons.reactivated' : 'coupons.deactivated'));
    } catch (failure) {
      showAlert(errorText(failure), 'error');
    }
  };

  const columns: DataColumn<TCoupon>[] = [
    { id: 'code', header: t('coupons.code'), cell: (coupon) => coupon.codigo },
    { id: 'type', header: t('coupons.type'), cell: (coupon) => t(`premium:planType.${coupon.tipo}`) },
    { id: 'days', header: t('coupons.days'), cell: (coupon) => coupon.dias ?? t('coupons.infinite') },
    {
      id: 'validUntil',
      header: t('coupons.validUntil'),
      cell: (coupon) => (coupon.valido_ate ? formatDate(coupon.valido_ate, language) : ''),
    },
    {
      id: 'uses',
      header: t('coupons.uses'),
      cell: (coupon) => `${coupon.usos} / ${coupon.max_usos ?? t('coupons.noLimit')}`,
    },
    {
      id: 'active',
      header: t('coupons.active'),
      cell: (coupon) => t(coupon.ativo ? 'common.yes' : 'common.no'),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (coupon) => (
        <Button
          color={coupon.ativo ? 'error' : 'primary'}
          onClick={() => void setActive(coupon, !coupon.ativo)}
        >
          {t(coupon.ativo ? 'coupons.deactivate' : 'coupons.reactivate')}
        </Button>
      ),
    },
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {t('coupons.new')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('coupons.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <TextField
          select
          size="small"
          label={t('coupons.type')}
          value={tipo}
          onChange={(event) => setTipo(Number(event.target.value) as TPlanType)}
          sx={{ minWidth: 150 }}
        >
          {PLAN_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`premium:planType.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('coupons.days')}
          value={days}
          disabled={isInfinite}
          onChange={(event) => setDays(event.target.value.replace(/\D/g, ''))}
        />
        <FormControlLabel
          control={
            <Checkbox checked={isInfinite} onChange={(event) => setIsInfinite(event.target.checked)} />
          }
          label={t('coupons.infinite')}
        />
        <TextField
          type="date"
          size="small"
          label={t('coupons.validUntil')}
          value={validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          label={t('coupons.maxUses')}
          value={maxUses}
          onChange={(event) => setMaxUses(event.target.value.replace(/\D/g, ''))}
        />
        <Button
          variant="contained"
          disabled={code.trim().length < 3 || (!isInfinite && !days)}
          onClick={() => void create()}
        >
          {t('coupons.create')}
        </Button>
      </Box>
      <CallTable
        call="listCoupons"
        input={{}}
        rowsOf={(answer) => answer.data}
        columns={columns}
        rowKey={(coupon) => coupon.id}
        testId="coupons-table"
        rowTestId={(coupon) => `coupon-row-${coupon.id}`}
      />
    </Box>
  );
}
