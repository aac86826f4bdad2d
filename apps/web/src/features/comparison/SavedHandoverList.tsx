import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Text } from '../../ui/kit-text/Text';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { withCallQueries, useCallMutation, useCallQuery } from '../../api/query';
import { errorCodeOf } from '../../api/client';
import { isNetworkFailure } from '../../offline/use-outbox';
import { useModal } from '../../ui/ModalProvider';

export type SavedHandoverListProps = {
  /** My saved supplements or my saved comparisons. */
  readonly find: 'findMySupplements' | 'findMyComparisons';
  readonly title: string;
  readonly emptyText: string;
  /** Where record `id` opens. */
  readonly pathOf: (id: number) => string;
  readonly testId: string;
  /** Called when one is opened (a dialog closes). */
  readonly onOpening?: () => void;
};

/**
 * The caller's saved hand-over records of one kind (supplements, mode S, or diet comparisons, mode C;
 * docs/decisions/saved-supplements-comparisons.md), newest first, each opening its read-only view (with its
 * exports and sharing), or removed after a confirmation. Online only: these records are made to be handed over
 * and no copy is kept on the device; without a network the list says so once, not as an error
 * (docs/decisions/offline-sync.md).
 */
export const SavedHandoverList = withCallQueries(SavedHandoverListIn);

function SavedHandoverListIn({ find, title, emptyText, pathOf, testId, onOpening }: SavedHandoverListProps) {
  const { t } = useTranslation('comparison');
  const { t: tErrors } = useTranslation('errors');
  const { t: tOffline } = useTranslation('offline');
  const { data, error } = useCallQuery(find, {});
  const remove = useCallMutation('removeDiet', [find]);
  const { confirm } = useModal();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const records = data?.data ?? [];
  const isOffline = error !== null && isNetworkFailure(error);
  const onRemove = async (id: number, name: string) => {
    const isSure = await confirm({
      title: t('handover.removeTitle'),
      message: t('handover.removeMessage', { name }),
    });
    if (!isSure) return;
    setRemoveError(null);
    try {
      await remove.mutateAsync({ id });
    } catch (failure) {
      setRemoveError(tErrors(errorCodeOf(failure)));
    }
  };
  return (
    <Box sx={{ mt: 2 }} data-testid={testId}>
      <Text kind="subheading">{title}</Text>
      {isOffline ? (
        <Text kind="note" data-testid={`${testId}-offline`}>
          {tOffline('onlineOnlyList')}
        </Text>
      ) : error ? (
        <Text kind="problem">{tErrors(errorCodeOf(error))}</Text>
      ) : data && records.length === 0 ? (
        <Text kind="note">{emptyText}</Text>
      ) : (
        <List dense>
          {records.map((record) => (
            <ListItem
              key={record.id}
              disableGutters
              secondaryAction={
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button
                    component={RouterLink}
                    to={pathOf(record.id)}
                    onClick={onOpening}
                    aria-label={t('handover.openNamed', { name: record.nome })}
                  >
                    {t('handover.open')}
                  </Button>
                  <Button
                    color="error"
                    onClick={() => void onRemove(record.id, record.nome)}
                    aria-label={t('handover.removeNamed', { name: record.nome })}
                    data-testid={`${testId}-remove`}
                  >
                    {t('handover.remove')}
                  </Button>
                </Box>
              }
            >
              <ListItemText primary={record.nome} />
            </ListItem>
          ))}
        </List>
      )}
      {removeError && <Text kind="problem">{removeError}</Text>}
    </Box>
  );
}
