import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PLAN_TYPES } from '@cocho/contracts';
import type { TCoupon, TPlanType } from '@cocho/contracts';
import { call } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { formatDate } from '../../format/format';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useModal } from '../../ui/ModalProvider';

/** Coupons: the list (deactivate after a confirmation, reactivate) and a form to create one. */
export function CouponsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const errorText = useErrorText();
  const { data, error, refetch } = useCallQuery('listCoupons', {});
  const reload = () => void refetch();
  const [code, setCode] = useState('');
  const [tipo, setTipo] = useState<TPlanType>(1);
  const [days, setDays] = useState('30');
  const [isInfinite, setIsInfinite] = useState(false);
  const [validUntil, setValidUntil] = useState('');
  const [maxUses, setMaxUses] = useState('');

  const create = async () => {
    try {
      await call('createCoupon', {
        codigo: code.trim(),
        tipo,
        dias: isInfinite ? null : Number(days),
        valido_ate: validUntil || null,
        max_usos: maxUses ? Number(maxUses) : null,
      });
      showAlert(t('coupons.created'));
      setCode('');
      reload();
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
      await call('setCouponActive', { id: coupon.id, ativo });
      showAlert(t(ativo ? 'coupons.reactivated' : 'coupons.deactivated'));
      reload();
    } catch (failure) {
      showAlert(errorText(failure), 'error');
    }
  };

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
      {error && !data ? (
        <LoadError message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <Typography color="text.secondary">{t('common.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="coupons-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('coupons.code')}</TableCell>
                <TableCell>{t('coupons.type')}</TableCell>
                <TableCell>{t('coupons.days')}</TableCell>
                <TableCell>{t('coupons.validUntil')}</TableCell>
                <TableCell>{t('coupons.uses')}</TableCell>
                <TableCell>{t('coupons.active')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((coupon) => (
                <TableRow key={coupon.id} data-testid={`coupon-row-${coupon.id}`}>
                  <TableCell>{coupon.codigo}</TableCell>
                  <TableCell>{t(`premium:planType.${coupon.tipo}`)}</TableCell>
                  <TableCell>{coupon.dias ?? t('coupons.infinite')}</TableCell>
                  <TableCell>{coupon.valido_ate ? formatDate(coupon.valido_ate, language) : ''}</TableCell>
                  <TableCell>
                    {coupon.usos} / {coupon.max_usos ?? t('coupons.noLimit')}
                  </TableCell>
                  <TableCell>{coupon.ativo ? t('common.yes') : t('common.no')}</TableCell>
                  <TableCell align="right">
                    <Button
                      color={coupon.ativo ? 'error' : 'primary'}
                      onClick={() => void setActive(coupon, !coupon.ativo)}
                    >
                      {t(coupon.ativo ? 'coupons.deactivate' : 'coupons.reactivate')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
