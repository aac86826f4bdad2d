import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADD_CLIENT_ID, PERSONAL_USE_ID } from '@cocho/contracts';
import type { TClient } from '@cocho/contracts';
import { chooseClient, pickerValueOf } from './client-selection';
import type { ClientChoiceEffects } from './client-selection';

type ClientPickerProps = {
  readonly clients: readonly TClient[];
  readonly onAddClient: () => void;
  /** Tests pass their own; the page reload and timer otherwise. */
  readonly effects?: Partial<Omit<ClientChoiceEffects, 'onAddClient'>>;
};

/** The toolbar's client picker (docs/product/shell.md#screens): add client (-1), personal use (-2), then the clients. */
export function ClientPicker({ clients, onAddClient, effects }: ClientPickerProps) {
  const { t } = useTranslation('consultancy');
  const storage = effects?.storage ?? localStorage;
  const value = pickerValueOf(
    storage,
    clients.map((client) => client.id),
  );
  return (
    <TextField
      select
      size="small"
      label={t('picker.label')}
      value={value}
      onChange={(event) =>
        chooseClient(Number(event.target.value), {
          storage,
          reload: effects?.reload ?? (() => window.location.reload()),
          ...(effects?.schedule ? { schedule: effects.schedule } : {}),
          onAddClient,
        })
      }
      sx={{ minWidth: 200, maxWidth: 280 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'client-picker' } as object } }}
    >
      <MenuItem value={ADD_CLIENT_ID} data-testid="client-option-add">
        {t('picker.addClient')}
      </MenuItem>
      <MenuItem value={PERSONAL_USE_ID} data-testid="client-option-personal">
        {t('picker.personalUse')}
      </MenuItem>
      {clients.map((client) => (
        <MenuItem key={client.id} value={client.id} data-testid={`client-option-${client.id}`}>
          {client.nome_fazenda ? `${client.nome} (${client.nome_fazenda})` : client.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}
