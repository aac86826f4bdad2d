/**
 * The objective's curve over the target gain: profit per head or cost per arroba at each
 * gain searched, a gap where no diet meets every requirement, the best gain emphasised and the entered gain
 * marked. A small accessible SVG following the MUI theme (no chart library).
 */
import { useTheme } from '@mui/material/styles';
import { AxisChart, definedPoints } from '../../ui/charts/AxisChart';
import type { AxisChartProps, ChartPoint } from '../../ui/charts/AxisChart';
import { niceTicks } from '../../ui/charts/nice-ticks';

export type CurvePoint = ChartPoint;

type ObjectiveCurveChartProps = Pick<
  AxisChartProps,
  'points' | 'title' | 'xLabel' | 'yLabel' | 'formatX' | 'formatY' | 'testId'
> & {
  /** The best gain (emphasised point) and the entered gain (dashed line), with their labels. */
  readonly best: { readonly x: number; readonly label: string } | null;
  readonly entered: { readonly x: number; readonly label: string } | null;
};

const MARGIN = { top: 24, right: 20, bottom: 44, left: 92 };

export function ObjectiveCurveChart({ best, entered, ...props }: ObjectiveCurveChartProps) {
  const { points, formatX, formatY } = props;
  const theme = useTheme();
  const xs = points.map((p) => p.x);
  const bestPoint = best ? definedPoints(points).find((point) => point.x === best.x) : undefined;
  return (
    <AxisChart
      {...props}
      height={300}
      margin={MARGIN}
      xLabelGap={18}
      xTicks={niceTicks(Math.min(...xs), Math.max(...xs), 8)}
    >
      {({ toX, toY, top, plotHeight, width }) => {
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
        return (
          <>
            {entered && (
              <g data-testid="curve-entered">
                <line
                  x1={toX(entered.x)}
                  x2={toX(entered.x)}
                  y1={top}
                  y2={top + plotHeight}
                  stroke={theme.palette.text.secondary}
                  strokeDasharray="5 4"
                />
                <text x={toX(entered.x) + 4} y={top - 8} fontSize={12} fill={theme.palette.text.secondary}>
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
                  textAnchor={toX(bestPoint.x) > width - 140 ? 'end' : 'middle'}
                  fontSize={12}
                  fontWeight={700}
                  fill={theme.palette.text.primary}
                >
                  {`${best.label} ${formatX(bestPoint.x)}`}
                </text>
              </g>
            )}
          </>
        );
      }}
    </AxisChart>
  );
}
