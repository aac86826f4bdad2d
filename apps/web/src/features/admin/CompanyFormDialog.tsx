import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ZCompanyFields } from '@cocho/contracts';
import type { TCompany } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { useCreateKey } from '../../api/use-create-key';
import { useErrorText } from '../../i18n/use-error-text';
import { useConflictChoice } from '../../offline/use-conflict-choice';
import { useAlert } from '../../ui/AlertProvider';
import { CollaboratorsPage } from '../company/CollaboratorsPage';

const FIELDS = [
  'razao_social',
  'nome_fantasia',
  'cnpj',
  'inscricao_estadual',
  'email_dono',
  'suporte_link',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const OPTIONAL: readonly Field[] = ['inscricao_estadual', 'suporte_link'];

/** The message key of each field's first problem, by the contracts' company rules. */
export function companyFormProblems(values: Values): Partial<Record<Field, string>> {
  const result = ZCompanyFields.safeParse(values);
  if (result.success) return {};
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (problems[field]) continue;
    if (field === 'cnpj') problems[field] = values.cnpj.trim() ? 'form.cnpjInvalid' : 'form.required';
    else if (field === 'email_dono') problems[field] = 'form.emailInvalid';
    else if (field === 'suporte_link') problems[field] = 'form.urlInvalid';
    else problems[field] = values[field].trim() === '' ? 'form.required' : 'form.tooShort';
  }
  return problems;
}

const valuesOf = (company: TCompany | null): Values => ({
  razao_social: company?.razao_social ?? '',
  nome_fantasia: company?.nome_fantasia ?? '',
  cnpj: company?.cnpj ?? '',
  inscricao_estadual: company?.inscricao_estadual ?? '',
  email_dono: company?.email_dono ?? '',
  suporte_link: company?.suporte_link ?? '',
});

/**
 * /adm/empresa/new and /adm/empresa/edit: the company's record, the partner flag and (when editing) whether it
 * is active, checked by the contracts' rules before sending (adm/empresas/criar or adm/empresas/atualizar).
 * Editing also shows the company's collaborators, with the company area's approve, reject and unlink.
 * An edit is sent with the version it was read at; when someone changed the company since, the conflict
 * question offers to keep this version (saved over theirs) or to show the saved one. A new company carries a
 * create key, so a retried create makes one company.
 */
export function CompanyFormDialog({
  company,
  onClose,
  onSaved,
  onReload,
}: {
  /** The company edited, or null to create one. */
  company: TCompany | null;
  onClose: () => void;
  onSaved: (company: TCompany) => void;
  /** Reads the companies again (the saved version replaces this dialog's). */
  onReload: () => void;
}) {
  const { t } = useTranslation('adminCompanies');
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  const [values, setValues] = useState<Values>(() => valuesOf(company));
  const [isPartner, setIsPartner] = useState(company?.parceira ?? false);
  const [isActive, setIsActive] = useState(company?.ativo ?? true);
  const [isShowingProblems, setIsShowingProblems] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const problems = companyFormProblems(values);
  const createKey = useCreateKey();
  const conflict = useConflictChoice();

  const send = async (base: string | undefined) => {
    if (company)
      return call('updateCompanyAsAdministrator', {
        id: company.id,
        ...values,
        parceira: isPartner,
        ativo: isActive,
        ...(base === undefined ? {} : { base_updated_at: base }),
      });
    const request = { ...values, parceira: isPartner };
    const created = await call('createCompany', { ...request, idempotency_key: createKey.keyFor(request) });
    createKey.done();
    return created;
  };
  /** The answer, or null when the user chose not to save over a newer version. */
  const sendOrAsk = async () => {
    try {
      return await send(company?.updated_at);
    } catch (failure) {
      if (!company || errorCodeOf(failure) !== 'CONFLICT') throw failure;
      const choice = await conflict.ask('mine');
      if (choice === 'keep') return send(undefined);
      if (choice === 'reload') onReload();
      return null;
    }
  };

  const save = async () => {
    setIsShowingProblems(true);
    if (Object.keys(problems).length > 0) return;
    setIsSaving(true);
    try {
      const saved = await sendOrAsk();
      if (!saved) return;
      showAlert(t(company ? 'form.saved' : 'form.created'), 'success');
      onSaved(saved.data);
    } catch (failure) {
      showAlert(errorText(failure), 'error');
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t(company ? 'form.editTitle' : 'form.newTitle')}</DialogTitle>
      <DialogContent>
        {!company && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('form.ownerHint')}
          </Alert>
        )}
        <Box
          component="form"
          id="admin-company-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, pt: 1 }}
        >
          {FIELDS.map((field) => {
            const problem = isShowingProblems ? problems[field] : undefined;
            return (
              <TextField
                key={field}
                label={t(`form.${field}`)}
                value={values[field]}
                onChange={(event) => setValues((old) => ({ ...old, [field]: event.target.value }))}
                error={problem !== undefined}
                helperText={problem ? t(problem) : ' '}
                required={!OPTIONAL.includes(field)}
                slotProps={{ htmlInput: { 'data-testid': `admin-company-${field}` } }}
              />
            );
          })}
          <FormControlLabel
            control={
              <Checkbox
                checked={isPartner}
                onChange={(event) => setIsPartner(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'admin-company-parceira' } as object }}
              />
            }
            label={t('form.parceira')}
          />
          {company && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={isActive}
                  onChange={(event) => setIsActive(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'admin-company-ativo' } as object }}
                />
              }
              label={t('form.ativo')}
            />
          )}
        </Box>
        {company && (
          <Box sx={{ mt: 2 }} data-testid="admin-company-collaborators">
            <CollaboratorsPage companyId={company.id} canManage />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="admin-company-cancel">
          {t('form.cancel')}
        </Button>
        <Button
          type="submit"
          form="admin-company-form"
          variant="contained"
          disabled={isSaving}
          data-testid="admin-company-save"
        >
          {t('form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
