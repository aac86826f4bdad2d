import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Text } from '../../ui/kit-text/Text';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { USER_PROFILES } from '@cocho/contracts';
import type { TAdminDiet } from '@cocho/contracts';
import { call } from '../../api/client';
import { DEFAULT_CURRENCY } from '@cocho/engine';
import { formatDate, formatMoney } from '../../format/format';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { useRun } from '../../ui/form/run';
import { downloadFile } from '../../ui/download-file';
import { countryName } from '../../ui/account/AccountFields';
import { useReferenceData } from '../../ui/account/use-reference-data';
import { useAlert } from '../../ui/AlertProvider';
import { dietsCsv } from './admin-csv';
import { useCallPages } from '../../api/query';
import { DataTable } from '../../ui/data-table/DataTable';
import { adminColumns, FilterBar, useListFilters } from './AdminListTab';
import { dayRange, FilterFields } from './ListFilters';
import { keyedOptions } from '../../ui/form/fields';
import { definedOnly } from './list-input';

const PAGE_SIZE = 50;
/** The export reads pages of this size, up to EXPORT_MAX formulations. */
const EXPORT_PAGE = 200;
const EXPORT_MAX = 5000;

const NO_FILTERS = {
  de: '',
  ate: '',
  usuario: '',
  perfil: '',
  estado: '',
  pais: '',
  alimento: '',
  modo: '' as '' | 'FD' | 'PD',
};
type Filters = typeof NO_FILTERS;

/** The applied filters (texts trimmed) as dieta/getFDAdm's input. */
function requestOf({ perfil, estado, pais, ...rest }: Filters) {
  return {
    ...definedOnly(rest),
    ...(perfil ? { perfil: perfil as (typeof USER_PROFILES)[number] } : {}),
    ...(estado.length === 2 ? { estado: estado.toUpperCase() } : {}),
    ...(pais ? { pais: Number(pais) } : {}),
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
  const { run, isBusy: isExporting } = useRun();
  const errorText = useErrorText();
  const pages = useCallPages(
    'findAdminDiets',
    { ...requestOf(applied), limite: PAGE_SIZE },
    (answer) => answer.data.proximo,
  );
  const rows = pages.data?.pages.flatMap((page) => page.data.dataFD);

  const loadMore = async () => {
    const loaded = await pages.fetchNextPage();
    if (loaded.isError) showAlert(errorText(loaded.error), 'error');
  };

  const exportCsv = () =>
    run(async () => {
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
    });
  const columns = adminColumns<TAdminDiet>(t, 'diets.columns', [
    { id: 'at', cell: (diet) => formatDate(diet.created_at, language) },
    { id: 'kind', cell: (diet) => t(`diets.kinds.${diet.modo}`) },
    { id: 'name', cell: (diet) => diet.nome },
    {
      id: 'user',
      cell: (diet) => (
        <>
          {diet.usuario_nome}
          <Text kind="note">{diet.usuario_email}</Text>
        </>
      ),
    },
    { id: 'profile', cell: (diet) => (diet.perfil ? t(`userProfiles.${diet.perfil}`) : '') },
    { id: 'state', cell: (diet) => [diet.estado, diet.pais].filter(Boolean).join(' · ') },
    {
      id: 'feeds',
      cell: (diet) => diet.alimentos.join(', '),
      sx: { maxWidth: 320 },
    },
    {
      id: 'cost',
      align: 'right',
      cell: (diet) =>
        diet.custo === null ? '' : formatMoney(diet.custo, language, 2, diet.moeda ?? DEFAULT_CURRENCY),
    },
  ]);

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
        <FilterFields
          filters={filters}
          specs={[
            ...dayRange<Filters>(t),
            { name: 'usuario', label: t('diets.user') },
            {
              name: 'perfil',
              label: t('users.profile'),
              options: keyedOptions(t, 'userProfiles', USER_PROFILES),
            },
            { name: 'estado', label: t('diets.state'), maxLength: 2, width: 90 },
            {
              name: 'pais',
              label: t('diets.country'),
              options: countries.map((country) => ({
                value: String(country.id),
                label: countryName(country, language),
              })),
              width: 160,
            },
            { name: 'alimento', label: t('diets.feed') },
            {
              name: 'modo',
              label: t('diets.kind'),
              options: keyedOptions(t, 'diets.kinds', ['FD', 'PD']),
              width: 140,
            },
          ]}
        />
      </FilterBar>
      <DataTable
        columns={columns}
        rows={rows}
        error={pages.error}
        onRetry={() => void pages.refetch()}
        rowKey={(diet) => diet.id}
        testId="diets-table"
        // Named, so its scrolling container is a focusable region a keyboard can scroll (phones).
        ariaLabel={t('tabs.diets')}
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
