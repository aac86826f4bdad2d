import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { USER_PROFILES } from '@cocho/contracts';
import type { TAdminDiet } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { DEFAULT_CURRENCY } from '@cocho/engine';
import { formatDate, formatMoney } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { downloadFile } from '../../ui/download-file';
import { countryName } from '../../ui/account/AccountFields';
import { useReferenceData } from '../../ui/account/use-reference-data';
import { useAlert } from '../../ui/AlertProvider';
import { dietsCsv } from './admin-csv';
import { useCallPages } from '../../api/query';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { FilterBar, useListFilters } from './AdminListTab';
import { ChoiceField, DayRangeFields } from './ListFilters';
import { definedOnly } from './list-input';

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
  const { usuario, perfil, estado, pais, alimento, ...rest } = filters;
  return {
    ...definedOnly(rest),
    ...(usuario.trim() ? { usuario: usuario.trim() } : {}),
    ...(perfil ? { perfil: perfil as (typeof USER_PROFILES)[number] } : {}),
    ...(estado.trim().length === 2 ? { estado: estado.trim().toUpperCase() } : {}),
    ...(pais ? { pais: Number(pais) } : {}),
    ...(alimento.trim() ? { alimento: alimento.trim() } : {}),
  };
}

/** /adm/dietas: formulations made across the product (dieta/getFDAdm), more on demand, CSV export. */
export function DietsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const referenceData = useReferenceData();
  const countries = referenceData.status === 'ready' ? referenceData.countries : [];
  const { filters, applied, submit } = useListFilters(NO_FILTERS);
  const [isExporting, setIsExporting] = useState(false);
  const pages = useCallPages(
    'findAdminDiets',
    { ...requestOf(applied), limite: PAGE_SIZE },
    (answer) => answer.data.proximo,
  );
  const rows = pages.data?.pages.flatMap((page) => page.data.dataFD);

  const loadMore = async () => {
    const loaded = await pages.fetchNextPage();
    if (loaded.isError) showAlert(t(`errors:${errorCodeOf(loaded.error)}`), 'error');
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
  const columns: DataColumn<TAdminDiet>[] = [
    { id: 'at', header: t('diets.columns.at'), cell: (diet) => formatDate(diet.created_at, language) },
    { id: 'kind', header: t('diets.columns.kind'), cell: (diet) => t(`diets.kinds.${diet.modo}`) },
    { id: 'name', header: t('diets.columns.name'), cell: (diet) => diet.nome },
    {
      id: 'user',
      header: t('diets.columns.user'),
      cell: (diet) => (
        <>
          {diet.usuario_nome}
          <Typography variant="body2" color="text.secondary">
            {diet.usuario_email}
          </Typography>
        </>
      ),
    },
    {
      id: 'profile',
      header: t('diets.columns.profile'),
      cell: (diet) => (diet.perfil ? t(`userProfiles.${diet.perfil}`) : ''),
    },
    {
      id: 'state',
      header: t('diets.columns.state'),
      cell: (diet) => [diet.estado, diet.pais].filter(Boolean).join(' · '),
    },
    {
      id: 'feeds',
      header: t('diets.columns.feeds'),
      cell: (diet) => diet.alimentos.join(', '),
      sx: { maxWidth: 320 },
    },
    {
      id: 'cost',
      header: t('diets.columns.cost'),
      align: 'right',
      cell: (diet) =>
        diet.custo === null ? '' : formatMoney(diet.custo, language, 2, diet.moeda ?? DEFAULT_CURRENCY),
    },
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FilterBar
        onSubmit={submit}
        actions={
          <Button
            startIcon={<DownloadIcon />}
            onClick={() => void exportCsv()}
            loading={isExporting}
            data-testid="diets-export"
          >
            {t('common.exportCsv')}
          </Button>
        }
      >
        <DayRangeFields filters={filters} />
        <TextField
          size="small"
          label={t('diets.user')}
          value={filters.form.usuario}
          onChange={filters.set('usuario')}
        />
        <ChoiceField
          label={t('users.profile')}
          value={filters.form.perfil}
          onChange={filters.set('perfil')}
          choices={USER_PROFILES.map((value) => ({ value, text: t(`userProfiles.${value}`) }))}
        />
        <TextField
          size="small"
          label={t('diets.state')}
          value={filters.form.estado}
          onChange={filters.set('estado')}
          slotProps={{ htmlInput: { maxLength: 2 } }}
          sx={{ width: 90 }}
        />
        <ChoiceField
          label={t('diets.country')}
          value={filters.form.pais}
          onChange={filters.set('pais')}
          choices={countries.map((country) => ({
            value: String(country.id),
            text: countryName(country, language),
          }))}
          minWidth={160}
        />
        <TextField
          size="small"
          label={t('diets.feed')}
          value={filters.form.alimento}
          onChange={filters.set('alimento')}
        />
        <ChoiceField
          label={t('diets.kind')}
          value={filters.form.modo}
          onChange={filters.set('modo')}
          choices={(['FD', 'PD'] as const).map((value) => ({ value, text: t(`diets.kinds.${value}`) }))}
          minWidth={140}
        />
      </FilterBar>
      <DataTable
        columns={columns}
        rows={rows}
        error={pages.error}
        onRetry={() => void pages.refetch()}
        rowKey={(diet) => diet.id}
        testId="diets-table"
        rowTestId={(diet) => `diet-row-${diet.id}`}
      />
      {pages.hasNextPage && (
        <Box>
          <Button onClick={() => void loadMore()} loading={pages.isFetchingNextPage} data-testid="diets-more">
            {t('diets.more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
