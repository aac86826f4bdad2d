import { useTranslation } from 'react-i18next';
import type { NamedFeed } from '../../diet-view/diet-view';
import { ViewDialog } from '../../ui/ViewDialog';
import { CompositionComparator } from './CompositionComparator';

/** The composition comparator as a dialog (no route of docs/product/shell.md#screens fits it). */
export function CompositionComparatorDialog({
  open,
  feeds,
  initialIds,
  onClose,
}: {
  readonly open: boolean;
  readonly feeds: readonly NamedFeed[];
  readonly initialIds?: readonly string[];
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('comparison');
  return open ? (
    <ViewDialog
      title={t('compositionTitle')}
      titleId="composition-comparison-title"
      maxWidth="lg"
      closeText={t('close')}
      onClose={onClose}
    >
      <CompositionComparator feeds={feeds} initialIds={initialIds ?? []} />
    </ViewDialog>
  ) : null;
}
