import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_NOTE_MAX_LENGTH, FARM_NAME_MAX_LENGTH, ZClientFields } from '@cocho/contracts';
import type { TClient } from '@cocho/contracts';
import { call, errorCodeOf } from '../api/client';
import { useCreateKey } from '../api/use-create-key';
import { useConflictChoice } from '../offline/use-conflict-choice';
import { useErrorText } from '../i18n/use-error-text';
import { serverFieldMessages } from '../ui/account/server-field-errors';
import { useAlert } from '../ui/AlertProvider';
import { FormDialog } from '../ui/form/dialogs';
import { FormTextField } from '../ui/form/fields';
import { useSchemaForm } from '../ui/form/schema-form';

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

const valuesOf = (client: TClient | null) =>
  Object.fromEntries(FIELDS.map((field) => [field, client?.[field] ?? ''])) as Values;

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
  const { control, handleSubmit, formState, getValues, reset, setError } = useSchemaForm(
    ZClientFields,
    valuesOf(client),
  );
  const [error, setFailure] = useState<string | null>(null);
  // The version the edit is based on (no lost update); a new client's create key (a retry creates one).
  const [baseVersion, setBaseVersion] = useState<string | null>(client?.atualizado_em ?? null);
  const createKey = useCreateKey();
  const conflict = useConflictChoice();

  /** The typed values as they are sent (the server checks them with the same rules). */
  const values = () => getValues() as Values;

  /** The client as saved now, after an edit elsewhere; null when it is gone. */
  const findSavedClient = async (id: number): Promise<TClient | null> =>
    (await call('listClients', {})).data.find((item) => item.id === id) ?? null;

  /** A new client with `fields`; the same request sent again creates one. */
  const createClient = async (fields: Values) => {
    const answer = await call('createClient', { ...fields, idempotency_key: createKey.keyFor(fields) });
    createKey.done();
    return answer;
  };

  /**
   * Another edit of this client won: keep both (this form saved as a new client, its notes marked as my
   * version: a client's name is a person's name, letters and spaces only), load
   * the saved version into the form, or keep editing (the question every versioned record asks).
   */
  const resolveConflict = async (edited: TClient, caught: unknown): Promise<TClient | null> => {
    const choice = await conflict.ask('both');
    if (choice === 'keep')
      return (
        await createClient({ ...values(), obs: conflict.copyName(values().obs, MAX_LENGTH.obs).trim() })
      ).data;
    if (choice === 'reload') {
      const saved = await findSavedClient(edited.id);
      if (!saved) throw caught;
      reset(valuesOf(saved));
      setBaseVersion(saved.atualizado_em);
    }
    return null;
  };

  const save = handleSubmit(async () => {
    setFailure(null);
    try {
      let saved: TClient | null;
      try {
        saved = client
          ? (await call('updateClient', { ...values(), id: client.id, base_atualizado_em: baseVersion })).data
          : (await createClient(values())).data;
      } catch (caught) {
        if (!client || errorCodeOf(caught) !== 'CONFLICT') throw caught;
        saved = await resolveConflict(client, caught);
      }
      if (saved) {
        showAlert(t('messages.saved'));
        onSaved(saved);
      }
    } catch (caught) {
      for (const [field, message] of Object.entries(serverFieldMessages(caught)))
        if ((FIELDS as readonly string[]).includes(field)) setError(field as Field, { message });
      setFailure(errorText(caught));
    }
  });

  return (
    <FormDialog
      title={t(client ? 'client.titleEdit' : 'client.titleNew')}
      formId="client-dialog"
      onClose={onClose}
      onSubmit={() => void save()}
      isSaving={formState.isSubmitting}
      submitText={t('client.save')}
      submitTestId="client-save"
      cancelText={t('client.close')}
      cancelTestId="client-close"
      failure={error}
      failureTestId="client-error"
      formSx={{ gap: 2 }}
    >
      {FIELDS.map((field) => (
        <FormTextField
          key={field}
          control={control}
          name={field}
          label={t(`client.${field}`)}
          required={field === 'nome' || field === 'email'}
          hint={null}
          multiline={field === 'obs'}
          minRows={field === 'obs' ? 3 : undefined}
          type={field === 'email' ? 'email' : field === 'telefone' ? 'tel' : 'text'}
          maxLength={MAX_LENGTH[field]}
          testId={`client-${field}`}
        />
      ))}
    </FormDialog>
  );
}
