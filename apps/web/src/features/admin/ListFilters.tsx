/** The filter fields of the administration lists, described as data and bound to a list's filter form. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { FilterForm } from './AdminListTab';

/** One filter field: a text (or a day), or with `options` a select with an "any" choice first. */
export type FilterSpec<F> = {
  readonly name: keyof F & string;
  readonly label: string;
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  /** The "any" choice's text (by default "any"). */
  readonly anyText?: string;
  /** Applied as it changes (else on "search"). */
  readonly now?: boolean;
  readonly testId?: string;
  readonly maxLength?: number;
  /** A text's width, or a select's least width (150 by default). */
  readonly width?: number;
  readonly type?: 'date';
  /** Marks the field wrong, with this text under it. */
  readonly invalidText?: string | undefined;
};

/** "From" and "to" days (YYYY-MM-DD) of a filter form with `de` and `ate`; `invalidText` marks the range wrong. */
export const dayRange = <F extends { de: string; ate: string }>(
  t: TFunction,
  invalidText?: string,
): FilterSpec<F>[] => [
  { name: 'de', type: 'date', label: t('admin:logs.from') },
  { name: 'ate', type: 'date', label: t('admin:logs.to'), invalidText },
];

/** The filter fields of `specs`, in order. */
export function FilterFields<F>({
  filters,
  specs,
}: {
  filters: FilterForm<F>;
  specs: readonly FilterSpec<F>[];
}) {
  const { t } = useTranslation('admin');
  return specs.map(({ name, label, options, anyText, now, testId, maxLength, width, type, invalidText }) => (
    <TextField
      key={name}
      size="small"
      value={filters.form[name] as string}
      onChange={
        now ? (event) => filters.apply({ [name]: event.target.value } as Partial<F>) : filters.set(name)
      }
      label={label}
      type={type}
      select={options !== undefined}
      {...(invalidText !== undefined ? { error: true, helperText: invalidText } : {})}
      sx={options ? { minWidth: width ?? 150 } : width ? { width } : undefined}
      slotProps={
        options
          ? { select: { SelectDisplayProps: { 'data-testid': testId } as object } }
          : type === 'date'
            ? { inputLabel: { shrink: true } }
            : { htmlInput: { 'data-testid': testId, maxLength } }
      }
    >
      {options && <MenuItem value="">{anyText ?? t('common.any')}</MenuItem>}
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  ));
}
