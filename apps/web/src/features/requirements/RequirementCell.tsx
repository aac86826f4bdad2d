import { useState } from 'react';
import type { Language, RequirementField } from '@cocho/engine';
import { NumberField } from '../../ui/NumberField';
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

/**
 * One editable value of the requirements table: shows the formatted value, edits it in place in the app's
 * one NumberField ("-" empties a bound; Enter commits, Escape cancels).
 */
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
    <NumberField
      variant="standard"
      fullWidth
      text={draft ?? shown}
      onTextChange={setDraft}
      onFocus={(event) => {
        setDraft(shown);
        event.target.select();
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        const input = event.target as HTMLInputElement;
        if (event.key === 'Enter') input.blur();
        if (event.key === 'Escape') {
          setDraft(null);
          setIsInvalid(false);
          input.blur();
        }
      }}
      error={isInvalid}
      testId={testId}
      ariaLabel={label}
      slotProps={{
        input: {
          disableUnderline: true,
          readOnly: !isEditable,
          sx: {
            fontSize: 14,
            fontVariantNumeric: 'tabular-nums',
            fontWeight: isEdited ? 600 : 400,
            color: isInvalid
              ? 'error.main'
              : isEdited
                ? 'secondary.main'
                : isMuted
                  ? 'text.secondary'
                  : 'text.primary',
            borderRadius: 1,
            border: 1,
            borderColor: isInvalid ? 'error.main' : 'transparent',
            transition: 'border-color 120ms, background-color 120ms',
            '&:hover': isEditable ? { borderColor: 'divider', bgcolor: 'action.hover' } : undefined,
            '&.Mui-focused': { borderColor: 'primary.main', bgcolor: 'background.paper' },
            '& input': { textAlign: 'right', py: 0.5, px: { xs: 0.5, sm: 1 } },
          },
        },
        htmlInput: {
          'aria-invalid': isInvalid,
          'data-edited': isEdited ? 'true' : undefined,
        },
      }}
    />
  );
}
