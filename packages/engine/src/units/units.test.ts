import { describe, expect, it } from 'vitest';
import {
  arrobaToKg,
  chooseDisplayUnit,
  DAYS_PER_MONTH,
  fromKg,
  kgToArroba,
  percentDmToGPerKg,
  pricePerKg,
  toKg,
} from './units';

describe('units', () => {
  it('converts kg, g and mg to kg with the product factors', () => {
    expect(toKg(2, 'kg')).toBe(2);
    expect(toKg(250, 'g')).toBeCloseTo(0.25, 12);
    expect(toKg(500, 'mg')).toBeCloseTo(0.0005, 12);
  });

  it('round-trips through every unit', () => {
    for (const unit of ['kg', 'g', 'mg'] as const) {
      expect(fromKg(toKg(123.4, unit), unit)).toBeCloseTo(123.4, 9);
    }
  });

  it('prices per gram become prices per kg', () => {
    expect(pricePerKg(0.05, 'g')).toBeCloseTo(50, 9);
  });

  it('uses 15 kg per arroba and 30.42 days per month', () => {
    expect(arrobaToKg(1)).toBe(15);
    expect(kgToArroba(540 * 0.53)).toBeCloseTo(19.08, 9);
    expect(DAYS_PER_MONTH).toBe(30.42);
  });

  it('turns % of DM into g/kg of DM', () => {
    expect(percentDmToGPerKg(0.45)).toBeCloseTo(4.5, 12);
  });

  it('shows values under 1 kg in g, then in mg', () => {
    expect(chooseDisplayUnit(2)).toBe('kg');
    expect(chooseDisplayUnit(0.2)).toBe('g');
    expect(chooseDisplayUnit(0.0002)).toBe('mg');
  });
});
