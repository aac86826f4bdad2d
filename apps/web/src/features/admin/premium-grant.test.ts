import { describe, expect, it } from 'vitest';
import { createTestPlanOffer } from '../../testing/test-plan-offer';
import { EMPTY_GRANT_FORM, endDayOfPremiumTime, grantBlockers, grantFormOf } from './premium-grant';

describe('endDayOfPremiumTime', () => {
  it('counts today as the first day', () => {
    expect(endDayOfPremiumTime({ unidade: 'dias', quantidade: 30 }, '2026-11-29')).toBe('2026-12-28');
    expect(endDayOfPremiumTime({ unidade: 'meses', quantidade: 12 }, '2026-11-29')).toBe('2027-11-28');
    expect(endDayOfPremiumTime({ unidade: 'meses', quantidade: 1 }, '2026-01-31')).toBe('2026-02-27');
  });
  it('is never before tomorrow and null for an infinite plan', () => {
    expect(endDayOfPremiumTime({ unidade: 'dias', quantidade: 1 }, '2026-12-31')).toBe('2027-01-01');
    expect(endDayOfPremiumTime({ unidade: 'infinito' }, '2026-11-29')).toBeNull();
  });
});

describe('grantFormOf', () => {
  it('is the empty form without an offer, and the permanent form for an infinite offer', () => {
    expect(grantFormOf(null, '2026-11-29')).toEqual(EMPTY_GRANT_FORM);
    expect(
      grantFormOf(
        createTestPlanOffer({ id: 1, tipo: 3, tempo_premium: { unidade: 'infinito' } }),
        '2026-11-29',
      ),
    ).toEqual({ tipo: 3, endDate: '', isPermanent: true, maxClients: '' });
  });
});

describe('grantFormOf with a producer offer', () => {
  it('keeps the producer type (0) and the year of the offer', () => {
    expect(
      grantFormOf(
        createTestPlanOffer({
          id: 2,
          codigo: 'pecuarista_anual',
          tipo: 0,
          tempo_premium: { unidade: 'meses', quantidade: 12 },
          preco_centavos: 29900,
        }),
        '2026-11-29',
      ),
    ).toEqual({ tipo: 0, endDate: '2027-11-28', isPermanent: false, maxClients: '' });
  });
});

describe('grantBlockers', () => {
  const ok = { maxClientsValue: 5, isMaxClientsValid: true, isOrderValid: true };
  it('names each missing or wrong field, in form order', () => {
    expect(grantBlockers({ ...ok, form: EMPTY_GRANT_FORM })).toEqual(['endDate']);
    expect(
      grantBlockers({
        form: { ...EMPTY_GRANT_FORM, tipo: 2 },
        maxClientsValue: null,
        isMaxClientsValid: true,
        isOrderValid: false,
      }),
    ).toEqual(['maxClients', 'endDate', 'order']);
    expect(
      grantBlockers({
        ...ok,
        form: { ...EMPTY_GRANT_FORM, tipo: 2, isPermanent: true },
        isMaxClientsValid: false,
      }),
    ).toEqual(['maxClientsWhole']);
    expect(grantBlockers({ ...ok, form: { ...EMPTY_GRANT_FORM, endDate: '2027-01-01' } })).toEqual([]);
  });
});
