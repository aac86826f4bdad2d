import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TFeed, TFeedType } from '@cocho/contracts';
import { COW_MILK_FEED_ID } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { matchesFeedSearch, orderedCategories } from '../../catalogue/feed-search';
import { feedNameIn, feedTypeNameIn } from '../../format/feed-name';

type Option = { readonly feed: TFeed; readonly name: string; readonly group: string; readonly order: number };

type FeedPickerProps = {
  readonly feeds: readonly TFeed[];
  readonly types: readonly TFeedType[];
  readonly excludedIds: ReadonlySet<string>;
  readonly language: Language;
  readonly onPick: (feed: TFeed) => void;
  readonly disabled?: boolean;
};

/** Searches the feed catalogue by name, grouped by category in the spec's order, and adds one feed. */
export function FeedPicker({
  feeds,
  types,
  excludedIds,
  language,
  onPick,
  disabled = false,
}: FeedPickerProps) {
  const { t } = useTranslation('prediction');
  const [input, setInput] = useState('');
  const options = useMemo(() => {
    const order = new Map(orderedCategories(types).map((type, index) => [type.id, index] as const));
    const collator = new Intl.Collator(language);
    return feeds
      .filter((feed) => feed.EXCLUIDO !== 1)
      .map((feed): Option => ({
        feed,
        name: feedNameIn(feed, language),
        group:
          feedTypeNameIn(
            types.find((type) => type.id === feed.tipo),
            language,
          ) || t('feeds.otherGroup'),
        // The built-in cow milk comes first (spec 02 §4).
        order: feed.id === COW_MILK_FEED_ID ? -1 : (order.get(feed.tipo) ?? Number.MAX_SAFE_INTEGER),
      }))
      .sort((a, b) => a.order - b.order || collator.compare(a.name, b.name));
  }, [feeds, types, language, t]);

  return (
    <Autocomplete
      options={options}
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
      filterOptions={(list, state) =>
        list.filter((option) => matchesFeedSearch(option.feed, state.inputValue)).slice(0, 200)
      }
      isOptionEqualToValue={(option, value) => option.feed.id === value.feed.id}
      disabled={disabled}
      noOptionsText={t('feeds.noMatch')}
      size="small"
      renderInput={(params) => (
        <TextField {...params} label={t('feeds.add')} placeholder={t('feeds.searchPlaceholder')} />
      )}
      data-testid="feed-picker"
    />
  );
}
