/** Filter fields the administration lists share. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FilterForm } from './AdminListTab';

type DayRange = { de: string; ate: string };

/** "From" and "to" days (YYYY-MM-DD) of a filter form with `de` and `ate`. */
export function DayRangeFields<F extends DayRange>({ filters }: { filters: FilterForm<F> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {(['de', 'ate'] as const).map((key) => (
        <TextField
          key={key}
          type="date"
          size="small"
          label={t(key === 'de' ? 'logs.from' : 'logs.to')}
          value={filters.form[key]}
          onChange={filters.set(key)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
}

type ChoiceProps = {
  readonly label: string;
  readonly value: string;
  readonly onChange: (event: { target: { value: string } }) => void;
  /** Each choice's value and text. */
  readonly choices: readonly { readonly value: string; readonly text: string }[];
  /** The text of the empty choice ("any"); without it there is none. */
  readonly anyText?: string;
  readonly minWidth?: number;
  readonly testId?: string;
};

/** A select of a filter form, with an "any" choice first. */
export function ChoiceField({
  label,
  value,
  onChange,
  choices,
  anyText,
  minWidth = 150,
  testId,
}: ChoiceProps) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={onChange}
      sx={{ minWidth }}
      slotProps={testId ? { select: { SelectDisplayProps: { 'data-testid': testId } as object } } : undefined}
    >
      <MenuItem value="">{anyText ?? t('common.any')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.text}
        </MenuItem>
      ))}
    </TextField>
  );
}
