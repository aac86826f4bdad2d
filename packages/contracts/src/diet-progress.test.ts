import { describe, expect, it } from 'vitest';
import { daysBetween } from './access/calendar-day';
import { calculateCycleProgress, calculateDietProgress } from './diet-progress';

const plan = {
  start: '2025-01-01',
  // 100 days after the start.
  expectedEnd: '2025-04-11',
  realEnd: null,
  today: '2025-02-20',
  expectedAdgKg: 1.3,
  observedAdgKg: 1.1,
};

describe('calculateCycleProgress', () => {
  it('counts whole calendar days across months and leap years', () => {
    expect(daysBetween('2025-01-01', '2025-04-11')).toBe(100);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-03-10', '2025-03-01')).toBe(-9);
  });

  it('halfway through a 100-day plan: 50 days, 50 %, gains ADG × 50 days', () => {
    // 31 (Jan) + 19 (Feb 1 to 20) = 50 days elapsed; 1.3 × 50 = 65 kg, 1.1 × 50 = 55 kg.
    const progress = calculateCycleProgress(plan);
    expect(progress?.dias_decorridos).toBe(50);
    expect(progress?.dias_previstos).toBe(100);
    expect(progress?.percentual).toBeCloseTo(50, 9);
    expect(progress?.ganho_esperado_kg).toBeCloseTo(65, 9);
    expect(progress?.ganho_observado_kg).toBeCloseTo(55, 9);
    expect(progress?.diferenca_gmd).toBeCloseTo(-0.2, 9);
  });

  it('stops at 0 before the start and at 100 % past the expected end (overdue)', () => {
    expect(calculateCycleProgress({ ...plan, today: '2024-12-01' })).toMatchObject({
      dias_decorridos: 0,
      percentual: 0,
      ganho_esperado_kg: 0,
    });
    const overdue = calculateCycleProgress({ ...plan, today: '2025-05-01' });
    // 100 days planned + 20 more (Apr 11 to May 1): elapsed keeps counting, the share stops at 100.
    expect(overdue?.dias_decorridos).toBe(120);
    expect(overdue?.percentual).toBe(100);
    expect(overdue?.ganho_esperado_kg).toBeCloseTo(156, 9);
  });

  it('a finished diet counts to its real end, whatever today is', () => {
    const finished = calculateCycleProgress({ ...plan, realEnd: '2025-03-22', today: '2026-01-01' });
    // Jan 31 + Feb 28 + Mar 21 = 80 days.
    expect(finished?.dias_decorridos).toBe(80);
    expect(finished?.percentual).toBeCloseTo(80, 9);
  });

  it('leaves unknown gains null and needs both plan dates', () => {
    const noGains = calculateCycleProgress({ ...plan, expectedAdgKg: null, observedAdgKg: null });
    expect(noGains).toMatchObject({ ganho_esperado_kg: null, ganho_observado_kg: null, diferenca_gmd: null });
    expect(calculateCycleProgress({ ...plan, start: null })).toBeNull();
    expect(calculateCycleProgress({ ...plan, expectedEnd: null })).toBeNull();
  });

  it('a one-day plan is 100 % once a day has passed', () => {
    expect(
      calculateCycleProgress({ ...plan, expectedEnd: '2025-01-01', today: '2025-01-01' })?.percentual,
    ).toBe(0);
    expect(
      calculateCycleProgress({ ...plan, expectedEnd: '2025-01-01', today: '2025-01-02' })?.percentual,
    ).toBe(100);
  });

  it('reads a saved lifecycle: a finished one to its real end, observed gain before the real one', () => {
    const cycle = {
      tipo: 'terminacao' as const,
      situacao: 'finalizada' as const,
      comentario: null,
      inicio_previsto: '2025-01-01',
      fim_previsto: '2025-04-11',
      fim_real: '2025-03-22',
      peso_abate: 520,
      gmd_esperado: 1.3,
      gmd_real: 1.2,
      gmd_observado: 1.25,
      numero_animais: 10,
    };
    // 80 days × 1.25 = 100 kg observed.
    expect(calculateDietProgress(cycle, '2026-01-01')).toMatchObject({ dias_decorridos: 80 });
    expect(calculateDietProgress(cycle, '2026-01-01')?.ganho_observado_kg).toBeCloseTo(100, 9);
    // Running again (reopened), it counts to today and reads the real gain when no observed one.
    const running = { ...cycle, situacao: 'ativa' as const, gmd_observado: null };
    expect(calculateDietProgress(running, '2025-02-20')?.ganho_observado_kg).toBeCloseTo(60, 9);
    expect(calculateDietProgress(null, '2025-02-20')).toBeNull();
  });
});
