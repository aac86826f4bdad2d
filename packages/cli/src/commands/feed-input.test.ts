import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { normalizeFeed } from '@cocho/engine';
import { EXIT_INVALID, runCli } from '../run-cli';
import type { CliError } from './formulate';
import { readFeeds } from './formulate';

// The feed list that `cocho formulate` and `cocho supplement` share, read with the contracts' schemas
// (`@cocho/contracts` cli-feeds): every error with the path, code and message the commands have always
// written, in the same order.
const ALIMENTOS: unknown[] = [
  'milho',
  { nutrientes: { MS: 88 } },
  {
    id: 'a',
    nutrientes: { MS: '88,5', PB: 'alto', XX: 1 },
    preco_compra: { valor: null, unidade: 'lb', base: 'PV' },
    custo: -1,
    minimo: 'x',
    quantidade: -2,
    tipo: [],
    volumoso: 'sim',
  },
  { id: 'a', nutrientes: { MS: 120 } },
  { id: 'b', nutrientes: [], preco_compra: 'caro' },
];

const ERRORS: CliError[] = [
  { path: 'alimentos[0]', code: 'INVALID_FEED', message: 'alimentos[0] must be an object' },
  { path: 'alimentos[1].id', code: 'REQUIRED', message: 'alimentos[1].id must be a non-empty string' },
  {
    path: 'alimentos[2].nutrientes.PB',
    code: 'NOT_A_NUMBER',
    message: 'alimentos[2].nutrientes.PB must be a number',
  },
  { path: 'alimentos[2].nutrientes.XX', code: 'UNKNOWN_NUTRIENT', message: "unknown nutrient key 'XX'" },
  {
    path: 'alimentos[2].preco_compra.valor',
    code: 'REQUIRED',
    message: 'alimentos[2].preco_compra.valor is required',
  },
  {
    path: 'alimentos[2].preco_compra.unidade',
    code: 'INVALID_PURCHASE_UNIT',
    message: 'alimentos[2].preco_compra.unidade must be "kg", "t", "saca60" or "arroba"',
  },
  {
    path: 'alimentos[2].preco_compra.base',
    code: 'INVALID_PRICE_BASIS',
    message: 'alimentos[2].preco_compra.base must be "MN" or "MS"',
  },
  { path: 'alimentos[2].custo', code: 'OUT_OF_RANGE', message: 'alimentos[2].custo must be at least 0' },
  { path: 'alimentos[2].minimo', code: 'NOT_A_NUMBER', message: 'alimentos[2].minimo must be a number' },
  {
    path: 'alimentos[2].quantidade',
    code: 'OUT_OF_RANGE',
    message: 'alimentos[2].quantidade must be at least 0',
  },
  { path: 'alimentos[2].tipo', code: 'NOT_A_NUMBER', message: 'alimentos[2].tipo must be a number' },
  {
    path: 'alimentos[2].volumoso',
    code: 'NOT_A_BOOLEAN',
    message: 'alimentos[2].volumoso must be true or false',
  },
  { path: 'alimentos[3].id', code: 'DUPLICATE_ID', message: "feed id 'a' repeats" },
  {
    path: 'alimentos[3].nutrientes.MS',
    code: 'FEED_DRY_MATTER_REQUIRED',
    message: 'MS (% as fed) must be above 0 and at most 100',
  },
  { path: 'alimentos[3].custo', code: 'REQUIRED', message: 'alimentos[3].custo is required' },
  { path: 'alimentos[4].nutrientes', code: 'REQUIRED', message: 'alimentos[4].nutrientes must be an object' },
  {
    path: 'alimentos[4].preco_compra',
    code: 'INVALID_PURCHASE_PRICE',
    message: 'alimentos[4].preco_compra must be {"valor", "unidade", "base"}',
  },
];

describe('the shared feed reader', () => {
  it('writes every error of a wrong feed list, in order', () => {
    const errors: CliError[] = [];
    expect(readFeeds(ALIMENTOS, errors, { requireCost: true })).toHaveLength(3);
    expect(errors).toEqual(ERRORS);
  });

  it('an empty or missing list, and a cost left out when none is required', () => {
    for (const raw of [[], undefined, {}, 'milho']) {
      const errors: CliError[] = [];
      expect(readFeeds(raw, errors, { requireCost: true })).toEqual([]);
      expect(errors).toEqual([
        { path: 'alimentos', code: 'REQUIRED', message: 'alimentos must be a non-empty list of feeds' },
      ]);
    }
    const errors: CliError[] = [];
    readFeeds([{ id: 'capim', nutrientes: { MS: 30, PB: 'x' }, volumoso: 1 }], errors, {
      requireCost: false,
    });
    expect(errors).toEqual([
      {
        path: 'alimentos[0].nutrientes.PB',
        code: 'NOT_A_NUMBER',
        message: 'alimentos[0].nutrientes.PB must be a number',
      },
      {
        path: 'alimentos[0].volumoso',
        code: 'NOT_A_BOOLEAN',
        message: 'alimentos[0].volumoso must be true or false',
      },
    ]);
  });

  it("reads a good list as the engine's feeds: decimals in either style, a purchase price, a name", () => {
    const errors: CliError[] = [];
    const feeds = readFeeds(
      [
        {
          id: 'milho',
          nome: 'Milho',
          nutrientes: { MS: '88,5', PB: 9, NDT: null },
          custo: '0,90',
          volumoso: false,
        },
        { id: 'capim', nutrientes: { MS: 30 }, preco_compra: { valor: 120, unidade: 't' }, maximo: '40' },
      ],
      errors,
      { requireCost: true },
    );
    expect(errors).toEqual([]);
    // The same feeds written as the engine's raw feeds, numbers already read.
    const none = { tipo: null, minimo: null, maximo: null, quantidade: null };
    expect(feeds).toEqual([
      normalizeFeed({
        ...none,
        id: 'milho',
        name: 'Milho',
        nutrientes: { MS: 88.5, PB: 9, NDT: 0 },
        custo: 0.9,
        volumoso: false,
      }),
      normalizeFeed({
        ...none,
        id: 'capim',
        nutrientes: { MS: 30 },
        custo: null,
        preco_compra: { valor: 120, unidade: 't', base: 'MN' },
        maximo: 40,
      }),
    ]);
    // R$ 120 a tonne as fed.
    expect(feeds[1]?.costPerKg).toBeCloseTo(0.12, 12);
  });

  it('cocho formulate stops on them with exit 2 and the same list on standard error', async () => {
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const err: Buffer[] = [];
    stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const input = JSON.stringify({ alimentos: ALIMENTOS, exigencias: { CMS: { minimo: 8, maximo: 10 } } });
    const status = await runCli(['formulate'], Readable.from([input]), stdout, stderr);
    expect(status).toBe(EXIT_INVALID);
    expect(JSON.parse(Buffer.concat(err).toString('utf8'))).toEqual(ERRORS);
  });
});
