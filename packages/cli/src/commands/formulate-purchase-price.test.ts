import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EXIT_INVALID, EXIT_OK, runCli } from '../run-cli';

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

// The hand-solved diet of formulate.test.ts: A R$0.10/kg as fed (MS 50 %), B R$0.90/kg as fed (MS 90 %);
// cost 38/15 per day.
const EXIGENCIAS = { CMS: { minimo: 10, maximo: 10 }, PB: { minimo: 1200, maximo: null } };
const A = { id: 'A', nutrientes: { MS: 50, PB: 10 } };
const B = { id: 'B', nutrientes: { MS: 90, PB: 40 } };

describe('cocho formulate: optional preco_compra', () => {
  it('gives the same diet and cost for prices per tonne, per sack and per kg of DM as for custo', async () => {
    const plain = await cocho(
      ['formulate'],
      JSON.stringify({
        alimentos: [
          { ...A, custo: 0.1 },
          { ...B, custo: 0.9 },
        ],
        exigencias: EXIGENCIAS,
      }),
    );
    const purchased = await cocho(
      ['formulate'],
      JSON.stringify({
        alimentos: [
          // R$ 100 a tonne as fed is R$ 0.10 a kg.
          { ...A, preco_compra: { valor: 100, unidade: 't' } },
          // R$ 1.00 a kg of DM at 90 % DM is R$ 0.90 a kg as fed; custo, stale, is replaced.
          { ...B, custo: 5, preco_compra: { valor: 1, unidade: 'kg', base: 'MS' } },
        ],
        exigencias: EXIGENCIAS,
      }),
    );
    expect(plain.stderr).toBe('');
    expect(purchased.stderr).toBe('');
    expect(purchased.status).toBe(EXIT_OK);
    const a = JSON.parse(plain.stdout) as Record<string, unknown>;
    const b = JSON.parse(purchased.stdout) as Record<string, unknown>;
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b.custo as number).toBeCloseTo(38 / 15, 9);
    expect(b.resultado).toEqual(a.resultado);
  });

  it('refuses an unknown purchase unit or basis with the field named', async () => {
    const { status, stderr } = await cocho(
      ['formulate'],
      JSON.stringify({
        alimentos: [
          { ...A, preco_compra: { valor: 1, unidade: 'bag' } },
          { ...B, custo: 0.9, preco_compra: { valor: 1, unidade: 'kg', base: 'DM' } },
        ],
        exigencias: EXIGENCIAS,
      }),
    );
    expect(status).toBe(EXIT_INVALID);
    expect(stderr).toContain('alimentos[0].preco_compra.unidade');
    expect(stderr).toContain('alimentos[1].preco_compra.base');
  });

  it('documents preco_compra in its help', async () => {
    const { stdout, stderr } = await cocho(['formulate', '--help'], '');
    expect(stdout + stderr).toContain('preco_compra');
    expect(stdout + stderr).toContain('saca60');
  });
});
