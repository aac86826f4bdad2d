/**
 * The objective's curve over the target gain: profit per head or cost per arroba at each
 * gain searched, a gap where no diet meets every requirement, the best gain emphasised and the entered gain
 * marked. A small accessible SVG following the MUI theme (no chart library).
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { niceTicks } from '../../ui/charts/nice-ticks';

export type CurvePoint = { readonly x: number; readonly y: number | null };

type ObjectiveCurveChartProps = {
  readonly points: readonly CurvePoint[];
  readonly title: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly formatX: (x: number) => string;
  readonly formatY: (y: number) => string;
  /** The best gain (emphasised point) and the entered gain (dashed line), with their labels. */
  readonly best: { readonly x: number; readonly label: string } | null;
  readonly entered: { readonly x: number; readonly label: string } | null;
  readonly testId?: string;
};

const WIDTH = 820;
const HEIGHT = 300;
const MARGIN = { top: 24, right: 20, bottom: 44, left: 92 };

export function ObjectiveCurveChart(props: ObjectiveCurveChartProps) {
  const { points, title, xLabel, yLabel, formatX, formatY, best, entered, testId } = props;
  const theme = useTheme();
  const titleId = useId();
  const descId = useId();
  const defined = points.filter((point): point is { x: number; y: number } => point.y !== null);
  const xTicks = niceTicks(Math.min(...points.map((p) => p.x)), Math.max(...points.map((p) => p.x)), 8);
  const yTicks =
    defined.length > 0
      ? niceTicks(Math.min(...defined.map((p) => p.y)), Math.max(...defined.map((p) => p.y)))
      : [0, 1];
  const [xMin, xMax] = [xTicks[0] ?? 0, xTicks.at(-1) ?? 1];
  const [yMin, yMax] = [yTicks[0] ?? 0, yTicks.at(-1) ?? 1];
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const toX = (x: number) => MARGIN.left + ((x - xMin) / (xMax - xMin || 1)) * plotWidth;
  const toY = (y: number) => MARGIN.top + plotHeight - ((y - yMin) / (yMax - yMin || 1)) * plotHeight;
  // A new segment after every gap (gains without a diet).
  let path = '';
  let isDrawing = false;
  for (const point of points) {
    if (point.y === null) {
      isDrawing = false;
      continue;
    }
    path += `${isDrawing ? 'L' : 'M'}${toX(point.x)},${toY(point.y)} `;
    isDrawing = true;
  }
  const textColor = theme.palette.text.secondary;
  const bestPoint = best ? defined.find((point) => point.x === best.x) : undefined;
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
      {yTicks.map((tick) => (
        <g key={`y${tick}`}>
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={toY(tick)}
            y2={toY(tick)}
            stroke={tick === 0 && yMin < 0 ? theme.palette.text.disabled : theme.palette.divider}
            strokeDasharray={tick === 0 && yMin < 0 ? undefined : '3 3'}
          />
          <text x={MARGIN.left - 8} y={toY(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill={textColor}>
            {formatY(tick)}
          </text>
        </g>
      ))}
      {xTicks.map((tick) => (
        <text
          key={`x${tick}`}
          x={toX(tick)}
          y={HEIGHT - MARGIN.bottom + 18}
          textAnchor="middle"
          fontSize={12}
          fill={textColor}
        >
          {formatX(tick)}
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
      {entered && (
        <g data-testid="curve-entered">
          <line
            x1={toX(entered.x)}
            x2={toX(entered.x)}
            y1={MARGIN.top}
            y2={MARGIN.top + plotHeight}
            stroke={theme.palette.text.secondary}
            strokeDasharray="5 4"
          />
          <text x={toX(entered.x) + 4} y={MARGIN.top - 8} fontSize={12} fill={textColor}>
            {entered.label}
          </text>
        </g>
      )}
      <path
        d={path}
        fill="none"
        stroke={theme.palette.primary.main}
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      {bestPoint && best && (
        <g data-testid="curve-best">
          <circle cx={toX(bestPoint.x)} cy={toY(bestPoint.y)} r={6} fill={theme.palette.secondary.main}>
            <title>{`${best.label}: ${formatX(bestPoint.x)}, ${formatY(bestPoint.y)}`}</title>
          </circle>
          <text
            x={toX(bestPoint.x)}
            y={toY(bestPoint.y) - 12}
            textAnchor={toX(bestPoint.x) > WIDTH - 140 ? 'end' : 'middle'}
            fontSize={12}
            fontWeight={700}
            fill={theme.palette.text.primary}
          >
            {`${best.label} ${formatX(bestPoint.x)}`}
          </text>
        </g>
      )}
    </Box>
  );
}
