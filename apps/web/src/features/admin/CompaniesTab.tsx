import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCompany, TCompanyChange } from '@cocho/contracts';
import { DataTable } from '../../ui/data-table/DataTable';
import { headedColumns } from '../../ui/data-table/headed-columns';
import { useModal } from '../../ui/ModalProvider';
import { COMPANY_CONTROL_PATH, companyControlViewOf } from './admin-tabs';
import { CompanyChangesList } from './CompanyChangesList';
import { CompanyFormDialog } from './CompanyFormDialog';
import { LinkCollaboratorDialog } from './LinkCollaboratorDialog';
import { useCallMutation, useInvalidateCalls } from '../../api/query';
import { CallContent } from '../../ui/data-table/CallContent';
import { useRun } from '../../ui/form/run';
import { formatCnpj } from '../../format/format';

/**
 * Company control (/adm/empresaControle, /adm/empControle): every company with its active switch (a
 * deactivation is confirmed: linked users lose premium, consultant and linked access), the create, edit and
 * link-collaborator forms at their own addresses, and the company change requests.
 */
export function CompaniesTab() {
  const { t } = useTranslation('adminCompanies');
  const { run } = useRun();
  const { confirm } = useModal();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const view = companyControlViewOf(location.pathname, searchParams) ?? { view: 'list' };
  const updateCompany = useCallMutation('updateCompanyAsAdministrator', ['listCompanies']);
  const markCompanyRead = useCallMutation('markCompanyChangeRead', ['listCompanyChanges']);
  const markUserRead = useCallMutation('markCompanyUserChangeRead', ['listCompanyChanges']);
  const invalidate = useInvalidateCalls();
  const reload = () => void invalidate(['listCompanies']);
  const backToList = () => void navigate(COMPANY_CONTROL_PATH, { replace: true });

  const setActive = async (company: TCompany, isActive: boolean) => {
    const message = t('list.deactivateMessage', { company: company.nome_fantasia });
    if (!isActive && !(await confirm({ title: t('list.deactivateTitle'), message }))) return;
    const input = { id: company.id, ativo: isActive };
    await run(() => updateCompany.mutateAsync(input), t(isActive ? 'list.activated' : 'list.deactivated'));
  };
  const markRead = (change: TCompanyChange) =>
    run(() => (change.tipo === 'empresa' ? markCompanyRead : markUserRead).mutateAsync({ id: change.id }));
  const columns = headedColumns<TCompany>(t, 'list', [
    { id: 'name', cell: (company) => company.nome_fantasia },
    {
      id: 'cnpj',
      cell: (company) => formatCnpj(company.cnpj),
      sx: { whiteSpace: 'nowrap' },
    },
    { id: 'owner', cell: (company) => company.email_dono },
    {
      id: 'partner',
      align: 'center',
      cell: (company) => (company.parceira ? '✓' : ''),
    },
    {
      id: 'active',
      align: 'center',
      cell: (company) => (
        <Switch
          checked={company.ativo}
          onChange={(event) => void setActive(company, event.target.checked)}
          slotProps={{
            input: {
              'aria-label': t('list.activeLabel', { company: company.nome_fantasia }),
              'data-testid': `company-active-${company.id}`,
            } as object,
          }}
        />
      ),
    },
    {
      id: 'actions',
      align: 'right',
      cell: (company) => (
        <>
          <IconButton
            aria-label={t('list.edit', { company: company.nome_fantasia })}
            onClick={() => void navigate(`/adm/empresa/edit?id=${company.id}`)}
            data-testid={`company-edit-${company.id}`}
          >
            <EditIcon />
          </IconButton>
          <IconButton
            aria-label={t('list.link', { company: company.nome_fantasia })}
            onClick={() => void navigate(`/adm/vincular-colaborador?id_empresa=${company.id}`)}
            data-testid={`company-link-${company.id}`}
          >
            <PersonAddIcon />
          </IconButton>
        </>
      ),
    },
  ]);
  const content = (list: readonly TCompany[]) => {
    const edited = view.view === 'edit' ? list.find((company) => company.id === view.id) : undefined;
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('list.title')}
          </Typography>
          <Button
            variant="contained"
            onClick={() => void navigate('/adm/empresa/new')}
            data-testid="company-new"
          >
            {t('list.new')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => void navigate('/adm/vincular-colaborador')}
            data-testid="company-link-any"
          >
            {t('list.linkCollaborator')}
          </Button>
        </Box>
        <DataTable
          columns={columns}
          rows={list}
          rowKey={(company) => company.id}
          testId="companies-table"
          rowTestId={(company) => `company-row-${company.id}`}
          emptyText={t('list.empty')}
        />
        <Divider />
        <CallContent call="listCompanyChanges" input={{}}>
          {(answer) => (
            <CompanyChangesList changes={answer.data} onMarkRead={(change) => void markRead(change)} />
          )}
        </CallContent>
        {(view.view === 'new' || edited) && (
          <CompanyFormDialog
            // A company read again (another version) opens afresh.
            key={edited ? `${edited.id}-${edited.updated_at}` : 'new'}
            company={edited ?? null}
            onClose={backToList}
            onReload={reload}
            onSaved={() => {
              reload();
              backToList();
            }}
          />
        )}
        {view.view === 'edit' && !edited && (
          <Typography color="error" data-testid="company-edit-not-found">
            {t('form.notFound')}
          </Typography>
        )}
        {view.view === 'link' && (
          <LinkCollaboratorDialog
            key={view.companyId ?? 'any'}
            companies={list}
            companyId={view.companyId}
            onClose={backToList}
            onLinked={() => {
              void invalidate(['listCompanyChanges']);
              backToList();
            }}
          />
        )}
      </Box>
    );
  };

  return (
    <CallContent call="listCompanies" input={{}}>
      {(answer) => content(answer.data)}
    </CallContent>
  );
}
