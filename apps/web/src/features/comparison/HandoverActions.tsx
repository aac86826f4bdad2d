import { useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Text } from '../../ui/kit-text/Text';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useTranslation } from 'react-i18next';
import { ShareDialog } from '../sharing/ShareDialog';

export type HandoverActionsProps = {
  /** The kind saved: its namespace's `handover.*` texts, its share kind and its test ids' prefix. */
  readonly kind: 'supplement' | 'comparison';
  readonly savedId: number | null;
  readonly isSaving: boolean;
  readonly error: string | null;
  readonly onSave: () => void;
  /** Before the save button (the comparison's name). */
  readonly before?: ReactNode;
  /** Between the save and share buttons (the premium chip). */
  readonly between?: ReactNode;
  /** The hint stays once saved, on a line of its own. */
  readonly keepsHint?: boolean;
};

/**
 * Save a hand-over record, then share it (docs/decisions/saved-supplements-comparisons.md): the supplement's
 * and the comparison's buttons, hint, failure and share dialog.
 */
export function HandoverActions(props: HandoverActionsProps) {
  const { kind, savedId, error } = props;
  const { t } = useTranslation(kind);
  const [isSharing, setIsSharing] = useState(false);
  const testId = `${kind}-handover`;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        flexWrap: 'wrap',
        mt: kind === 'comparison' ? 2 : 0,
      }}
      data-testid={testId}
    >
      {props.before}
      <Button
        startIcon={<BookmarkAddOutlined />}
        onClick={props.onSave}
        disabled={props.isSaving || savedId !== null}
        data-testid={`${testId}-save`}
      >
        {t(savedId === null ? 'handover.save' : 'handover.saved')}
      </Button>
      {props.between}
      <Button
        startIcon={<ShareOutlined />}
        onClick={() => setIsSharing(true)}
        disabled={savedId === null}
        data-testid={`${testId}-share`}
      >
        {t('handover.share')}
      </Button>
      {(savedId === null || props.keepsHint) && (
        <Text kind="note" sx={props.keepsHint ? { flexBasis: '100%' } : undefined}>
          {t('handover.hint')}
        </Text>
      )}
      {error && (
        <Text kind="problem" data-testid={`${testId}-error`}>
          {error}
        </Text>
      )}
      {isSharing && <ShareDialog kind={kind} recordId={savedId} onClose={() => setIsSharing(false)} />}
    </Box>
  );
}
