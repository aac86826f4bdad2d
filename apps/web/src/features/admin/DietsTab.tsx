import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { USER_PROFILES } from '@cocho/contracts';
import type { TAdminDiet } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { formatDate, formatMoney } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { downloadFile } from '../../ui/download-file';
import { countryName } from '../../ui/account/AccountFields';
import { useReferenceData } from '../../ui/account/use-reference-data';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { dietsCsv } from './admin-csv';
import { useCallQuery } from '../../api/query';

const PAGE_SIZE = 50;
/** The export reads pages of this size, up to EXPORT_MAX formulations. */
const EXPORT_PAGE = 200;
const EXPORT_MAX = 5000;

type Filters = {
  de: string;
  ate: string;
  usuario: string;
  perfil: string;
  estado: string;
  pais: string;
  alimento: string;
  modo: '' | 'FD' | 'PD';
};
const NO_FILTERS: Filters = {
  de: '',
  ate: '',
  usuario: '',
  perfil: '',
  estado: '',
  pais: '',
  alimento: '',
  modo: '',
};

function requestOf(filters: Filters) {
  return {
    ...(filters.de ? { de: filters.de } : {}),
    ...(filters.ate ? { ate: filters.ate } : {}),
    ...(filters.usuario.trim() ? { usuario: filters.usuario.trim() } : {}),
    ...(filters.perfil ? { perfil: filters.perfil as (typeof USER_PROFILES)[number] } : {}),
    ...(filters.estado.trim().length === 2 ? { estado: filters.estado.trim().toUpperCase() } : {}),
    ...(filters.pais ? { pais: Number(filters.pais) } : {}),
    ...(filters.alimento.trim() ? { alimento: filters.alimento.trim() } : {}),
    ...(filters.modo ? { modo: filters.modo } : {}),
  };
}

/** /adm/dietas: formulations made across the product (dieta/getFDAdm), more on demand, CSV export. */
export function DietsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const referenceData = useReferenceData();
  const countries = referenceData.status === 'ready' ? referenceData.countries : [];
  const [form, setForm] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [more, setMore] = useState<{ rows: TAdminDiet[]; proximo: number | null } | null>(null);
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const { data, error, refetch } = useCallQuery('findAdminDiets', {
    ...requestOf(applied),
    limite: PAGE_SIZE,
  });
  const reload = () => void refetch();
  const rows = [...(data?.data.dataFD ?? []), ...(more?.rows ?? [])];
  const next = more ? more.proximo : (data?.data.proximo ?? null);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const loadMore = async () => {
    if (next === null) return;
    setIsLoadingMore(true);
    try {
      const page = (await call('findAdminDiets', { ...requestOf(applied), limite: PAGE_SIZE, cursor: next }))
        .data;
      setMore({ rows: [...(more?.rows ?? []), ...page.dataFD], proximo: page.proximo });
    } catch (failed) {
      showAlert(t(`errors:${errorCodeOf(failed)}`), 'error');
    } finally {
      setIsLoadingMore(false);
    }
  };

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      const all: TAdminDiet[] = [];
      let cursor: number | undefined;
      do {
        const page = (
          await call('findAdminDiets', {
            ...requestOf(applied),
            limite: EXPORT_PAGE,
            ...(cursor !== undefined ? { cursor } : {}),
          })
        ).data;
        all.push(...page.dataFD);
        cursor = page.proximo ?? undefined;
      } while (cursor !== undefined && all.length < EXPORT_MAX);
      if (all.length === 0) {
        showAlert(t('diets.nothingToExport'), 'error');
        return;
      }
      downloadFile(
        dietsCsv(all.slice(0, EXPORT_MAX), t, language),
        'formulacoes.csv',
        'text/csv;charset=utf-8',
      );
    } catch (failed) {
      showAlert(t(`errors:${errorCodeOf(failed)}`), 'error');
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          setMore(null);
          setApplied({ ...form });
        }}
      >
        <TextField
          type="date"
          size="small"
          label={t('logs.from')}
          value={form.de}
          onChange={set('de')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('logs.to')}
          value={form.ate}
          onChange={set('ate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField size="small" label={t('diets.user')} value={form.usuario} onChange={set('usuario')} />
        <TextField
          select
          size="small"
          label={t('users.profile')}
          value={form.perfil}
          onChange={set('perfil')}
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
          size="small"
          label={t('diets.state')}
          value={form.estado}
          onChange={set('estado')}
          slotProps={{ htmlInput: { maxLength: 2 } }}
          sx={{ width: 90 }}
        />
        <TextField
          select
          size="small"
          label={t('diets.country')}
          value={form.pais}
          onChange={set('pais')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('common.any')}</MenuItem>
          {countries.map((country) => (
            <MenuItem key={country.id} value={String(country.id)}>
              {countryName(country, language)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={t('diets.feed')} value={form.alimento} onChange={set('alimento')} />
        <TextField
          select
          size="small"
          label={t('diets.kind')}
          value={form.modo}
          onChange={set('modo')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{t('common.any')}</MenuItem>
          <MenuItem value="FD">{t('diets.kinds.FD')}</MenuItem>
          <MenuItem value="PD">{t('diets.kinds.PD')}</MenuItem>
        </TextField>
        <Button type="submit" variant="outlined">
          {t('common.search')}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => void exportCsv()}
          loading={isExporting}
          data-testid="diets-export"
        >
          {t('common.exportCsv')}
        </Button>
      </Box>
      {error && !data ? (
        <LoadError message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('common.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="diets-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('diets.columns.at')}</TableCell>
                <TableCell>{t('diets.columns.kind')}</TableCell>
                <TableCell>{t('diets.columns.name')}</TableCell>
                <TableCell>{t('diets.columns.user')}</TableCell>
                <TableCell>{t('diets.columns.profile')}</TableCell>
                <TableCell>{t('diets.columns.state')}</TableCell>
                <TableCell>{t('diets.columns.feeds')}</TableCell>
                <TableCell align="right">{t('diets.columns.cost')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((diet) => (
                <TableRow key={diet.id} data-testid={`diet-row-${diet.id}`}>
                  <TableCell>{formatDate(diet.created_at, language)}</TableCell>
                  <TableCell>{t(`diets.kinds.${diet.modo}`)}</TableCell>
                  <TableCell>{diet.nome}</TableCell>
                  <TableCell>
                    {diet.usuario_nome}
                    <Typography variant="body2" color="text.secondary">
                      {diet.usuario_email}
                    </Typography>
                  </TableCell>
                  <TableCell>{diet.perfil ? t(`userProfiles.${diet.perfil}`) : ''}</TableCell>
                  <TableCell>{[diet.estado, diet.pais].filter(Boolean).join(' · ')}</TableCell>
                  <TableCell sx={{ maxWidth: 320 }}>{diet.alimentos.join(', ')}</TableCell>
                  <TableCell align="right">
                    {diet.custo === null ? '' : formatMoney(diet.custo, language, 2, diet.moeda)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {next !== null && (
        <Box>
          <Button onClick={() => void loadMore()} loading={isLoadingMore} data-testid="diets-more">
            {t('diets.more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
