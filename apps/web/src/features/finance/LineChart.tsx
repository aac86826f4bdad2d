import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { niceTicks } from '../../ui/charts/nice-ticks';

export type LineChartPoint = { readonly x: number; readonly y: number | null };

type LineChartProps = {
  readonly points: readonly LineChartPoint[];
  /** Accessible name of the chart. */
  readonly title: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly formatX: (x: number) => string;
  readonly formatY: (y: number) => string;
  /** x of the point to emphasise (the base scenario). */
  readonly highlightX?: number;
  readonly testId?: string;
};

const WIDTH = 820;
const HEIGHT = 280;
const MARGIN = { top: 16, right: 20, bottom: 44, left: 84 };

/** A small accessible SVG line chart that follows the MUI theme (light and dark). */
export function LineChart({
  points,
  title,
  xLabel,
  yLabel,
  formatX,
  formatY,
  highlightX,
  testId,
}: LineChartProps) {
  const theme = useTheme();
  const titleId = useId();
  const descId = useId();
  const defined = points.filter((point): point is { x: number; y: number } => point.y !== null);
  const xs = points.map((point) => point.x);
  const ys = defined.map((point) => point.y);
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const ticks = ys.length > 0 ? niceTicks(Math.min(...ys), Math.max(...ys)) : [0, 1];
  const yMin = ticks[0] ?? 0;
  const yMax = ticks[ticks.length - 1] ?? 1;
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const toX = (x: number) =>
    MARGIN.left + (xMax === xMin ? plotWidth / 2 : ((x - xMin) / (xMax - xMin)) * plotWidth);
  const toY = (y: number) => MARGIN.top + plotHeight - ((y - yMin) / (yMax - yMin || 1)) * plotHeight;
  const path = defined
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${toX(point.x)},${toY(point.y)}`)
    .join(' ');
  const lineColor = theme.palette.primary.main;
  const gridColor = theme.palette.divider;
  const textColor = theme.palette.text.secondary;
  const description = defined.map((point) => `${formatX(point.x)}: ${formatY(point.y)}`).join('; ');

  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      data-testid={testId}
      sx={{
        width: '100%',
        maxWidth: WIDTH,
        height: 'auto',
        display: 'block',
        mx: 'auto',
        fontFamily: theme.typography.fontFamily,
      }}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={toY(tick)}
            y2={toY(tick)}
            stroke={tick === 0 && yMin < 0 ? theme.palette.text.disabled : gridColor}
            strokeDasharray={tick === 0 && yMin < 0 ? undefined : '3 3'}
          />
          <text x={MARGIN.left - 8} y={toY(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill={textColor}>
            {formatY(tick)}
          </text>
        </g>
      ))}
      {points.map((point) => (
        <text
          key={point.x}
          x={toX(point.x)}
          y={HEIGHT - MARGIN.bottom + 16}
          textAnchor="middle"
          fontSize={12}
          fill={textColor}
          fontWeight={point.x === highlightX ? 700 : 400}
        >
          {formatX(point.x)}
        </text>
      ))}
      <text x={MARGIN.left + plotWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={12} fill={textColor}>
        {xLabel}
      </text>
      <text
        transform={`translate(14 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
        textAnchor="middle"
        fontSize={12}
        fill={textColor}
      >
        {yLabel}
      </text>
      <path d={path} fill="none" stroke={lineColor} strokeWidth={2.5} strokeLinejoin="round" />
      {defined.map((point) => {
        const isHighlighted = point.x === highlightX;
        return (
          <circle
            key={point.x}
            cx={toX(point.x)}
            cy={toY(point.y)}
            r={isHighlighted ? 6 : 4}
            fill={isHighlighted ? theme.palette.secondary.main : theme.palette.background.paper}
            stroke={isHighlighted ? theme.palette.secondary.main : lineColor}
            strokeWidth={2}
          >
            <title>{`${formatX(point.x)}: ${formatY(point.y)}`}</title>
          </circle>
        );
      })}
    </Box>
  );
}
