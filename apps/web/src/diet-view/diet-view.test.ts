import { describe, expect, it } from 'vitest';
import type { FinancialReport } from '@cocho/engine';
import {
  FIXTURE_ANIMAL,
  FIXTURE_FEEDS,
  FIXTURE_REQUIREMENTS,
  buildFixtureReport,
  formulateFixture,
} from '../export/testing/diet-fixture';
import { boundSlack, buildDietView, nutrientStatus } from './diet-view';

const result = formulateFixture(FIXTURE_REQUIREMENTS);
const viewIn = (language: 'pt' | 'en' | 'es', extra: { finance?: FinancialReport | null } = {}) =>
  buildDietView({
    language,
    animal: FIXTURE_ANIMAL,
    feeds: FIXTURE_FEEDS,
    requirements: FIXTURE_REQUIREMENTS,
    result,
    ...extra,
  });

describe('nutrientStatus', () => {
  it('has one tolerance: 1e-6 relative, absolute under 1 (the engine miss check)', () => {
    expect(boundSlack(1200)).toBeCloseTo(1.2e-3, 12);
    expect(boundSlack(0.002)).toBe(1e-6);
    expect(nutrientStatus(1200 - 1e-3, 1200, null)).toBe('ok');
    expect(nutrientStatus(1200 - 2e-3, 1200, null)).toBe('below');
    expect(nutrientStatus(0.002 - 5e-7, 0.002, null)).toBe('ok');
    expect(nutrientStatus(0.002 - 2e-6, 0.002, null)).toBe('below');
    expect(nutrientStatus(10 + 5e-6, null, 10)).toBe('ok');
    expect(nutrientStatus(10 + 2e-5, null, 10)).toBe('above');
    expect(nutrientStatus(5, null, null)).toBe('ok');
  });
});

describe('buildDietView', () => {
  it('lists each bounded requirement with its status; a zero bound is no bound', () => {
    const view = buildDietView({
      language: 'pt',
      animal: FIXTURE_ANIMAL,
      feeds: FIXTURE_FEEDS,
      requirements: { ...FIXTURE_REQUIREMENTS, NDT: { min: 0, max: 0 }, FDN: { min: 0, max: 1 } },
      result,
    });
    expect(view.nutrients.map((row) => [row.key, row.minimum, row.maximum, row.status])).toEqual([
      ['CMS', 10, 10, 'ok'],
      ['FDN', null, 1, 'ok'],
      ['PB', 1200, null, 'ok'],
    ]);
  });

  it('on pasture shows the NDF maximum the formulation did not apply as no bound', () => {
    const requirements = { ...FIXTURE_REQUIREMENTS, FDN: { min: 0.5, max: 1 } };
    const rowOf = (grazing: typeof result.grazing) =>
      buildDietView({
        language: 'pt',
        animal: FIXTURE_ANIMAL,
        feeds: FIXTURE_FEEDS,
        requirements,
        result: { ...result, nutrients: { ...result.nutrients, FDN: 2 }, grazing },
      }).nutrients.find((row) => row.key === 'FDN');
    expect(rowOf(undefined)).toMatchObject({ minimum: 0.5, maximum: 1, status: 'above' });
    expect(rowOf({ intakeKg: 10, limiting: false })).toMatchObject({ maximum: 1, status: 'above' });
    expect(rowOf({ intakeKg: 10, limiting: false, ndfMaximumNotAppliedKg: 1 })).toMatchObject({
      minimum: 0.5,
      maximum: null,
      status: 'ok',
    });
  });

  it('names every feed in the language with the one fallback, left-out feeds included', () => {
    expect(viewIn('en').feedNames).toEqual({ A: 'Corn silage', B: 'Soybean meal', C: 'Corn grain' });
    expect(viewIn('en').leftOutFeeds).toEqual(['Corn grain']);
    const blank = buildDietView({
      language: 'es',
      animal: FIXTURE_ANIMAL,
      feeds: FIXTURE_FEEDS.map((feed) => ({ ...feed, name_es: ' ' })),
      requirements: FIXTURE_REQUIREMENTS,
      result,
    });
    expect(blank.feeds.map((row) => row.name)).toEqual(['Silagem de milho', 'Farelo de soja']);
  });

  it('carries the financial report it is given, as is (computed once by the caller)', () => {
    const finance = { indicators: {}, scenarios: [] } as unknown as FinancialReport;
    expect(viewIn('pt', { finance }).finance).toBe(finance);
    expect(viewIn('pt').finance).toBeNull();
  });

  it('is the diet part of every report', () => {
    const report = buildFixtureReport('pt');
    const view = viewIn('pt');
    for (const key of Object.keys(view) as (keyof typeof view)[]) expect(report[key], key).toEqual(view[key]);
  });
});
