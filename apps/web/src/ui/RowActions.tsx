import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps } from '@mui/material/styles';

/** One action of a row; `when` false leaves it out. */
export type RowAction = {
  readonly label: string;
  readonly onClick: () => void;
  readonly when: boolean;
  readonly color?: 'error';
  readonly variant?: 'contained';
};

/** A row's small action buttons, all disabled while one of the list's actions runs. */
export function RowActions({
  actions,
  disabled,
  sx,
}: {
  readonly actions: readonly RowAction[];
  readonly disabled: boolean;
  readonly sx?: SxProps;
}) {
  return (
    <Stack direction="row" spacing={1} sx={sx}>
      {actions
        .filter((action) => action.when)
        .map((action) => (
          <Button
            key={action.label}
            size="small"
            color={action.color}
            variant={action.variant}
            disabled={disabled}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
    </Stack>
  );
}
