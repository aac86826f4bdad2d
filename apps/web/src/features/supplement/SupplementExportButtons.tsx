import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../format/currency-context';
import { useLanguage } from '../../i18n/use-language';
import { HandoverExportButtons } from '../../export/HandoverExportButtons';
import type { Translate } from '../../export/report-text';
import { useOptionalSession } from '../../session/SessionProvider';
import { buildSupplementReport } from './supplement-report';
import type { SupplementReportInput } from './supplement-report';

/** A formulated supplement's PDF and Excel (`export-supplement-*`), in the screen's currency, signed by the user. */
export function SupplementExportButtons(props: Pick<SupplementReportInput, 'name' | 'result' | 'nameOf'>) {
  const { t } = useTranslation('export');
  const session = useOptionalSession();
  const language = useLanguage();
  const currency = useCurrency();
  return (
    <HandoverExportButtons
      testIdPrefix="export-supplement"
      getReport={() =>
        buildSupplementReport(
          {
            ...props,
            language,
            generatedAt: new Date(),
            authorName: session?.user?.NOME ?? null,
            ...(currency === null ? {} : { currency }),
          },
          t as Translate,
        )
      }
    />
  );
}
