import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { readLocaleNumber } from '@cocho/engine';
import type { Language, LocaleNumberReading } from '@cocho/engine';
import { useLanguage } from '../i18n/use-language';
import { AmbiguousNumberQuestion } from './AmbiguousNumberQuestion';
import { toPlainNumberText } from './read-number';
import { useNumberProblemText } from './use-number-problem-text';

type CommonProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
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
      {...(question ? { error: true, helperText: question } : {})}
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
