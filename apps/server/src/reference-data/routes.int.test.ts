import { expect, it } from 'vitest';
import { forEachDatabase } from '../testing/for-each-database';
import { signedHeaders } from '../testing/sign-request';
import { answerOf } from '../testing/typed-call';

forEachDatabase('reference data calls', (t) => {
  it('paises answers every country with ISO codes, calling code and pt/en names, by Portuguese name', async () => {
    const res = await t.call('paises', {});
    expect(res.status).toBe(200);
    const { data } = answerOf('paises', res);
    expect(data).toHaveLength(250);
    expect(data.find((country) => country.iso === 'BR')).toMatchObject({
      codigo: 76,
      fone: '55',
      iso3: 'BRA',
      nome_pt: 'Brasil',
      nome_formal_pt: 'República Federativa do Brasil',
      nome_en: 'Brazil',
      nome_formal_en: 'Federative Republic of Brazil',
    });
    expect(data[0]?.nome_pt).toBe('Afeganistão');
    const names = data.map((country) => country.nome_pt);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare));
  });

  it('estados answers the 27 states with their municipalities, without sign-in', async () => {
    const res = await t.call('estados', {});
    expect(res.status).toBe(200);
    const { data } = answerOf('estados', res);
    expect(data).toHaveLength(27);
    expect(data.map((state) => state.sigla)).toContain('DF');
    expect(data.reduce((sum, state) => sum + state.cidades.length, 0)).toBe(5570);
    const mg = data.find((state) => state.sigla === 'MG');
    expect(mg?.nome).toBe('Minas Gerais');
    expect(mg?.cidades).toHaveLength(853);
    expect(data.find((state) => state.sigla === 'DF')?.cidades.map((city) => city.nome)).toEqual([
      'Brasília',
    ]);
  });

  it('compresses the large answer for clients that accept it', async () => {
    const res = await fetch(`${t.url}/estados`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip',
        ...signedHeaders(t.config, 'estados'),
      },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(27);
  });
});
