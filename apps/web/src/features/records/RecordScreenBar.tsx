import { useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Text } from '../../ui/kit-text/Text';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { RecordSyncChip } from '../../offline/RecordSyncChip';
import { useOptionalSession } from '../../session/SessionProvider';
import { SaveDietDialog } from '../diet/SaveDietDialog';
import { SavedRecordsDialog } from './SavedRecordsDialog';
import type { NamedSave, NamedSaved } from './use-named-save';
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
    RecordSession<unknown, unknown, NamedSaved>,
    'state' | 'syncState' | 'syncEntry' | 'forgetSaved'
  >;
  /** The screen's named save: the Save dialog and opening a saved record. */
  readonly naming: Pick<NamedSave, 'isSaveOpen' | 'closeSave' | 'save' | 'openSaved'>;
  /** The test id of the saved record's name. */
  readonly savedTestId: string;
  /** The screen's introduction, at the left of the bar. */
  readonly intro?: string;
  /** A calculation is running: My records waits. */
  readonly isBusy?: boolean;
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
  naming,
  savedTestId,
  intro,
  isBusy = false,
  children,
}: RecordScreenBarProps) {
  const { t } = useTranslation(kind);
  const language = useLanguage();
  const user = useOptionalSession()?.user;
  const [isListOpen, setIsListOpen] = useState(false);
  const { openingError, isSaving, saved } = session.state;
  // A hidden saved record (auto-saved for a supplement) has no name to show.
  const savedName = saved && !saved.oculta ? saved.nome : null;
  return (
    <>
      {openingError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="opening-error">
          {t('open.failed', { reason: openingError })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Text kind="muted" sx={{ flex: '1 1 320px' }}>
          {intro}
        </Text>
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
            if (await naming.openSaved(id)) setIsListOpen(false);
          }}
          onRemoved={session.forgetSaved}
        />
      )}
      {naming.isSaveOpen && (
        <SaveDietDialog
          open
          title={t('save.title')}
          nameLabel={t('save.name')}
          // No cycle: only diets track one.
          canTrackCycle={false}
          initialName={savedName ?? ''}
          initialObs={saved?.obs ?? null}
          initialCycle={null}
          isSaving={isSaving}
          language={language}
          onCancel={naming.closeSave}
          onSave={naming.save}
        />
      )}
    </>
  );
}
