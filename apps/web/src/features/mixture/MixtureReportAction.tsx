import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { MixtureResult } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { HandoverExportButtons } from '../../export/HandoverExportButtons';
import { MixReportButton } from '../../export/MixReportButton';
import { buildMixHandover } from '../../export/mix-handover';
import { buildMixReportData } from '../../export/report-data';
import type { Translate } from '../../export/report-text';
import { useCurrency } from '../../format/currency-context';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../session/SessionProvider';

/** The mix report (premium; the export helper's button) for the calculated mix: PDF, and Excel beside it. */
export function MixtureReportAction({
  result,
  feeds,
}: {
  readonly result: MixtureResult;
  readonly feeds: readonly TFeed[];
}) {
  const language = useLanguage();
  const { t: tExport } = useTranslation('export');
  const { user } = useSession();
  const currency = useCurrency();
  const getData = () =>
    buildMixReportData({
      language,
      generatedAt: new Date(),
      feeds,
      mixture: result,
      authorName: user?.NOME ?? null,
      ...(currency === null ? {} : { currency }),
    });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <HandoverExportButtons
        testIdPrefix="export-mixture"
        formats={['xlsx']}
        isPremiumOnly
        getReport={() => buildMixHandover(getData(), tExport as Translate)}
      />
      <MixReportButton getData={getData} />
    </Box>
  );
}
