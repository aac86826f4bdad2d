import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Text } from '../../ui/kit-text/Text';
import { useTranslation } from 'react-i18next';
import type { TPendingFeed } from '@cocho/contracts';
import { NUTRIENT_KEYS } from '@cocho/engine';
import type { NutrientKey } from '@cocho/engine';
import { useCallQuery } from '../../api/query';
import { nutrientName, nutrientUnit } from '../../export/report-text';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { Loading } from '../../ui/Loading';
import { ViewDialog } from '../../ui/ViewDialog';

type NutrientRow = { readonly key: NutrientKey };

/** The sent feed's values beside the catalogue's typical values of its category, outliers marked. */
export function CompositionComparison({ feed, categoryName }: { feed: TPendingFeed; categoryName: string }) {
  const { t } = useTranslation(['admin', 'feeds']);
  const language = useLanguage();
  const typical = feed.tipicos ?? {};
  const outside = new Set(feed.fora_do_tipico ?? []);
  const keys = NUTRIENT_KEYS.filter((key) => typeof feed.nutrientes[key] === 'number');
  const number = (value: number) => formatNumber(value, language, Math.abs(value) >= 100 ? 0 : 2);
  const spreadColumn = (
    id: string,
    header: string,
    cell: (spread: NonNullable<(typeof typical)[NutrientKey]>) => ReactNode,
    none: ReactNode = '–',
  ): DataColumn<NutrientRow> => ({
    id,
    header,
    align: 'right',
    cell: ({ key }) => {
      const spread = typical[key];
      return spread ? cell(spread) : none;
    },
  });
  const columns: DataColumn<NutrientRow>[] = [
    {
      id: 'nutrient',
      header: t('admin:feeds.nutrient'),
      cell: ({ key }) => `${nutrientName(key, t)} (${nutrientUnit(key, t)})`,
    },
    {
      id: 'sent',
      header: t('admin:feeds.sentValue'),
      align: 'right',
      cell: ({ key }) => (
        <>
          <Box component="span" sx={{ fontWeight: outside.has(key) ? 700 : undefined }}>
            {number(feed.nutrientes[key] as number)}
          </Box>
          {outside.has(key) && (
            <Chip
              size="small"
              color="warning"
              sx={{ ml: 1 }}
              label={t('admin:feeds.outside')}
              data-testid={`outlier-${key}`}
            />
          )}
        </>
      ),
    },
    spreadColumn('median', t('admin:feeds.median'), (spread) => number(spread.mediana)),
    spreadColumn(
      'range',
      t('admin:feeds.typicalRange'),
      (spread) => `${number(spread.q1)} – ${number(spread.q3)}`,
    ),
    spreadColumn('count', t('admin:feeds.catalogueCount'), (spread) => spread.n, 0),
  ];
  return (
    <Box>
      <Text kind="note" sx={{ mb: 1 }}>
        {t('admin:feeds.typicalOf', { category: categoryName })}
      </Text>
      {outside.size > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="pending-feed-outliers">
          {t('admin:feeds.outliers', { count: outside.size })}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={keys.map((key) => ({ key }))}
        rowKey={({ key }) => key}
        testId="pending-feed-composition"
        ariaLabel={t('admin:feeds.composition')}
        rowTestId={({ key }) => `composition-${key}`}
        isRowSelected={({ key }) => outside.has(key)}
      />
      <Text kind="small">{t('admin:feeds.typicalNote')}</Text>
    </Box>
  );
}

/** The lab report sent with a feed: the image or the PDF shown, with a link to open or save it. */
export function LabReportDialog({ feed, onClose }: { feed: TPendingFeed; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { data, error } = useCallQuery('getLabReport', { id: feed.id });
  const url = useObjectUrl(data?.data.conteudo_base64, data?.data.tipo_mime);
  const report = error
    ? { kind: 'failed' as const }
    : url && data
      ? { kind: 'ready' as const, url, mime: data.data.tipo_mime }
      : { kind: 'loading' as const };
  const fileName = feed.laudo?.nome_arquivo ?? '';
  return (
    <ViewDialog
      title={t('feeds.reportTitle', { name: feed.name })}
      onClose={onClose}
      closeText={t('common.close')}
    >
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
    </ViewDialog>
  );
}

/** An object URL of base64 content, revoked when the content changes or the screen closes. */
function useObjectUrl(base64: string | undefined, mime: string | undefined): string | null {
  const url = useMemo(() => {
    if (base64 === undefined || mime === undefined) return null;
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: mime }));
  }, [base64, mime]);
  useEffect(
    () => () => {
      if (url !== null) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
