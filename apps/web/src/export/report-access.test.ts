import { describe, expect, it } from 'vitest';
import { calculateFinancialReport, IAE_CODES, ATC_CODES } from '@cocho/engine';
import type { Ability } from '@cocho/contracts';
import { buildFixtureReport } from './testing/diet-fixture';
import { WORKED_FINANCE_ANIMAL, WORKED_FINANCE_DIET } from './testing/finance-worked-example';
import {
  canUseReport,
  FREE_FINANCE_CODES,
  isPremiumReport,
  limitFinancialReport,
  reportDataFor,
} from './report-access';

const only =
  (...allowed: Ability[]) =>
  (ability: Ability) =>
    allowed.includes(ability);

const WORKED = calculateFinancialReport({ animal: WORKED_FINANCE_ANIMAL, dieta: WORKED_FINANCE_DIET });

describe('premium reports (docs/product/shell.md#roles)', () => {
  it('field and mix reports need pdf_export; the others do not', () => {
    expect(isPremiumReport('fieldReport')).toBe(true);
    expect(isPremiumReport('mixReport')).toBe(true);
    expect(isPremiumReport('fullReport')).toBe(false);
    expect(canUseReport('fullReport', only())).toBe(true);
    expect(canUseReport('fieldReport', only('save_diet'))).toBe(false);
    expect(canUseReport('fieldReport', only('pdf_export'))).toBe(true);
    expect(canUseReport('mixReport', only('pdf_export'))).toBe(true);
  });
});

describe('the financial part of a report without full_financial_report', () => {
  it('keeps the free indicators, in order, and drops the operation totals and the scenarios', () => {
    if (!WORKED.ok) throw new Error('the worked example has a report');
    const limited = limitFinancialReport(WORKED.value);
    expect(limited.groups.IAE).toEqual(IAE_CODES.filter((code) => FREE_FINANCE_CODES.has(code)));
    expect(limited.groups.IAE).toContain('CUSTO_DIARIO');
    expect(limited.groups.IAE).toContain('CAP');
    expect(limited.groups.IAE).not.toContain('MARGEM_OPERACIONAL');
    expect(limited.groups.ATC).toEqual(ATC_CODES.filter((code) => FREE_FINANCE_CODES.has(code)));
    expect(limited.groups.AUX).toEqual([]);
    expect(limited.scenarios).toEqual([]);
  });

  it('applies to the export data only when the ability is missing', () => {
    if (!WORKED.ok) throw new Error('the worked example has a report');
    const data = { ...buildFixtureReport('pt'), finance: WORKED.value };
    expect(reportDataFor(data, only('full_financial_report'))).toBe(data);
    expect(reportDataFor(data, only())?.finance?.scenarios).toEqual([]);
    expect(reportDataFor(null, only())).toBeNull();
    const withoutFinance = buildFixtureReport('pt');
    expect(reportDataFor(withoutFinance, only())).toBe(withoutFinance);
  });
});
