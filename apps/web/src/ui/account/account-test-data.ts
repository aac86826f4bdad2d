/** Reference data and a fetch stub for the account screens' component tests. */
import { vi } from 'vitest';
import type { TCountry, TState } from '@cocho/contracts';

export const BRAZIL_ID = 31;
export const ARGENTINA_ID = 11;

export const TEST_COUNTRIES: TCountry[] = [
  {
    id: ARGENTINA_ID,
    codigo: 32,
    fone: '54',
    iso: 'AR',
    iso3: 'ARG',
    nome_pt: 'Argentina',
    nome_en: 'Argentina',
    nome_formal_pt: 'República Argentina',
    nome_formal_en: 'Argentine Republic',
  },
  {
    id: BRAZIL_ID,
    codigo: 76,
    fone: '55',
    iso: 'BR',
    iso3: 'BRA',
    nome_pt: 'Brasil',
    nome_en: 'Brazil',
    nome_formal_pt: 'República Federativa do Brasil',
    nome_formal_en: 'Federative Republic of Brazil',
  },
];

export const TEST_STATES: TState[] = [
  {
    sigla: 'MG',
    nome: 'Minas Gerais',
    codigo_ibge: 31,
    cidades: [
      { id: 1, codigo_ibge: 3171303, nome: 'Viçosa' },
      { id: 2, codigo_ibge: 3106200, nome: 'Belo Horizonte' },
    ],
  },
  {
    sigla: 'SP',
    nome: 'São Paulo',
    codigo_ibge: 35,
    cidades: [{ id: 3, codigo_ibge: 3550308, nome: 'São Paulo' }],
  },
];

export type StubAnswer = { status: number; body: unknown };
export type RecordedCall = { name: string; body: Record<string, unknown> };

/**
 * Stubs fetch: `answers` by call name (changeable during the test), reference data answered by default,
 * anything else 404; returns the calls made with their bodies.
 */
export function stubCalls(answers: Record<string, StubAnswer | (() => StubAnswer)>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const defaults: Record<string, StubAnswer> = {
    paises: { status: 200, body: { data: TEST_COUNTRIES } },
    estados: { status: 200, body: { data: TEST_STATES } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const name = url.replace(/^\//, '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ name, body });
      const found = answers[name] ?? defaults[name];
      const answer =
        typeof found === 'function'
          ? found()
          : (found ?? { status: 404, body: { code: 'NOT_FOUND', message: 'x' } });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
