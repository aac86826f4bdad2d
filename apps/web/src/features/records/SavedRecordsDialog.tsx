import { useTranslation } from 'react-i18next';
import type { Language } from '@cocho/engine';
import type { TShareType } from '@cocho/contracts';
import { withCallQueries } from '../../api/query';
import { ViewDialog } from '../../ui/ViewDialog';
import { SharedRecordLists } from '../sharing/SharedRecordLists';
import { SavedRecordList } from './SavedRecordList';
import { useSavedRecords } from './use-saved-records';
import type { SavedRecordsList } from './use-saved-records';

/** A screen's saved-record kind: its list call, its share type and its test ids. */
type SavedKind = {
  readonly find: SavedRecordsList;
  readonly tipo: TShareType;
  readonly testId: string;
  readonly itemTestId: string;
  /** The open and remove buttons' test ids: `open-<suffix>`, `remove-<suffix>`. */
  readonly suffix: string;
};

const SAVED_KINDS = {
  prediction: {
    find: 'findMyPredictions',
    tipo: 1,
    testId: 'saved-predictions',
    itemTestId: 'saved-prediction',
    suffix: 'prediction',
  },
  requirements: {
    find: 'findMyRequirements',
    tipo: 2,
    testId: 'saved-requirements',
    itemTestId: 'saved-requirements-item',
    suffix: 'requirements',
  },
  mixture: { find: 'findMyMixes', tipo: 3, testId: 'saved-mixes', itemTestId: 'saved-mix', suffix: 'mix' },
} as const satisfies Record<string, SavedKind>;

export type SavedRecordsKind = keyof typeof SAVED_KINDS;

export type SavedRecordsDialogProps = {
  /** Which records, and the i18n namespace of the dialog's `saved.*` texts. */
  readonly kind: SavedRecordsKind;
  readonly onClose: () => void;
  readonly onOpen: (id: number) => void | Promise<void>;
  /** Called after a record is removed (the screen forgets it when it is the one shown). */
  readonly onRemoved: (id: number) => void;
  readonly language: Language;
};

/**
 * My predictions, My requirements, My mixes (docs/product/shell.md#screens, docs/decisions/saved-mixes.md,
 * docs/decisions/saved-requirements.md): the saved records (hidden auto-saved predictions are not listed),
 * to open or remove, then the ones shared with me and by me.
 */
export const SavedRecordsDialog = withCallQueries(SavedRecordsDialogContent);

function SavedRecordsDialogContent({ kind, onClose, onOpen, onRemoved, language }: SavedRecordsDialogProps) {
  const { t } = useTranslation(kind);
  const { find, tipo, testId, itemTestId, suffix } = SAVED_KINDS[kind];
  const { records, error, remove, syncProps } = useSavedRecords({ find, namespace: kind, onRemoved });
  const action = (name: 'open' | 'remove') => ({
    title: t(`saved.${name}`),
    labelOf: (record: { nome: string }) => t(`saved.${name}Named`, { name: record.nome }),
    testId: `${name}-${suffix}`,
  });

  return (
    <ViewDialog title={t('saved.title')} onClose={onClose} closeText={t('saved.close')} maxWidth="sm">
      <SavedRecordList
        records={records}
        error={error}
        emptyText={t('saved.empty')}
        language={language}
        {...syncProps}
        testId={testId}
        itemTestId={itemTestId}
        open={action('open')}
        remove={action('remove')}
        onOpen={(record) => void onOpen(record.id)}
        onRemove={(record) => void remove(record)}
      />
      <SharedRecordLists tipo={tipo} onOpening={onClose} />
    </ViewDialog>
  );
}
