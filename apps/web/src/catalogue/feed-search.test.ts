import { describe, expect, it } from 'vitest';
import { matchesFeedSearch } from './feed-search';

const CASSAVA = {
  name: 'Mandioca (raspa/farinha seca)',
  name_en: 'Tapioca (Cassava)',
  name_es: null,
  name_sci: 'Manihot esculenta',
};

describe('matchesFeedSearch (the one feed search of every screen)', () => {
  it('needs every word, in any order, ignoring case, accents and punctuation around them', () => {
    expect(matchesFeedSearch(CASSAVA, 'mandioca raspa')).toBe(true);
    expect(matchesFeedSearch(CASSAVA, 'RASPA   mandioca')).toBe(true);
    expect(matchesFeedSearch(CASSAVA, 'mandióca')).toBe(true);
    expect(matchesFeedSearch(CASSAVA, 'mandioca milho')).toBe(false);
  });

  it('looks in the English and scientific names too, and an empty search matches all', () => {
    expect(matchesFeedSearch(CASSAVA, 'cassava')).toBe(true);
    expect(matchesFeedSearch(CASSAVA, 'manihot')).toBe(true);
    expect(matchesFeedSearch(CASSAVA, '  ')).toBe(true);
    expect(matchesFeedSearch({ name: 'Açúcar', name_en: null, name_es: null }, 'acucar')).toBe(true);
  });
});

/**
 * Names as the catalogue lists them (apps/server/src/feeds/catalogue-library.ts) or as the starter files hold
 * them (the ILRI sugarcane tops, importable, out of the default list); the same words on the default list itself:
 * apps/server/src/feeds/catalogue-search.test.ts.
 */
const CATALOGUE = [
  { name: 'Milho moído fino', name_en: 'Corn, finely ground', name_es: 'Maíz molido fino' },
  { name: 'Milho quebrado (moagem grossa)', name_en: 'Corn, cracked', name_es: 'Maíz partido' },
  {
    name: 'Milho desintegrado com palha e sabugo (MDPS)',
    name_en: 'Ground ear corn with husks (MDPS)',
    name_es: 'Maíz molido con chala y marlo',
  },
  { name: 'Casca de soja', name_en: 'Soybean hulls', name_es: 'Cascarilla de soja' },
  { name: 'Caroço de algodão', name_en: 'Whole cottonseed', name_es: 'Semilla de algodón' },
  {
    name: 'Bagaço de cana (seco)',
    name_en: 'Sugarcane bagasse hay',
    name_es: 'Bagazo de caña de azúcar (seco)',
  },
  {
    name: 'Ponta de cana-de-açúcar (ponteiro; África Oriental, ILRI)',
    name_en: 'Sugar cane tops, Kenya/Ethiopia/Uganda, ILRI SSA Feeds',
    name_es: 'Punta (cogollo) de caña de azúcar (África Oriental, ILRI)',
  },
  {
    name: 'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia',
    name_en: 'Feedlot mineral mix (beef cattle) – intake 100 g/head/day',
    name_es: 'Mezcla mineral para engorde a corral (bovinos de carne) – consumo 100 g/cab/día',
  },
  {
    name: 'Mistura múltipla (proteinado) para bovinos a pasto na seca – consumo 200 a 300 g/cab/dia',
    name_en: 'Multiple mixture (protein supplement) for grazing cattle in the dry season',
    name_es: 'Mezcla múltiple (suplemento proteico) para bovinos en pastoreo en la seca',
  },
  { name: 'Farelo de soja', name_en: 'Soybean meal', name_es: 'Harina de soja' },
  {
    name: 'Capim-marandu, seca (vedado)',
    name_en: 'Marandu grass, dry season (deferred)',
    name_es: 'Pasto marandú, época seca (diferido)',
    name_sci: 'Urochloa brizantha cv. Marandu',
  },
  { name: 'Milho grão inteiro', name_en: 'Corn, whole shelled', name_es: 'Maíz grano entero' },
  {
    name: 'Capim-humidícola, seca',
    name_en: 'Koronivia grass (humidicola), dry season',
    name_es: 'Pasto humidícola, época seca',
    name_sci: 'Urochloa humidicola (cv. BRS Tupi e comum)',
  },
] as const;

const found = (search: string) =>
  CATALOGUE.filter((feed) => matchesFeedSearch(feed, search)).map((feed) => feed.name);

describe('feed search synonyms (the words Brazilian users type)', () => {
  it('finds ground corn by "milho moído", "milho moido", "MILHO MOÍDO" and "fubá"', () => {
    for (const search of ['milho moído', 'milho moido', 'MILHO MOÍDO', 'fubá', 'fuba', 'Fubá']) {
      expect(found(search), search).toContain('Milho moído fino');
    }
    expect(found('fubá')).not.toContain('Farelo de soja');
  });

  it('finds each common synonym', () => {
    expect(found('MDPS')).toEqual(['Milho desintegrado com palha e sabugo (MDPS)']);
    expect(found('casquinha de soja')).toEqual(['Casca de soja']);
    expect(found('caroço')).toEqual(['Caroço de algodão']);
    expect(found('caroco')).toEqual(['Caroço de algodão']);
    expect(found('bagaço')).toEqual(['Bagaço de cana (seco)']);
    expect(found('ponta de cana')).toEqual(['Ponta de cana-de-açúcar (ponteiro; África Oriental, ILRI)']);
    expect(found('sal mineral')).toEqual([
      'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia',
    ]);
    expect(found('proteinado')).toEqual([
      'Mistura múltipla (proteinado) para bovinos a pasto na seca – consumo 200 a 300 g/cab/dia',
    ]);
    expect(found('quirera')).toEqual(['Milho quebrado (moagem grossa)']);
    for (const search of ['vedado', 'diferido', 'pasto diferido marandu', 'braquiarão seca']) {
      expect(found(search), search).toEqual(['Capim-marandu, seca (vedado)']);
    }
    // "Braquiária" is what people call every Urochloa (Brachiaria); "quicuio" is the humidicola.
    expect(found('braquiária seca')).toEqual(['Capim-marandu, seca (vedado)', 'Capim-humidícola, seca']);
    expect(found('quicuio')).toEqual(['Capim-humidícola, seca']);
    expect(found('humidicola seca')).toEqual(['Capim-humidícola, seca']);
    for (const search of ['milho inteiro', 'milho grão inteiro', 'grão inteiro']) {
      expect(found(search), search).toEqual(['Milho grão inteiro']);
    }
  });

  it('still needs the other words of the search', () => {
    expect(found('sal mineral confinamento')).toHaveLength(1);
    expect(found('sal mineral cria')).toEqual([]);
    expect(found('fubá soja')).toEqual([]);
  });
});
