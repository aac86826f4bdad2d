/**
 * The frame of a small accessible SVG chart that follows the MUI theme (no chart library): the title and a
 * description of every point for screen readers, dashed value grid lines with their labels (a solid line at
 * zero when values go below it), the x labels and both axis names. What is drawn in it (`children`) gets
 * the scales.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { niceTicks } from './nice-ticks';

export type ChartPoint = { readonly x: number; readonly y: number | null };
export type DefinedPoint = { readonly x: number; readonly y: number };

/** The scales of a chart: value to SVG coordinates, and the plot area's top and height. */
export type ChartScale = {
  readonly toX: (x: number) => number;
  readonly toY: (y: number) => number;
  readonly top: number;
  readonly plotHeight: number;
  readonly width: number;
};

export type AxisChartProps = {
  readonly points: readonly ChartPoint[];
  /** Accessible name of the chart. */
  readonly title: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly formatX: (x: number) => string;
  readonly formatY: (y: number) => string;
  /** Where the x labels stand (the default: at each point's x). */
  readonly xTicks?: readonly number[];
  /** The weight of an x label (the default: normal). */
  readonly xWeightOf?: (x: number) => number;
  readonly height: number;
  readonly margin: {
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
    readonly left: number;
  };
  /** How far below the plot the x labels stand. */
  readonly xLabelGap: number;
  readonly testId?: string;
  readonly children: (scale: ChartScale) => ReactNode;
};

const WIDTH = 820;

/** The points that have a value. */
export const definedPoints = (points: readonly ChartPoint[]): DefinedPoint[] =>
  points.filter((point): point is DefinedPoint => point.y !== null);

export function AxisChart(props: AxisChartProps) {
  const { points, title, xLabel, yLabel, formatX, formatY, height, margin, testId } = props;
  const theme = useTheme();
  const titleId = useId();
  const descId = useId();
  const defined = definedPoints(points);
  const xs = props.xTicks ?? points.map((point) => point.x);
  const ys = defined.map((point) => point.y);
  const yTicks = ys.length > 0 ? niceTicks(Math.min(...ys), Math.max(...ys)) : [0, 1];
  const [xMin, xMax] = [Math.min(...xs), Math.max(...xs)];
  const [yMin, yMax] = [yTicks[0] ?? 0, yTicks.at(-1) ?? 1];
  const plotWidth = WIDTH - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const toX = (x: number) =>
    margin.left + (xMax === xMin ? plotWidth / 2 : ((x - xMin) / (xMax - xMin)) * plotWidth);
  const toY = (y: number) => margin.top + plotHeight - ((y - yMin) / (yMax - yMin || 1)) * plotHeight;
  const textColor = theme.palette.text.secondary;
  const description = defined.map((point) => `${formatX(point.x)}: ${formatY(point.y)}`).join('; ');
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${height}`}
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
            x1={margin.left}
            x2={WIDTH - margin.right}
            y1={toY(tick)}
            y2={toY(tick)}
            stroke={tick === 0 && yMin < 0 ? theme.palette.text.disabled : theme.palette.divider}
            strokeDasharray={tick === 0 && yMin < 0 ? undefined : '3 3'}
          />
          <text x={margin.left - 8} y={toY(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill={textColor}>
            {formatY(tick)}
          </text>
        </g>
      ))}
      {xs.map((tick) => (
        <text
          key={`x${tick}`}
          x={toX(tick)}
          y={height - margin.bottom + props.xLabelGap}
          textAnchor="middle"
          fontSize={12}
          fill={textColor}
          fontWeight={props.xWeightOf?.(tick) ?? 400}
        >
          {formatX(tick)}
        </text>
      ))}
      <text x={margin.left + plotWidth / 2} y={height - 6} textAnchor="middle" fontSize={12} fill={textColor}>
        {xLabel}
      </text>
      <text
        transform={`translate(14 ${margin.top + plotHeight / 2}) rotate(-90)`}
        textAnchor="middle"
        fontSize={12}
        fill={textColor}
      >
        {yLabel}
      </text>
      {props.children({ toX, toY, top: margin.top, plotHeight, width: WIDTH })}
    </Box>
  );
}
