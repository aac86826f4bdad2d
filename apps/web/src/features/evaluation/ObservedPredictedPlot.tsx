import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { niceTicks } from '../../ui/charts/nice-ticks';

const WIDTH = 320;
const HEIGHT = 280;
const MARGIN = { left: 48, right: 12, top: 12, bottom: 40 };

/** Observed (y) against predicted (x), with the line of equality; both axes on the same scale. */
export function ObservedPredictedPlot({
  points,
  label,
}: {
  points: readonly { id: string; observed: number; predicted: number }[];
  label: string;
}) {
  const { t } = useTranslation('evaluation');
  const language = useLanguage();
  const theme = useTheme();
  const values = points.flatMap((p) => [p.observed, p.predicted]);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(...values, 0.1), 4);
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (value: number) => MARGIN.left + ((value - low) / (high - low)) * plotWidth;
  const y = (value: number) => MARGIN.top + plotHeight - ((value - low) / (high - low)) * plotHeight;
  const axis = theme.palette.text.secondary;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`${t('plot.title')}: ${label}`}
      sx={{ width: '100%', maxWidth: WIDTH, height: 'auto' }}
    >
      <title>{`${t('plot.title')}: ${label}`}</title>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={x(tick)}
            x2={x(tick)}
            y1={MARGIN.top}
            y2={MARGIN.top + plotHeight}
            stroke={theme.palette.divider}
          />
          <line
            x1={MARGIN.left}
            x2={MARGIN.left + plotWidth}
            y1={y(tick)}
            y2={y(tick)}
            stroke={theme.palette.divider}
          />
          <text x={x(tick)} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle" fontSize={11} fill={axis}>
            {formatNumber(tick, language, 1)}
          </text>
          <text x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill={axis}>
            {formatNumber(tick, language, 1)}
          </text>
        </g>
      ))}
      <line x1={x(low)} y1={y(low)} x2={x(high)} y2={y(high)} stroke={axis} strokeDasharray="4 4">
        <title>{t('plot.identity')}</title>
      </line>
      {points.map((p) => (
        <circle key={p.id} cx={x(p.predicted)} cy={y(p.observed)} r={4} fill={theme.palette.primary.main}>
          <title>
            {t('plot.point', {
              id: p.id,
              observed: formatNumber(p.observed, language, 2),
              predicted: formatNumber(p.predicted, language, 2),
            })}
          </title>
        </circle>
      ))}
      <text x={MARGIN.left + plotWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={12} fill={axis}>
        {t('plot.predicted')}
      </text>
      <text
        x={12}
        y={MARGIN.top + plotHeight / 2}
        textAnchor="middle"
        fontSize={12}
        fill={axis}
        transform={`rotate(-90 12 ${MARGIN.top + plotHeight / 2})`}
      >
        {t('plot.observed')}
      </text>
    </Box>
  );
}
