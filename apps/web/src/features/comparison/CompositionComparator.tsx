import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NUTRIENT_UNITS } from '@cocho/engine';
import type { NutrientKey } from '@cocho/engine';
import type { NamedFeed } from '../../diet-view/diet-view';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { compareCompositions, MAX_COMPARED_FEEDS } from './compare-compositions';
import { feedNameIn } from '../../format/feed-name';

const UNIT_KEYS: Readonly<Record<string, string>> = {
  '% as fed': 'pctAsFed',
  '% DM': 'pctDm',
  'Mcal/kg DM': 'mcal',
  '%/h': 'pctPerHour',
  'mg/kg DM': 'mgKg',
};

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
  const unitOf = (key: NutrientKey) => {
    const unitKey = UNIT_KEYS[NUTRIENT_UNITS[key]];
    return unitKey ? t(`feeds:unit.${unitKey}`) : NUTRIENT_UNITS[key];
  };

  return (
    <Stack spacing={2}>
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
      {comparison.feeds.length === 0 ? (
        <Typography color="text.secondary">{t('noFeedsChosen')}</Typography>
      ) : (
        // On a phone the table scrolls sideways in its box: the box takes the keyboard focus and is named.
        <TableContainer tabIndex={0} role="region" aria-label={t('compositionTitle')}>
          <Table size="small" aria-label={t('compositionTitle')} data-testid="composition-comparison">
            <TableHead>
              <TableRow>
                <TableCell>{t('nutrient')}</TableCell>
                <TableCell>{t('unitColumn')}</TableCell>
                {comparison.feeds.map((feed) => (
                  <TableCell key={feed.id} align="right" sx={{ fontWeight: 700 }}>
                    {feed.name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {comparison.rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row">
                    {t(`feeds:nutrient.${row.key}`)}
                  </TableCell>
                  <TableCell>{unitOf(row.key)}</TableCell>
                  {row.values.map((value, column) => (
                    <TableCell
                      key={comparison.feeds[column]?.id ?? column}
                      align="right"
                      sx={
                        row.highest === column
                          ? { fontWeight: 700 }
                          : row.lowest === column
                            ? { color: 'text.secondary' }
                            : undefined
                      }
                    >
                      {value === null ? '–' : formatNumber(value, language, 2)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
