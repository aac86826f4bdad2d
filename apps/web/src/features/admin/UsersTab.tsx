import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import StarIcon from '@mui/icons-material/Star';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_STATES, USER_PROFILES } from '@cocho/contracts';
import type { TAdminUser, TAdminUserState, TUser } from '@cocho/contracts';
import { useCallQuery } from '../../api/query';
import { formatDate } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { editedUserOf, idsOfSearch } from './admin-tabs';
import { isNewUserPath } from './admin-tool-tabs';
import { NewUserDialog } from './NewUserDialog';
import { Pager } from './Pager';
import { UserDialog } from './UserDialog';

const PER_PAGE = 20;
type Profile = NonNullable<TUser['perfil']>;

/** The users tab: accounts by name/e-mail, state, profile and premium (or ?ids=…), and the edit dialog. */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = idsOfSearch(searchParams);
  const [text, setText] = useState('');
  const [applied, setApplied] = useState('');
  const [state, setState] = useState<TAdminUserState | ''>('');
  const [profile, setProfile] = useState<Profile | ''>('');
  const [premium, setPremium] = useState<'' | 'yes' | 'no'>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // /adm/user/edit?id= opens that account's dialog; closing it goes back to the list.
  const askedEdit = editedUserOf(location.pathname, searchParams);
  const dialogId = editing ?? askedEdit;
  const closeDialog = () => {
    setEditing(null);
    if (askedEdit !== null) void navigate('/adm?tab=users', { replace: true });
  };
  // /adm/user/new opens the new-account dialog.
  const isCreating = isNewUserPath(location.pathname);
  const { data, error, refetch } = useCallQuery('listAdminUsers', {
    ...(applied ? { texto: applied } : {}),
    ...(state ? { situacao: state } : {}),
    ...(profile ? { perfil: profile } : {}),
    ...(premium ? { premium: premium === 'yes' } : {}),
    ...(ids ? { ids } : {}),
    pagina: page,
    por_pagina: PER_PAGE,
  });
  const reload = () => void refetch();
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const showAll = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('ids');
    setSearchParams(next);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          filter(setApplied)(text.trim());
        }}
      >
        <TextField
          size="small"
          label={t('users.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'users-text' } }}
        />
        <Button type="submit" variant="outlined" data-testid="users-search">
          {t('common.search')}
        </Button>
        <TextField
          select
          size="small"
          label={t('users.state')}
          value={state}
          onChange={(event) => filter(setState)(event.target.value as TAdminUserState | '')}
          sx={{ minWidth: 150 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'users-state' } as object } }}
        >
          <MenuItem value="">{t('common.any')}</MenuItem>
          {ADMIN_USER_STATES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`states.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('users.profile')}
          value={profile}
          onChange={(event) => filter(setProfile)(event.target.value as Profile | '')}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('common.any')}</MenuItem>
          {USER_PROFILES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`userProfiles.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('users.premium')}
          value={premium}
          onChange={(event) => filter(setPremium)(event.target.value as '' | 'yes' | 'no')}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="">{t('common.any')}</MenuItem>
          <MenuItem value="yes">{t('common.yes')}</MenuItem>
          <MenuItem value="no">{t('common.no')}</MenuItem>
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => void navigate('/adm/user/new')}
          data-testid="users-new"
        >
          {t('newUser.open')}
        </Button>
      </Box>
      {ids && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Typography color="text.secondary">{t('users.onlyIds', { count: ids.length })}</Typography>
          <Button onClick={showAll} data-testid="users-show-all">
            {t('users.showAll')}
          </Button>
        </Box>
      )}
      {error && !data ? (
        <LoadError message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <Typography color="text.secondary">{t('common.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="users-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('users.columns.name')}</TableCell>
                <TableCell>{t('users.columns.email')}</TableCell>
                <TableCell>{t('users.columns.profile')}</TableCell>
                <TableCell>{t('users.columns.state')}</TableCell>
                <TableCell>{t('users.columns.premium')}</TableCell>
                <TableCell>{t('users.columns.created')}</TableCell>
                <TableCell align="right" sx={ACTION_CELL}>
                  {t('common.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  created={formatDate(user.created_at, language)}
                  onEdit={() => setEditing(user.id)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > 0 && (
        <Pager page={page} perPage={PER_PAGE} total={data.total} onPage={setPage} testId="users" />
      )}
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
    </Box>
  );
}

/**
 * The edit column stays in view at the right edge while the table scrolls sideways (a phone at 390 px
 * shows the name and this column; the other columns scroll under it).
 */
const ACTION_CELL = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: '-4px 0 4px -4px rgba(0, 0, 0, 0.3)',
} as const;

function UserRow({ user, created, onEdit }: { user: TAdminUser; created: string; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const isPremium = user.premium || user.premiumInfinito || user.plano_premium;
  return (
    <TableRow data-testid={`user-row-${user.id}`}>
      <TableCell>{user.NOME}</TableCell>
      <TableCell>{user.email}</TableCell>
      <TableCell>{user.perfil ? t(`userProfiles.${user.perfil}`) : ''}</TableCell>
      <TableCell>
        <Chip
          size="small"
          label={t(`states.${user.situacao}`)}
          color={
            user.situacao === 'ativo' ? 'success' : user.situacao === 'em_analise' ? 'warning' : 'default'
          }
          data-testid={`user-state-${user.id}`}
        />
      </TableCell>
      <TableCell>{isPremium && <StarIcon fontSize="small" aria-label={t('users.premium')} />}</TableCell>
      <TableCell>{created}</TableCell>
      <TableCell align="right" sx={ACTION_CELL} data-testid={`user-actions-${user.id}`}>
        <IconButton
          aria-label={t('users.edit', { name: user.NOME })}
          onClick={onEdit}
          data-testid={`user-edit-${user.id}`}
        >
          <EditIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
