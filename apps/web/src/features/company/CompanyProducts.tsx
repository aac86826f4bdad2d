import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import {
  CALLS,
  COMPANY_PRODUCT_DESCRIPTION_MAX,
  COMPANY_PRODUCT_NAME_MAX,
  COMPANY_PRODUCT_TYPE_MAX,
} from '@cocho/contracts';
import type { TCompanyProduct } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { useConflictChoice } from '../../offline/use-conflict-choice';
import { useAlert } from '../../ui/AlertProvider';
import { DataTable } from '../../ui/data-table/DataTable';
import { SectionCard } from '../../ui/SectionCard';
import { actionsColumn, headedColumns } from '../../ui/data-table/headed-columns';
import { FormTextField } from '../../ui/form/fields';
import { useCreateCall, useRun } from '../../ui/form/run';
import { useSchemaForm } from '../../ui/form/schema-form';
import { useModal } from '../../ui/ModalProvider';
import { useRowAction } from '../../ui/use-row-action';

const ZProductForm = CALLS.createCompanyProduct.request.pick({ nome: true, tipo: true, descricao: true });
const EMPTY = { nome: '', tipo: '', descricao: '' };
/** What the form edits: a new product (null), or a saved one based on the version read (its updated_at). */
type Edited = { id: number; base: string } | null;

/** The form's values of `product`. */
const valuesOf = (product: TCompanyProduct) => ({
  nome: product.nome,
  tipo: product.tipo,
  descricao: product.descricao ?? '',
});

/** The company's products (name, type, description): managers and regional managers add, edit and delete. */
export function CompanyProducts({ companyId, canManage }: { companyId: number; canManage: boolean }) {
  const { t } = useTranslation('company');
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const conflict = useConflictChoice();
  const createProduct = useCreateCall('createCompanyProduct');
  const [edited, setEdited] = useState<Edited>(null);
  const { control, handleSubmit, formState, reset } = useSchemaForm(ZProductForm, EMPTY);
  const { run } = useRowAction<number>();
  const edit = (product: TCompanyProduct | null) => {
    setEdited(product && { id: product.id, base: product.updated_at });
    reset(product ? valuesOf(product) : EMPTY);
  };
  const {
    data: answer,
    error: loadError,
    refetch,
  } = useCallQuery('listCompanyProducts', { id_empresa: companyId });
  const reload = () => void refetch();

  type Input = { id_empresa: number; nome: string; tipo: string; descricao: string | null };
  /** A new product; the same request sent again creates one. */
  const create = async (input: Input) => {
    await createProduct(input);
    return true;
  };
  /**
   * Another edit of the product won since the form read it: keep both (this form saved as a new product
   * named as my version), load the saved version into the form, or keep editing. Whether it saved.
   */
  const resolveConflict = async (id: number, input: Input, error: unknown): Promise<boolean> => {
    const choice = await conflict.ask('both');
    if (choice === 'keep')
      return create({ ...input, nome: conflict.copyName(input.nome, COMPANY_PRODUCT_NAME_MAX) });
    if (choice === 'reload') {
      const { data: products } = await call('listCompanyProducts', { id_empresa: companyId });
      const saved = products.find((product) => product.id === id);
      if (!saved) throw error;
      edit(saved);
    }
    return false;
  };

  const onSubmit = handleSubmit(
    useRun().alerting(async (values) => {
      const input = { id_empresa: companyId, ...values };
      const isSaved =
        edited === null
          ? await create(input)
          : await call('updateCompanyProduct', {
              ...input,
              id: edited.id,
              base_updated_at: edited.base,
            }).then(
              () => true,
              (error: unknown) => {
                if (errorCodeOf(error) !== 'CONFLICT') throw error;
                return resolveConflict(edited.id, input, error);
              },
            );
      if (isSaved) {
        showAlert(t('products.saved'), 'success');
        edit(null);
      }
      reload();
    }),
  );
  const onDelete = async (product: TCompanyProduct) => {
    if (
      !(await confirm({
        title: t('products.confirmDeleteTitle'),
        message: t('products.confirmDeleteMessage', { name: product.nome }),
      }))
    )
      return;
    await run(
      product.id,
      () => call('removeCompanyProduct', { id_empresa: companyId, id: product.id }).then(reload),
      t('products.deleted'),
    );
  };

  const columns = headedColumns<TCompanyProduct>(t, 'products', [
    { id: 'name', cell: (product) => product.nome },
    { id: 'type', cell: (product) => product.tipo },
    { id: 'description', cell: (product) => product.descricao ?? '' },
    ...actionsColumn(
      canManage,
      (product: TCompanyProduct) => (
        <>
          <Button size="small" onClick={() => edit(product)}>
            {t('feeds.edit')}
          </Button>
          <Button size="small" color="error" onClick={() => void onDelete(product)}>
            {t('feeds.delete')}
          </Button>
        </>
      ),
      t('feeds.actions'),
    ),
  ]);

  return (
    <SectionCard title={t('products.title')}>
      {canManage && (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 2fr auto' } }}
        >
          {(
            [
              ['nome', 'name', COMPANY_PRODUCT_NAME_MAX],
              ['tipo', 'type', COMPANY_PRODUCT_TYPE_MAX],
              ['descricao', 'description', COMPANY_PRODUCT_DESCRIPTION_MAX],
            ] as const
          ).map(([name, label, maxLength]) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              size="small"
              required={name !== 'descricao'}
              label={t(`products.${label}`)}
              invalidText={t('edit.required')}
              hint={null}
              maxLength={maxLength}
            />
          ))}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {edited === null ? t('products.add') : t('products.save')}
            </Button>
            {edited !== null && <Button onClick={() => edit(null)}>{t('products.cancel')}</Button>}
          </Stack>
        </Box>
      )}
      <DataTable
        columns={columns}
        rows={answer?.data}
        rowKey={(product) => product.id}
        error={loadError}
        onRetry={reload}
        ariaLabel={t('products.title')}
        emptyText={t('products.empty')}
        loadErrorText={t('page.loadError')}
        retryText={t('page.retry')}
      />
    </SectionCard>
  );
}
