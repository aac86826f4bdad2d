/**
 * The administration forms' one approach: react-hook-form over the contracts' zod schemas. `schemaResolver`
 * checks the form as typed with the schema the server runs and hands the parsed call input to the submit;
 * a field's message is an i18n key (namespace included) or a message encoded as in i18n/field-error.ts.
 * `FormText` and `FormCheck` bind MUI fields to the form, `FormDialog` is the dialog the forms open in and
 * `useRun` runs a call with the busy state and the alert of its success or failure.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { Controller } from 'react-hook-form';
import type { Control, FieldError, FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { encodeIssue, fieldErrorText } from '../../i18n/field-error';
import { useErrorText } from '../../i18n/use-error-text';
import { useAlert } from '../../ui/AlertProvider';

/**
 * A resolver that parses `inputOf(form)` with `schema`: the submit receives the parsed call input; each
 * field gets its first issue's message (`messageOf`, by default the field-error encoding of the issue).
 */
export function schemaResolver<F extends FieldValues, S extends z.ZodType>(
  schema: S,
  inputOf: (form: F) => unknown,
  messageOf?: (field: string, issue: z.core.$ZodIssue, form: F) => string,
): Resolver<F, unknown, z.output<S>> {
  return (form) => {
    const parsed = schema.safeParse(inputOf(form), { error: encodeIssue });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: messageOf?.(field, issue, form) ?? issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<F> };
  };
}

/** The text of a form message: an encoded field message, or an i18n key. */
export function messageText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.startsWith('{') ? fieldErrorText(t, message) : t(message);
}

export type Choice = { readonly value: string | number; readonly text: string };

/** The interface languages (0 Portuguese, 1 English, 2 Spanish) as choices. */
export const languageChoices = (t: TFunction, prefix = 'messages.languages'): Choice[] =>
  ['0', '1', '2'].map((value) => ({ value, text: t(`${prefix}.${value}`) }));

type FormTextProps<F extends FieldValues, O> = Omit<TextFieldProps, 'name' | 'select'> & {
  readonly control: Control<F, unknown, O>;
  readonly name: Path<F>;
  readonly testId?: string;
  /** The helper text while the field has no message. */
  readonly hint?: string;
  /** A select of these choices. */
  readonly choices?: readonly Choice[];
  /** Keeps only the digits typed. */
  readonly digits?: boolean;
  /** Attributes of the input element (maxLength, min). */
  readonly htmlInput?: Record<string, unknown>;
};

/** A text field (or select) of a react-hook-form form, with its message under it. */
export function FormText<F extends FieldValues, O>({
  control,
  name,
  testId,
  hint = ' ',
  choices,
  digits,
  htmlInput,
  ...props
}: FormTextProps<F, O>) {
  const { t } = useTranslation('admin');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          select={choices !== undefined}
          onChange={(event) =>
            field.onChange(digits ? event.target.value.replace(/\D/g, '') : event.target.value)
          }
          error={props.error ?? Boolean(fieldState.error)}
          helperText={messageText(t, fieldState.error?.message) ?? props.helperText ?? hint}
          slotProps={{
            ...(props.type === 'date' ? { inputLabel: { shrink: true } } : {}),
            htmlInput: { ...htmlInput, ...(testId && !choices ? { 'data-testid': testId } : {}) },
            ...(testId && choices
              ? { select: { SelectDisplayProps: { 'data-testid': testId } as object } }
              : {}),
          }}
        >
          {choices?.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.text}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A checkbox of a react-hook-form form. */
export function FormCheck<F extends FieldValues, O>(props: {
  readonly control: Control<F, unknown, O>;
  readonly name: Path<F>;
  readonly label: string;
  readonly testId?: string;
  readonly disabled?: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
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
      )}
    />
  );
}

/** A title and a longer text under it (help items, general messages), each at most its length. */
export function TitleAndText<F extends FieldValues, O>(props: {
  readonly control: Control<F, unknown, O>;
  readonly names: readonly [Path<F>, Path<F>];
  readonly labels: readonly [string, string];
  readonly maxLengths: readonly [number, number];
}) {
  const [title, text] = props.names;
  return (
    <>
      <FormText
        control={props.control}
        name={title}
        label={props.labels[0]}
        htmlInput={{ maxLength: props.maxLengths[0] }}
      />
      <FormText
        control={props.control}
        name={text}
        label={props.labels[1]}
        multiline
        minRows={3}
        htmlInput={{ maxLength: props.maxLengths[1] }}
      />
    </>
  );
}

type FormDialogProps = {
  readonly title: string;
  /** The form's id (its submit button sits in the dialog's actions); `<id>-title` names the dialog. */
  readonly formId: string;
  readonly onClose: () => void;
  readonly onSubmit: () => void;
  readonly isSaving?: boolean;
  readonly submitDisabled?: boolean;
  readonly submitText: string;
  readonly cancelText: string;
  readonly submitTestId?: string;
  readonly cancelTestId?: string;
  readonly maxWidth?: 'sm' | 'md';
  /** A failed send, shown above the fields. */
  readonly failure?: string | null;
  readonly failureTestId?: string;
  /** Above the form (a hint) and under it (related lists). */
  readonly before?: ReactNode;
  readonly after?: ReactNode;
  readonly formSx?: SxProps<Theme>;
  /** The fields. */
  readonly children: ReactNode;
};

/** A form in a dialog: title, the fields, cancel and submit (busy while saving). */
export function FormDialog(props: FormDialogProps) {
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
      aria-labelledby={`${props.formId}-title`}
    >
      <DialogTitle id={`${props.formId}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        {props.before}
        <Box
          component="form"
          id={props.formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
          sx={[
            { display: 'grid', gap: 1, pt: 1 },
            ...(Array.isArray(props.formSx) ? props.formSx : [props.formSx]),
          ]}
        >
          {props.failure && (
            <Alert severity="error" data-testid={props.failureTestId}>
              {props.failure}
            </Alert>
          )}
          {props.children}
        </Box>
        {props.after}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} data-testid={props.cancelTestId}>
          {props.cancelText}
        </Button>
        <Button
          type="submit"
          form={props.formId}
          variant="contained"
          loading={props.isSaving}
          disabled={props.submitDisabled}
          data-testid={props.submitTestId}
        >
          {props.submitText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Runs a call: busy while it runs, the success text (if any) or the error's text as an alert after.
 * Resolves to whether it succeeded.
 */
export function useRun() {
  const { showAlert } = useAlert();
  const errorText = useErrorText();
  const [isBusy, setIsBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, success?: string): Promise<boolean> => {
    setIsBusy(true);
    try {
      await action();
      if (success) showAlert(success);
      return true;
    } catch (failure) {
      showAlert(errorText(failure), 'error');
      return false;
    } finally {
      setIsBusy(false);
    }
  };
  return { run, isBusy };
}
