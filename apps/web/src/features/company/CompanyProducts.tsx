import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_PRODUCT_DESCRIPTION_MAX,
  COMPANY_PRODUCT_NAME_MAX,
  COMPANY_PRODUCT_TYPE_MAX,
} from '@cocho/contracts';
import type { TCompanyProduct } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { useCreateKey } from '../../api/use-create-key';
import { useErrorText } from '../../i18n/use-error-text';
import { useConflictChoice } from '../../offline/use-conflict-choice';
import { useAlert } from '../../ui/AlertProvider';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { useModal } from '../../ui/ModalProvider';

/** The form: a new product (id null), or an edit based on the product's version `base` (its updated_at). */
type ProductForm = { id: number | null; base: string | null; nome: string; tipo: string; descricao: string };
const EMPTY: ProductForm = { id: null, base: null, nome: '', tipo: '', descricao: '' };

/** The form editing `product`, based on the version read. */
const formOf = (product: TCompanyProduct): ProductForm => ({
  id: product.id,
  base: product.updated_at,
  nome: product.nome,
  tipo: product.tipo,
  descricao: product.descricao ?? '',
});

/** The company's products (name, type, description): managers and regional managers add, edit and delete. */
export function CompanyProducts({ companyId, canManage }: { companyId: number; canManage: boolean }) {
  const { t } = useTranslation('company');
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const conflict = useConflictChoice();
  const createKey = useCreateKey();
  const [form, setForm] = useState<ProductForm>(EMPTY);
  const [isSaving, setIsSaving] = useState(false);
  const [isTouched, setIsTouched] = useState(false);
  const {
    data: answer,
    error: loadError,
    refetch,
  } = useCallQuery('listCompanyProducts', { id_empresa: companyId });
  const reload = () => void refetch();

  type Input = { id_empresa: number; nome: string; tipo: string; descricao: string };
  /** A new product; the same request sent again creates one. */
  const create = async (input: Input) => {
    await call('createCompanyProduct', { ...input, idempotency_key: createKey.keyFor(input) });
    createKey.done();
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
      setForm(formOf(saved));
    }
    return false;
  };

  const isNameMissing = form.nome.trim() === '';
  const isTypeMissing = form.tipo.trim() === '';
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (isNameMissing || isTypeMissing) return;
    setIsSaving(true);
    try {
      const input = { id_empresa: companyId, nome: form.nome, tipo: form.tipo, descricao: form.descricao };
      const isSaved =
        form.id === null
          ? await create(input)
          : await call('updateCompanyProduct', {
              ...input,
              id: form.id,
              ...(form.base === null ? {} : { base_updated_at: form.base }),
            }).then(
              () => true,
              (error: unknown) => {
                if (errorCodeOf(error) !== 'CONFLICT' || form.id === null) throw error;
                return resolveConflict(form.id, input, error);
              },
            );
      if (isSaved) {
        showAlert(t('products.saved'), 'success');
        setForm(EMPTY);
        setIsTouched(false);
      }
      reload();
    } catch (error) {
      showAlert(errorText(error), 'error');
    } finally {
      setIsSaving(false);
    }
  };
  const onDelete = async (product: TCompanyProduct) => {
    if (
      !(await confirm({
        title: t('products.confirmDeleteTitle'),
        message: t('products.confirmDeleteMessage', { name: product.nome }),
      }))
    )
      return;
    try {
      await call('removeCompanyProduct', { id_empresa: companyId, id: product.id });
      showAlert(t('products.deleted'), 'success');
      reload();
    } catch (error) {
      showAlert(errorText(error), 'error');
    }
  };

  const columns: DataColumn<TCompanyProduct>[] = [
    { id: 'name', header: t('products.name'), cell: (product) => product.nome },
    { id: 'type', header: t('products.type'), cell: (product) => product.tipo },
    { id: 'description', header: t('products.description'), cell: (product) => product.descricao ?? '' },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: t('feeds.actions'),
            align: 'right',
            stickyRight: true,
            cell: (product: TCompanyProduct) => (
              <>
                <Button size="small" onClick={() => setForm(formOf(product))}>
                  {t('feeds.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => void onDelete(product)}>
                  {t('feeds.delete')}
                </Button>
              </>
            ),
          } satisfies DataColumn<TCompanyProduct>,
        ]
      : []),
  ];

  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('products.title')}
        </Typography>
        {canManage && (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 2fr auto' } }}
          >
            <TextField
              size="small"
              required
              label={t('products.name')}
              value={form.nome}
              onChange={(event) => setForm({ ...form, nome: event.target.value })}
              error={isTouched && isNameMissing}
              helperText={isTouched && isNameMissing ? t('edit.required') : undefined}
              slotProps={{ htmlInput: { maxLength: COMPANY_PRODUCT_NAME_MAX } }}
            />
            <TextField
              size="small"
              required
              label={t('products.type')}
              value={form.tipo}
              onChange={(event) => setForm({ ...form, tipo: event.target.value })}
              error={isTouched && isTypeMissing}
              helperText={isTouched && isTypeMissing ? t('edit.required') : undefined}
              slotProps={{ htmlInput: { maxLength: COMPANY_PRODUCT_TYPE_MAX } }}
            />
            <TextField
              size="small"
              label={t('products.description')}
              value={form.descricao}
              onChange={(event) => setForm({ ...form, descricao: event.target.value })}
              slotProps={{ htmlInput: { maxLength: COMPANY_PRODUCT_DESCRIPTION_MAX } }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Button type="submit" variant="contained" disabled={isSaving}>
                {form.id === null ? t('products.add') : t('products.save')}
              </Button>
              {form.id !== null && <Button onClick={() => setForm(EMPTY)}>{t('products.cancel')}</Button>}
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
      </CardContent>
    </Card>
  );
}
