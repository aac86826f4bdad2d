import { describe, expect, it } from 'vitest';
import type { TCompanyFeed } from '@cocho/contracts';
import { EMPTY_COMPANY_FEED, formOfSavedFeed, validateCompanyFeedForm } from '../feeds/feed-form';
import { canRequestSponsorship } from './company-feed-form';

const filled = {
  ...EMPTY_COMPANY_FEED,
  name: ' Ração Alfa ',
  tipo: 2 as const,
  cost: 'R$ 1,25',
  nutrients: { MS: '88', PB: '22,5' },
};

describe('validateCompanyFeedForm', () => {
  it('answers the call input with visibility, restricted and bounds read as numbers', () => {
    const result = validateCompanyFeedForm(
      {
        ...filled,
        visibility: 'todos',
        isRestricted: true,
        min100: '2,5',
        max100: '30',
      },
      'pt',
    );
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Ração Alfa',
        name_sci: null,
        tipo: 2,
        nutrientes: { MS: '88', PB: '22.5' },
        custo: 1.25,
        visibilidade: 'todos',
        restrito: true,
        min_100: 2.5,
        max_100: 30,
      },
    });
  });

  it('leaves empty bounds out as null', () => {
    const result = validateCompanyFeedForm(filled, 'pt');
    expect(result.ok && [result.input.min_100, result.input.max_100]).toEqual([null, null]);
  });

  it('refuses bounds out of 0–100, not numbers, or a maximum below the minimum', () => {
    const errorsOf = (min100: string, max100: string) => {
      const result = validateCompanyFeedForm({ ...filled, min100, max100 }, 'pt');
      return result.ok ? {} : result.errors;
    };
    expect(errorsOf('120', '')).toEqual({ min_100: { key: 'company:feeds.error.boundRange' } });
    expect(errorsOf('', 'x')).toEqual({ max_100: { key: 'feeds:form.error.notANumber' } });
    expect(errorsOf('40', '10')).toEqual({ max_100: { key: 'company:feeds.error.maxBelowMin' } });
  });

  it('keeps the feed form rules with the feeds namespace keys', () => {
    const result = validateCompanyFeedForm({ ...EMPTY_COMPANY_FEED }, 'pt');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toEqual({ key: 'feeds:form.error.nameRequired' });
    expect(result.errors.tipo).toEqual({ key: 'feeds:form.error.categoryRequired' });
  });
});

const saved: TCompanyFeed = {
  id: 'EMP|4',
  tipo: 2,
  name: 'Ração Alfa',
  name_en: null,
  name_es: null,
  name_sci: null,
  nutrientes: { MS: 88, PB: 22.5, NDT: 78 },
  nutrientes_originais: null,
  nutrientes_calculados: ['NDT'],
  alertas: [],
  fonte: null,
  custo: 1.25,
  unidade: 'kg',
  volumoso: false,
  EXCLUIDO: 0,
  id_alimento_pai: null,
  id_cliente: null,
  restrito: false,
  visibilidade: 'empresa',
  recomendado: false,
  patrocinado: false,
  empresa: 3,
  min_100: 2.5,
  max_100: null,
  status: null,
  patrocinio: null,
  patrocinio_em: null,
};

describe('formOfSavedFeed', () => {
  it('fills the form in the language decimal separator, leaving computed nutrients to the server', () => {
    const form = formOfSavedFeed(saved, ',');
    expect(form).toMatchObject({
      name: 'Ração Alfa',
      cost: '1,25',
      visibility: 'empresa',
      min100: '2,5',
      max100: '',
    });
    expect(form.nutrients).toEqual({ MS: '88', PB: '22,5' });
    const again = validateCompanyFeedForm(form, 'pt');
    expect(again.ok && again.input.min_100).toBe(2.5);
  });
});

describe('canRequestSponsorship', () => {
  it('from never requested, declined or revoked; never for a restricted or hidden feed', () => {
    expect(canRequestSponsorship(saved)).toBe(true);
    expect(canRequestSponsorship({ ...saved, patrocinio: 'recusado' })).toBe(true);
    expect(canRequestSponsorship({ ...saved, patrocinio: 'revogado' })).toBe(true);
    expect(canRequestSponsorship({ ...saved, patrocinio: 'solicitado' })).toBe(false);
    expect(canRequestSponsorship({ ...saved, patrocinio: 'aceito' })).toBe(false);
    expect(canRequestSponsorship({ ...saved, restrito: true })).toBe(false);
    expect(canRequestSponsorship({ ...saved, EXCLUIDO: 1 })).toBe(false);
  });
});
