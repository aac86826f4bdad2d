import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ConcentratePremixOutcome, PremixIngredient } from '@cocho/engine';
import { PREMIX_BATCH_UNITS } from '@cocho/contracts';
import type { TConcentratePremixRecord } from '@cocho/contracts';
import { call } from '../../api/client';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useOptionalAccess } from '../../session/use-access';
import { usePremiumOffer } from '../../session/use-premium-offer';
import { useAlert } from '../../ui/AlertProvider';
import { NumberField } from '../../ui/NumberField';
import { DataTable } from '../../ui/data-table/DataTable';
import { nutrientAbbreviation } from '../../export/report-text';
import type { SheetFeed } from './feeding-sheet-form';
import { Text } from '../../ui/kit-text/Text';

/**
 * Category of a pre-mix saved as a feed: energy concentrates (3), or other roughage (0) for a pre-mix of
 * roughages only (docs/decisions/feed-categories.md, concentrate-premix.md).
 */
const PREMIX_FEED_TYPE = 3;
const ROUGHAGE_PREMIX_FEED_TYPE = 0;

const NUMBER_CELL = { 'tbody &': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;

/**
 * The concentrate pre-mix (premium): which feeds (the concentrates by default), the batch in kg or
 * tonnes, its recipe and its own composition, and whether the mixer gets it in place of its ingredients.
 */
export function PremixSection({
  feeds,
  concentrateIds,
  premix,
  outcome,
  onChange,
}: {
  readonly feeds: readonly SheetFeed[];
  /** The diet's concentrates: the default ingredients. */
  readonly concentrateIds: readonly string[];
  /** Null: no pre-mix. */
  readonly premix: TConcentratePremixRecord | null;
  readonly outcome: ConcentratePremixOutcome | null;
  readonly onChange: (premix: TConcentratePremixRecord | null) => void;
}) {
  const { t } = useTranslation('feedingSheet');
  const language = useLanguage();
  const access = useOptionalAccess();
  const offerPremium = usePremiumOffer();
  const canPremix = access?.can('premix') ?? false;
  // A stored pre-mix stays on a record its user may not pre-mix (a premium owner's shared diet): shown, kept
  // as it is, not editable.
  const isReadOnly = !canPremix && premix !== null;
  const { showAlert } = useAlert();
  const [isSaving, setIsSaving] = useState(false);
  const nameOf = (id: string) => feeds.find((feed) => feed.id === id)?.name ?? id;

  const onToggle = (isOn: boolean) => {
    if (!isOn) return onChange(null);
    if (!canPremix) return void offerPremium(t('premix.premiumOnly'));
    onChange({ alimentos: [...concentrateIds], lote: 1, unidade: 't', nome: '', usar_no_trato: true });
  };
  const set = (changes: Partial<TConcentratePremixRecord>) => premix && onChange({ ...premix, ...changes });
  const value = outcome?.ok ? outcome.value : null;

  /** The pre-mix as the user's own feed, to use in other diets (needs the network). */
  const onSaveAsFeed = async () => {
    if (!value || !premix) return;
    setIsSaving(true);
    try {
      await call('createUserFeed', {
        name: premix.nome.trim() || t('premix.defaultName'),
        name_en: null,
        name_es: null,
        name_sci: null,
        tipo: value.isRoughage ? ROUGHAGE_PREMIX_FEED_TYPE : PREMIX_FEED_TYPE,
        nutrientes: { ...value.nutrients },
        custo: value.costPerKg,
        unidade: 'kg',
      });
      showAlert(t('premix.saved'), 'success');
    } catch (error) {
      console.error('pre-mix feed not saved', error);
      showAlert(t('premix.saveFailed'), 'error');
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Box className="feeding-sheet-no-print" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={premix !== null}
            disabled={isReadOnly}
            onChange={(event) => onToggle(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'premix-switch' } as object }}
          />
        }
        label={t('premix.title')}
      />
      {premix && (
        <>
          <Text kind="note">{t('premix.intro')}</Text>
          {isReadOnly && (
            <Text kind="note" data-testid="premix-read-only">
              {t('premix.readOnly')}
            </Text>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {feeds.map((feed) => (
              <FormControlLabel
                key={feed.id}
                control={
                  <Checkbox
                    size="small"
                    disabled={isReadOnly}
                    checked={premix.alimentos.includes(feed.id)}
                    onChange={(event) =>
                      set({
                        alimentos: event.target.checked
                          ? feeds
                              .map((item) => item.id)
                              .filter((id) => id === feed.id || premix.alimentos.includes(id))
                          : premix.alimentos.filter((id) => id !== feed.id),
                      })
                    }
                    slotProps={{ input: { 'data-testid': `premix-feed-${feed.id}` } as object }}
                  />
                }
                label={feed.name}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <NumberField
              size="small"
              language={language}
              decimals={3}
              value={premix.lote}
              disabled={isReadOnly}
              onValueChange={(lote) => set({ lote: lote ?? 0 })}
              label={t('premix.batch')}
              testId="premix-batch"
              sx={{ width: 140 }}
            />
            <TextField
              select
              size="small"
              label={t('premix.unit')}
              value={premix.unidade}
              disabled={isReadOnly}
              onChange={(event) => set({ unidade: event.target.value === 'kg' ? 'kg' : 't' })}
              sx={{ width: 110 }}
              slotProps={{ htmlInput: { 'data-testid': 'premix-unit' } }}
            >
              {PREMIX_BATCH_UNITS.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {unit}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('premix.name')}
              placeholder={t('premix.defaultName')}
              value={premix.nome}
              disabled={isReadOnly}
              onChange={(event) => set({ nome: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ flex: 1, minWidth: 160 }}
            />
          </Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={premix.usar_no_trato === true}
                disabled={isReadOnly}
                onChange={(event) => set({ usar_no_trato: event.target.checked })}
                slotProps={{ input: { 'data-testid': 'premix-at-mixer' } as object }}
              />
            }
            label={t('premix.atMixer')}
          />
          {outcome && !outcome.ok && (
            <Typography color="error" variant="body2" data-testid="premix-error">
              {t(`premix.error.${outcome.errors[0]?.code ?? 'NO_INGREDIENTS'}`)}
            </Typography>
          )}
          {value && (
            <Box data-testid="premix-recipe">
              <Typography variant="subtitle2" component="h4">
                {t('premix.recipe', {
                  batch: `${formatNumber(value.batchKg, language, 1)} kg`,
                  dm: formatNumber(value.dryMatterPercent, language, 1),
                })}
              </Typography>
              <DataTable<PremixIngredient>
                ariaLabel={t('premix.title')}
                rows={value.ingredients}
                rowKey={(row) => row.id}
                rowTestId={() => 'premix-line'}
                columns={[
                  { id: 'feed', header: t('column.feed'), cell: (row) => nameOf(row.id) },
                  {
                    id: 'share',
                    header: t('premix.share'),
                    align: 'right',
                    sx: NUMBER_CELL,
                    cell: (row) => `${formatNumber(row.asFedPercent, language, 2)} %`,
                  },
                  {
                    id: 'kg',
                    header: t('column.kg'),
                    align: 'right',
                    sx: NUMBER_CELL,
                    cell: (row) => formatNumber(row.batchKg, language, 1),
                  },
                ]}
              />
              <Typography variant="body2" sx={{ mt: 1 }} data-testid="premix-per-head">
                {t('premix.perHead', {
                  kg: formatNumber(value.asFedKgPerHead, language, 2),
                  share: formatNumber(value.dietAsFedPercent, language, 1),
                })}
              </Typography>
              <Text kind="note">
                {t('premix.composition', {
                  list: (['PB', 'NDT', 'FDN', 'EE', 'Ca', 'P'] as const)
                    .filter((key) => value.nutrients[key] !== undefined)
                    .map(
                      (key) =>
                        `${nutrientAbbreviation(key, t)} ${formatNumber(value.nutrients[key] ?? 0, language, 2)} %`,
                    )
                    .join(' · '),
                })}
              </Text>
              <Button
                sx={{ mt: 1 }}
                variant="outlined"
                disabled={isSaving}
                onClick={() => void onSaveAsFeed()}
                data-testid="premix-save-feed"
              >
                {t('premix.saveAsFeed')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
