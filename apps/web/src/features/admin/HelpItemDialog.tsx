import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { HELP_DESCRIPTION_MAX, HELP_TITLE_MAX } from '@cocho/contracts';
import type { THelpItem } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { NumberField } from '../../ui/NumberField';
import { EMPTY_HELP_ITEM, helpItemFormOf, validateHelpItem } from './help-item-form';
import type { HelpItemField, HelpItemForm, HelpItemProblems } from './help-item-form';

type Props = { item: THelpItem | null; onClose: () => void; onSaved: () => void };

/** Add or edit a help item (title, description, video, route, step, language). */
export function HelpItemDialog({ item, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const { showAlert } = useAlert();
  const language = useLanguage();
  const [form, setForm] = useState<HelpItemForm>(item ? helpItemFormOf(item) : EMPTY_HELP_ITEM);
  const [problems, setProblems] = useState<HelpItemProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const set = (field: HelpItemField) => (event: { target: { value: string } }) => {
    const next = { ...form, [field]: event.target.value };
    setForm(next);
    if (problems[field]) setProblems(validateHelpItem(next, language).problems ?? {});
  };
  const fieldProps = (field: HelpItemField) => ({
    value: form[field],
    onChange: set(field),
    error: Boolean(problems[field]),
    helperText: problems[field] ? t(problems[field]) : ' ',
  });

  const save = async () => {
    const result = validateHelpItem(form, language);
    if (result.problems) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    setIsSaving(true);
    try {
      if (item) await call('updateHelpItem', { ...result.value, id: item.id });
      else await call('createHelpItem', result.value);
      showAlert(t('common.saved'));
      onSaved();
    } catch (failed) {
      setFailure(t(`errors:${errorCodeOf(failed)}`));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="help-item-dialog-title">
      <DialogTitle id="help-item-dialog-title">
        {item ? t('helpItems.editTitle') : t('helpItems.addTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="help-item-form"
          noValidate
          spacing={1}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label={t('helpItems.title')}
            {...fieldProps('titulo')}
            slotProps={{ htmlInput: { maxLength: HELP_TITLE_MAX } }}
          />
          <TextField
            label={t('helpItems.description')}
            {...fieldProps('descricao')}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: HELP_DESCRIPTION_MAX } }}
          />
          <TextField label={t('helpItems.video')} {...fieldProps('video')} />
          <TextField label={t('helpItems.route')} {...fieldProps('rota')} />
          <NumberField
            label={t('helpItems.step')}
            isInteger
            text={form.etapa}
            onTextChange={(text) => set('etapa')({ target: { value: text } })}
            error={Boolean(problems.etapa)}
            helperText={problems.etapa ? t(problems.etapa) : t('helpItems.stepHint')}
          />
          <TextField select label={t('helpItems.language')} {...fieldProps('idioma')}>
            {['0', '1', '2'].map((index) => (
              <MenuItem key={index} value={index}>
                {t(`messages.languages.${index}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" form="help-item-form" variant="contained" loading={isSaving}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
