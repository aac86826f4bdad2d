import type { FormulationResult } from '@cocho/engine';
import { describe, expect, it } from 'vitest';
import { buildComparison } from './compare-diets';

function resultWith(cost: number, feeds: [string, number][]): FormulationResult {
  return {
    status: 'otima',
    feeds: feeds.map(([id, asFedKg]) => ({
      id,
      asFedKg,
      dryMatterKg: asFedKg / 2,
      asFedPercent: 0,
      dryMatterPercent: 0,
      costPerDay: 0,
      batchKg: 0,
    })),
    dryMatterIntakeKg: 10,
    asFedIntakeKg: 20,
    roughagePercent: 40,
    concentratePercent: 60,
    costPerDay: cost,
    nutrients: { CMS: 10, PB: 1100 } as FormulationResult['nutrients'],
    violations: [],
    conflicts: [],
    warnings: [],
    feedEfficiency: 0.13,
    economics: null,
    relaxation: null,
    lpCount: 1,
  };
}

describe('buildComparison', () => {
  it('puts diets side by side: cost, nutrients and the union of their feeds', () => {
    const rows = buildComparison([
      {
        label: 'A',
        result: resultWith(10, [
          ['1', 5],
          ['2', 3],
        ]),
        feedNames: { '1': 'Silagem', '2': 'Milho' },
      },
      {
        label: 'B',
        result: resultWith(12, [
          ['2', 4],
          ['3', 1],
        ]),
        feedNames: { '3': 'Farelo' },
      },
      { label: 'C', result: null, feedNames: {} },
    ]);
    expect(rows.find((row) => row.key === 'costPerDay')?.values).toEqual([10, 12, null]);
    expect(rows.find((row) => row.key === 'status')?.values).toEqual(['otima', 'otima', null]);
    expect(rows.find((row) => row.key === 'PB')?.values).toEqual([1100, 1100, null]);
    const feeds = rows.filter((row) => row.kind === 'feed');
    expect(feeds.map((row) => [row.key, row.kind === 'feed' ? row.name : '', row.values])).toEqual([
      ['1', 'Silagem', [5, null, null]],
      ['2', 'Milho', [3, 4, null]],
      ['3', 'Farelo', [null, 1, null]],
    ]);
  });
});
