import Button from '@mui/material/Button';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CALLS, PLAN_TYPES } from '@cocho/contracts';
import type { TCoupon } from '@cocho/contracts';
import { useCallMutation } from '../../api/query';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useModal } from '../../ui/ModalProvider';
import { adminColumns, AdminListTab } from './AdminListTab';
import { keyedOptions } from '../../ui/form/fields';
import { SavingFormDialog } from '../../ui/form/dialogs';
import { schemaResolver } from '../../ui/form/schema-form';
import { useRun } from '../../ui/form/run';

type Form = {
  codigo: string;
  tipo: string;
  dias: string;
  isInfinite: boolean;
  valido_ate: string;
  max_usos: string;
};
const EMPTY: Form = { codigo: '', tipo: '1', dias: '30', isInfinite: false, valido_ate: '', max_usos: '' };
/** The form as adm/cupons/criar's input. */
const resolver = schemaResolver(CALLS.createCoupon.request, (form: Form) => ({
  codigo: form.codigo.trim(),
  tipo: Number(form.tipo),
  dias: form.isInfinite ? null : form.dias ? Number(form.dias) : undefined,
  valido_ate: form.valido_ate || null,
  max_usos: form.max_usos ? Number(form.max_usos) : null,
}));

/** Coupons: the list (deactivate after a confirmation, reactivate) and a form to create one. */
export function CouponsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { confirm } = useModal();
  const { run } = useRun();
  const setCouponActive = useCallMutation('setCouponActive', ['listCoupons']);
  const setActive = async (coupon: TCoupon, ativo: boolean) => {
    const message = t('coupons.deactivateConfirm', { code: coupon.codigo });
    if (!ativo && !(await confirm({ title: t('coupons.deactivateTitle'), message }))) return;
    const done = t(ativo ? 'coupons.reactivated' : 'coupons.deactivated');
    await run(() => setCouponActive.mutateAsync({ id: coupon.id, ativo }), done);
  };

  return (
    <AdminListTab
      call="listCoupons"
      editor={{ newText: t('coupons.new'), dialog: (_row, close) => <CouponDialog onClose={close} /> }}
      table={{
        testId: 'coupons-table',
        rowTestId: (coupon) => `coupon-row-${coupon.id}`,
        columns: adminColumns<TCoupon>(t, 'coupons', [
          { id: 'code', cell: (coupon) => coupon.codigo },
          { id: 'type', cell: (coupon) => t(`premium:planType.${coupon.tipo}`) },
          { id: 'days', cell: (coupon) => coupon.dias ?? t('coupons.infinite') },
          {
            id: 'validUntil',
            cell: (coupon) => (coupon.valido_ate ? formatDate(coupon.valido_ate, language) : ''),
          },
          { id: 'uses', cell: (coupon) => `${coupon.usos} / ${coupon.max_usos ?? t('coupons.noLimit')}` },
          { id: 'active', cell: (c) => t(c.ativo ? 'common.yes' : 'common.no') },
          {
            id: 'actions',
            cell: (coupon) => (
              <Button
                color={coupon.ativo ? 'error' : 'primary'}
                onClick={() => void setActive(coupon, !coupon.ativo)}
              >
                {t(coupon.ativo ? 'coupons.deactivate' : 'coupons.reactivate')}
              </Button>
            ),
          },
        ]),
      }}
    />
  );
}

/** A new coupon: code, plan type, premium days (or none: permanent), last valid day, most uses. */
function CouponDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCallMutation('createCoupon', ['listCoupons']);
  const form = useForm({ defaultValues: EMPTY, resolver });
  const isInfinite = useWatch({ control: form.control, name: 'isInfinite' });
  return (
    <SavingFormDialog
      title={t('coupons.new')}
      formId="coupon-form"
      form={form}
      save={(input) => create.mutateAsync(input)}
      success={t('coupons.created')}
      onSaved={onClose}
      onClose={onClose}
      submitText={t('coupons.create')}
      cancelText={t('common.cancel')}
      fieldSize="small"
      fields={[
        { name: 'codigo', label: t('coupons.code') },
        {
          name: 'tipo',
          label: t('coupons.type'),
          options: keyedOptions(t, 'premium:planType', PLAN_TYPES.map(String)),
        },
        { name: 'dias', label: t('coupons.days'), digits: true, disabled: isInfinite },
        { name: 'isInfinite', label: t('coupons.infinite'), check: true },
        { name: 'valido_ate', label: t('coupons.validUntil'), type: 'date' },
        { name: 'max_usos', label: t('coupons.maxUses'), digits: true },
      ]}
    />
  );
}
