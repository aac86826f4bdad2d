/**
 * An outlined text field drawn as MUI's TextField draws one (FormControl, InputLabel, OutlinedInput with the
 * label's notch, FormHelperText; the same ids, `aria-describedby` and classes), without TextField's module:
 * TextField imports Select (with Menu, Popover, Modal and focus trapping) and the filled and standard
 * inputs for every field, so the sign-in form, which has two plain fields, would load them all before it is
 * usable (docs/decisions/first-screen-budget.md). For a select, a multiline field or another variant, use
 * TextField.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';

export type OutlinedTextFieldProps = {
  readonly label: ReactNode;
  readonly name?: string;
  readonly type?: string;
  readonly autoComplete?: string;
  readonly autoFocus?: boolean;
  readonly error?: boolean;
  readonly helperText?: ReactNode;
  readonly onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  readonly onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  /** The field's root element, as TextField's `ref` (react-hook-form's `register` finds the input in it). */
  readonly ref?: Ref<HTMLDivElement>;
};

export function OutlinedTextField({
  label,
  name,
  type,
  autoComplete,
  autoFocus = false,
  error = false,
  helperText,
  onChange,
  onBlur,
  ref,
}: OutlinedTextFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = `${id}-label`;
  return (
    <FormControl ref={ref} className="MuiTextField-root" variant="outlined" error={error}>
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={helperTextId}
        onChange={onChange}
        onBlur={onBlur}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
