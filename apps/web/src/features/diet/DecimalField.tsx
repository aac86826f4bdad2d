import { useEffect, useRef, useState } from 'react';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { parseDecimal, separatorsOf } from '@cocho/engine';
import type { Language } from '@cocho/engine';

export type DecimalFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  readonly value: number | null;
  readonly onValueChange: (value: number | null) => void;
  readonly language: Language;
  readonly decimals?: number;
  readonly testId?: string;
};

/** Digits, one comma or dot decimal (spec 01 §5 price input). */
const ACCEPTED = /^\d*[.,]?\d*$/;

/** The number as typed back: no grouping, the language's decimal separator, at most `decimals` places. */
function toText(value: number | null, language: Language, decimals: number): string {
  if (value === null) return '';
  const plain = String(Number(value.toFixed(decimals)));
  return plain.replace('.', separatorsOf(language).decimal);
}

/** A number typed in the language's format (comma or point decimal); empty means null. */
export function DecimalField({
  value,
  onValueChange,
  language,
  decimals = 4,
  testId,
  ...props
}: DecimalFieldProps) {
  const [text, setText] = useState(() => toText(value, language, decimals));
  const emitted = useRef(value);

  useEffect(() => {
    if (emitted.current === value) return;
    emitted.current = value;
    setText(toText(value, language, decimals));
  }, [value, language, decimals]);

  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.target.value.replace(/\s/g, '');
        if (!ACCEPTED.test(next)) return;
        setText(next);
        const parsed = parseDecimal(next);
        emitted.current = parsed;
        onValueChange(parsed);
      }}
      slotProps={{
        ...props.slotProps,
        htmlInput: {
          inputMode: 'decimal',
          autoComplete: 'off',
          ...(testId ? { 'data-testid': testId } : {}),
        },
      }}
    />
  );
}
