// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LineChart } from './LineChart';

afterEach(cleanup);

/** The plot area of the chart's 820 × 280 view box (LineChart's margins: top 16, bottom 44). */
const PLOT_TOP = 16;
const PLOT_BOTTOM = 280 - 44;

function renderChart(ys: readonly number[]) {
  render(
    <LineChart
      testId="chart"
      title="t"
      xLabel="x"
      yLabel="y"
      points={ys.map((y, index) => ({ x: 1 + index / 10, y }))}
      formatX={(x) => x.toFixed(2)}
      formatY={(y) => y.toFixed(2)}
    />,
  );
  const chart = screen.getByTestId('chart');
  const circles = [...chart.querySelectorAll('circle')].map((circle) => Number(circle.getAttribute('cy')));
  const tickLabels = [...chart.querySelectorAll('text[text-anchor="end"]')].map((text) =>
    Number(text.textContent),
  );
  return { circles, tickLabels };
}

describe('LineChart', () => {
  // Margins per head from −60 to 1 124: ticks of 250 used to stop at 1 000, so the top point was drawn
  // above the axis (and cut by the view box).
  it.each([[[-60, 200, 500, 800, 1124]], [[0, 3, 6, 10.4]], [[-60, 1060]], [[5, 5, 5]]])(
    'draws every point inside the plot and the axis covers every value (%j)',
    (ys) => {
      const { circles, tickLabels } = renderChart(ys);
      expect(circles).toHaveLength(ys.length);
      for (const cy of circles) {
        expect(cy).toBeGreaterThanOrEqual(PLOT_TOP - 1e-9);
        expect(cy).toBeLessThanOrEqual(PLOT_BOTTOM + 1e-9);
      }
      expect(Math.max(...tickLabels)).toBeGreaterThanOrEqual(Math.max(...ys));
      expect(Math.min(...tickLabels)).toBeLessThanOrEqual(Math.min(...ys));
    },
  );
});
