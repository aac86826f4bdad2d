import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EXIT_INVALID, EXIT_OK, runCli } from '../run-cli';

/** Runs `cocho <args>` in process with `stdin` as standard input; returns status and both outputs. */
async function cocho(
  args: string[],
  stdin: string,
): Promise<{ status: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const status = await runCli(args, Readable.from([stdin]), stdout, stderr);
  return { status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') };
}

/** Worked example of docs/product/finance.md#worked-example. */
const WORKED_EXAMPLE = {
  animal: {
    numero_animais: 100,
    peso_corporal_inicial: 380,
    peso_corporal_final: 540,
    ganho_medio_diario: 1.6,
    custo_total: 145,
    preco_venda_arroba: 320,
    preco_arroba_adquirida: 330,
    rendimento_carcaca_inicial: 50,
    rendimento_carcaca_final: 55,
    taxa_juros_mensal: 1,
  },
  dieta: { CUSTO: 12, CMS: 10 },
};

type Report = {
  indicators: Record<string, { value: number | null; unit: string; name: { pt: string } }>;
  groups: { IAE: string[]; ATC: string[] };
  scenarios: { multiplier: number; values: Record<string, number | null> }[];
};

describe('cocho finance (contract)', () => {
  it('writes the report of the worked example as JSON', async () => {
    const { status, stdout, stderr } = await cocho(['finance'], JSON.stringify(WORKED_EXAMPLE));
    expect(stderr).toBe('');
    expect(status).toBe(EXIT_OK);
    const report = JSON.parse(stdout) as Report;
    expect(report.groups.IAE).toContain('TAXA_RETORNO_INVESTIMENTO_ANO_COP');
    expect(report.groups.ATC).toEqual(['IA', 'CALT', 'OC', 'CT', 'RBT', 'RTA', 'RTPAA']);
    expect(report.indicators['CTR']?.value).toBeCloseTo(5856.66, 2);
    expect(report.indicators['PONTO_EQUILIBRIO_PRECO']?.unit).toBe('R$/@');
    expect(report.indicators['RG']?.name.pt).toBe('Rendimento do ganho');
    expect(report.scenarios.map((s) => s.multiplier)).toEqual([0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1]);
  });

  it('takes custom multipliers and extras', async () => {
    const input = { ...WORKED_EXAMPLE, extras: { frete: 30 }, multiplicadores: [1, 2] };
    const { status, stdout } = await cocho(['finance'], JSON.stringify(input));
    expect(status).toBe(EXIT_OK);
    const report = JSON.parse(stdout) as Report;
    expect(report.scenarios.map((s) => s.values['DCONF'])).toEqual([100, 50]);
    expect(report.indicators['CTR']?.value).toBeCloseTo(5886.66, 2);
  });

  it('invalid input: exit 2 and a JSON list of field errors on standard error', async () => {
    const input = { ...WORKED_EXAMPLE, animal: { ...WORKED_EXAMPLE.animal, preco_venda_arroba: 0 } };
    const { status, stdout, stderr } = await cocho(['finance'], JSON.stringify(input));
    expect(status).toBe(EXIT_INVALID);
    expect(stdout).toBe('');
    expect(JSON.parse(stderr)).toEqual([{ field: 'animal.preco_venda_arroba', code: 'MUST_BE_POSITIVE' }]);
  });

  it('rejects bad multipliers and input that is not an object', async () => {
    const bad = await cocho(['finance'], JSON.stringify({ ...WORKED_EXAMPLE, multiplicadores: [1, -1] }));
    expect(bad.status).toBe(EXIT_INVALID);
    expect(JSON.parse(bad.stderr)).toEqual([{ field: 'multiplicadores.1', code: 'MUST_BE_POSITIVE' }]);
    const text = await cocho(['finance'], JSON.stringify({ ...WORKED_EXAMPLE, multiplicadores: ['1'] }));
    expect(JSON.parse(text.stderr)).toEqual([{ field: 'multiplicadores.0', code: 'NOT_A_NUMBER' }]);
    const many = await cocho(
      ['finance'],
      JSON.stringify({ ...WORKED_EXAMPLE, multiplicadores: [1, true, 'x'] }),
    );
    expect(JSON.parse(many.stderr)).toEqual([{ field: 'multiplicadores.1', code: 'NOT_A_NUMBER' }]);
    const single = await cocho(['finance'], JSON.stringify({ ...WORKED_EXAMPLE, multiplicadores: 5 }));
    expect(JSON.parse(single.stderr)).toEqual([{ field: 'multiplicadores', code: 'NOT_AN_ARRAY' }]);
    const array = await cocho(['finance'], '[]');
    expect(array.status).toBe(EXIT_INVALID);
    expect(JSON.parse(array.stderr)).toEqual([{ field: '', code: 'NOT_AN_OBJECT' }]);
    const notJson = await cocho(['finance'], '{');
    expect(JSON.parse(notJson.stderr)).toEqual([
      { code: 'INVALID_JSON', message: 'standard input is not valid JSON' },
    ]);
  });

  it('--help documents every input field, every output part and every code', async () => {
    const { status, stdout } = await cocho(['finance', '--help'], '');
    expect(status).toBe(EXIT_OK);
    for (const word of [
      'peso_corporal_inicial',
      'preco_arroba_adquirida',
      'taxa_juros_mensal',
      'custo_medicamentos',
      '"CUSTO"',
      '"CMS"',
      'mortalidade',
      'quebra',
      'frete',
      'comissao',
      'dias_confinamento',
      'multiplicadores',
      'scenarios',
      'warnings',
      'ZERO_DAYS',
      'PRECO_COMPRA_EQUILIBRIO',
      'RTPAA',
      'FINANCE_NOT_AVAILABLE_FOR_ANIMAL',
    ])
      expect(stdout).toContain(word);
  });
});
