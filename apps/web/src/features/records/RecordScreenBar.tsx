import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { RecordSyncChip } from '../../offline/RecordSyncChip';
import { useOptionalSession } from '../../session/SessionProvider';
import { SaveDietDialog } from '../diet/SaveDietDialog';
import { SavedRecordsDialog } from './SavedRecordsDialog';
import type { RecordSession } from './use-record-session';

type ScreenKind = 'prediction' | 'requirements' | 'mixture';

/** The "My records" button of each kind: its text (kind's namespace) and test id. */
const MY_RECORDS = {
  prediction: { label: 'menu.myPredictions', testId: 'my-predictions' },
  requirements: { label: 'menu.myRequirements', testId: 'my-requirements' },
  mixture: { label: 'menu.myMixes', testId: 'my-mixes' },
} as const;

export type RecordScreenBarProps = {
  readonly kind: ScreenKind;
  readonly session: Pick<
    RecordSession<unknown, unknown, { readonly id: number }>,
    'state' | 'syncState' | 'syncEntry' | 'forgetSaved'
  >;
  /** The name of the saved record on screen (null: none, or a hidden one). */
  readonly savedName: string | null;
  readonly savedObs: string | null;
  readonly savedTestId: string;
  /** The screen's introduction, at the left of the bar. */
  readonly intro?: string;
  /** A calculation is running: My records waits. */
  readonly isBusy?: boolean;
  /** Opens a saved record; true once it is shown. */
  readonly openSaved: (id: number) => Promise<boolean>;
  readonly save: {
    readonly isOpen: boolean;
    readonly onCancel: () => void;
    readonly onSave: (nome: string, obs: string | null) => void;
  };
  /** More chips and the screen's save menu, at the right. */
  readonly children?: ReactNode;
};

/**
 * The bar over a record screen (prediction, requirements, mixture): why the record in the address could not
 * be opened, the saved record's name and sync state, My records (signed in) and the screen's save menu, with
 * the My records and Save dialogs (`save.title`, `save.name` of the kind's namespace).
 */
export function RecordScreenBar({
  kind,
  session,
  savedName,
  savedObs,
  savedTestId,
  intro,
  isBusy = false,
  openSaved,
  save,
  children,
}: RecordScreenBarProps) {
  const { t } = useTranslation(kind);
  const language = useLanguage();
  const user = useOptionalSession()?.user;
  const [isListOpen, setIsListOpen] = useState(false);
  const { openingError, isSaving } = session.state;
  return (
    <>
      {openingError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="opening-error">
          {t('open.failed', { reason: openingError })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
          {intro}
        </Typography>
        {savedName !== null && (
          <Chip label={savedName} color="primary" variant="outlined" data-testid={savedTestId} />
        )}
        {session.syncState && (
          <RecordSyncChip state={session.syncState} error={session.syncEntry?.lastError ?? null} />
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {user && (
            <Button
              onClick={() => setIsListOpen(true)}
              disabled={isBusy}
              data-testid={MY_RECORDS[kind].testId}
            >
              {t(MY_RECORDS[kind].label)}
            </Button>
          )}
          {children}
        </Box>
      </Box>
      {isListOpen && (
        <SavedRecordsDialog
          kind={kind}
          language={language}
          onClose={() => setIsListOpen(false)}
          onOpen={async (id) => {
            // The list closes once the record is shown.
            if (await openSaved(id)) setIsListOpen(false);
          }}
          onRemoved={session.forgetSaved}
        />
      )}
      {save.isOpen && (
        <SaveDietDialog
          open
          title={t('save.title')}
          nameLabel={t('save.name')}
          // No cycle: only diets track one.
          canTrackCycle={false}
          initialName={savedName ?? ''}
          initialObs={savedObs}
          initialCycle={null}
          isSaving={isSaving}
          language={language}
          onCancel={save.onCancel}
          onSave={save.onSave}
        />
      )}
    </>
  );
}
