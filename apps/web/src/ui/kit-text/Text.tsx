import type { ElementType } from 'react';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';

/**
 * The text roles the screens repeat, each one Typography style: a screen says which role a text plays
 * instead of writing its variant, colour and element again (docs/decisions/web-code-size.md).
 */
const KINDS = {
  /** A line that explains: under a heading, an empty list, a file not chosen yet. */
  note: { variant: 'body2', color: 'text.secondary' },
  /** A small explaining line (under a field or a figure). */
  small: { variant: 'caption', color: 'text.secondary' },
  /** Body text set back. */
  muted: { color: 'text.secondary' },
  /** A card's or a dialog part's heading. */
  title: { variant: 'h6', component: 'h2' },
  /** A group's heading inside a section. */
  heading: { variant: 'subtitle2', component: 'h3' },
  /** A part's heading, larger than `heading`. */
  subheading: { variant: 'subtitle1', component: 'h3' },
  /** A failure said where it happened, read out at once. */
  problem: { variant: 'body2', color: 'error', role: 'alert' },
} as const;

export type TextKind = keyof typeof KINDS;

/** A Typography of role `kind`; any prop given (component, sx, data-testid…) is added or overrides. */
export function Text({ kind, ...props }: TypographyProps & { kind: TextKind; component?: ElementType }) {
  return <Typography {...KINDS[kind]} {...props} />;
}
