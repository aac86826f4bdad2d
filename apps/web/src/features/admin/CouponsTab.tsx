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
import { FormCheck, FormTextField } from '../../ui/form/fields';
import { FormDialog } from '../../ui/form/dialogs';
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
      noFilters={{}}
      input={() => ({})}
      rows={(answer) => answer.data}
      editor={{ newText: t('coupons.new'), dialog: (_row, close) => <CouponDialog onClose={close} /> }}
      table={{
        rowKey: (coupon) => coupon.id,
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
  const { run, isBusy } = useRun();
  const create = useCallMutation('createCoupon', ['listCoupons']);
  const { control, handleSubmit } = useForm({ defaultValues: EMPTY, resolver });
  const isInfinite = useWatch({ control, name: 'isInfinite' });
  const save = handleSubmit(async (input) => {
    if (await run(() => create.mutateAsync(input), t('coupons.created'))) onClose();
  });
  const planTypes = PLAN_TYPES.map((value) => ({
    value: String(value),
    label: t(`premium:planType.${value}`),
  }));

  return (
    <FormDialog
      title={t('coupons.new')}
      formId="coupon-form"
      onClose={onClose}
      onSubmit={() => void save()}
      isSaving={isBusy}
      submitText={t('coupons.create')}
      cancelText={t('common.cancel')}
    >
      <FormTextField control={control} name="codigo" label={t('coupons.code')} size="small" />
      <FormTextField
        control={control}
        name="tipo"
        label={t('coupons.type')}
        size="small"
        options={planTypes}
      />
      <FormTextField
        control={control}
        name="dias"
        label={t('coupons.days')}
        size="small"
        digits
        disabled={isInfinite}
      />
      <FormCheck control={control} name="isInfinite" label={t('coupons.infinite')} />
      <FormTextField
        control={control}
        name="valido_ate"
        type="date"
        label={t('coupons.validUntil')}
        size="small"
      />
      <FormTextField control={control} name="max_usos" label={t('coupons.maxUses')} size="small" digits />
    </FormDialog>
  );
}
