import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TFeed, TFeedType } from '@cocho/contracts';
import { COW_MILK_FEED_ID } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { matchesFeedSearch } from '../catalogue/feed-search';
import { placeSponsoredFeeds } from '../catalogue/sponsored-feeds';
import { feedNameIn, feedTypeNameIn } from '../format/feed-name';

type Option = {
  readonly feed: TFeed;
  readonly name: string;
  readonly group: string;
  readonly rank: number;
  /** A sponsored feed listed among the catalogue's (under its own type, not the company's group). */
  readonly isSponsored: boolean;
};

export type FeedPickerProps = {
  /** The feeds offered (deleted ones are left out here). */
  readonly feeds: readonly TFeed[];
  readonly types: readonly TFeedType[];
  /** Feeds already chosen: shown disabled, or not offered with `hidesExcluded`. */
  readonly excludedIds: ReadonlySet<string>;
  readonly language: Language;
  readonly onPick: (feed: TFeed) => void;
  /** The category a feed is listed under (its own type unless given); null: not offered. */
  readonly categoryOf?: (feed: TFeed) => number | null;
  readonly hidesExcluded?: boolean;
  readonly disabled?: boolean;
  /** The field's label; "Add a feed" unless given. */
  readonly label?: string;
  readonly helperText?: ReactNode;
  readonly error?: boolean;
  /** Test id of the search input. */
  readonly testId?: string;
  /** A line under the feed's name in the list (the diet's missing composition). */
  readonly renderDetail?: (feed: TFeed) => ReactNode;
};

/**
 * Sponsored feeds (docs/product/calculation.md#visibility: interleaved every third position) keep that place inside their category's
 * group: the list is grouped by category and sorted by name, which would otherwise bury them.
 */
export function placeSponsoredInGroups<T extends { group: string; rank: number; isSponsored: boolean }>(
  options: readonly T[],
): T[] {
  const out: T[] = [];
  let start = 0;
  while (start < options.length) {
    const first = options[start] as T;
    let end = start;
    while (end < options.length && options[end]?.group === first.group && options[end]?.rank === first.rank) {
      end += 1;
    }
    const group = options.slice(start, end);
    out.push(
      ...placeSponsoredFeeds(
        group.filter((option) => !option.isSponsored),
        group.filter((option) => option.isSponsored),
      ),
    );
    start = end;
  }
  return out;
}

/** At most this many feeds are listed for a search: the catalogue has hundreds. */
const MAX_OPTIONS = 200;

/**
 * The one feed search of the app (diet wizard, prediction, mixture, supplement): the catalogue by name in
 * any of its languages (catalogue/feed-search.ts), grouped by category in the product's order (docs/product/calculation.md#constants:
 * 6, 1, 7, 3, 2, 4, 8; other categories last), the built-in cow milk first (docs/product/calculation.md#states), sponsored feeds
 * every third position of their group and marked so (docs/product/calculation.md#visibility). Picking a feed
 * hands it over and clears the search.
 */
export function FeedPicker({
  feeds,
  types,
  excludedIds,
  language,
  onPick,
  categoryOf = (feed) => feed.tipo,
  hidesExcluded = false,
  disabled = false,
  label,
  helperText,
  error,
  testId,
  renderDetail,
}: FeedPickerProps) {
  const { t } = useTranslation('feeds');
  const [input, setInput] = useState('');
  const options = useMemo(() => {
    const typeById = new Map(types.map((type) => [type.id, type] as const));
    const listed = types
      .filter((type) => type.ordem !== null)
      .sort((a, b) => (a.ordem ?? 0) - (b.ordem ?? 0));
    const rankOf = new Map(listed.map((type, index) => [type.id, index] as const));
    const collator = new Intl.Collator(language);
    const sorted = feeds
      .filter((feed) => feed.EXCLUIDO !== 1)
      .flatMap((feed): Option[] => {
        const category = categoryOf(feed);
        const isCowMilk = feed.id === COW_MILK_FEED_ID;
        if (category === null && !isCowMilk) return [];
        const type = category === null ? undefined : typeById.get(category);
        return [
          {
            feed,
            name: feedNameIn(feed, language),
            group: feedTypeNameIn(type, language) || t('picker.otherGroup'),
            rank: isCowMilk ? -1 : ((category === null ? undefined : rankOf.get(category)) ?? listed.length),
            isSponsored: feed.patrocinado && category === feed.tipo,
          },
        ];
      })
      .sort(
        (a, b) => a.rank - b.rank || collator.compare(a.group, b.group) || collator.compare(a.name, b.name),
      );
    return placeSponsoredInGroups(sorted);
  }, [feeds, types, language, categoryOf, t]);
  const offered = useMemo(
    () => (hidesExcluded ? options.filter((option) => !excludedIds.has(option.feed.id)) : options),
    [options, hidesExcluded, excludedIds],
  );

  return (
    <Autocomplete
      options={offered}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => setInput(reason === 'reset' ? '' : value)}
      onChange={(_event, option) => {
        if (option) onPick(option.feed);
        setInput('');
      }}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.name}
      getOptionDisabled={(option) => excludedIds.has(option.feed.id)}
      isOptionEqualToValue={(option, value) => option.feed.id === value.feed.id}
      filterOptions={(list, state) =>
        list.filter((option) => matchesFeedSearch(option.feed, state.inputValue)).slice(0, MAX_OPTIONS)
      }
      renderOption={(props, option) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            <Box>
              {option.name}
              {option.isSponsored && (
                <Typography variant="caption" color="secondary" sx={{ display: 'block' }}>
                  {t('table.sponsored')}
                </Typography>
              )}
              {renderDetail?.(option.feed)}
            </Box>
          </li>
        );
      }}
      blurOnSelect
      disabled={disabled}
      noOptionsText={t('picker.noMatch')}
      size="small"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? t('picker.add')}
          placeholder={t('picker.searchPlaceholder')}
          helperText={helperText}
          error={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, ...(testId ? { 'data-testid': testId } : {}) },
          }}
        />
      )}
      data-testid="feed-picker"
    />
  );
}
