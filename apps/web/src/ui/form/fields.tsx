/**
 * The form fields (docs/decisions/forms.md): MUI inputs bound to one field of a react-hook-form form, with
 * their test ids and the field's message under them in the user's language.
 */
import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { fieldErrorText } from '../../i18n/field-error';

/**
 * The text of a field's message: an encoded issue (i18n/field-error.ts), an i18n key with its namespace
 * (`admin:helpItems.problems.step`) or a contracts' rule code (`errors:field.<code>`).
 */
export function messageText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('{')) return fieldErrorText(t, message);
  return message.includes(':') ? t(message) : t(`errors:field.${message}`);
}

export type Option = { readonly value: string | number; readonly label: ReactNode; readonly testId?: string };

/** Each value as an option named by the text `<prefix>.<value>`. */
export const keyedOptions = <V extends string | number>(t: TFunction, prefix: string, values: readonly V[]) =>
  values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

/** The interface languages (0 Portuguese, 1 English, 2 Spanish) as options, named by `<prefix>.<n>`. */
export const languageChoices = (t: TFunction, prefix = 'messages.languages') =>
  keyedOptions(t, prefix, ['0', '1', '2']);

type FormTextFieldProps<T extends FieldValues, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'select'
> & {
  readonly control: Control<T, unknown, O>;
  readonly name: FieldPath<T>;
  readonly testId?: string;
  /** The text under a wrong field (else the field's message in the language). */
  readonly invalidText?: string;
  /** The text under a right field (a blank line by default, so the layout does not jump). */
  readonly hint?: ReactNode;
  readonly maxLength?: number;
  /** A select of these options (a number option gives a number value). */
  readonly options?: readonly Option[];
  /** The form says the field's problem elsewhere (the field does not show it). */
  readonly quiet?: boolean;
  /** Keeps only the digits typed. */
  readonly digits?: boolean;
  /** Rewrites the typed text (a CEP's or a date's punctuation). */
  readonly mask?: (typed: string) => string;
  /** More attributes of the input element (min, autoComplete). */
  readonly htmlInput?: Record<string, unknown>;
};

/** A text field, or with `options` a select, bound to one field of a react-hook-form form. */
export function FormTextField<T extends FieldValues, O = T>({
  control,
  name,
  testId,
  invalidText,
  hint = ' ',
  maxLength,
  options,
  quiet,
  digits,
  mask = digits ? (typed) => typed.replace(/\D/g, '') : undefined,
  htmlInput,
  slotProps,
  ...props
}: FormTextFieldProps<T, O>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error =
    fieldState.error && !quiet ? (invalidText ?? messageText(t, fieldState.error.message) ?? '') : undefined;
  const testIdProps = testId ? { 'data-testid': testId } : {};
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => {
        const typed = event.target.value;
        const option = options?.find((item) => String(item.value) === typed);
        field.onChange(option ? option.value : mask ? mask(typed) : typed);
      }}
      onBlur={field.onBlur}
      select={options !== undefined}
      error={props.error ?? error !== undefined}
      helperText={error || (props.helperText ?? hint)}
      slotProps={{
        ...(props.type === 'date' ? { inputLabel: { shrink: true } } : {}),
        ...slotProps,
        htmlInput: { ...htmlInput, ...(options ? {} : testIdProps), ...(maxLength ? { maxLength } : {}) },
        ...(options ? { select: { SelectDisplayProps: testIdProps as object } } : {}),
      }}
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value} data-testid={option.testId}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A checkbox bound to one field of a react-hook-form form. */
export function FormCheck<T extends FieldValues, O>(props: {
  readonly control: Control<T, unknown, O>;
  readonly name: FieldPath<T>;
  readonly label: string;
  readonly testId?: string;
  readonly disabled?: boolean;
}) {
  const { field } = useController({ control: props.control, name: props.name });
  return (
    <FormControlLabel
      label={props.label}
      control={
        <Checkbox
          checked={Boolean(field.value)}
          disabled={props.disabled}
          onChange={(event) => field.onChange(event.target.checked)}
          slotProps={{ input: (props.testId ? { 'data-testid': props.testId } : {}) as object }}
        />
      }
    />
  );
}

/** A longer text's field (several lines). */
export const LONG_TEXT = { multiline: true, minRows: 3 } as const;

/** One field of a form described as data: a text field or a select (FormTextField), or with `check` a checkbox. */
export type FieldSpec<T extends FieldValues, O> = Omit<FormTextFieldProps<T, O>, 'control' | 'label'> & {
  readonly label: string;
  readonly check?: boolean;
};

/** The fields of `fields` in order (a `false` entry is left out), each bound to `control`. */
export function FormFields<T extends FieldValues, O>({
  control,
  fields,
  size,
}: {
  readonly control: Control<T, unknown, O>;
  readonly fields: readonly (FieldSpec<T, O> | false)[];
  /** The text fields' size. */
  readonly size?: 'small';
}) {
  return fields.map(
    (field) =>
      field &&
      (field.check ? (
        <FormCheck key={field.name} control={control} {...field} />
      ) : (
        <FormTextField key={field.name} control={control} size={size} {...field} />
      )),
  );
}
