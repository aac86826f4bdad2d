import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CallQueryProvider, useCallQuery } from '../../api/query';
import { errorCodeOf } from '../../api/client';

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
 * exports and sharing). Online only: these records are made to be handed over.
 */
export function SavedHandoverList(props: SavedHandoverListProps) {
  return (
    <CallQueryProvider>
      <SavedHandoverListIn {...props} />
    </CallQueryProvider>
  );
}

function SavedHandoverListIn({ find, title, emptyText, pathOf, testId, onOpening }: SavedHandoverListProps) {
  const { t } = useTranslation('comparison');
  const { t: tErrors } = useTranslation('errors');
  const { data, error } = useCallQuery(find, {});
  const records = data?.data ?? [];
  return (
    <Box sx={{ mt: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {error ? (
        <Typography role="alert" color="error" variant="body2">
          {tErrors(errorCodeOf(error))}
        </Typography>
      ) : data && records.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <List dense>
          {records.map((record) => (
            <ListItem
              key={record.id}
              disableGutters
              secondaryAction={
                <Button
                  component={RouterLink}
                  to={pathOf(record.id)}
                  onClick={onOpening}
                  aria-label={t('handover.openNamed', { name: record.nome })}
                >
                  {t('handover.open')}
                </Button>
              }
            >
              <ListItemText primary={record.nome} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
