import type { MixtureResult } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { MixReportButton } from '../../export/MixReportButton';
import { buildMixReportData } from '../../export/report-data';
import { useLanguage } from '../../i18n/use-language';
import { useSession } from '../../session/SessionProvider';

/** The mix report PDF (premium; the export helper's button) for the calculated mix. */
export function MixtureReportAction({
  result,
  feeds,
}: {
  readonly result: MixtureResult;
  readonly feeds: readonly TFeed[];
}) {
  const language = useLanguage();
  const { user } = useSession();
  return (
    <MixReportButton
      getData={() =>
        buildMixReportData({
          language,
          generatedAt: new Date(),
          feeds,
          mixture: result,
          authorName: user?.NOME ?? null,
        })
      }
    />
  );
}
