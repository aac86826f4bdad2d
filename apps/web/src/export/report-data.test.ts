import { describe, expect, it } from 'vitest';
import { buildDietReportData, findDietReportProblems } from './report-data';
import { reportFileName } from './report-text';
import {
  buildFixtureReport,
  FIXTURE_ANIMAL,
  FIXTURE_DATE,
  FIXTURE_FEEDS,
  FIXTURE_REQUIREMENTS,
  formulateFixture,
} from './testing/diet-fixture';

describe('buildDietReportData', () => {
  it('keeps the feeds in the diet with their amounts, and names the ones left out', () => {
    const data = buildFixtureReport('pt');
    expect(data.feeds.map((feed) => feed.id)).toEqual(['A', 'B']);
    expect(data.leftOutFeeds).toEqual(['Milho grão']);
    expect(data.feeds[0]?.isRoughage).toBe(true);
    expect(data.totals.costPerDay).toBeCloseTo(38 / 15, 9);
    expect(data.totals.rationKg).toBeCloseTo(1000, 6);
    expect(data.totals.rationCost).toBeCloseTo((38 / 15 / (56 / 3 + 20 / 27)) * 1000, 6);
    expect(data.totals.headCount).toBe(20);
    expect(data.nutrients.map((row) => [row.key, row.status])).toEqual([
      ['CMS', 'ok'],
      ['PB', 'ok'],
    ]);
  });

  it('flags supplied amounts outside the bounds', () => {
    const data = buildFixtureReport('pt', { impossible: true });
    expect(data.nutrients.some((row) => row.status !== 'ok')).toBe(true);
    expect(data.misses.length + data.conflicts.length).toBeGreaterThan(0);
  });

  it('makes the mixer batches when a capacity is given', () => {
    const data = buildFixtureReport('pt', { mixerCapacityKg: 400 });
    expect(data.batches?.batchCount).toBe(3);
    expect(data.batches?.lastBatchKg).toBeCloseTo(200, 6);
  });

  it('reports the missing feed and ration to produce (docs/product/calculation.md#validation)', () => {
    const result = formulateFixture(FIXTURE_REQUIREMENTS);
    const data = buildDietReportData({
      language: 'pt',
      generatedAt: FIXTURE_DATE,
      animal: FIXTURE_ANIMAL,
      feeds: FIXTURE_FEEDS,
      requirements: FIXTURE_REQUIREMENTS,
      result: { ...result, feeds: result.feeds.map((feed) => ({ ...feed, asFedKg: 0, batchKg: 0 })) },
    });
    expect(findDietReportProblems(data)).toEqual(['NO_FEEDS', 'NO_RATION_TO_PRODUCE']);
    expect(findDietReportProblems(buildFixtureReport('pt'))).toEqual([]);
  });

  it('file names are ASCII with the date', () => {
    expect(reportFileName('relatório completo', 'Terminação lote 3', new Date(2026, 10, 2), 'pdf')).toBe(
      'relatorio-completo-terminacao-lote-3-2026-11-02.pdf',
    );
  });
});
