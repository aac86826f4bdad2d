import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CLIENT_NOTE_MAX_LENGTH, FARM_NAME_MAX_LENGTH, ZClientFields } from '@cocho/contracts';
import type { TClient } from '@cocho/contracts';
import { call, errorCodeOf } from '../api/client';
import { encodeIssue, fieldErrorText } from '../i18n/field-error';
import { useErrorText } from '../i18n/use-error-text';
import { serverFieldMessages } from '../ui/account/server-field-errors';
import { messagesOfIssues } from '../ui/account/validate-account-form';
import type { FieldMessages } from '../ui/account/validate-account-form';
import { useAlert } from '../ui/AlertProvider';

const FIELDS = ['nome', 'email', 'telefone', 'nome_fazenda', 'obs'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const MAX_LENGTH: Record<Field, number> = {
  nome: 120,
  email: 254,
  telefone: 40,
  nome_fazenda: FARM_NAME_MAX_LENGTH,
  obs: CLIENT_NOTE_MAX_LENGTH,
};

function valuesOf(client: TClient | null): Values {
  return {
    nome: client?.nome ?? '',
    email: client?.email ?? '',
    telefone: client?.telefone ?? '',
    nome_fazenda: client?.nome_fazenda ?? '',
    obs: client?.obs ?? '',
  };
}

/** Validates the dialog's fields with the contracts' rules; the encoded message of each wrong field. */
export function validateClientValues(values: Values): FieldMessages {
  const parsed = ZClientFields.safeParse(values, { error: encodeIssue });
  return parsed.success ? {} : messagesOfIssues(parsed.error.issues);
}

type ClientDialogProps = {
  /** The client to edit; null for a new client. */
  readonly client: TClient | null;
  readonly onClose: () => void;
  readonly onSaved: (client: TClient) => void;
};

/** The client dialog (docs/product/shell.md#screens): nome, email, telefone, nome_fazenda, obs; save and close. */
export function ClientDialog({ client, onClose, onSaved }: ClientDialogProps) {
  const { t } = useTranslation('consultancy');
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  const [values, setValues] = useState<Values>(() => valuesOf(client));
  const [messages, setMessages] = useState<FieldMessages>({});
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  // The version the edit is based on (no lost update), and the saved client when another edit won.
  const [baseVersion, setBaseVersion] = useState<string | null>(client?.atualizado_em ?? null);
  const [conflict, setConflict] = useState<TClient | null>(null);

  /** The client as saved now, after an edit elsewhere; null when it is gone. */
  const findSavedClient = async (id: number): Promise<TClient | null> =>
    (await call('listClients', {})).data.find((item) => item.id === id) ?? null;

  const save = async (base = baseVersion) => {
    const problems = validateClientValues(values);
    setMessages(problems);
    setError(null);
    setConflict(null);
    if (Object.keys(problems).length > 0) return;
    setIsSaving(true);
    try {
      const answer = client
        ? await call('updateClient', { ...values, id: client.id, base_atualizado_em: base })
        : await call('createClient', values);
      showAlert(t('messages.saved'));
      onSaved(answer.data);
    } catch (caught) {
      const saved = client && errorCodeOf(caught) === 'CONFLICT' ? await findSavedClient(client.id) : null;
      if (saved) setConflict(saved);
      else {
        setMessages(serverFieldMessages(caught));
        setError(errorText(caught));
      }
    } finally {
      setIsSaving(false);
    }
  };

  /** Reload: the saved version in the form, to edit from. */
  const onLoadSaved = (saved: TClient) => {
    setValues(valuesOf(saved));
    setBaseVersion(saved.atualizado_em);
    setConflict(null);
  };

  /** Keep mine: this form saved over the saved version. */
  const onKeepMine = (saved: TClient) => {
    setBaseVersion(saved.atualizado_em);
    void save(saved.atualizado_em);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="client-dialog-title">
      <DialogTitle id="client-dialog-title">{t(client ? 'client.titleEdit' : 'client.titleNew')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`client.${field}`)}
            value={values[field]}
            required={field === 'nome' || field === 'email'}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            error={messages[field] !== undefined}
            helperText={fieldErrorText(t, messages[field])}
            multiline={field === 'obs'}
            minRows={field === 'obs' ? 3 : undefined}
            type={field === 'email' ? 'email' : field === 'telefone' ? 'tel' : 'text'}
            slotProps={{ htmlInput: { maxLength: MAX_LENGTH[field], 'data-testid': `client-${field}` } }}
          />
        ))}
        {error && (
          <Alert severity="error" data-testid="client-error">
            {error}
          </Alert>
        )}
        {conflict && (
          <Alert
            severity="warning"
            data-testid="client-conflict"
            action={
              <>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => onLoadSaved(conflict)}
                  data-testid="client-conflict-reload"
                >
                  {t('client.conflictReload')}
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => onKeepMine(conflict)}
                  data-testid="client-conflict-keep"
                >
                  {t('client.conflictKeepMine')}
                </Button>
              </>
            }
          >
            {t('client.conflict')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="client-close">
          {t('client.close')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={isSaving} data-testid="client-save">
          {t('client.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
