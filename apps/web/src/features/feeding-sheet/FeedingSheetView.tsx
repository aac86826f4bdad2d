import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type { FeedingSheetDescription } from './describe-feeding-sheet';

const numberCell = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontSize: 16 } as const;

/** The sheet on screen and on paper: the day's figures, then two-column tables (they fit a phone). */
export function FeedingSheetView({ description }: { readonly description: FeedingSheetDescription }) {
  return (
    <Box data-testid="feeding-sheet" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 1,
          '& dt': { typography: 'caption', color: 'text.secondary' },
          '& dd': { m: 0, typography: 'subtitle1', fontWeight: 600 },
        }}
      >
        {description.facts.map(([label, value]) => (
          <Box key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      {description.tables.map((sheetTable) => (
        <Box
          component="section"
          key={sheetTable.key}
          data-testid={`feeding-sheet-${sheetTable.key}`}
          sx={{ breakInside: 'avoid' }}
        >
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {sheetTable.title}
          </Typography>
          <Table size="small" aria-label={sheetTable.title}>
            <TableHead>
              <TableRow>
                <TableCell>{sheetTable.header[0]}</TableCell>
                <TableCell align="right">{sheetTable.header[1]}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sheetTable.lines.map((line) => (
                <TableRow key={line.label} data-testid="feeding-sheet-line">
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {line.label}
                    {line.isBelowScaleStep && (
                      <WarningAmberOutlined
                        fontSize="small"
                        color="warning"
                        sx={{ ml: 0.5, verticalAlign: 'middle' }}
                        data-testid="below-scale-step"
                      />
                    )}
                  </TableCell>
                  <TableCell align="right" sx={numberCell}>
                    {line.value}
                    {line.roundedOff && (
                      <Typography
                        variant="caption"
                        color="warning.main"
                        component="div"
                        data-testid="rounded-off"
                      >
                        {line.roundedOff}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                <TableCell>{sheetTable.total.label}</TableCell>
                <TableCell align="right" sx={numberCell}>
                  {sheetTable.total.value}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
          {sheetTable.note && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {sheetTable.note}
            </Typography>
          )}
        </Box>
      ))}
      {description.belowStepNote && (
        <Alert severity="warning" data-testid="below-step-note">
          {description.belowStepNote}
        </Alert>
      )}
      {description.roundedNote && (
        <Alert severity="warning" data-testid="rounded-note">
          {description.roundedNote}
        </Alert>
      )}
    </Box>
  );
}
