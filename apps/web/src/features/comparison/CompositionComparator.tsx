import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { NamedFeed } from '../../diet-view/diet-view';
import { nutrientUnit } from '../../export/report-text';
import type { Translate } from '../../export/report-text';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { compareCompositions, MAX_COMPARED_FEEDS } from './compare-compositions';
import type { CompositionRow } from './compare-compositions';
import { feedNameIn } from '../../format/feed-name';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';

/**
 * Feeds' compositions side by side (docs/product/shell.md#screens "composition comparator"): pick up to six feeds from
 * `feeds` (the catalogue or the diet's selection); the highest value of each nutrient is bold, the lowest
 * grey.
 */
export function CompositionComparator({
  feeds,
  initialIds = [],
}: {
  readonly feeds: readonly NamedFeed[];
  readonly initialIds?: readonly string[];
}) {
  const { t } = useTranslation('comparison');
  const language = useLanguage();
  const [chosenIds, setChosenIds] = useState<readonly string[]>(initialIds.slice(0, MAX_COMPARED_FEEDS));
  const byId = useMemo(() => new Map(feeds.map((feed) => [feed.id, feed])), [feeds]);
  const chosen = chosenIds.flatMap((id) => byId.get(id) ?? []);
  const comparison = compareCompositions(chosen, language);

  return (
    // Room above the picker's label at the top of a dialog.
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Autocomplete
        multiple
        options={feeds as NamedFeed[]}
        value={chosen}
        getOptionLabel={(feed) => feedNameIn(feed, language)}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        getOptionDisabled={() => chosenIds.length >= MAX_COMPARED_FEEDS}
        onChange={(_event, value) => setChosenIds(value.map((feed) => feed.id).slice(0, MAX_COMPARED_FEEDS))}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('chooseFeeds')}
            helperText={t('maxFeeds', { count: MAX_COMPARED_FEEDS })}
          />
        )}
      />
      <DataTable<CompositionRow>
        testId="composition-comparison"
        ariaLabel={t('compositionTitle')}
        rows={comparison.feeds.length === 0 ? [] : comparison.rows}
        emptyText={t('noFeedsChosen')}
        rowKey={(row) => row.key}
        columns={[
          {
            id: 'nutrient',
            header: t('nutrient'),
            cell: (row) => t(`feeds:nutrient.${row.key}`),
            rowHeader: true,
          },
          { id: 'unit', header: t('unitColumn'), cell: (row) => nutrientUnit(row.key, t as Translate) },
          ...comparison.feeds.map((feed, column): DataColumn<CompositionRow> => ({
            id: feed.id,
            header: feed.name,
            align: 'right',
            cell: (row) => {
              const value = row.values[column] ?? null;
              const sx =
                row.highest === column
                  ? { fontWeight: 700 }
                  : row.lowest === column
                    ? { color: 'text.secondary' }
                    : {};
              return (
                <Box component="span" sx={sx}>
                  {value === null ? '–' : formatNumber(value, language, 2)}
                </Box>
              );
            },
          })),
        ]}
      />
    </Stack>
  );
}
