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
  /** Buttons at the right of the heading (a "new" button). */
  readonly action?: ReactNode;
  readonly children?: ReactNode;
};

/** A card with a heading and its content stacked: the sections of every calculation screen. */
export function SectionCard({
  title,
  subtitle,
  level = 2,
  fillsHeight = false,
  testId,
  action,
  children,
}: SectionCardProps) {
  const titleText =
    level === 2 ? (
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
    ) : (
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
    );
  const heading =
    action === undefined ? (
      titleText
    ) : (
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        {titleText}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{action}</Box>
      </Box>
    );
  return (
    <Card sx={fillsHeight ? { height: '100%' } : undefined} data-testid={testId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: level === 2 ? 2 : 1 }}>
        {subtitle === undefined ? (
          heading
        ) : (
          <Box>
            {heading}
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          </Box>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
