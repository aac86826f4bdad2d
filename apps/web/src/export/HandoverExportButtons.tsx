import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GridOnIcon from '@mui/icons-material/GridOn';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useTranslation } from 'react-i18next';
import { useOptionalAccess } from '../session/use-access';
import type { HandoverFormat } from './create-report-file';
import { canShareFiles, exportHandoverReport, shareHandoverReport } from './export-report';
import type { ExportErrorCode } from './export-report';
import type { HandoverReport } from './handover-report';

const ICONS = { pdf: PictureAsPdfIcon, xlsx: GridOnIcon, share: ShareOutlined } as const;

/**
 * PDF and Excel of a result, and on a phone the PDF through its share sheet (to send it
 * to the client): `getReport` describes it on click, in the screen's language.
 * `isPremiumOnly` for a premium report (the mix report); the reason an export did not happen shows beside
 * the buttons, so the buttons work on any screen, the public link's included.
 */
export function HandoverExportButtons({
  getReport,
  formats = ['pdf', 'xlsx'],
  isPremiumOnly = false,
  testIdPrefix,
}: {
  readonly getReport: () => HandoverReport | null;
  readonly formats?: readonly HandoverFormat[];
  readonly isPremiumOnly?: boolean;
  /** `<prefix>-pdf` and `<prefix>-xlsx` are the buttons' test ids. */
  readonly testIdPrefix: string;
}) {
  const { t } = useTranslation('export');
  const access = useOptionalAccess();
  const [busy, setBusy] = useState<HandoverFormat | 'share' | null>(null);
  const [canShare] = useState(canShareFiles);
  const [failure, setFailure] = useState<ExportErrorCode | null>(null);
  const run = async (kind: HandoverFormat | 'share') => {
    setBusy(kind);
    setFailure(null);
    try {
      const reportAccess = { isPremium: access?.can('pdf_export') ?? false, isPremiumOnly };
      const outcome =
        kind === 'share'
          ? await shareHandoverReport(getReport(), reportAccess)
          : await exportHandoverReport(getReport(), kind, reportAccess);
      if (!outcome.ok) setFailure(outcome.code);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {[...formats, ...(canShare && formats.includes('pdf') ? (['share'] as const) : [])].map((kind) => {
        const Icon = ICONS[kind];
        return (
          <Button
            key={kind}
            variant="outlined"
            size="small"
            disabled={busy !== null}
            startIcon={busy === kind ? <CircularProgress size={16} aria-hidden /> : <Icon />}
            onClick={() => void run(kind)}
            data-testid={`${testIdPrefix}-${kind}`}
          >
            {t(`handover.${kind}`)}
          </Button>
        );
      })}
      {failure && (
        <Alert severity="error" sx={{ py: 0 }} data-testid={`${testIdPrefix}-error`}>
          {t(`error.${failure}`)}
        </Alert>
      )}
    </Box>
  );
}
