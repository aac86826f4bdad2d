import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { SectionHeader } from './SectionHeader';
import type { SectionHeaderProps } from './SectionHeader';

export type ScreenCardProps = SectionHeaderProps & {
  /** The engine is working: a bar along the card's top edge. */
  readonly isBusy?: boolean;
  /** Under the content, past a divider (the screen's main button). */
  readonly footer?: ReactNode;
  /** Stays in view while the page scrolls, on a wide screen (the inputs beside long results). */
  readonly isSticky?: boolean;
  readonly children?: ReactNode;
};

/**
 * A calculation screen's card (the animal, the diet, the results): a section named by its header, the
 * content stacked under a divider, and an optional footer.
 */
export function ScreenCard({
  isBusy = false,
  footer,
  isSticky = false,
  children,
  ...header
}: ScreenCardProps) {
  return (
    <Card
      component="section"
      aria-labelledby={header.titleId}
      sx={
        isSticky
          ? { position: { xs: 'relative', lg: 'sticky' }, top: { lg: 88 }, minWidth: 0 }
          : { position: 'relative', minWidth: 0 }
      }
    >
      {isBusy && (
        <LinearProgress
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          data-testid="engine-progress"
        />
      )}
      <SectionHeader {...header} />
      <Divider />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</CardContent>
      {footer && (
        <>
          <Divider />
          <Box sx={{ p: 2 }}>{footer}</Box>
        </>
      )}
    </Card>
  );
}

/** A calculation screen's two columns on a wide screen: the inputs' card (400 px) beside the rest. */
export function ScreenColumns({ children }: { readonly children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '400px minmax(0, 1fr)' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** A card's "start again" button: an icon named by `label`, with it as a tooltip. */
export function ResetAction({
  label,
  testId,
  onClick,
}: {
  readonly label: string;
  readonly testId: string;
  readonly onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <IconButton onClick={onClick} aria-label={label} data-testid={testId}>
        <RestartAlt />
      </IconButton>
    </Tooltip>
  );
}
