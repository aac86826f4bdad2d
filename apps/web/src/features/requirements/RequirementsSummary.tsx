/** The requirements screen's summary: live weight and the main requirements of the animal. */
import { useTranslation } from 'react-i18next';
import { requirementCodeText, unitText } from '@cocho/contracts';
import type { RequirementEntry } from '@cocho/engine';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { FigureTiles } from '../../ui/FigureTiles';

const SUMMARY_KEYS = ['CMS', 'NDT', 'PB', 'Ca', 'P'] as const;

type SummaryProps = {
  readonly requirements: readonly RequirementEntry[];
  readonly liveWeightKg: number;
  readonly isStale: boolean;
};

export function Summary({ requirements, liveWeightKg, isStale }: SummaryProps) {
  const { t } = useTranslation('requirements');
  const language = useLanguage();
  const figure = (key: string, label: string, value: string, unit: string) => ({
    key,
    label,
    value,
    unit,
    testId: `summary-${key}-value`,
    tileTestId: `summary-${key}`,
  });
  const figures = [
    ...SUMMARY_KEYS.flatMap((key) => requirements.filter((entry) => entry.key === key).slice(0, 1)).map(
      (entry) =>
        figure(
          entry.key,
          requirementCodeText(entry.key, language),
          formatNumber(entry.ideal, language, 2),
          unitText(entry.unit, language),
        ),
    ),
    figure('PV', t('page.liveWeight'), formatNumber(liveWeightKg, language, 1), 'kg'),
  ];
  return (
    <FigureTiles
      figures={figures}
      columns={{ xs: 2, sm: 3, md: 6 }}
      ariaLabel={t('page.summary')}
      dimmed={isStale}
    />
  );
}
