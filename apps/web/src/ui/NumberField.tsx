import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEventHandler, KeyboardEventHandler, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { readLocaleNumber } from '@cocho/engine';
import type { Language, LocaleNumberReading } from '@cocho/engine';
import { useLanguage } from '../i18n/use-language';
import { AmbiguousNumberQuestion } from './AmbiguousNumberQuestion';
import { toPlainNumberText } from './read-number';
import { useNumberProblemText } from './use-number-problem-text';

/**
 * What a number field takes besides its number: the props of MUI's TextField that the screens give it, in the
 * outlined (default) or the standard variant.
 */
type FieldProps = {
  readonly label?: ReactNode;
  readonly helperText?: ReactNode;
  readonly error?: boolean;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly fullWidth?: boolean;
  readonly size?: 'small' | 'medium';
  readonly variant?: 'outlined' | 'standard';
  readonly id?: string;
  readonly name?: string;
  readonly placeholder?: string;
  readonly sx?: SxProps<Theme>;
  readonly onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  readonly onFocus?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  readonly onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  /** As TextField's: the input element's attributes, the input's own props, the label's shrink. */
  readonly slotProps?: {
    readonly htmlInput?: Readonly<Record<string, unknown>>;
    readonly input?: InputSlotProps;
    readonly inputLabel?: { readonly shrink?: boolean };
  };
};

/** The input component's props a screen sets (`disableUnderline`: the standard variant's). */
type InputSlotProps = {
  readonly readOnly?: boolean;
  readonly disableUnderline?: boolean;
  readonly sx?: SxProps<Theme>;
};

type CommonProps = FieldProps & {
  readonly testId?: string;
  /** The input's accessible name when the field has no visible label (a table cell). */
  readonly ariaLabel?: string;
  /** Whole numbers: the numeric keyboard instead of the decimal one. */
  readonly isInteger?: boolean;
  /** A unit shown before the number (the currency) or after it (kg, %, kg/dia). */
  readonly startUnit?: ReactNode;
  readonly endUnit?: ReactNode;
  /** Money strips a currency sign; a percentage its % sign (ui/read-number.ts). */
  readonly isMoney?: boolean;
  readonly isPercent?: boolean;
};

/** The screen keeps the text and reads it (ui/read-number.ts) when it validates. */
type TextProps = CommonProps & {
  readonly text: string;
  readonly onTextChange: (text: string) => void;
};

/** The screen keeps the number; the field keeps what is being typed (digits, one comma or point). */
type ValueProps = CommonProps & {
  readonly value: number | null;
  readonly onValueChange: (value: number | null) => void;
  readonly language: Language;
  /** Decimals of the value written back into the field; 4 unless given. */
  readonly decimals?: number;
};

export type NumberFieldProps = TextProps | ValueProps;

/** Every typed number of the app: one text field with the language's keyboard, units and test id. */
export function NumberField(props: NumberFieldProps) {
  return 'onValueChange' in props ? <ValueNumberField {...props} /> : <TextNumberField {...props} />;
}

function TextNumberField({
  text,
  onTextChange,
  testId,
  ariaLabel,
  isInteger = false,
  startUnit,
  endUnit,
  isMoney = false,
  isPercent = false,
  slotProps,
  ...props
}: TextProps) {
  const language = useLanguage();
  const reading = readLocaleNumber(text, language, { isMoney, isPercent, allowNegative: true });
  const question =
    reading.kind === 'ambiguous' ? (
      <AmbiguousNumberQuestion
        text={text}
        readings={reading.readings}
        language={language}
        onChoose={(value) => onTextChange(toPlainNumberText(value, language))}
      />
    ) : undefined;
  return (
    <OutlinedOrStandardField
      {...props}
      {...(question ? { error: true, helperText: question } : {})}
      text={text}
      onTextChange={onTextChange}
      startAdornment={
        startUnit === undefined ? undefined : <InputAdornment position="start">{startUnit}</InputAdornment>
      }
      endAdornment={
        endUnit === undefined ? undefined : <InputAdornment position="end">{endUnit}</InputAdornment>
      }
      input={slotProps?.input}
      inputLabel={slotProps?.inputLabel}
      htmlInput={{
        inputMode: isInteger ? 'numeric' : 'decimal',
        autoComplete: 'off',
        ...(testId ? { 'data-testid': testId } : {}),
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...slotProps?.htmlInput,
      }}
    />
  );
}

/**
 * The field drawn as MUI's TextField draws one (FormControl, InputLabel, the variant's input, FormHelperText;
 * the same ids, `aria-describedby` and classes), without TextField's module: TextField imports Select (with
 * Menu, Popover and Modal) and the filled input for every field, so the diet wizard's first step, which has
 * only number fields, would load them all before it is usable (docs/decisions/first-screen-budget.md). Like
 * ui/OutlinedTextField.tsx, the sign-in form's field.
 */
function OutlinedOrStandardField({
  label,
  helperText,
  error = false,
  disabled = false,
  required = false,
  fullWidth = false,
  size = 'medium',
  variant = 'outlined',
  id: givenId,
  name,
  placeholder,
  sx,
  onBlur,
  onFocus,
  onKeyDown,
  text,
  onTextChange,
  startAdornment,
  endAdornment,
  htmlInput,
  input: { disableUnderline, ...input } = {},
  inputLabel: { shrink } = {},
}: Omit<FieldProps, 'slotProps'> & {
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  readonly startAdornment: ReactNode;
  readonly endAdornment: ReactNode;
  readonly htmlInput: Readonly<Record<string, unknown>>;
  readonly input: InputSlotProps | undefined;
  readonly inputLabel: { readonly shrink?: boolean } | undefined;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  const inputProps = {
    id,
    name,
    placeholder,
    value: text,
    onChange: (event: { target: { value: string } }) => onTextChange(event.target.value),
    onBlur,
    onFocus,
    startAdornment,
    endAdornment,
    inputProps: htmlInput,
    'aria-describedby': helperTextId,
    ...input,
  };
  return (
    <FormControl
      className="MuiTextField-root"
      variant={variant}
      error={error}
      disabled={disabled}
      required={required}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
      onKeyDown={onKeyDown}
    >
      {label && (
        <InputLabel htmlFor={id} id={labelId} shrink={shrink}>
          {label}
        </InputLabel>
      )}
      {variant === 'standard' ? (
        <Input {...inputProps} disableUnderline={disableUnderline} />
      ) : (
        <OutlinedInput {...inputProps} label={label} notched={shrink} />
      )}
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

function ValueNumberField({
  value,
  onValueChange,
  language,
  decimals = 4,
  isMoney = false,
  isPercent = false,
  error,
  helperText,
  ...props
}: ValueProps) {
  const [text, setText] = useState(() => toPlainNumberText(value, language, decimals));
  const [reading, setReading] = useState<LocaleNumberReading | null>(null);
  const emitted = useRef(value);
  const problemText = useNumberProblemText();

  useEffect(() => {
    if (emitted.current === value) return;
    emitted.current = value;
    setText(toPlainNumberText(value, language, decimals));
    setReading(null);
  }, [value, language, decimals]);

  const problem = reading?.kind === 'invalid' ? problemText(reading.reason) : undefined;
  return (
    <TextNumberField
      {...props}
      isMoney={isMoney}
      isPercent={isPercent}
      error={error === true || problem !== undefined}
      helperText={problem ?? helperText}
      text={text}
      onTextChange={(typed) => {
        // What was typed stays as typed; only a number the text reads as exactly goes to the screen.
        setText(typed);
        const next = readLocaleNumber(typed, language, { isMoney, isPercent });
        setReading(next);
        const parsed = next.kind === 'number' ? next.value : null;
        emitted.current = parsed;
        onValueChange(parsed);
      }}
    />
  );
}
