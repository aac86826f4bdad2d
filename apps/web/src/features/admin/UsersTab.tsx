import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { Text } from '../../ui/kit-text/Text';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import StarIcon from '@mui/icons-material/Star';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_STATES, USER_PROFILES } from '@cocho/contracts';
import type { TAdminUser, TAdminUserState, TUser } from '@cocho/contracts';
import { useInvalidateCalls } from '../../api/query';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { editedUserOf, idsOfSearch, isNewUserPath } from './admin-tabs';
import { adminColumns, AdminListTab } from './AdminListTab';
import { keyedOptions } from '../../ui/form/fields';
import { definedOnly } from './list-input';
import { NewUserDialog } from './NewUserDialog';
import { UserDialog } from './UserDialog';

const PER_PAGE = 20;
type Filters = {
  texto: string;
  situacao: TAdminUserState | '';
  perfil: NonNullable<TUser['perfil']> | '';
  premium: '' | 'yes' | 'no';
};
const NO_FILTERS: Filters = { texto: '', situacao: '', perfil: '', premium: '' };

/** The users tab: accounts by name/e-mail, state, profile and premium (or ?ids=…), and the edit dialog. */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = idsOfSearch(searchParams);
  const [editing, setEditing] = useState<number | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const invalidate = useInvalidateCalls();
  const reload = () => void invalidate(['listAdminUsers']);
  // /adm/user/edit?id= opens that account's dialog; closing it goes back to the list.
  const askedEdit = editedUserOf(location.pathname, searchParams);
  const dialogId = editing ?? askedEdit;
  const closeDialog = () => {
    setEditing(null);
    if (askedEdit !== null) void navigate('/adm?tab=users', { replace: true });
  };
  // /adm/user/new opens the new-account dialog.
  const isCreating = isNewUserPath(location.pathname);
  const showAll = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('ids');
    setSearchParams(next);
  };
  const columns = adminColumns<TAdminUser>(t, 'users.columns', [
    { id: 'name', cell: (user) => user.NOME },
    { id: 'email', cell: (user) => user.email },
    { id: 'profile', cell: (user) => (user.perfil ? t(`userProfiles.${user.perfil}`) : '') },
    {
      id: 'state',
      cell: (user) => (
        <Chip
          size="small"
          label={t(`states.${user.situacao}`)}
          color={
            user.situacao === 'ativo' ? 'success' : user.situacao === 'em_analise' ? 'warning' : 'default'
          }
          data-testid={`user-state-${user.id}`}
        />
      ),
    },
    {
      id: 'premium',
      cell: (user) =>
        (user.premium || user.premiumInfinito || user.plano_premium) && (
          <StarIcon fontSize="small" aria-label={t('users.premium')} />
        ),
    },
    { id: 'created', cell: (user) => formatDate(user.created_at, language) },
    {
      id: 'actions',
      // The edit column stays in view while the table scrolls sideways on a phone.
      stickyRight: true,
      cellProps: (user) => ({ 'data-testid': `user-actions-${user.id}` }),
      cell: (user) => (
        <IconButton
          aria-label={t('users.edit', { name: user.NOME })}
          onClick={() => setEditing(user.id)}
          data-testid={`user-edit-${user.id}`}
        >
          <EditIcon />
        </IconButton>
      ),
    },
  ]);

  return (
    <AdminListTab
      call="listAdminUsers"
      noFilters={NO_FILTERS}
      input={({ premium, ...filters }) => ({
        ...definedOnly(filters),
        ...(premium ? { premium: premium === 'yes' } : {}),
        ...(ids ? { ids } : {}),
      })}
      paged={{ perPage: PER_PAGE, testId: 'users' }}
      searchTestId="users-search"
      filters={[
        { name: 'texto', label: t('users.text'), testId: 'users-text' },
        {
          name: 'situacao',
          label: t('users.state'),
          now: true,
          options: keyedOptions(t, 'states', ADMIN_USER_STATES),
          testId: 'users-state',
        },
        {
          name: 'perfil',
          label: t('users.profile'),
          now: true,
          options: keyedOptions(t, 'userProfiles', USER_PROFILES),
        },
        {
          name: 'premium',
          label: t('users.premium'),
          now: true,
          options: [
            { value: 'yes', label: t('common.yes') },
            { value: 'no', label: t('common.no') },
          ],
          width: 120,
        },
      ]}
      actions={
        <>
          <Box sx={{ flex: 1 }} />
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => void navigate('/adm/user/new')}
            data-testid="users-new"
          >
            {t('newUser.open')}
          </Button>
        </>
      }
      notice={
        ids && (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Text kind="muted">{t('users.onlyIds', { count: ids.length })}</Text>
            <Button onClick={showAll} data-testid="users-show-all">
              {t('users.showAll')}
            </Button>
          </Box>
        )
      }
      table={{
        columns,
        testId: 'users-table',
        rowTestId: (user) => `user-row-${user.id}`,
      }}
    >
      {dialogId !== null && <UserDialog id={dialogId} onClose={closeDialog} onChanged={reload} />}
      {isCreating && (
        <NewUserDialog
          onClose={() => void navigate('/adm?tab=users', { replace: true })}
          onCreated={() => {
            reload();
            void navigate('/adm?tab=users', { replace: true });
          }}
        />
      )}
    </AdminListTab>
  );
}
