/** The requirements screen's summary cards: live weight and the main requirements of the animal. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { requirementCodeText, unitText } from '@cocho/contracts';
import type { RequirementEntry } from '@cocho/engine';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';

const SUMMARY_KEYS = ['CMS', 'NDT', 'PB', 'Ca', 'P'] as const;

type SummaryProps = {
  readonly requirements: readonly RequirementEntry[];
  readonly liveWeightKg: number;
  readonly isStale: boolean;
};

export function Summary({ requirements, liveWeightKg, isStale }: SummaryProps) {
  const { t } = useTranslation('requirements');
  const language = useLanguage();
  const items = [
    ...SUMMARY_KEYS.map((key) => requirements.find((entry) => entry.key === key)).flatMap((entry) =>
      entry
        ? [
            {
              key: entry.key,
              label: requirementCodeText(entry.key, language),
              value: formatNumber(entry.ideal, language, 2),
              unit: unitText(entry.unit, language),
            },
          ]
        : [],
    ),
    { key: 'PV', label: t('page.liveWeight'), value: formatNumber(liveWeightKg, language, 1), unit: 'kg' },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
        gap: 1.5,
        opacity: isStale ? 0.6 : 1,
      }}
      aria-label={t('page.summary')}
      role="group"
    >
      {items.map((item) => (
        <Box
          key={item.key}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            px: 1.5,
            py: 1,
            bgcolor: 'background.default',
          }}
          data-testid={`summary-${item.key}`}
        >
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {item.label}
          </Typography>
          <Typography
            variant="h6"
            component="div"
            sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}
          >
            <span data-testid={`summary-${item.key}-value`}>{item.value}</span>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
              {item.unit}
            </Typography>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
