import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HELP_DESCRIPTION_MAX, HELP_TITLE_MAX } from '@cocho/contracts';
import type { THelpItem } from '@cocho/contracts';
import { resetHelpItemsCache } from '../../help/use-help-items';
import { useLanguage } from '../../i18n/use-language';
import { useCallMutation } from '../../api/query';
import { useModal } from '../../ui/ModalProvider';
import { adminColumns, AdminListTab } from './AdminListTab';
import { SavingFormDialog } from '../../ui/form/dialogs';
import { languageChoices, LONG_TEXT } from '../../ui/form/fields';
import { useRun } from '../../ui/form/run';
import { helpItemFormOf, helpItemResolver } from './help-item-form';

const matches = (item: THelpItem, { rota, idioma }: { rota: string; idioma: string }) =>
  item.rota.toLowerCase().includes(rota.trim().toLowerCase()) && (!idioma || String(item.idioma) === idioma);

/** /adm/ajuda: the help items `ajuda` answers, by route and language; add, edit, remove. */
export function HelpItemsTab() {
  const { t } = useTranslation('admin');
  const { confirm } = useModal();
  const { run } = useRun();
  const deleteItem = useCallMutation('deleteHelpItem', ['listHelpItems']);
  const remove = async (item: THelpItem) => {
    const message = t('helpItems.removeText', { title: item.titulo });
    if (!(await confirm({ title: t('helpItems.removeTitle'), message }))) return;
    // The help dialog of this page loads the items again.
    await run(
      () => deleteItem.mutateAsync({ id: item.id }).then(resetHelpItemsCache),
      t('helpItems.removed'),
    );
  };

  return (
    <AdminListTab
      call="listHelpItems"
      noFilters={{ rota: '', idioma: '' }}
      input={() => ({ web: true })}
      rows={(items, filters) => items.filter((item) => matches(item, filters))}
      searchButton={false}
      filters={[
        { name: 'rota', label: t('helpItems.route'), now: true },
        { name: 'idioma', label: t('helpItems.language'), now: true, options: languageChoices(t) },
      ]}
      editor={{
        newText: t('helpItems.add'),
        dialog: (item, close) => <HelpItemDialog item={item} onClose={close} />,
      }}
      table={{
        testId: 'help-items-table',
        rowTestId: (item) => `help-item-${item.id}`,
        columns: (edit) =>
          adminColumns<THelpItem>(t, 'helpItems', [
            { id: 'route', cell: (item) => item.rota },
            { id: 'step', cell: (item) => item.etapa ?? t('helpItems.wholeScreen') },
            { id: 'language', cell: (item) => t(`messages.languages.${item.idioma}`) },
            { id: 'title', cell: (item) => item.titulo },
            { id: 'video', cell: (item) => item.video },
            {
              id: 'actions',
              sx: { whiteSpace: 'nowrap' },
              cell: (item) => (
                <>
                  <IconButton
                    aria-label={t('helpItems.edit', { title: item.titulo })}
                    onClick={() => edit(item)}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('helpItems.remove', { title: item.titulo })}
                    onClick={() => void remove(item)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              ),
            },
          ]),
      }}
    />
  );
}

/** Add or edit a help item (title, description, video, route, step, language). */
function HelpItemDialog({ item, onClose }: { item: THelpItem | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const create = useCallMutation('createHelpItem', ['listHelpItems']);
  const update = useCallMutation('updateHelpItem', ['listHelpItems']);
  const form = useForm({ defaultValues: helpItemFormOf(item), resolver: helpItemResolver(language) });
  return (
    <SavingFormDialog
      title={t(item ? 'helpItems.editTitle' : 'helpItems.addTitle')}
      formId="help-item-form"
      form={form}
      save={(input) => (item ? update.mutateAsync({ ...input, id: item.id }) : create.mutateAsync(input))}
      success={t('common.saved')}
      onSaved={() => {
        resetHelpItemsCache();
        onClose();
      }}
      onClose={onClose}
      submitText={t('common.save')}
      cancelText={t('common.cancel')}
      fields={[
        { name: 'titulo', label: t('helpItems.title'), maxLength: HELP_TITLE_MAX },
        {
          name: 'descricao',
          label: t('helpItems.description'),
          maxLength: HELP_DESCRIPTION_MAX,
          ...LONG_TEXT,
        },
        { name: 'video', label: t('helpItems.video') },
        { name: 'rota', label: t('helpItems.route') },
        { name: 'etapa', label: t('helpItems.step'), hint: t('helpItems.stepHint') },
        { name: 'idioma', label: t('helpItems.language'), options: languageChoices(t) },
      ]}
    />
  );
}
