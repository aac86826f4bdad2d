import { describe, expect, it } from 'vitest';
import countriesFile from './data/countries.json';
import statesFile from './data/states.json';

describe('reference seed files', () => {
  it('name their source package, version and upstream', () => {
    for (const file of [countriesFile, statesFile]) {
      expect(file.source.package).toMatch(/^[a-z-]+$/);
      expect(file.source.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(file.source.upstream).toContain('https://github.com/');
    }
  });

  it('hold 250 countries with unique ISO codes and pt/en names', () => {
    const { data } = countriesFile;
    expect(data).toHaveLength(250);
    expect(new Set(data.map((c) => c.iso)).size).toBe(250);
    expect(new Set(data.map((c) => c.iso3)).size).toBe(250);
    for (const country of data) {
      expect(country.iso).toMatch(/^[A-Z]{2}$/);
      expect(country.iso3).toMatch(/^[A-Z]{3}$/);
      expect(
        country.nome_pt && country.nome_en && country.nome_formal_pt && country.nome_formal_en,
      ).toBeTruthy();
      if (country.fone !== null) expect(country.fone).toMatch(/^\d{1,3}$/);
    }
    expect(data.find((c) => c.iso === 'PT')).toMatchObject({ codigo: 620, fone: '351', nome_pt: 'Portugal' });
  });

  it('hold the 27 federative units with 5,570 municipalities coded under their state', () => {
    const { data } = statesFile;
    expect(data.map((s) => s.sigla)).toEqual(
      'AC AL AM AP BA CE DF ES GO MA MG MS MT PA PB PE PI PR RJ RN RO RR RS SC SE SP TO'.split(' '),
    );
    const codes = new Set<number>();
    for (const state of data) {
      for (const city of state.cidades) {
        expect(String(city.codigo_ibge)).toMatch(new RegExp(`^${state.codigo_ibge}\\d{5}$`));
        codes.add(city.codigo_ibge);
      }
    }
    expect(codes.size).toBe(5570);
  });
});
