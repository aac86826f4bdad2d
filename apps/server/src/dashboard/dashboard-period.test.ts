import { describe, expect, it } from 'vitest';
import { isInPeriod, spanOf } from './dashboard-period';

const TODAY = '2025-06-15';
const plain = {
  created_at: '2025-03-04T10:00:00.000Z',
  situacao: null,
  inicio_previsto: null,
  fim_previsto: null,
  fim_real: null,
};
const cycle = {
  created_at: '2024-12-20T10:00:00.000Z',
  situacao: 'finalizada',
  inicio_previsto: '2025-01-01',
  fim_previsto: '2025-04-01',
  fim_real: '2025-04-10',
};

describe('dashboard period', () => {
  it('a record without lifecycle covers its creation day', () => {
    expect(spanOf(plain, TODAY)).toEqual({ start: '2025-03-04', end: '2025-03-04' });
    expect(isInPeriod(plain, { inicio: '2025-03-04', fim: '2025-03-04' }, TODAY)).toBe(true);
    expect(isInPeriod(plain, { inicio: '2025-03-05' }, TODAY)).toBe(false);
    expect(isInPeriod(plain, { fim: '2025-03-03' }, TODAY)).toBe(false);
    expect(isInPeriod(plain, {}, TODAY)).toBe(true);
  });

  it('a finished diet covers its expected start to its real end', () => {
    expect(spanOf(cycle, TODAY)).toEqual({ start: '2025-01-01', end: '2025-04-10' });
    expect(isInPeriod(cycle, { inicio: '2025-04-10' }, TODAY)).toBe(true);
    expect(isInPeriod(cycle, { inicio: '2025-04-11' }, TODAY)).toBe(false);
    expect(isInPeriod(cycle, { fim: '2024-12-31' }, TODAY)).toBe(false);
  });

  it('an overdue active diet runs until today', () => {
    const active = { ...cycle, situacao: 'ativa', fim_real: null };
    expect(spanOf(active, TODAY)).toEqual({ start: '2025-01-01', end: TODAY });
    expect(isInPeriod(active, { inicio: '2025-06-01', fim: '2025-06-30' }, TODAY)).toBe(true);
    const saved = { ...cycle, situacao: 'salva', fim_real: null };
    expect(isInPeriod(saved, { inicio: '2025-06-01', fim: '2025-06-30' }, TODAY)).toBe(false);
  });
});
