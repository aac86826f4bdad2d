import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type Figure = {
  readonly key: string;
  readonly label: ReactNode;
  readonly value: ReactNode;
  /** Shown small after the value, outside its test id. */
  readonly unit?: ReactNode;
  /** On the value. */
  readonly testId?: string;
  /** On the whole tile. */
  readonly tileTestId?: string;
};

/**
 * A calculation's headline figures as small labelled tiles in a grid (`columns` tiles a row, by breakpoint):
 * the summaries of the requirements, prediction, supplement and mixture screens.
 */
export function FigureTiles({
  figures,
  columns,
  ariaLabel,
  dimmed = false,
}: {
  readonly figures: readonly Figure[];
  readonly columns: Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;
  /** Names the group for screen readers. */
  readonly ariaLabel?: string;
  /** Dims the figures (the inputs changed since they were calculated). */
  readonly dimmed?: boolean;
}) {
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, 1fr)`]),
  );
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns, gap: 1.5, opacity: dimmed ? 0.6 : 1 }}
      {...(ariaLabel ? { role: 'group', 'aria-label': ariaLabel } : {})}
    >
      {figures.map((figure) => (
        <Box
          key={figure.key}
          data-testid={figure.tileTestId}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            px: 1.5,
            py: 1,
            bgcolor: 'background.default',
          }}
        >
          <Typography variant="caption" color="text.secondary" component="div">
            {figure.label}
          </Typography>
          <Typography
            variant="subtitle1"
            component="div"
            sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
          >
            <span data-testid={figure.testId}>{figure.value}</span>
            {figure.unit !== undefined && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
                {figure.unit}
              </Typography>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
