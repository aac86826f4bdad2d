/** Removes (unlinks) a client after confirmation (docs/product/errors.md#shell-errors: confirm; removed, or failed to remove). */
import { useTranslation } from 'react-i18next';
import type { TClient } from '@cocho/contracts';
import { useCallMutation } from '../api/query';
import { useAlert } from '../ui/AlertProvider';
import { useModal } from '../ui/ModalProvider';

/** The lists of clients read again once one is removed. */
export function useRemoveClient(): (client: TClient) => Promise<void> {
  const { t } = useTranslation('consultancy');
  const { confirm } = useModal();
  const { showAlert } = useAlert();
  const remove = useCallMutation('deleteClient', ['listClients']);
  return async (client: TClient) => {
    if (!(await confirm({ title: t('remove.title'), message: t('remove.message', { name: client.nome }) })))
      return;
    try {
      await remove.mutateAsync({ id: client.id });
      showAlert(t('messages.removed'));
    } catch {
      showAlert(t('messages.removeFailed'), 'error');
    }
  };
}
