import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { TFeed } from '@cocho/contracts';
import { useLanguage } from '../../i18n/use-language';
import type { FeedCatalogue } from '../../catalogue/feed-cache';
import { matchesFeedSearch, orderedCategories, toTableFeeds } from '../../catalogue/feed-search';
import { feedNameIn, feedTypeNameIn } from '../../format/feed-name';

type PickerOption = { readonly feed: TFeed; readonly group: string; readonly rank: number };

type FeedPickerProps = {
  readonly catalogue: FeedCatalogue;
  /** Feeds already chosen (not offered again). */
  readonly chosenIds: ReadonlySet<string>;
  readonly onPick: (feed: TFeed) => void;
  readonly label: string;
  readonly helperText?: string;
  readonly error?: boolean;
  /** Offer only the feeds this accepts (e.g. concentrates for a supplement). */
  readonly accept?: (feed: TFeed) => boolean;
  readonly testId?: string;
};

/**
 * Search over the feed catalogue (catalogue, company and user feeds), grouped by category in the spec's
 * order (spec 02 §9: 6, 1, 7, 3, 2, 4, 8; user and company feeds last). Picking a feed adds it and clears.
 */
export function FeedPicker({
  catalogue,
  chosenIds,
  onPick,
  label,
  helperText,
  error,
  accept,
  testId,
}: FeedPickerProps) {
  const language = useLanguage();
  const [input, setInput] = useState('');
  const options = useMemo(() => {
    const categories = orderedCategories(catalogue.types);
    const rankOf = new Map(categories.map((type, index) => [type.id, index] as const));
    return toTableFeeds(catalogue)
      .filter(({ feed }) => feed.EXCLUIDO === 0 && (accept?.(feed) ?? true))
      .map(({ feed, category }): PickerOption => ({
        feed,
        group: feedTypeNameIn(
          catalogue.types.find((type) => type.id === category),
          language,
        ),
        rank: rankOf.get(category) ?? categories.length,
      }))
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          a.group.localeCompare(b.group) ||
          feedNameIn(a.feed, language).localeCompare(feedNameIn(b.feed, language), language),
      );
  }, [catalogue, accept, language]);
  const available = useMemo(
    () => options.filter((option) => !chosenIds.has(option.feed.id)),
    [options, chosenIds],
  );

  return (
    <Autocomplete
      options={available}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => setInput(reason === 'reset' ? '' : value)}
      onChange={(_event, option) => {
        if (option) onPick(option.feed);
        setInput('');
      }}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => feedNameIn(option.feed, language)}
      isOptionEqualToValue={(option, value) => option.feed.id === value.feed.id}
      filterOptions={(list, state) =>
        list.filter((option) => matchesFeedSearch(option.feed, state.inputValue))
      }
      blurOnSelect
      size="small"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={helperText}
          error={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
