import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Labelled values as a description list, two columns (a saved record's facts). */
export function FactList({ facts }: { readonly facts: readonly (readonly [string, string])[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
