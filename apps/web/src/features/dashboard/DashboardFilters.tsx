import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type Period = { readonly inicio: string; readonly fim: string };

export type DashboardFiltersProps = {
  readonly period: Period;
  readonly onPeriodChange: (period: Period) => void;
  /** A client is selected (the consultant's picker): the cards show that client's diets. */
  readonly hasClient: boolean;
};

/** The dashboard's period (both ends included; empty for no bound) and a note when a client is selected. */
export function DashboardFilters({ period, onPeriodChange, hasClient }: DashboardFiltersProps) {
  const { t } = useTranslation('dashboard');
  const date = (field: keyof Period, label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={period[field]}
      onChange={(event) => onPeriodChange({ ...period, [field]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `period-${field}` } }}
    />
  );
  return (
    <Box
      sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
      data-testid="filters"
    >
      <Typography sx={{ fontWeight: 600 }}>{t('filters.title')}</Typography>
      {date('inicio', t('filters.from'))}
      {date('fim', t('filters.to'))}
      <Button
        size="small"
        disabled={period.inicio === '' && period.fim === ''}
        onClick={() => onPeriodChange({ inicio: '', fim: '' })}
      >
        {t('filters.clear')}
      </Button>
      {hasClient && (
        <Typography variant="body2" color="text.secondary" data-testid="filters-client">
          {t('filters.client')}
        </Typography>
      )}
    </Box>
  );
}
