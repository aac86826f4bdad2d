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
import { FormDialog } from '../../ui/form/dialogs';
import { FormTextField, languageChoices, TitleAndText } from '../../ui/form/fields';
import { useRun } from '../../ui/form/run';
import { helpItemFormOf, helpItemResolver } from './help-item-form';
import { ChoiceField, TextFilter } from './ListFilters';

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
      rows={(answer, filters) => answer.data.filter((item) => matches(item, filters))}
      searchButton={false}
      filters={(filters) => (
        <>
          <TextFilter filters={filters} name="rota" label={t('helpItems.route')} now />
          <ChoiceField
            filters={filters}
            name="idioma"
            now
            label={t('helpItems.language')}
            choices={languageChoices(t).map(({ value, label }) => ({ value, text: label }))}
          />
        </>
      )}
      editor={{
        newText: t('helpItems.add'),
        dialog: (item, close) => <HelpItemDialog item={item} onClose={close} />,
      }}
      table={{
        rowKey: (item) => item.id,
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
  const { run, isBusy } = useRun();
  const create = useCallMutation('createHelpItem', ['listHelpItems']);
  const update = useCallMutation('updateHelpItem', ['listHelpItems']);
  const { control, handleSubmit } = useForm({
    defaultValues: helpItemFormOf(item),
    resolver: helpItemResolver(language),
  });
  const save = handleSubmit(async (input) => {
    const send = () => (item ? update.mutateAsync({ ...input, id: item.id }) : create.mutateAsync(input));
    if (!(await run(send, t('common.saved')))) return;
    resetHelpItemsCache();
    onClose();
  });

  return (
    <FormDialog
      title={t(item ? 'helpItems.editTitle' : 'helpItems.addTitle')}
      formId="help-item-form"
      onClose={onClose}
      onSubmit={() => void save()}
      isSaving={isBusy}
      submitText={t('common.save')}
      cancelText={t('common.cancel')}
    >
      <TitleAndText
        control={control}
        names={['titulo', 'descricao']}
        labels={[t('helpItems.title'), t('helpItems.description')]}
        maxLengths={[HELP_TITLE_MAX, HELP_DESCRIPTION_MAX]}
      />
      <FormTextField control={control} name="video" label={t('helpItems.video')} />
      <FormTextField control={control} name="rota" label={t('helpItems.route')} />
      <FormTextField
        control={control}
        name="etapa"
        label={t('helpItems.step')}
        hint={t('helpItems.stepHint')}
      />
      <FormTextField
        control={control}
        name="idioma"
        label={t('helpItems.language')}
        options={languageChoices(t)}
      />
    </FormDialog>
  );
}
