import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One fact: its label, its value and, optionally, the value's test id. */
export type Fact = readonly [label: string, value: ReactNode, testId?: string];

/** Labelled values as a description list, two columns (a saved record's facts). */
export function FactList({ facts }: { readonly facts: readonly Fact[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
      {facts.map(([label, value, testId]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
