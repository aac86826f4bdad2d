/**
 * The question a stale save asks (docs/decisions/offline-sync.md, online conflicts): the diets' two modal
 * questions with their texts (`offline:conflict.*`). First "keep both" (ours is saved as a copy, the other
 * stays); behind "other options", "load the saved version" (ours is dropped) or "keep editing" (nothing
 * changes, nothing is saved).
 */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format';
import { useLanguage } from '../i18n/use-language';
import { fitCopyName } from '../offline/sync-queue';
import { useModal } from './ModalProvider';

export type ConflictChoice = 'keepBoth' | 'reload' | 'keepEditing';

export function useConflictChoice() {
  const { t } = useTranslation('offline');
  const language = useLanguage();
  const { confirm } = useModal();
  const ask = async (): Promise<ConflictChoice> => {
    const keepBoth = await confirm({
      title: t('conflict.title'),
      message: t('conflict.message'),
      yesLabel: t('conflict.keepBoth'),
      noLabel: t('conflict.other'),
    });
    if (keepBoth) return 'keepBoth';
    const reload = await confirm({
      title: t('conflict.reloadTitle'),
      message: t('conflict.reloadMessage'),
      yesLabel: t('conflict.reload'),
      noLabel: t('conflict.keepEditing'),
    });
    return reload ? 'reload' : 'keepEditing';
  };
  /** The name of the kept copy: "<name> (my version <date time>)", within the 200-character limit. */
  const copyName = (name: string) =>
    fitCopyName(
      (shortened) =>
        t('conflict.copyName', {
          name: shortened,
          date: formatDateTime(new Date().toISOString(), language),
        }),
      name,
    );
  return { ask, copyName };
}
