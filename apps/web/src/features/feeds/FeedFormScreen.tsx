/** The send-feed form of one mode (to the lab catalogue, private, or adapted from a feed). */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TLabReport, TUserFeedInput } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { useCallMutation } from '../../api/query';
import { readAsDataUrl } from '../../help/screenshot';
import { useAlert } from '../../ui/AlertProvider';
import { FeedForm } from './FeedForm';
import { EMPTY_FORM, validateFeedForm } from './feed-form';
import type { FeedFormValues, SendMode } from './feed-form';

export function FeedFormScreen({ mode }: { mode: SendMode }) {
  const { t } = useTranslation('feeds');
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const create = useCallMutation('createUserFeed');
  const send = useCallMutation('sendFeedForApproval');
  const validate = useCallback(
    (values: FeedFormValues, language: Language) => validateFeedForm(values, mode, language),
    [mode],
  );

  const onSave = async (input: TUserFeedInput, { report, parentId }: FeedFormValues) => {
    if (mode === 'cqbal' && report instanceof Blob) {
      const laudo: TLabReport = {
        nome_arquivo: report.name,
        tipo_mime: report.type as TLabReport['tipo_mime'],
        conteudo_base64: (await readAsDataUrl(report)).replace(/^[^,]*,/, ''),
      };
      await send.mutateAsync({ ...input, laudo });
      showAlert(t('send.sent'), 'success');
    } else {
      await create.mutateAsync({ ...input, id_alimento_pai: parentId });
      showAlert(t('send.saved'), 'success');
    }
    navigate('/tabela-resumida');
  };

  return (
    <FeedForm
      kind={mode}
      title={t(`send.${mode}Title`)}
      text={t(`send.${mode}Text`)}
      values={EMPTY_FORM}
      validate={validate}
      onSave={onSave}
      back={{ to: '/enviar-alimento', label: t('send.back') }}
      submitLabel={mode === 'cqbal' ? t('form.submitSend') : t('form.submitSave')}
    />
  );
}
