import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { NamedSaved } from '../records/use-named-save';
import { call } from '../../api/client';
import { useFeedCatalogue } from '../../catalogue/use-feed-catalogue';
import { CloneDietDialog } from '../../diet-lifecycle/CloneDietDialog';
import { FinishDietDialog } from '../../diet-lifecycle/FinishDietDialog';
import { useAccess } from '../../session/use-access';
import { useAlert } from '../../ui/AlertProvider';
import { useModal } from '../../ui/ModalProvider';
import { useRun } from '../../ui/form/run';
import { withCurrentPrices } from './current-prices';
import type { DietWizard } from './use-diet-wizard';

export type DietLifecycleActionsProps = {
  readonly wizard: DietWizard;
  /** The saved diet on screen. */
  readonly saved: NamedSaved;
};

/**
 * The saved diet's lifecycle actions in the wizard (docs/product/shell.md#diet-state: cloned, finished, reopened,
 * re-optimised): clone (save_diet), finish an active diet, reopen a finished one (activate_diet), and
 * re-optimise (premium): the feeds take the current catalogue prices and the diet is solved again, then
 * the user saves it over the diet or as a new version beside it (the original stays as it was).
 */
export function DietLifecycleActions({ wizard, saved }: DietLifecycleActionsProps) {
  const { t } = useTranslation('dashboard');
  const access = useAccess();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const { state: catalogue } = useFeedCatalogue();
  const [dialog, setDialog] = useState<'clone' | 'finish' | null>(null);
  const [isOfferingSave, setIsOfferingSave] = useState(false);
  const { run, isBusy: isSaving } = useRun();
  const isReoptimising = useRef(false);
  const { inputs, calculate } = wizard;
  const { id: savedId, nome: savedName, obs } = saved;
  const cycle = saved.ciclo ?? null;

  // Solve again once the current prices are on screen (calculate reads the inputs of its render), then
  // offer both ways to keep the result.
  useEffect(() => {
    if (!isReoptimising.current) return;
    isReoptimising.current = false;
    void calculate().then(() => setIsOfferingSave(true));
  }, [inputs, calculate]);

  const keepResult = async (asNewVersion: boolean) => {
    await run(() =>
      asNewVersion ? wizard.saveAsNewVersion(savedName, obs) : wizard.saveOver(savedName, obs, cycle),
    );
    setIsOfferingSave(false);
  };

  const reload = () => void wizard.openSaved(savedId);
  const onReopen = async () => {
    if (await run(() => call('reopenDiet', { id: savedId }), t('lifecycle.reopened'))) reload();
  };
  const onReoptimise = async () => {
    if (catalogue.status !== 'ready') return;
    const isConfirmed = await confirm({
      title: t('lifecycle.reoptimiseTitle'),
      message: t('lifecycle.reoptimiseMessage'),
      yesLabel: t('lifecycle.reoptimiseConfirm'),
    });
    if (!isConfirmed) return;
    const { catalogue: feeds, company, user } = catalogue.catalogue;
    isReoptimising.current = true;
    wizard.changeInputs({ feeds: withCurrentPrices(inputs.feeds, [...feeds, ...company, ...user]) });
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="diet-lifecycle">
      {access.can('save_diet') && (
        <Button size="small" onClick={() => setDialog('clone')} data-testid="lifecycle-clone">
          {t('lifecycle.clone')}
        </Button>
      )}
      {cycle?.situacao === 'ativa' && (
        <Button size="small" onClick={() => setDialog('finish')} data-testid="lifecycle-finish">
          {t('lifecycle.finish')}
        </Button>
      )}
      {cycle?.situacao === 'finalizada' && access.can('activate_diet') && (
        <Button size="small" onClick={() => void onReopen()} data-testid="lifecycle-reopen">
          {t('lifecycle.reopen')}
        </Button>
      )}
      {access.can('reoptimise') && (
        <Button
          size="small"
          disabled={catalogue.status !== 'ready' || wizard.isBusy}
          onClick={() => void onReoptimise()}
          data-testid="lifecycle-reoptimise"
        >
          {t('lifecycle.reoptimise')}
        </Button>
      )}
      {isOfferingSave && wizard.result !== null && (
        <Alert
          severity="info"
          sx={{ width: '100%' }}
          data-testid="reoptimised-save-offer"
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                color="inherit"
                disabled={isSaving}
                onClick={() => void keepResult(false)}
                data-testid="reoptimised-save-over"
              >
                {t('lifecycle.saveOver')}
              </Button>
              <Button
                size="small"
                color="inherit"
                variant="outlined"
                disabled={isSaving}
                onClick={() => void keepResult(true)}
                data-testid="reoptimised-save-new"
              >
                {t('lifecycle.saveAsNew')}
              </Button>
            </Box>
          }
        >
          {t('lifecycle.reoptimised')}
        </Alert>
      )}
      {dialog === 'clone' && (
        <CloneDietDialog
          dietId={savedId}
          dietName={savedName}
          onCancel={() => setDialog(null)}
          onCloned={(id, name) => {
            setDialog(null);
            showAlert(t('lifecycle.cloned', { name }));
            void wizard.openSaved(id);
          }}
        />
      )}
      {dialog === 'finish' && (
        <FinishDietDialog
          dietId={savedId}
          dietName={savedName}
          language={wizard.language}
          onCancel={() => setDialog(null)}
          onFinished={() => {
            setDialog(null);
            showAlert(t('lifecycle.finished'));
            reload();
          }}
        />
      )}
    </Box>
  );
}
