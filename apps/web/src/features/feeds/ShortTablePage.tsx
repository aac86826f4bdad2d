import { useMemo, useState } from 'react';
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { Text } from '../../ui/kit-text/Text';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import { useTranslation } from 'react-i18next';
import type { TFeedType } from '@cocho/contracts';
import type { NutrientKey } from '@cocho/engine';
import { nutrientAbbreviation, nutrientUnit } from '../../export/report-text';
import { useLanguage } from '../../i18n/use-language';
import { LoadError } from '../../ui/LoadError';
import { FeedName, NutrientValue } from './ShortTableCells';
import { useShortTableExports } from './use-short-table-exports';
import { Loading } from '../../ui/Loading';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { CompositionComparatorDialog } from '../comparison/CompositionComparatorDialog';
import { ALL_COLUMNS, createExportLabels, DEFAULT_COLUMNS, filterFeeds, sortFeeds } from './short-table';
import { orderedCategories, toTableFeeds } from '../../catalogue/feed-search';
import type { SortKey, TableSort } from './short-table';
import type { TableFeed } from '../../catalogue/feed-search';
import { useFeedCatalogue } from '../../catalogue/use-feed-catalogue';
import { feedNameIn, feedTypeNameIn } from '../../format/feed-name';

export function ShortTablePage() {
  const { t } = useTranslation('feeds');
  const language = useLanguage();
  const { state, reload } = useFeedCatalogue();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<number | null>(null);
  const [columns, setColumns] = useState<NutrientKey[]>([...DEFAULT_COLUMNS]);
  const [sort, setSort] = useState<TableSort>({ key: 'category', direction: 'asc' });
  const [columnsAnchor, setColumnsAnchor] = useState<HTMLElement | null>(null);
  const [isComparing, setIsComparing] = useState(false);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));

  const catalogue = state.status === 'ready' ? state.catalogue : null;
  const types: TFeedType[] = useMemo(() => catalogue?.types ?? [], [catalogue]);
  const categories = useMemo(() => orderedCategories(types), [types]);
  const categoryOrder = useMemo(
    () => new Map(categories.map((type, index) => [type.id, index] as const)),
    [categories],
  );
  const allFeeds = useMemo(() => (catalogue ? toTableFeeds(catalogue) : []), [catalogue]);
  const rows: TableFeed[] = useMemo(
    () => sortFeeds(filterFeeds(allFeeds, { search, category }), sort, language, categoryOrder),
    [allFeeds, search, category, sort, language, categoryOrder],
  );

  const unitOf = (key: NutrientKey) => nutrientUnit(key, t);
  const labels = createExportLabels(t, types, language);

  const nutrientTitle = (key: NutrientKey) => `${t(`nutrient.${key}`)} (${unitOf(key)})`;
  const tableColumns: DataColumn<TableFeed>[] = [
    {
      id: 'name',
      header: t('table.name'),
      sortValue: ({ feed }) => feedNameIn(feed, language),
      sx: { minWidth: 220 },
      cell: ({ feed }) => <FeedName feed={feed} language={language} />,
    },
    {
      id: 'category',
      header: t('table.category'),
      sortValue: ({ category: rowCategory }) => categoryOrder.get(rowCategory),
      sx: { whiteSpace: 'nowrap' },
      cell: ({ category: rowCategory }) => labels.categoryName(rowCategory),
    },
    ...columns.map((key): DataColumn<TableFeed> => ({
      id: key,
      header: (
        <Tooltip title={nutrientTitle(key)} describeChild>
          <span>{nutrientAbbreviation(key, t)}</span>
        </Tooltip>
      ),
      sortValue: ({ feed }) => feed.nutrientes[key],
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: ({ feed }) => <NutrientValue feed={feed} nutrient={key} language={language} />,
    })),
    {
      id: 'source',
      header: t('table.source'),
      sx: { maxWidth: 320 },
      cell: ({ feed }) => (
        <Tooltip title={feed.fonte ?? t('table.noSource')}>
          <Text kind="small" noWrap component="div" data-testid="feed-source">
            {feed.fonte ?? t('table.noSource')}
          </Text>
        </Tooltip>
      ),
    },
  ];

  const toggleColumn = (key: NutrientKey) =>
    setColumns((current) =>
      current.includes(key)
        ? current.filter((item) => item !== key)
        : ALL_COLUMNS.filter((item) => item === key || current.includes(item)),
    );

  const { onExportCsv, onExportExcel } = useShortTableExports(rows, columns, labels);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return <LoadError message={t('table.loadError')} retryLabel={t('table.retry')} onRetry={reload} />;
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          label={t('table.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'data-testid': 'feed-search' },
          }}
          sx={{ minWidth: 240, flexGrow: 1, maxWidth: 420 }}
        />
        <TextField
          select
          size="small"
          label={t('table.category')}
          value={category === null ? '' : String(category)}
          onChange={(event) => setCategory(event.target.value === '' ? null : Number(event.target.value))}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 240 }}
          data-testid="feed-category"
        >
          <MenuItem value="">{t('table.allCategories')}</MenuItem>
          {categories.map((type) => (
            <MenuItem key={type.id} value={String(type.id)}>
              {feedTypeNameIn(type, language)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<ViewColumnOutlined />}
          onClick={(event: MouseEvent<HTMLElement>) => setColumnsAnchor(event.currentTarget)}
          aria-label={t('table.chooseColumns')}
        >
          {t('table.columns')}
        </Button>
        <Menu anchorEl={columnsAnchor} open={columnsAnchor !== null} onClose={() => setColumnsAnchor(null)}>
          {ALL_COLUMNS.map((key) => (
            <MenuItem key={key} dense onClick={() => toggleColumn(key)}>
              <Checkbox size="small" checked={columns.includes(key)} />
              <ListItemText
                primary={`${nutrientAbbreviation(key, t)} – ${t(`nutrient.${key}`)}`}
                secondary={unitOf(key)}
              />
            </MenuItem>
          ))}
        </Menu>
        <Button
          variant="outlined"
          startIcon={<CompareArrowsOutlined />}
          onClick={() => setIsComparing(true)}
          data-testid="compare-compositions"
        >
          {t('table.compare')}
        </Button>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          onClick={onExportCsv}
          data-testid="export-csv"
        >
          {t('table.exportCsv')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<GridOnOutlined />}
          onClick={() => void onExportExcel()}
          data-testid="export-excel"
        >
          {t('table.exportExcel')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Text kind="note" data-testid="feed-count">
          {t('table.count', { count: rows.length })}
        </Text>
        <Text kind="note">{t('table.legend')}</Text>
      </Box>
      {isPhone ? (
        // Many nutrient columns do not fit a phone: one block per feed, its values two or three to a line.
        <Paper data-testid="feed-table">
          {rows.map(({ feed, category: rowCategory }) => (
            <Box
              key={feed.id}
              data-testid="feed-row"
              sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <FeedName feed={feed} language={language} />
              <Text kind="small" component="p">
                {labels.categoryName(rowCategory)}
              </Text>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  mt: 0.5,
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(90px, 1fr))',
                  gap: 0.5,
                  '& dt': { typography: 'caption', color: 'text.secondary' },
                  '& dd': { m: 0, typography: 'body2', fontVariantNumeric: 'tabular-nums' },
                }}
              >
                {columns.map((key) => (
                  <Box key={key}>
                    <dt title={nutrientTitle(key)}>{nutrientAbbreviation(key, t)}</dt>
                    <dd>
                      <NutrientValue feed={feed} nutrient={key} language={language} />
                    </dd>
                  </Box>
                ))}
              </Box>
              <Text
                kind="small"
                component="p"
                sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
                data-testid="feed-source"
              >
                {feed.fonte ?? t('table.noSource')}
              </Text>
            </Box>
          ))}
          {rows.length === 0 && (
            <Text kind="muted" sx={{ p: 2 }}>
              {t('table.empty')}
            </Text>
          )}
        </Paper>
      ) : (
        <DataTable
          columns={tableColumns}
          rows={rows}
          rowKey={({ feed }) => feed.id}
          rowTestId={() => 'feed-row'}
          testId="feed-table"
          emptyText={t('table.empty')}
          sort={{ id: sort.key, desc: sort.direction === 'desc' }}
          onSortChange={({ id, desc }) => setSort({ key: id as SortKey, direction: desc ? 'desc' : 'asc' })}
          maxHeight="70vh"
        />
      )}
      <CompositionComparatorDialog
        open={isComparing}
        feeds={rows.map(({ feed }) => feed)}
        onClose={() => setIsComparing(false)}
      />
    </Box>
  );
}
