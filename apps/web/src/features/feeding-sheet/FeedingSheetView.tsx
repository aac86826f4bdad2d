import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { DataTable } from '../../ui/data-table/DataTable';
import type { FeedingSheetDescription, SheetLine } from './describe-feeding-sheet';

type Row = { readonly line: SheetLine; readonly isTotal: boolean };

// The last row, the table's total, is in bold.
const TOTAL = { '[data-total] > &': { fontWeight: 700 } } as const;
const NUMBER_CELL = {
  ...TOTAL,
  'tbody &': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontSize: 16 },
} as const;

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
          <DataTable<Row>
            ariaLabel={sheetTable.title}
            rows={[
              ...sheetTable.lines.map((line) => ({ line, isTotal: false })),
              { line: sheetTable.total, isTotal: true },
            ]}
            rowKey={(row) => (row.isTotal ? '' : `line-${row.line.label}`)}
            rowTestId={(row) => (row.isTotal ? undefined : 'feeding-sheet-line')}
            rowProps={(row): Record<`data-${string}`, string> =>
              row.isTotal ? { 'data-total': 'true' } : {}
            }
            columns={[
              {
                id: 'label',
                header: sheetTable.header[0],
                sx: { ...TOTAL, overflowWrap: 'anywhere' },
                cell: ({ line }) => (
                  <>
                    {line.label}
                    {line.isBelowScaleStep && (
                      <WarningAmberOutlined
                        fontSize="small"
                        color="warning"
                        sx={{ ml: 0.5, verticalAlign: 'middle' }}
                        data-testid="below-scale-step"
                      />
                    )}
                  </>
                ),
              },
              {
                id: 'value',
                header: sheetTable.header[1],
                align: 'right',
                sx: NUMBER_CELL,
                cell: ({ line }) => (
                  <>
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
                  </>
                ),
              },
            ]}
          />
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
