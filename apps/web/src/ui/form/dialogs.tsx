/**
 * The frames a form sits in (docs/decisions/forms.md): the dialog of a create/edit form, the one-row e-mail
 * form card and the problem above a send button.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { FormFields, FormTextField } from './fields';
import type { FieldSpec } from './fields';
import { useRun } from './run';

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
  readonly maxWidth?: 'xs' | 'sm' | 'md';
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
 * A form dialog over a react-hook-form form whose save is one call: busy while it runs, then `success` (if
 * any) and `onSaved`, or the refusal as an alert with the typed values kept (run.ts). `fields` come before
 * any other children.
 */
export function SavingFormDialog<T extends FieldValues, O>({
  form,
  save,
  success,
  onSaved,
  fields,
  fieldSize,
  children,
  ...dialog
}: Omit<FormDialogProps, 'onSubmit' | 'isSaving' | 'children'> & {
  readonly form: UseFormReturn<T, unknown, O>;
  readonly save: (values: O) => Promise<unknown>;
  readonly success?: string | ((values: O) => string);
  readonly onSaved: () => void;
  readonly fields?: readonly (FieldSpec<T, O> | false)[];
  readonly fieldSize?: 'small';
  readonly children?: ReactNode;
}) {
  const { run, isBusy } = useRun();
  const submit = form.handleSubmit(async (values) => {
    if (await run(() => save(values), typeof success === 'function' ? success(values) : success)) onSaved();
  });
  return (
    <FormDialog {...dialog} onSubmit={() => void submit()} isSaving={isBusy}>
      {fields && <FormFields control={form.control} fields={fields} size={fieldSize} />}
      {children}
    </FormDialog>
  );
}

/**
 * A card holding one short form on a row that sends to an e-mail address (an invitation, a contact request):
 * the required e-mail field (form field `email`), any more fields, then the submit button, under a title and
 * a hint. Its texts are `<keyPrefix>.title`, `.hint`, `.email`, `.emailInvalid` (or `emailInvalidKey`) and
 * `.submit` in `t`'s namespace; its test ids `<testIdPrefix>-email` and `<testIdPrefix>-send`.
 */
export function EmailFormCard<T extends FieldValues & { email: string }, O>({
  form: { control, formState },
  onSubmit,
  t,
  keyPrefix,
  emailInvalidKey = `${keyPrefix}.emailInvalid`,
  testIdPrefix,
  children,
}: {
  readonly form: Pick<UseFormReturn<T, unknown, O>, 'control' | 'formState'>;
  readonly onSubmit: () => Promise<void>;
  readonly t: TFunction;
  readonly keyPrefix: string;
  readonly emailInvalidKey?: string;
  readonly testIdPrefix: string;
  readonly children?: ReactNode;
}) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t(`${keyPrefix}.title`)}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(`${keyPrefix}.hint`)}
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
          <FormTextField
            control={control}
            // `T` has the field `email` (its type says so), which TypeScript cannot see through `FieldPath<T>`.
            name={'email' as FieldPath<T>}
            label={t(`${keyPrefix}.email`)}
            type="email"
            invalidText={t(emailInvalidKey)}
            testId={`${testIdPrefix}-email`}
            sx={{ minWidth: 280 }}
            required
          />
          {children}
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting}
            sx={{ mt: 1 }}
            data-testid={`${testIdPrefix}-send`}
          >
            {t(`${keyPrefix}.submit`)}
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
