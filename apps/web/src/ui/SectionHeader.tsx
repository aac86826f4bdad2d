import type { ReactNode } from 'react';
import CardHeader from '@mui/material/CardHeader';

export type SectionHeaderProps = {
  readonly title: ReactNode;
  /** A line under the title (what the section is for). */
  readonly subtitle?: ReactNode;
  /** The heading's id, for the card's `aria-labelledby`. */
  readonly titleId: string;
  /** Buttons at the right of the heading. */
  readonly action?: ReactNode;
};

/** The header of a calculation screen's card: an h2 title, an optional subtitle and actions. */
export function SectionHeader({ title, subtitle, titleId, action }: SectionHeaderProps) {
  return (
    <CardHeader
      title={title}
      subheader={subtitle}
      slotProps={{
        title: { variant: 'subtitle1', component: 'h2', id: titleId, fontWeight: 600 },
        subheader: { variant: 'body2' },
      }}
      action={action}
    />
  );
}
