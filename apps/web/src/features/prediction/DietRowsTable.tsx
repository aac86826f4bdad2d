import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TFeed } from '@cocho/contracts';
import type { Language, MassUnit } from '@cocho/engine';
import { formatMass, formatNumber } from '../../format/format';
import { dryMatterPercentOf } from './prediction-model';
import type { AmountBasis, DietRow, ResolvedRow } from './prediction-model';
import { feedNameById } from '../../format/feed-name';
import { NumberField } from '../../ui/NumberField';
import { FeedRowsTable, numericColumns } from '../../ui/FeedRowsTable';

const UNITS: readonly MassUnit[] = ['kg', 'g', 'mg'];
/** Daily masses with two decimals in every unit, so the column lines up. */
const FIXED = { fixedDecimals: true } as const;

type DietRowsTableProps = {
  readonly rows: readonly DietRow[];
  readonly resolved: readonly ResolvedRow[];
  readonly feedsById: ReadonlyMap<string, TFeed>;
  readonly basis: AmountBasis;
  readonly language: Language;
  readonly onChange: (index: number, row: DietRow) => void;
  readonly onRemove: (index: number) => void;
};

/** The feeds of the diet with their daily amount (kg, g or mg; as fed or dry matter) and totals. */
export function DietRowsTable({
  rows,
  resolved,
  feedsById,
  basis,
  language,
  onChange,
  onRemove,
}: DietRowsTableProps) {
  const { t } = useTranslation('prediction');
  const totalAsFed = resolved.reduce((sum, row) => sum + row.asFedKg, 0);
  const totalDm = resolved.reduce((sum, row) => sum + row.dryMatterKg, 0);
  const amountControls = (row: DietRow, index: number, name: string) => (
    <Box sx={{ display: 'inline-flex', alignItems: 'center' }}>
      <NumberField
        size="small"
        text={row.amountText}
        onTextChange={(text) => onChange(index, { ...row, amountText: text })}
        error={resolved[index]?.isUnreadable}
        ariaLabel={t('feeds.amountOf', { name })}
        testId="diet-amount"
        sx={{
          width: 84,
          '& .MuiInputBase-root': { fontSize: 14 },
          '& input': { textAlign: 'right', py: 0.5, px: 1, fontVariantNumeric: 'tabular-nums' },
        }}
      />
      <Select
        variant="standard"
        disableUnderline
        value={row.unit}
        onChange={(event) => onChange(index, { ...row, unit: event.target.value as MassUnit })}
        inputProps={{ 'aria-label': t('feeds.unitOf', { name }), 'data-testid': 'diet-unit' }}
        sx={{ ml: 1, fontSize: 14, minWidth: 44 }}
      >
        {UNITS.map((unit) => (
          <MenuItem key={unit} value={unit}>
            {unit}
          </MenuItem>
        ))}
      </Select>
    </Box>
  );

  const nameOf = (row: DietRow) => feedNameById(feedsById, row.feedId, language);
  const mass = (kg: number) => formatMass(kg, language, 2, FIXED);
  return (
    <FeedRowsTable
      ariaLabel={t('feeds.tableLabel')}
      feedHeader={t('feeds.feed')}
      nameOf={nameOf}
      rows={rows}
      rowKey={(row) => row.feedId}
      rowTestId="diet-row"
      rowProps={(row) => ({ 'data-feed-id': row.feedId })}
      minWidth={600}
      columns={[
        ...numericColumns<DietRow>([
          {
            header: t('feeds.dryMatter'),
            render: (row) => `${formatNumber(dryMatterPercentOf(feedsById.get(row.feedId)), language, 1)} %`,
          },
        ]),
        {
          header: basis === 'asFed' ? t('feeds.amountAsFed') : t('feeds.amountDm'),
          align: 'right',
          width: 170,
          render: (row, index) => amountControls(row, index, nameOf(row)),
        },
        ...numericColumns<DietRow>([
          { header: t('feeds.asFedKg'), render: (_row, index) => mass(resolved[index]?.asFedKg ?? 0) },
          { header: t('feeds.dmKg'), render: (_row, index) => mass(resolved[index]?.dryMatterKg ?? 0) },
        ]),
        {
          render: (row, index) => (
            <IconButton
              size="small"
              onClick={() => onRemove(index)}
              aria-label={t('feeds.remove', { name: nameOf(row) })}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          ),
        },
      ]}
      total={{
        label: t('feeds.total'),
        cells: [
          '',
          '',
          <span key="asFed" data-testid="diet-total-as-fed">
            {mass(totalAsFed)}
          </span>,
          <span key="dm" data-testid="diet-total-dm">
            {mass(totalDm)}
          </span>,
          '',
        ],
      }}
    />
  );
}
