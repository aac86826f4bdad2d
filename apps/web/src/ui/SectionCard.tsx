import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export type SectionCardProps = {
  readonly title: ReactNode;
  /** A line under the title (what the section is for). */
  readonly subtitle?: ReactNode;
  /** A screen's main section (h2) or a part of one (h3). */
  readonly level?: 2 | 3;
  /** Fill the grid cell it sits in (cards side by side). */
  readonly fillsHeight?: boolean;
  readonly testId?: string;
  /** Beside the title, at the right (a "new" button). */
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
};

/** A card with a heading and its content stacked: the sections of every calculation screen. */
export function SectionCard({
  title,
  subtitle,
  level = 2,
  fillsHeight = false,
  testId,
  actions,
  children,
}: SectionCardProps) {
  const heading =
    level === 2 ? (
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
    ) : (
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
    );
  return (
    <Card sx={fillsHeight ? { height: '100%' } : undefined} data-testid={testId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: level === 2 ? 2 : 1 }}>
        {subtitle === undefined && actions === undefined ? (
          heading
        ) : (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ flexGrow: 1 }}>
              {heading}
              {subtitle !== undefined && (
                <Typography variant="body2" color="text.secondary">
                  {subtitle}
                </Typography>
              )}
            </Box>
            {actions}
          </Box>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
