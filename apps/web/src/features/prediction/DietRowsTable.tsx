import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { TFeed } from '@cocho/contracts';
import type { Language, MassUnit } from '@cocho/engine';
import { formatMass, formatNumber } from '../../format/format';
import { dryMatterPercentOf } from './prediction-model';
import type { AmountBasis, DietRow, ResolvedRow } from './prediction-model';
import { feedNameIn } from '../../format/feed-name';
import { NumberField } from '../../ui/NumberField';

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
  const numberCell = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const amountControls = (row: DietRow, index: number, name: string) => (
    <>
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
    </>
  );
  const removeButton = (index: number, name: string) => (
    <IconButton size="small" onClick={() => onRemove(index)} aria-label={t('feeds.remove', { name })}>
      <DeleteOutlined fontSize="small" />
    </IconButton>
  );

  if (isPhone) {
    // One block per feed: the six columns (about 600 px) do not fit a phone.
    return (
      <Box data-testid="diet-rows" sx={{ px: 2 }}>
        {rows.map((row, index) => {
          const feed = feedsById.get(row.feedId);
          const name = feed ? feedNameIn(feed, language) : row.feedId;
          const resolvedRow = resolved[index];
          return (
            <Box
              key={row.feedId}
              data-testid="diet-row"
              data-feed-id={row.feedId}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                {removeButton(index, name)}
              </Box>
              <Box
                sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center' }}>{amountControls(row, index, name)}</Box>
                <Typography variant="caption" color="text.secondary" sx={numberCell}>
                  {t('feeds.dryMatter')} {formatNumber(dryMatterPercentOf(feed), language, 1)} %
                </Typography>
              </Box>
              <Typography variant="caption" color="text.secondary" component="p" sx={numberCell}>
                {t('feeds.asFedKg')} {formatMass(resolvedRow?.asFedKg ?? 0, language, 2, FIXED)} ·{' '}
                {t('feeds.dmKg')} {formatMass(resolvedRow?.dryMatterKg ?? 0, language, 2, FIXED)}
              </Typography>
            </Box>
          );
        })}
        <Typography variant="body2" sx={{ fontWeight: 600, pt: 1, ...numberCell }}>
          {t('feeds.total')}:{' '}
          <span data-testid="diet-total-as-fed">{formatMass(totalAsFed, language, 2, FIXED)}</span> ·{' '}
          <span data-testid="diet-total-dm">{formatMass(totalDm, language, 2, FIXED)}</span>
        </Typography>
      </Box>
    );
  }

  return (
    <Table size="small" aria-label={t('feeds.tableLabel')} data-testid="diet-rows">
      <TableHead>
        <TableRow>
          <TableCell>{t('feeds.feed')}</TableCell>
          <TableCell align="right">{t('feeds.dryMatter')}</TableCell>
          <TableCell align="right">
            {basis === 'asFed' ? t('feeds.amountAsFed') : t('feeds.amountDm')}
          </TableCell>
          <TableCell align="right">{t('feeds.asFedKg')}</TableCell>
          <TableCell align="right">{t('feeds.dmKg')}</TableCell>
          <TableCell padding="none" />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => {
          const feed = feedsById.get(row.feedId);
          const name = feed ? feedNameIn(feed, language) : row.feedId;
          const resolvedRow = resolved[index];
          return (
            <TableRow key={row.feedId} data-testid="diet-row" data-feed-id={row.feedId}>
              <TableCell sx={{ maxWidth: 280 }}>
                <Typography variant="body2" noWrap title={name}>
                  {name}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {formatNumber(dryMatterPercentOf(feed), language, 1)}
                {' %'}
              </TableCell>
              <TableCell align="right" sx={{ py: 0.25, minWidth: 170 }}>
                {amountControls(row, index, name)}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {formatMass(resolvedRow?.asFedKg ?? 0, language, 2, FIXED)}
              </TableCell>
              <TableCell align="right" sx={numberCell}>
                {formatMass(resolvedRow?.dryMatterKg ?? 0, language, 2, FIXED)}
              </TableCell>
              <TableCell padding="none" sx={{ pr: 1 }}>
                {removeButton(index, name)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14, borderBottom: 0 } }}>
          <TableCell colSpan={3}>{t('feeds.total')}</TableCell>
          <TableCell align="right" sx={numberCell} data-testid="diet-total-as-fed">
            {formatMass(totalAsFed, language, 2, FIXED)}
          </TableCell>
          <TableCell align="right" sx={numberCell} data-testid="diet-total-dm">
            {formatMass(totalDm, language, 2, FIXED)}
          </TableCell>
          <TableCell padding="none" />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
