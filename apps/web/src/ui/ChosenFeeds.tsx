import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TFeed, TFeedType } from '@cocho/contracts';
import type { PickableFeeds } from '../catalogue/feed-search';
import { feedNameById } from '../format/feed-name';
import { useCurrency } from '../format/currency-context';
import { currencySymbolOf } from '../format/format';
import { useLanguage } from '../i18n/use-language';
import { FeedPicker } from './FeedPicker';
import { FeedRowsTable } from './FeedRowsTable';
import type { FeedColumn } from './FeedRowsTable';
import { NumberField } from './NumberField';

/** A chosen feed: its id and the price typed for it. */
export type ChosenFeedRow = { readonly feedId: string; readonly priceText: string };

/** The typed amount of each chosen feed (kg, %, kg/day); the screen keeps the text. */
export type ChosenFeedAmount<Row> = {
  readonly header: ReactNode;
  readonly width: number;
  readonly textOf: (row: Row) => string;
  /** The error field of row `index`'s amount: `row.<index>.<errorKey>`. */
  readonly errorKey: string;
  readonly onTextChange: (index: number, text: string) => void;
  readonly unit: string;
  /** The accessible name's i18n key, given the feed's name as `feed`. */
  readonly ariaLabelKey: string;
};

type ChosenFeedsProps<Row extends ChosenFeedRow> = {
  /**
   * The screen: its i18n namespace (addFeed, addFeedHint, feedsTable, column.feed, column.price, priceOf,
   * remove) and the test ids `<screen>-feed-picker` and `<screen>-row`.
   */
  readonly screen: 'mixture' | 'supplement';
  readonly pickable: PickableFeeds;
  readonly types: readonly TFeedType[];
  readonly feedsById: ReadonlyMap<string, TFeed>;
  readonly rows: readonly Row[];
  /** The screen's error texts by field: `feeds`, `row.<index>.price`, … */
  readonly errorOf: (field: string) => string | undefined;
  readonly onPick: (feed: TFeed) => void;
  readonly onPriceChange: (index: number, priceText: string) => void;
  readonly onRemove: (index: number) => void;
  readonly amount: ChosenFeedAmount<Row>;
  readonly priceWidth: number;
  readonly minWidth: number;
  /** Numbered test ids on the fields (`amount-<index>`, `price-<index>`). */
  readonly hasFieldTestIds?: boolean;
  /** Read-only columns before the typed numbers. */
  readonly columns?: readonly FeedColumn<Row>[];
  /** Shown under the feed's name (the row's error). */
  readonly noteOf?: (index: number) => ReactNode;
};

/** The feeds of a tool screen: the picker, then a row per chosen feed with its amount, price and remove button. */
export function ChosenFeeds<Row extends ChosenFeedRow>(props: ChosenFeedsProps<Row>) {
  const { screen, pickable, feedsById, rows, errorOf, amount, hasFieldTestIds = false, columns = [] } = props;
  const { t } = useTranslation(screen);
  const language = useLanguage();
  // The screen's currency (mixture, supplement: the account's); none: the language's sign.
  const currency = useCurrency();
  const chosenIds = new Set(rows.map((row) => row.feedId));
  const nameOf = (row: Row) => feedNameById(feedsById, row.feedId, language);
  const feedsError = errorOf('feeds');
  const field = (
    spec: { text: string; error: string | undefined; onChange: (text: string) => void; label: string },
    units: { startUnit?: string; endUnit?: string },
    testId: string,
  ) => (
    <NumberField
      size="small"
      text={spec.text}
      onTextChange={spec.onChange}
      error={spec.error !== undefined}
      helperText={spec.error}
      {...units}
      testId={hasFieldTestIds ? testId : undefined}
      ariaLabel={spec.label}
    />
  );
  const fieldColumns: FeedColumn<Row>[] = [
    {
      header: amount.header,
      width: amount.width,
      render: (row, index) =>
        field(
          {
            text: amount.textOf(row),
            error: errorOf(`row.${index}.${amount.errorKey}`),
            onChange: (text) => amount.onTextChange(index, text),
            label: t(amount.ariaLabelKey, { feed: nameOf(row) }),
          },
          { endUnit: amount.unit },
          `amount-${index}`,
        ),
    },
    {
      header: t('column.price'),
      width: props.priceWidth,
      render: (row, index) =>
        field(
          {
            text: row.priceText,
            error: errorOf(`row.${index}.price`),
            onChange: (text) => props.onPriceChange(index, text),
            label: t('priceOf', { feed: nameOf(row) }),
          },
          { startUnit: currencySymbolOf(language, currency) },
          `price-${index}`,
        ),
    },
    {
      width: 56,
      render: (row, index) => (
        <IconButton
          aria-label={t('remove', { feed: nameOf(row) })}
          onClick={() => props.onRemove(index)}
          size="small"
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      ),
    },
  ];
  return (
    <>
      <FeedPicker
        feeds={pickable.feeds}
        categoryOf={pickable.categoryOf}
        types={props.types}
        excludedIds={chosenIds}
        hidesExcluded
        language={language}
        onPick={props.onPick}
        label={t('addFeed')}
        helperText={feedsError ?? t('addFeedHint')}
        error={feedsError !== undefined}
        testId={`${screen}-feed-picker`}
      />
      {rows.length > 0 && (
        <FeedRowsTable
          ariaLabel={t('feedsTable')}
          feedHeader={t('column.feed')}
          nameOf={(row, index) => (
            <>
              {nameOf(row)}
              {props.noteOf?.(index)}
            </>
          )}
          columns={[...columns, ...fieldColumns]}
          rows={rows}
          rowKey={(row) => row.feedId}
          rowTestId={`${screen}-row`}
          minWidth={props.minWidth}
        />
      )}
    </>
  );
}
