import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { COW_MILK_FEED_ID, CURRENCIES, DEFAULT_CURRENCY, isCowMilkAnimalType } from '@cocho/engine';
import type { Currency, Language, MassUnit } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { COW_MILK_CATALOGUE_FEED } from '../../catalogue/cow-milk-feed';
import { findMissingFeedKeys } from '../../catalogue/feed-completeness';
import { nutrientAbbreviation } from '../../export/report-text';
import type { FeedCatalogue } from '../../catalogue/feed-cache';
import { currencySymbolOf, formatMoney } from '../../format/format';
import { isValidShare } from './diet-step-checks';
import { FeedPicker } from '../../ui/FeedPicker';
import { NumberField } from '../../ui/NumberField';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { CompositionComparatorDialog } from '../comparison/CompositionComparatorDialog';
import { FeedCompositionDialog } from './FeedCompositionDialog';
import { savePreferredCurrency } from './currency-preference';
import { orderSelectedFeeds, selectFeed } from './diet-state';
import {
  checkSelectedFeedPrice,
  findPriceUnitChoices,
  priceUnitChoiceOf,
  typedPriceOf,
  withPriceUnit,
  withTypedPrice,
} from './feed-price';
import type { PriceUnitChoice } from './feed-price';
import type { DietInputs, SelectedFeed } from './diet-state';
import { feedNameIn, feedTypeNameIn } from '../../format/feed-name';

export type FeedSelectionStepProps = {
  readonly catalogue: FeedCatalogue;
  readonly inputs: DietInputs;
  readonly onChange: (changes: Partial<DietInputs>) => void;
  readonly language: Language;
  readonly showErrors: boolean;
};

const UNITS: readonly MassUnit[] = ['kg', 'g', 'mg'];

/** Whether the feed, as used in this diet, has a dry matter content (the solver needs it, docs/product/calculation.md#constants). */
function hasDryMatter(selected: SelectedFeed): boolean {
  const ms = (selected.nutrientesAlterados ?? selected.feed.nutrientes).MS;
  return typeof ms === 'number' && ms > 0;
}

/** Step 3: search the catalogue by category (the product's order), prices per kg/g/mg, entry basis and V:C ratio. */
export function FeedSelectionStep({
  catalogue,
  inputs,
  onChange,
  language,
  showErrors,
}: FeedSelectionStepProps) {
  const { t } = useTranslation('diet');
  // Below md the seven-column table (about 660 px) no longer fits the step's card: one card per feed.
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const typesById = useMemo(() => new Map(catalogue.types.map((type) => [type.id, type])), [catalogue.types]);
  const selectedIds = new Set(inputs.feeds.map((selected) => selected.feed.id));
  const [editedId, setEditedId] = useState<string | null>(null);
  const [isComparing, setIsComparing] = useState(false);
  const edited = inputs.feeds.find((selected) => selected.feed.id === editedId) ?? null;

  // docs/product/calculation.md#constants: only the listed categories (9 and 5 are skipped). A calf is offered the built-in cow milk
  // feed first (docs/product/calculation.md#states).
  const offersCowMilk = isCowMilkAnimalType(inputs.animal.tipo);
  const feeds = useMemo(() => {
    const all = [...catalogue.catalogue, ...catalogue.company, ...catalogue.user];
    return offersCowMilk ? [COW_MILK_CATALOGUE_FEED, ...all] : all;
  }, [catalogue, offersCowMilk]);
  const listedCategoryOf = useCallback(
    (feed: TFeed) =>
      typesById.get(feed.tipo)?.ordem === null || !typesById.has(feed.tipo) ? null : feed.tipo,
    [typesById],
  );

  const currency = inputs.moeda ?? DEFAULT_CURRENCY;
  const setFeeds = (feeds: SelectedFeed[]) => onChange({ feeds });
  const replaceFeed = (next: SelectedFeed) =>
    setFeeds(inputs.feeds.map((selected) => (selected.feed.id === next.feed.id ? next : selected)));
  const updateFeed = (id: string, changes: Partial<SelectedFeed>) =>
    setFeeds(
      inputs.feeds.map((selected) => (selected.feed.id === id ? { ...selected, ...changes } : selected)),
    );

  // One set of controls for both layouts: table rows on wide screens, cards on phones.
  const feedDescription = (selected: SelectedFeed) => {
    const missing = findMissingFeedKeys(selected.nutrientesAlterados ?? selected.feed.nutrientes);
    return (
      <>
        {feedNameIn(selected.feed, language)}
        <Note color="text.secondary">
          {selected.feed.volumoso ? t('feeds.roughage') : t('feeds.concentrate')}
        </Note>
        {!hasDryMatter(selected) && (
          <Note color="error" testId={`feed-no-dry-matter-${selected.feed.id}`}>
            {t('feeds.noDryMatter')}
          </Note>
        )}
        {hasDryMatter(selected) && missing.length > 0 && (
          <Note color="warning.main" testId={`feed-incomplete-${selected.feed.id}`}>
            {t('feeds.incomplete', { keys: missing.map((key) => nutrientAbbreviation(key, t)).join(', ') })}
          </Note>
        )}
        {selected.nutrientesAlterados !== null && (
          <Chip size="small" color="warning" label={t('composition.edited')} data-testid="feed-edited" />
        )}
      </>
    );
  };
  const priceUnitLabel = (choice: PriceUnitChoice, unidade: MassUnit) =>
    choice === 'entry'
      ? t('feeds.priceUnit.entry', { unit: t(`feeds.unitOption.${unidade}`) })
      : t(`feeds.priceUnit.${choice.replace('|', '_')}`);
  const priceWarning = (selected: SelectedFeed) => {
    const warning = checkSelectedFeedPrice(selected, currency);
    if (warning === null) return null;
    return (
      <Note color="warning.main" testId={`feed-price-warning-${selected.feed.id}`}>
        {t(`feeds.priceWarning.${warning.code}`, {
          price: formatMoney(warning.pricePerKgAsFed, language, 2, currency),
          typical: formatMoney(warning.typicalPerKgAsFed, language, 2, currency),
        })}
      </Note>
    );
  };
  const priceField = (selected: SelectedFeed, isLabelled: boolean) => {
    const choice = priceUnitChoiceOf(selected);
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: isLabelled ? 1 : 0.5 }}>
        <NumberField
          size="small"
          fullWidth={isLabelled}
          language={language}
          value={typedPriceOf(selected)}
          onValueChange={(value) => replaceFeed(withTypedPrice(selected, value))}
          startUnit={currencySymbolOf(language, currency)}
          label={isLabelled ? t('feeds.price') : undefined}
          ariaLabel={
            choice === 'entry'
              ? t('feeds.pricePer', { unit: t(`feeds.unitOption.${selected.unidade}`) })
              : t('feeds.priceUnit.fieldLabel', { unit: priceUnitLabel(choice, selected.unidade) })
          }
          testId={`feed-price-${selected.feed.id}`}
        />
        <TextField
          select
          size="small"
          fullWidth={isLabelled}
          value={choice}
          onChange={(event) => replaceFeed(withPriceUnit(selected, event.target.value as PriceUnitChoice))}
          slotProps={{ htmlInput: { 'aria-label': t('feeds.priceUnit.label') } }}
          data-testid={`feed-price-unit-${selected.feed.id}`}
        >
          {findPriceUnitChoices(selected.unidade, choice).map((option) => (
            <MenuItem key={option} value={option}>
              {priceUnitLabel(option, selected.unidade)}
            </MenuItem>
          ))}
        </TextField>
        {priceWarning(selected)}
      </Box>
    );
  };
  const unitField = (selected: SelectedFeed, isLabelled: boolean) => (
    <TextField
      select
      size="small"
      fullWidth={isLabelled}
      value={selected.unidade}
      onChange={(event) => updateFeed(selected.feed.id, { unidade: event.target.value as MassUnit })}
      label={isLabelled ? t('feeds.unit') : undefined}
      slotProps={{ htmlInput: { 'aria-label': t('feeds.unit') } }}
      data-testid={`feed-unit-${selected.feed.id}`}
    >
      {UNITS.map((unit) => (
        <MenuItem key={unit} value={unit}>
          {t(`feeds.unitOption.${unit}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  const quantityField = (selected: SelectedFeed, isLabelled: boolean) => (
    <NumberField
      size="small"
      fullWidth={isLabelled}
      language={language}
      value={selected.quantidade}
      onValueChange={(quantidade) => updateFeed(selected.feed.id, { quantidade })}
      label={isLabelled ? t('feeds.quantity') : undefined}
      ariaLabel={t('feeds.quantity')}
      testId={`feed-quantity-${selected.feed.id}`}
    />
  );
  // The cow milk feed's composition is fixed (docs/product/calculation.md#records).
  const editButton = (selected: SelectedFeed) =>
    selected.feed.id !== COW_MILK_FEED_ID && (
      <IconButton
        aria-label={t('composition.edit', { name: feedNameIn(selected.feed, language) })}
        onClick={() => setEditedId(selected.feed.id)}
        data-testid={`edit-composition-${selected.feed.id}`}
      >
        <EditOutlined />
      </IconButton>
    );
  const removeButton = (selected: SelectedFeed) => (
    <IconButton
      aria-label={t('feeds.remove', { name: feedNameIn(selected.feed, language) })}
      onClick={() => setFeeds(inputs.feeds.filter((item) => item.feed.id !== selected.feed.id))}
      data-testid={`remove-feed-${selected.feed.id}`}
    >
      <DeleteOutlined />
    </IconButton>
  );
  const typeNameOf = (selected: SelectedFeed) => {
    const type = typesById.get(selected.feed.tipo);
    return type ? feedTypeNameIn(type, language) : selected.feed.tipo;
  };
  const columns: DataColumn<SelectedFeed>[] = [
    { id: 'name', header: t('feeds.name'), cell: feedDescription },
    { id: 'category', header: t('feeds.category'), cell: typeNameOf },
    { id: 'price', header: t('feeds.price'), sx: { minWidth: 170 }, cell: (row) => priceField(row, false) },
    { id: 'unit', header: t('feeds.unit'), sx: { minWidth: 90 }, cell: (row) => unitField(row, false) },
    {
      id: 'quantity',
      header: t('feeds.quantity'),
      sx: { minWidth: 120 },
      cell: (row) => quantityField(row, false),
    },
    { id: 'edit', header: '', padding: 'checkbox', cell: editButton },
    { id: 'remove', header: '', padding: 'checkbox', cell: removeButton },
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FeedPicker
        feeds={feeds}
        types={catalogue.types}
        categoryOf={listedCategoryOf}
        excludedIds={selectedIds}
        language={language}
        onPick={(feed) =>
          setFeeds(orderSelectedFeeds([...inputs.feeds, selectFeed(feed, language)], catalogue.types))
        }
        label={t('feeds.search')}
        testId="feed-search"
        renderDetail={(feed) => {
          const missing = findMissingFeedKeys(feed.nutrientes);
          return (
            missing.length > 0 && (
              <Note color="warning.main" testId={`feed-option-incomplete-${feed.id}`}>
                {t('feeds.incompleteShort', {
                  keys: missing.map((key) => nutrientAbbreviation(key, t)).join(', '),
                })}
              </Note>
            )
          );
        }}
      />

      {inputs.feeds.length === 0 ? (
        <Typography color={showErrors ? 'error' : 'text.secondary'} data-testid="no-feeds">
          {showErrors ? t('feeds.atLeastOne') : t('feeds.noneSelected')}
        </Typography>
      ) : isPhone ? (
        <Stack spacing={1.5} data-testid="selected-feeds">
          {inputs.feeds.map((selected) => (
            <Card
              key={selected.feed.id}
              variant="outlined"
              data-testid="selected-feed"
              data-feed-id={selected.feed.id}
            >
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pb: '12px !important' }}>
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
                  <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {feedDescription(selected)}
                    <Note color="text.secondary">{typeNameOf(selected)}</Note>
                  </Box>
                  {editButton(selected)}
                  {removeButton(selected)}
                </Box>
                {/* Two columns wide enough for a long number: the price over its unit, the
                    quantity over its unit. */}
                <Box
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                    gap: 1,
                  }}
                >
                  <Box sx={{ gridRow: 'span 2' }}>{priceField(selected, true)}</Box>
                  {quantityField(selected, true)}
                  {unitField(selected, true)}
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <DataTable
          columns={columns}
          rows={inputs.feeds}
          rowKey={(selected) => selected.feed.id}
          testId="selected-feeds"
          rowTestId={() => 'selected-feed'}
          rowProps={(selected) => ({ 'data-feed-id': selected.feed.id })}
        />
      )}

      {inputs.feeds.length >= 2 && (
        <Box>
          <Button variant="text" onClick={() => setIsComparing(true)} data-testid="compare-compositions">
            {t('composition.compare')}
          </Button>
        </Box>
      )}
      <CompositionComparatorDialog
        open={isComparing}
        // Each with the composition it is formulated with (the edited one if any).
        feeds={inputs.feeds.map((selected) => ({
          ...selected.feed,
          nutrientes: selected.nutrientesAlterados ?? selected.feed.nutrientes,
        }))}
        initialIds={inputs.feeds.map((selected) => selected.feed.id)}
        onClose={() => setIsComparing(false)}
      />
      {edited && (
        <FeedCompositionDialog
          selected={edited}
          language={language}
          onClose={() => setEditedId(null)}
          onApply={(nutrientesAlterados) => {
            updateFeed(edited.feed.id, { nutrientesAlterados });
            setEditedId(null);
          }}
        />
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          value={currency}
          onChange={(event) => {
            const moeda = event.target.value as Currency;
            savePreferredCurrency(moeda);
            onChange({ moeda });
          }}
          label={t('feeds.currency.label')}
          sx={{ minWidth: 220 }}
          data-testid="diet-currency"
        >
          {CURRENCIES.map((code) => (
            <MenuItem key={code} value={code} data-testid={`diet-currency-${code}`}>
              {t(`feeds.currency.option.${code}`, { sign: currencySymbolOf(language, code) })}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('feeds.entry.label')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={inputs.tipoEntrada}
            onChange={(_event, value: '' | '/MS' | null) => {
              if (value !== null) onChange({ tipoEntrada: value });
            }}
          >
            <ToggleButton value="">{t('feeds.entry.asFed')}</ToggleButton>
            <ToggleButton value="/MS">{t('feeds.entry.dryMatter')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={inputs.fixaProporcaoVc}
              onChange={(event) => onChange({ fixaProporcaoVc: event.target.checked })}
              slotProps={{ input: { 'data-testid': 'fix-ratio' } as object }}
            />
          }
          label={t('feeds.ratio.fixed')}
        />
        <NumberField
          size="small"
          language={language}
          value={inputs.proporcaoVolumoso}
          disabled={!inputs.fixaProporcaoVc}
          onValueChange={(proporcaoVolumoso) => onChange({ proporcaoVolumoso })}
          label={t('feeds.ratio.roughagePercent')}
          error={inputs.fixaProporcaoVc && !isValidShare(inputs.proporcaoVolumoso)}
          helperText={
            inputs.fixaProporcaoVc && !isValidShare(inputs.proporcaoVolumoso)
              ? t('feeds.ratio.invalid')
              : undefined
          }
          testId="roughage-percent"
        />
      </Box>
    </Box>
  );
}

/** A short line under a feed's name or price: its kind, a missing figure, a warning. */
function Note({ color, testId, children }: { color: string; testId?: string; children: ReactNode }) {
  return (
    <Typography variant="caption" color={color} sx={{ display: 'block' }} data-testid={testId}>
      {children}
    </Typography>
  );
}
