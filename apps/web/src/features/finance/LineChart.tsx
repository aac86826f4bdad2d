import { useTheme } from '@mui/material/styles';
import { AxisChart, definedPoints } from '../../ui/charts/AxisChart';
import type { AxisChartProps } from '../../ui/charts/AxisChart';

type LineChartProps = Pick<
  AxisChartProps,
  'points' | 'title' | 'xLabel' | 'yLabel' | 'formatX' | 'formatY' | 'testId'
> & {
  /** x of the point to emphasise (the base scenario). */
  readonly highlightX?: number;
};

const MARGIN = { top: 16, right: 20, bottom: 44, left: 84 };

/** A small accessible SVG line chart that follows the MUI theme (light and dark). */
export function LineChart({ highlightX, ...props }: LineChartProps) {
  const theme = useTheme();
  const defined = definedPoints(props.points);
  const lineColor = theme.palette.primary.main;
  return (
    <AxisChart
      {...props}
      height={280}
      margin={MARGIN}
      xLabelGap={16}
      xWeightOf={(x) => (x === highlightX ? 700 : 400)}
    >
      {({ toX, toY }) => (
        <>
          <path
            d={defined
              .map((point, index) => `${index === 0 ? 'M' : 'L'}${toX(point.x)},${toY(point.y)}`)
              .join(' ')}
            fill="none"
            stroke={lineColor}
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
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
                <title>{`${props.formatX(point.x)}: ${props.formatY(point.y)}`}</title>
              </circle>
            );
          })}
        </>
      )}
    </AxisChart>
  );
}
