/**
 * The one form approach (docs/decisions/forms.md): react-hook-form keeps the typed values, the contracts'
 * zod schema checks them (messages are i18n keys, i18n/field-error.ts), and the fields below bind MUI
 * inputs to the form with their test ids.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import type { Control, DefaultValues, FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call } from '../../api/client';
import type { CallInput } from '../../api/client';
import type { CallKey } from '@cocho/contracts';
import { useCreateKey } from '../../api/use-create-key';
import { fieldErrorText, encodeIssue } from '../../i18n/field-error';
import { useErrorText } from '../../i18n/use-error-text';
import { useAlert } from '../AlertProvider';

/**
 * A form checked by `schema` (a contract's request, or a pick of it); `handleSubmit` gets its output.
 * `alsoCheck` adds encoded messages by field that the schema's refinements skip while another field is wrong.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  alsoCheck?: (values: z.input<S>) => Record<string, string> | undefined,
) {
  const checked = zodResolver(schema, { error: encodeIssue });
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => {
    const result = await checked(values, context, options);
    const extra = Object.entries(alsoCheck?.(values) ?? {});
    if (extra.length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name, message] of extra) errors[name] ??= { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
  return useForm<z.input<S>, unknown, z.output<S>>({ defaultValues, resolver });
}

/**
 * `handleSubmit` of a form whose save is one call: a refusal shows as an alert in the user's language
 * (the typed values stay).
 */
export function useAlertingSubmit() {
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  return <T,>(save: (values: T) => Promise<void>) =>
    async (values: T) => {
      try {
        await save(values);
      } catch (error) {
        showAlert(errorText(error), 'error');
      }
    };
}

/** A create call with its idempotency key: the same request sent again (a lost answer) is answered once. */
export function useCreateCall<K extends CallKey>(key: K) {
  const createKey = useCreateKey();
  return async (request: Omit<CallInput<K>, 'idempotency_key'>) => {
    const answer = await call(key, {
      ...request,
      idempotency_key: createKey.keyFor(request),
    } as CallInput<K>);
    createKey.done();
    return answer;
  };
}

type Option = { readonly value: string | number; readonly label: ReactNode };

type FormTextFieldProps<T extends FieldValues, O extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'select'
> & {
  readonly control: Control<T, unknown, O>;
  readonly name: FieldPath<T>;
  readonly testId?: string;
  /** The text under a wrong field (else the schema's message in the language). */
  readonly invalidText?: string;
  /** The text under a right field (a blank line by default, so the layout does not jump). */
  readonly hint?: ReactNode;
  readonly maxLength?: number;
  /** A select of these options (a number option gives a number value). */
  readonly options?: readonly Option[];
  /** The form says the field's problem elsewhere (the field does not show it). */
  readonly quiet?: boolean;
};

/** A text field, or with `options` a select, bound to one field of a react-hook-form form. */
export function FormTextField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  testId,
  invalidText,
  hint = ' ',
  maxLength,
  options,
  quiet,
  slotProps,
  ...props
}: FormTextFieldProps<T, O>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  // A rule's own issue (contracts' fieldIssue) carries its code; the others an encoded message.
  const schemaText = (text = '') =>
    text.startsWith('{') ? fieldErrorText(t, text) : t(`errors:field.${text}`);
  const error = fieldState.error && !quiet ? (invalidText ?? schemaText(message)) : undefined;
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
        field.onChange(option ? option.value : typed);
      }}
      onBlur={field.onBlur}
      select={options !== undefined}
      error={error !== undefined}
      helperText={error ?? hint}
      slotProps={{
        ...slotProps,
        htmlInput: { ...(options ? {} : testIdProps), ...(maxLength ? { maxLength } : {}) },
        ...(options ? { select: { SelectDisplayProps: testIdProps as object } } : {}),
      }}
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A card holding one short form on a row (its fields, then the submit button), under a title and a hint. */
export function InlineFormCard({
  title,
  hint,
  onSubmit,
  isSubmitting,
  submitLabel,
  submitTestId,
  children,
}: {
  readonly title: string;
  readonly hint: string;
  readonly onSubmit: () => Promise<void>;
  readonly isSubmitting: boolean;
  readonly submitLabel: string;
  readonly submitTestId: string;
  readonly children: ReactNode;
}) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {hint}
        </Alert>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          {children}
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            sx={{ mt: 1 }}
            data-testid={submitTestId}
          >
            {submitLabel}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The form's problem (if any) above its send button. */
export function ProblemAndSend({
  problem,
  isSending,
  onSend,
  label,
  testId,
}: {
  readonly problem: string | undefined;
  readonly isSending: boolean;
  readonly onSend: () => Promise<void>;
  readonly label: string;
  readonly testId: string;
}) {
  return (
    <>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box>
        <Button variant="contained" onClick={() => void onSend()} disabled={isSending} data-testid={testId}>
          {label}
        </Button>
      </Box>
    </>
  );
}
