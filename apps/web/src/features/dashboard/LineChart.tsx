import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export type ChartSeries = {
  readonly key: string;
  readonly label: string;
  readonly color: string;
  /** One value per x label; null where the month has none. */
  readonly values: readonly (number | null)[];
};

export type LineChartProps = {
  readonly title: string;
  readonly labels: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly formatValue: (value: number) => string;
  readonly testId: string;
};

const WIDTH = 420;
const HEIGHT = 200;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };

/**
 * A small line chart in SVG (the app carries no chart library): one line per series over the x labels,
 * broken where a value is missing, with the values as tooltips and a legend.
 */
export function LineChart({ title, labels, series, formatValue, testId }: LineChartProps) {
  const theme = useTheme();
  const known = series.flatMap((line) => line.values.filter((value): value is number => value !== null));
  const top = known.length === 0 ? 1 : Math.max(...known) * 1.1 || 1;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const xOf = (index: number) =>
    PAD.left + (labels.length <= 1 ? innerWidth / 2 : (index / (labels.length - 1)) * innerWidth);
  const yOf = (value: number) => PAD.top + innerHeight - (value / top) * innerHeight;
  const segmentsOf = (values: readonly (number | null)[]) => {
    const segments: string[][] = [];
    let current: string[] = [];
    values.forEach((value, index) => {
      if (value === null) {
        if (current.length > 0) segments.push(current);
        current = [];
      } else current.push(`${xOf(index)},${yOf(value)}`);
    });
    if (current.length > 0) segments.push(current);
    return segments;
  };
  const axis = theme.palette.text.secondary;
  const labelStep = Math.max(1, Math.ceil(labels.length / 6));

  return (
    <Box data-testid={testId}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={title}
        sx={{ width: '100%' }}
      >
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={yOf(top * share)}
              y2={yOf(top * share)}
              stroke={theme.palette.divider}
            />
            <text x={PAD.left - 4} y={yOf(top * share) + 4} textAnchor="end" fontSize="10" fill={axis}>
              {formatValue(top * share)}
            </text>
          </g>
        ))}
        {labels.map((label, index) =>
          index % labelStep === 0 || index === labels.length - 1 ? (
            <text key={label} x={xOf(index)} y={HEIGHT - 8} textAnchor="middle" fontSize="10" fill={axis}>
              {label}
            </text>
          ) : null,
        )}
        {series.map((line) => (
          <g key={line.key} data-testid={`${testId}-${line.key}`}>
            {segmentsOf(line.values).map((points) => (
              <polyline
                key={points[0]}
                points={points.join(' ')}
                fill="none"
                stroke={line.color}
                strokeWidth="2"
              />
            ))}
            {line.values.map((value, index) =>
              value === null ? null : (
                <circle key={labels[index]} cx={xOf(index)} cy={yOf(value)} r="3" fill={line.color}>
                  <title>{`${line.label} ${labels[index]}: ${formatValue(value)}`}</title>
                </circle>
              ),
            )}
          </g>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {series.map((line) => (
          <Box key={line.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box sx={{ width: 12, height: 3, bgcolor: line.color }} />
            <Typography variant="caption">{line.label}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
