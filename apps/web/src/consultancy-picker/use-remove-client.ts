/** Removes (unlinks) a client after confirmation (docs/product/errors.md#shell-errors: confirm; removed, or failed to remove). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClient } from '@cocho/contracts';
import { call } from '../api/client';
import { useAlert } from '../ui/AlertProvider';
import { useModal } from '../ui/ModalProvider';

export function useRemoveClient(onRemoved: (client: TClient) => void): (client: TClient) => Promise<void> {
  const { t } = useTranslation('consultancy');
  const { confirm } = useModal();
  const { showAlert } = useAlert();
  return useCallback(
    async (client: TClient) => {
      const isSure = await confirm({
        title: t('remove.title'),
        message: t('remove.message', { name: client.nome }),
      });
      if (!isSure) return;
      try {
        await call('deleteClient', { id: client.id });
        showAlert(t('messages.removed'));
        onRemoved(client);
      } catch {
        showAlert(t('messages.removeFailed'), 'error');
      }
    },
    [confirm, onRemoved, showAlert, t],
  );
}
