import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPendingFeed } from '@cocho/contracts';
import { NUTRIENT_KEYS } from '@cocho/engine';
import type { NutrientKey } from '@cocho/engine';
import { call } from '../../api/client';
import { nutrientName, nutrientUnit } from '../../export/report-text';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { Loading } from '../../ui/Loading';

/** The sent feed's values beside the catalogue's typical values of its category, outliers marked. */
export function CompositionComparison({ feed, categoryName }: { feed: TPendingFeed; categoryName: string }) {
  const { t } = useTranslation(['admin', 'feeds']);
  const language = useLanguage();
  const typical = feed.tipicos ?? {};
  const outside = new Set(feed.fora_do_tipico ?? []);
  const keys = NUTRIENT_KEYS.filter((key) => typeof feed.nutrientes[key] === 'number');
  const number = (value: number) => formatNumber(value, language, Math.abs(value) >= 100 ? 0 : 2);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('admin:feeds.typicalOf', { category: categoryName })}
      </Typography>
      {outside.size > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="pending-feed-outliers">
          {t('admin:feeds.outliers', { count: outside.size })}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label={t('admin:feeds.composition')} data-testid="pending-feed-composition">
          <TableHead>
            <TableRow>
              <TableCell>{t('admin:feeds.nutrient')}</TableCell>
              <TableCell align="right">{t('admin:feeds.sentValue')}</TableCell>
              <TableCell align="right">{t('admin:feeds.median')}</TableCell>
              <TableCell align="right">{t('admin:feeds.typicalRange')}</TableCell>
              <TableCell align="right">{t('admin:feeds.catalogueCount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.map((key: NutrientKey) => {
              const value = feed.nutrientes[key] as number;
              const spread = typical[key];
              const isOutside = outside.has(key);
              return (
                <TableRow key={key} data-testid={`composition-${key}`} selected={isOutside}>
                  <TableCell>
                    {nutrientName(key, t)} ({nutrientUnit(key, t)})
                  </TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={{ fontWeight: isOutside ? 700 : undefined }}>
                      {number(value)}
                    </Box>
                    {isOutside && (
                      <Chip
                        size="small"
                        color="warning"
                        sx={{ ml: 1 }}
                        label={t('admin:feeds.outside')}
                        data-testid={`outlier-${key}`}
                      />
                    )}
                  </TableCell>
                  <TableCell align="right">{spread ? number(spread.mediana) : '–'}</TableCell>
                  <TableCell align="right">
                    {spread ? `${number(spread.q1)} – ${number(spread.q3)}` : '–'}
                  </TableCell>
                  <TableCell align="right">{spread ? spread.n : 0}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary">
        {t('admin:feeds.typicalNote')}
      </Typography>
    </Box>
  );
}

type Report = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; url: string; mime: string };

/** The lab report sent with a feed: the image or the PDF shown, with a link to open or save it. */
export function LabReportDialog({ feed, onClose }: { feed: TPendingFeed; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [report, setReport] = useState<Report>({ kind: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let isCurrent = true;
    call('getLabReport', { id: feed.id })
      .then((answer) => {
        const bytes = Uint8Array.from(atob(answer.data.conteudo_base64), (char) => char.charCodeAt(0));
        url = URL.createObjectURL(new Blob([bytes], { type: answer.data.tipo_mime }));
        if (isCurrent) setReport({ kind: 'ready', url, mime: answer.data.tipo_mime });
      })
      .catch(() => {
        if (isCurrent) setReport({ kind: 'failed' });
      });
    return () => {
      isCurrent = false;
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [feed.id]);
  const fileName = feed.laudo?.nome_arquivo ?? '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('feeds.reportTitle', { name: feed.name })}</DialogTitle>
      <DialogContent>
        {report.kind === 'loading' && <Loading />}
        {report.kind === 'failed' && <Alert severity="error">{t('feeds.reportFailed')}</Alert>}
        {report.kind === 'ready' && (
          <Box data-testid="lab-report-preview">
            {report.mime === 'application/pdf' ? (
              <Box
                component="object"
                data={report.url}
                type="application/pdf"
                aria-label={fileName}
                sx={{ width: '100%', height: '70vh', border: 0 }}
              />
            ) : (
              <Box
                component="img"
                src={report.url}
                alt={t('feeds.reportAlt', { name: feed.name })}
                sx={{ maxWidth: '100%' }}
              />
            )}
            <Link href={report.url} target="_blank" rel="noopener" download={fileName}>
              {t('feeds.reportOpen', { file: fileName })}
            </Link>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
