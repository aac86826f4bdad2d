/**
 * The question asked when a save finds its record changed elsewhere since it was read (another tab, another
 * device; docs/decisions/offline-sync.md, one-pass-saves.md): keep yours too, else load the saved version or
 * keep editing. Every screen that edits a versioned record asks it through this hook, with the same words.
 */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format';
import { currentLanguage } from '../i18n/i18n';
import { useModal } from '../ui/ModalProvider';
import { fitCopyName } from './sync-queue';

/**
 * What keeping yours means: `both`, yours is saved as a new record beside the saved one (records that can be
 * copied: diets, clients, products); `mine`, yours replaces the saved one (a record there is one of, such as
 * a company's own record).
 */
export type ConflictKeep = 'both' | 'mine';

/** keep: save yours as `ConflictKeep` says; reload: show the saved version; keepEditing: change nothing. */
export type ConflictChoice = 'keep' | 'reload' | 'keepEditing';

export type ConflictQuestion = {
  /** Asks; closing both questions answers keepEditing. */
  readonly ask: (keep: ConflictKeep) => Promise<ConflictChoice>;
  /** The name of your version kept beside the saved one, within `maxLength` characters. */
  readonly copyName: (name: string, maxLength?: number) => string;
};

export function useConflictChoice(): ConflictQuestion {
  const { t } = useTranslation('offline');
  const { confirm } = useModal();
  const ask = async (keep: ConflictKeep): Promise<ConflictChoice> => {
    const kept = await confirm({
      title: t('conflict.title'),
      message: t(keep === 'both' ? 'conflict.message' : 'conflict.messageMine'),
      yesLabel: t(keep === 'both' ? 'conflict.keepBoth' : 'conflict.keepMine'),
      noLabel: t('conflict.other'),
    });
    if (kept) return 'keep';
    const reload = await confirm({
      title: t('conflict.reloadTitle'),
      message: t('conflict.reloadMessage'),
      yesLabel: t('conflict.reload'),
      noLabel: t('conflict.keepEditing'),
    });
    return reload ? 'reload' : 'keepEditing';
  };
  const copyName = (name: string, maxLength?: number) =>
    fitCopyName(
      (fitted) =>
        t('conflict.copyName', {
          name: fitted,
          date: formatDateTime(new Date().toISOString(), currentLanguage()),
        }),
      name,
      maxLength,
    );
  return { ask, copyName };
}
