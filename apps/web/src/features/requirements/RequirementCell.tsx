import { useState } from 'react';
import InputBase from '@mui/material/InputBase';
import TableCell from '@mui/material/TableCell';
import type { Language, RequirementField } from '@cocho/engine';
import { formatRequirementValue } from './requirements-table-model';

type RequirementCellProps = {
  readonly value: number | null;
  readonly field: RequirementField;
  readonly language: Language;
  readonly label: string;
  readonly isEdited: boolean;
  readonly isMuted: boolean;
  readonly isEditable: boolean;
  readonly testId: string;
  /** Commits a typed text; returns false when it was not a number. */
  readonly onCommit: (text: string) => boolean;
};

/** One editable value of the requirements table: shows the formatted value, edits it in place. */
export function RequirementCell(props: RequirementCellProps) {
  const { value, field, language, label, isEdited, isMuted, isEditable, testId, onCommit } = props;
  const shown = formatRequirementValue(value, field, language);
  const [draft, setDraft] = useState<string | null>(null);
  const [isInvalid, setIsInvalid] = useState(false);

  const commit = () => {
    if (draft === null) return;
    const accepted = onCommit(draft);
    setIsInvalid(!accepted);
    if (accepted) setDraft(null);
  };

  return (
    <TableCell
      align="right"
      sx={{ py: 0.25, px: { xs: 0.25, sm: 1 }, width: { xs: 80, sm: 120 }, minWidth: { xs: 72, sm: 112 } }}
    >
      <InputBase
        value={draft ?? shown}
        readOnly={!isEditable}
        onFocus={(event) => {
          setDraft(shown);
          event.target.select();
        }}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
          if (event.key === 'Escape') {
            setDraft(null);
            setIsInvalid(false);
            (event.target as HTMLInputElement).blur();
          }
        }}
        error={isInvalid}
        inputProps={{
          'aria-label': label,
          'aria-invalid': isInvalid,
          'data-testid': testId,
          'data-edited': isEdited ? 'true' : undefined,
          inputMode: 'decimal',
          autoComplete: 'off',
        }}
        sx={{
          width: '100%',
          fontSize: 14,
          fontVariantNumeric: 'tabular-nums',
          fontWeight: isEdited ? 600 : 400,
          color: isInvalid
            ? 'error.main'
            : isEdited
              ? 'secondary.main'
              : isMuted
                ? 'text.disabled'
                : 'text.primary',
          borderRadius: 1,
          border: 1,
          borderColor: isInvalid ? 'error.main' : 'transparent',
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover': isEditable ? { borderColor: 'divider', bgcolor: 'action.hover' } : undefined,
          '&.Mui-focused': { borderColor: 'primary.main', bgcolor: 'background.paper' },
          '& input': { textAlign: 'right', py: 0.5, px: 1 },
        }}
      />
    </TableCell>
  );
}
