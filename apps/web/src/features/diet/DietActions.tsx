import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DietReportData } from '../../export/report-data';
import { needsAccessAnswer, recordAccessOf, recordOnScreen } from '../sharing/record-access';
import type { RecordAccessState } from '../sharing/record-access';
import { useShareAction } from '../sharing/use-share-action';
import { LAST_STEP } from './use-diet-record';
import { lazyView } from '../../ui/lazy-view';
import { withLaterTexts } from '../../i18n/i18n';
import { LazyTooltip } from '../../ui/LazyTooltip';

// The export menu (MUI's Menu and the report code behind its items) loads when it first opens
// (docs/decisions/first-screen-budget.md); it stays mounted afterwards, so it closes with its transition.
const DietExportMenu = lazyView(
  withLaterTexts(async () => (await import('./DietExportMenu')).DietExportMenu),
).View;
// The server's answer on a shared record (whether it may be edited) through the query library, loaded only
// with a saved record on screen; a public link's read-only state needs no answer (server-state-probes.tsx).
const RecordAccessProbe = lazyView(
  async () => (await import('./server-state-probes')).RecordAccessProbe,
).View;

export type DietActionsProps = {
  readonly step: number;
  readonly isBusy: boolean;
  readonly isCalculating: boolean;
  readonly isSaving: boolean;
  /** The restrictions' minimums fit in 100 % (docs/product/calculation.md#constants). */
  readonly canCalculate: boolean;
  readonly onBack: () => void;
  readonly onNext: () => void;
  readonly onCalculate: () => void;
  readonly onOpenSavedList: () => void;
  readonly onClearDiet: () => void;
  readonly onClearScreen: () => void;
  readonly onSave: () => void;
  readonly getReportData: () => DietReportData | null;
};

/** The wizard's buttons: back, next or calculate; my diets, clear, export, share and save. */
export function DietActions(props: DietActionsProps) {
  const { t } = useTranslation('diet');
  const { t: tSharing } = useTranslation('sharing');
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  const [wasExportOpened, setWasExportOpened] = useState(false);
  const { step, isBusy } = props;
  // A record shared read-only or opened from a public link cannot be saved over (sharing/).
  const [searchParams] = useSearchParams();
  const onScreen = recordOnScreen(searchParams);
  const [answered, setAnswered] = useState<RecordAccessState | null>(null);
  const isAsking = needsAccessAnswer(onScreen);
  const { recordId, readOnly } =
    isAsking && answered?.recordId === onScreen.recordId ? answered : recordAccessOf(onScreen);
  const share = useShareAction('diet', recordId);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, justifyContent: 'space-between' }}>
      {isAsking && <RecordAccessProbe onChange={setAnswered} />}
      {readOnly !== null && (
        <Alert severity="info" sx={{ flexBasis: '100%' }} data-testid="read-only-reason">
          {tSharing(`readOnly.${readOnly}`)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button disabled={step === 0 || isBusy} onClick={props.onBack} data-testid="wizard-back">
          {t('nav.back')}
        </Button>
        {step < LAST_STEP && (
          <Button variant="contained" disabled={isBusy} onClick={props.onNext} data-testid="wizard-next">
            {t('nav.next')}
          </Button>
        )}
        {step === LAST_STEP && (
          <Button
            variant="contained"
            disabled={isBusy || !props.canCalculate}
            onClick={props.onCalculate}
            data-testid="calculate-diet"
          >
            {props.isCalculating ? t('nav.calculating') : t('nav.calculate')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onOpenSavedList} disabled={isBusy} data-testid="my-diets">
          {t('nav.myDiets')}
        </Button>
        <Button onClick={props.onClearDiet} disabled={isBusy} data-testid="clear-diet">
          {t('nav.clearDiet')}
        </Button>
        <Button onClick={props.onClearScreen} disabled={isBusy} data-testid="clear-screen">
          {t('nav.clearScreen')}
        </Button>
        <Button
          variant="outlined"
          onClick={(event) => {
            setExportAnchor(event.currentTarget);
            setWasExportOpened(true);
          }}
          disabled={isBusy}
          data-testid="export-menu"
        >
          {t('nav.export')}
        </Button>
        {wasExportOpened && (
          <DietExportMenu
            anchor={exportAnchor}
            onClose={() => setExportAnchor(null)}
            getData={props.getReportData}
          />
        )}
        {readOnly !== 'link' && (
          <Button variant="outlined" onClick={share.onShare} disabled={isBusy} data-testid="share-diet">
            {tSharing('action.share')}
          </Button>
        )}
        {share.dialog}
        <LazyTooltip title={readOnly === null ? '' : tSharing(`readOnly.${readOnly}`)}>
          <span>
            <Button
              variant="outlined"
              onClick={props.onSave}
              disabled={isBusy || props.isSaving || readOnly !== null}
              data-testid="save-diet"
            >
              {props.isSaving ? t('nav.saving') : t('nav.save')}
            </Button>
          </span>
        </LazyTooltip>
      </Box>
    </Box>
  );
}
