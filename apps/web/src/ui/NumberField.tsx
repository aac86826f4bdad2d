import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { parseDecimal, separatorsOf } from '@cocho/engine';
import type { Language } from '@cocho/engine';

type CommonProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  readonly testId?: string;
  /** The input's accessible name when the field has no visible label (a table cell). */
  readonly ariaLabel?: string;
  /** Whole numbers: the numeric keyboard instead of the decimal one. */
  readonly isInteger?: boolean;
  /** A unit shown before the number (the currency) or after it (kg, %, kg/dia). */
  readonly startUnit?: ReactNode;
  readonly endUnit?: ReactNode;
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

/** Digits, one comma or dot decimal (spec 01 §5 price input). */
const ACCEPTED = /^\d*[.,]?\d*$/;

/** The number as typed back: no grouping, the language's decimal separator, at most `decimals` places. */
function toText(value: number | null, language: Language, decimals: number): string {
  if (value === null) return '';
  const plain = String(Number(value.toFixed(decimals)));
  return plain.replace('.', separatorsOf(language).decimal);
}

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
  slotProps,
  ...props
}: TextProps) {
  const adornments = {
    ...(startUnit === undefined
      ? {}
      : { startAdornment: <InputAdornment position="start">{startUnit}</InputAdornment> }),
    ...(endUnit === undefined
      ? {}
      : { endAdornment: <InputAdornment position="end">{endUnit}</InputAdornment> }),
  };
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => onTextChange(event.target.value)}
      slotProps={{
        ...slotProps,
        input: { ...adornments, ...(slotProps?.input as object | undefined) },
        htmlInput: {
          inputMode: isInteger ? 'numeric' : 'decimal',
          autoComplete: 'off',
          ...(testId ? { 'data-testid': testId } : {}),
          ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
    />
  );
}

function ValueNumberField({ value, onValueChange, language, decimals = 4, ...props }: ValueProps) {
  const [text, setText] = useState(() => toText(value, language, decimals));
  const emitted = useRef(value);

  useEffect(() => {
    if (emitted.current === value) return;
    emitted.current = value;
    setText(toText(value, language, decimals));
  }, [value, language, decimals]);

  return (
    <TextNumberField
      {...props}
      text={text}
      onTextChange={(typed) => {
        const next = typed.replace(/\s/g, '');
        if (!ACCEPTED.test(next)) return;
        setText(next);
        const parsed = parseDecimal(next);
        emitted.current = parsed;
        onValueChange(parsed);
      }}
    />
  );
}
