/** Filter fields the administration lists share, each bound to one field of a list's filter form. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FilterForm } from './AdminListTab';

type Bound<F> = {
  readonly filters: FilterForm<F>;
  readonly name: keyof F & string;
  readonly label: string;
  /** Applied as it changes (else on "search"). */
  readonly now?: boolean;
  readonly testId?: string;
};

/** The props that bind a text field to the filter field `name`. */
function bind<F>({ filters, name, now }: Bound<F>) {
  return {
    size: 'small',
    value: filters.form[name] as string,
    onChange: now
      ? (event: { target: { value: string } }) => filters.apply({ [name]: event.target.value } as Partial<F>)
      : filters.set(name),
  } satisfies TextFieldProps;
}

/** A text filter (`maxLength` characters at most). */
export function TextFilter<F>(props: Bound<F> & { readonly maxLength?: number; readonly width?: number }) {
  return (
    <TextField
      {...bind(props)}
      label={props.label}
      sx={props.width ? { width: props.width } : undefined}
      slotProps={{ htmlInput: { 'data-testid': props.testId, maxLength: props.maxLength } }}
    />
  );
}

type DayRange = { de: string; ate: string };

/** "From" and "to" days (YYYY-MM-DD) of a filter form with `de` and `ate`; `invalidText` marks the range wrong. */
export function DayRangeFields<F extends DayRange>({
  filters,
  invalidText,
}: {
  filters: FilterForm<F>;
  invalidText?: string | undefined;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {(['de', 'ate'] as const).map((key) => (
        <TextField
          key={key}
          {...bind({ filters, name: key, label: '' })}
          type="date"
          label={t(key === 'de' ? 'logs.from' : 'logs.to')}
          {...(key === 'ate' && invalidText !== undefined ? { error: true, helperText: invalidText } : {})}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
}

/** A select filter with an "any" choice first (`anyText`, by default "any"). */
export function ChoiceField<F>(
  props: Bound<F> & {
    /** Each choice's value and text. */
    readonly choices: readonly { readonly value: string; readonly text: string }[];
    readonly anyText?: string;
    readonly minWidth?: number;
  },
) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      {...bind(props)}
      select
      label={props.label}
      sx={{ minWidth: props.minWidth ?? 150 }}
      slotProps={
        props.testId
          ? { select: { SelectDisplayProps: { 'data-testid': props.testId } as object } }
          : undefined
      }
    >
      <MenuItem value="">{props.anyText ?? t('common.any')}</MenuItem>
      {props.choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.text}
        </MenuItem>
      ))}
    </TextField>
  );
}
