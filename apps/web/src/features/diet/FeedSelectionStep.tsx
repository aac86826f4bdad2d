import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { COW_MILK_FEED_ID, isCowMilkAnimalType } from '@cocho/engine';
import type { Language, MassUnit } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { COW_MILK_CATALOGUE_FEED } from '../../catalogue/cow-milk-feed';
import { findMissingFeedKeys } from '../../catalogue/feed-completeness';
import type { FeedCatalogue } from '../../catalogue/feed-cache';
import { currencySymbolOf } from '../../format/format';
import { FeedPicker } from '../../ui/FeedPicker';
import { NumberField } from '../../ui/NumberField';
import { CompositionComparatorDialog } from '../comparison/CompositionComparatorDialog';
import { FeedCompositionDialog } from './FeedCompositionDialog';
import { orderSelectedFeeds, selectFeed } from './diet-state';
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

/** Whether the feed, as used in this diet, has a dry matter content (the solver needs it, spec 02 §9). */
function hasDryMatter(selected: SelectedFeed): boolean {
  const ms = (selected.nutrientesAlterados ?? selected.feed.nutrientes).MS;
  return typeof ms === 'number' && ms > 0;
}

/** Step 3: search the catalogue by category (spec order), prices per kg/g/mg, entry basis and V:C ratio. */
export function FeedSelectionStep({
  catalogue,
  inputs,
  onChange,
  language,
  showErrors,
}: FeedSelectionStepProps) {
  const { t } = useTranslation('diet');
  const typesById = useMemo(() => new Map(catalogue.types.map((type) => [type.id, type])), [catalogue.types]);
  const selectedIds = new Set(inputs.feeds.map((selected) => selected.feed.id));
  const [editedId, setEditedId] = useState<string | null>(null);
  const [isComparing, setIsComparing] = useState(false);
  const edited = inputs.feeds.find((selected) => selected.feed.id === editedId) ?? null;

  // Spec 02 §9: only the listed categories (9 and 5 are skipped). A calf is offered the built-in cow milk
  // feed first (spec 02 §4).
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

  const setFeeds = (feeds: SelectedFeed[]) => onChange({ feeds });
  const updateFeed = (id: string, changes: Partial<SelectedFeed>) =>
    setFeeds(
      inputs.feeds.map((selected) => (selected.feed.id === id ? { ...selected, ...changes } : selected)),
    );
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
              <Typography
                variant="caption"
                color="warning.main"
                sx={{ display: 'block' }}
                data-testid={`feed-option-incomplete-${feed.id}`}
              >
                {t('feeds.incompleteShort', { keys: missing.join(', ') })}
              </Typography>
            )
          );
        }}
      />

      {inputs.feeds.length === 0 ? (
        <Typography color={showErrors ? 'error' : 'text.secondary'} data-testid="no-feeds">
          {showErrors ? t('feeds.atLeastOne') : t('feeds.noneSelected')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="selected-feeds">
            <TableHead>
              <TableRow>
                <TableCell>{t('feeds.name')}</TableCell>
                <TableCell>{t('feeds.category')}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>{t('feeds.price')}</TableCell>
                <TableCell sx={{ minWidth: 90 }}>{t('feeds.unit')}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>{t('feeds.quantity')}</TableCell>
                <TableCell />
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {inputs.feeds.map((selected) => {
                const name = feedNameIn(selected.feed, language);
                const type = typesById.get(selected.feed.tipo);
                return (
                  <TableRow
                    key={selected.feed.id}
                    data-testid="selected-feed"
                    data-feed-id={selected.feed.id}
                  >
                    <TableCell>
                      {name}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {selected.feed.volumoso ? t('feeds.roughage') : t('feeds.concentrate')}
                      </Typography>
                      {!hasDryMatter(selected) && (
                        <Typography
                          variant="caption"
                          color="error"
                          sx={{ display: 'block' }}
                          data-testid={`feed-no-dry-matter-${selected.feed.id}`}
                        >
                          {t('feeds.noDryMatter')}
                        </Typography>
                      )}
                      {hasDryMatter(selected) &&
                        findMissingFeedKeys(selected.nutrientesAlterados ?? selected.feed.nutrientes).length >
                          0 && (
                          <Typography
                            variant="caption"
                            color="warning.main"
                            sx={{ display: 'block' }}
                            data-testid={`feed-incomplete-${selected.feed.id}`}
                          >
                            {t('feeds.incomplete', {
                              keys: findMissingFeedKeys(
                                selected.nutrientesAlterados ?? selected.feed.nutrientes,
                              ).join(', '),
                            })}
                          </Typography>
                        )}
                      {selected.nutrientesAlterados !== null && (
                        <Chip
                          size="small"
                          color="warning"
                          label={t('composition.edited')}
                          data-testid="feed-edited"
                        />
                      )}
                    </TableCell>
                    <TableCell>{type ? feedTypeNameIn(type, language) : selected.feed.tipo}</TableCell>
                    <TableCell>
                      <NumberField
                        size="small"
                        language={language}
                        value={selected.custo}
                        onValueChange={(custo) => updateFeed(selected.feed.id, { custo })}
                        startUnit={currencySymbolOf(language)}
                        aria-label={t('feeds.pricePer', { unit: t(`feeds.unitOption.${selected.unidade}`) })}
                        testId={`feed-price-${selected.feed.id}`}
                      />
                    </TableCell>
                    <TableCell>
                      <TextField
                        select
                        size="small"
                        value={selected.unidade}
                        onChange={(event) =>
                          updateFeed(selected.feed.id, { unidade: event.target.value as MassUnit })
                        }
                        aria-label={t('feeds.unit')}
                      >
                        {UNITS.map((unit) => (
                          <MenuItem key={unit} value={unit}>
                            {t(`feeds.unitOption.${unit}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                    <TableCell>
                      <NumberField
                        size="small"
                        language={language}
                        value={selected.quantidade}
                        onValueChange={(quantidade) => updateFeed(selected.feed.id, { quantidade })}
                        aria-label={t('feeds.quantity')}
                      />
                    </TableCell>
                    <TableCell padding="checkbox">
                      {/* The cow milk feed's composition is fixed (spec 02 §3). */}
                      {selected.feed.id !== COW_MILK_FEED_ID && (
                        <IconButton
                          aria-label={t('composition.edit', { name })}
                          onClick={() => setEditedId(selected.feed.id)}
                          data-testid={`edit-composition-${selected.feed.id}`}
                        >
                          <EditOutlined />
                        </IconButton>
                      )}
                    </TableCell>
                    <TableCell padding="checkbox">
                      <IconButton
                        aria-label={t('feeds.remove', { name })}
                        onClick={() =>
                          setFeeds(inputs.feeds.filter((item) => item.feed.id !== selected.feed.id))
                        }
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
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
        feeds={inputs.feeds.map((selected) => ({
          id: selected.feed.id,
          name: selected.feed.name,
          name_en: selected.feed.name_en,
          name_es: selected.feed.name_es,
          volumoso: selected.feed.volumoso,
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

export function isValidShare(value: number | null): boolean {
  return value !== null && value >= 0 && value <= 100;
}
