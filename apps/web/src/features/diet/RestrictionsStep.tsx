import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MINIMUM_SHARE_OF_MAXIMUM, resolveFeedRestriction } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { NumberField } from '../../ui/NumberField';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { useNumberProblemText } from '../../ui/use-number-problem-text';
import { formatNumber } from '../../format/format';
import {
  RESTRICTIONS_PAGE_SIZE,
  findDefaultCap,
  findDefaultGuards,
  formatDefaultCap,
  guardsOf,
} from './diet-state';
import type { DefaultCap, DietGuards, DietInputs, SelectedFeed } from './diet-state';
import { feedNameIn } from '../../format/feed-name';
import { readRestriction, sumOfMinimums } from './diet-step-checks';

export type RestrictionsStepProps = {
  readonly inputs: DietInputs;
  readonly onChange: (changes: Partial<DietInputs>) => void;
  readonly language: Language;
};

/** The default minimum's share of the maximum, % (30). */
const SHARE_PERCENT = DEFAULT_MINIMUM_SHARE_OF_MAXIMUM * 100;
/** The minimum and maximum columns: as wide as each other, room for "99,99" on a phone. */
const BOUND_CELL = { width: { xs: 104, sm: 160 }, px: { xs: 0.5, sm: 2 } } as const;

/** The class cap of a selected feed, from the composition it is formulated with (the edited one if any). */
function capOf(selected: SelectedFeed): DefaultCap | null {
  return findDefaultCap(selected.nutrientesAlterados ?? selected.feed.nutrientes);
}

/** Step 4's number guards: the effective-fibre floor (% of DM), Ca:P bounds and the crude-protein floor (% of DM). */
const GUARD_FIELDS = [
  { field: 'fibreMinPercent', label: 'fibreMinimum', decimals: 1, testId: 'fibre-minimum' },
  { field: 'caPMin', label: 'caPMin', decimals: 2, testId: 'ca-p-min' },
  { field: 'caPMax', label: 'caPMax', decimals: 2, testId: 'ca-p-max' },
  { field: 'crudeProteinMinPercent', label: 'cpMin', decimals: 1, testId: 'cp-min' },
] as const;

/**
 * Step 4: per-feed minimum and maximum share of dry matter, 20 rows a page. Salt, mineral mixes, urea and
 * the other capped classes arrive with their usual maximum filled in (diet-state `selectFeed`); the step
 * says so and names each row's class and usual maximum.
 */
export function RestrictionsStep({ inputs, onChange, language }: RestrictionsStepProps) {
  const { t } = useTranslation('diet');
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(inputs.feeds.length / RESTRICTIONS_PAGE_SIZE) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = inputs.feeds.slice(
    shownPage * RESTRICTIONS_PAGE_SIZE,
    (shownPage + 1) * RESTRICTIONS_PAGE_SIZE,
  );
  const problemText = useNumberProblemText();
  const total = sumOfMinimums(inputs.feeds, language);
  const capLabel = (cap: DefaultCap) =>
    t('restrictions.classCap', {
      feedClass: t(`feedClass.${cap.feedClass}`),
      value: formatDefaultCap(cap.maxPercent, language),
    });
  const capsInDiet = [
    ...new Set(
      inputs.feeds.flatMap((selected) => {
        const cap = capOf(selected);
        return cap === null ? [] : [capLabel(cap)];
      }),
    ),
  ];

  const update = (id: string, field: 'minimo' | 'maximo', text: string) => {
    onChange({
      feeds: inputs.feeds.map((selected) =>
        selected.feed.id === id ? { ...selected, [field]: text } : selected,
      ),
    });
  };

  const guards = inputs.guards ?? findDefaultGuards(inputs.animal);
  const setGuards = (changes: Partial<DietGuards>) => onChange({ guards: { ...guards, ...changes } });
  const guardValues = guardsOf(inputs);

  /** A feed's typed bounds as read, and what the solver will use (docs/product/calculation.md#constants). */
  const boundsOf = (selected: SelectedFeed) => {
    const minReading = readRestriction(selected.minimo, language);
    const maxReading = readRestriction(selected.maximo, language);
    const min = minReading.value;
    const max = maxReading.value;
    // An empty minimum under a maximum is 30 % of it.
    const restriction = resolveFeedRestriction(min, max);
    const impliedMin =
      min === null && restriction.kind === 'bounded' && restriction.maxPercent !== null
        ? formatNumber(restriction.minPercent, language, 1)
        : null;
    const isMaxIgnored = min !== null && max !== null && max > 0 && max < min;
    return { minReading, maxReading, restriction, impliedMin, isMaxIgnored };
  };
  /** The minimum's or the maximum's field of a feed, with what it says under it. */
  const boundField = (selected: SelectedFeed, field: 'minimo' | 'maximo') => {
    const { minReading, maxReading, restriction, impliedMin, isMaxIgnored } = boundsOf(selected);
    const cap = capOf(selected);
    const isMin = field === 'minimo';
    const problem = (isMin ? minReading : maxReading).problem;
    const note = isMin
      ? impliedMin === null
        ? undefined
        : t('restrictions.impliedMinimum', { value: impliedMin, share: SHARE_PERCENT })
      : isMaxIgnored
        ? t('restrictions.maxBelowMin')
        : restriction.kind === 'excluded'
          ? t('restrictions.excluded')
          : cap === null
            ? undefined
            : t('restrictions.classHint', {
                feedClass: t(`feedClass.${cap.feedClass}`),
                value: formatDefaultCap(cap.maxPercent, language),
              });
    return (
      <NumberField
        size="small"
        fullWidth
        text={selected[field]}
        onTextChange={(text) => update(selected.feed.id, field, text)}
        placeholder={isMin ? (impliedMin ?? undefined) : undefined}
        error={problem !== null || (!isMin && isMaxIgnored)}
        helperText={problem === null ? note : problemText(problem)}
        ariaLabel={`${t(isMin ? 'restrictions.minimum' : 'restrictions.maximum')} ${feedNameIn(selected.feed, language)}`}
        testId={`restriction-${isMin ? 'min' : 'max'}-${selected.feed.id}`}
      />
    );
  };
  const columns: DataColumn<SelectedFeed>[] = [
    { id: 'feed', header: t('restrictions.feed'), cell: (selected) => feedNameIn(selected.feed, language) },
    {
      id: 'min',
      header: t('restrictions.minimum'),
      sx: BOUND_CELL,
      cell: (selected) => boundField(selected, 'minimo'),
    },
    {
      id: 'max',
      header: t('restrictions.maximum'),
      sx: BOUND_CELL,
      cell: (selected) => boundField(selected, 'maximo'),
    },
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box data-testid="diet-guards" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="subtitle2">{t('restrictions.guards.title')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('restrictions.guards.intro')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <TextField
            select
            size="small"
            label={t('restrictions.guards.fibreRule')}
            value={guards.fibreRule}
            onChange={(event) => setGuards({ fibreRule: event.target.value === 'ndf' ? 'ndf' : 'effective' })}
            sx={{ minWidth: 260 }}
            slotProps={{ htmlInput: { 'data-testid': 'fibre-rule' } }}
          >
            <MenuItem value="effective">{t('restrictions.guards.fibreEffective')}</MenuItem>
            <MenuItem value="ndf">{t('restrictions.guards.fibreNdf')}</MenuItem>
          </TextField>
          {GUARD_FIELDS.map(({ field, label, decimals, testId }) => (
            <NumberField
              key={field}
              size="small"
              label={t(`restrictions.guards.${label}`)}
              value={guardValues[field]}
              onValueChange={(value) => setGuards({ [field]: value })}
              language={language}
              decimals={decimals}
              disabled={field === 'fibreMinPercent' && guards.fibreRule !== 'effective'}
              testId={testId}
            />
          ))}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('restrictions.intro', { share: SHARE_PERCENT })}
      </Typography>
      {capsInDiet.length > 0 && (
        <Alert severity="info" data-testid="default-caps-note">
          {t('restrictions.defaultCaps', {
            caps: new Intl.ListFormat(language, { type: 'conjunction' }).format(capsInDiet),
          })}
        </Alert>
      )}
      {total > 100 && (
        <Alert severity="error" data-testid="minimums-above-100">
          {t('restrictions.minimumsAbove100', { total: formatNumber(total, language, 1) })}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(selected) => selected.feed.id}
        testId="restrictions-table"
        rowTestId={() => 'restriction-row'}
        paging={
          inputs.feeds.length > RESTRICTIONS_PAGE_SIZE
            ? {
                page: shownPage + 1,
                perPage: RESTRICTIONS_PAGE_SIZE,
                total: inputs.feeds.length,
                onPage: (next) => setPage(next - 1),
                testId: 'restrictions',
              }
            : undefined
        }
      />
    </Box>
  );
}
