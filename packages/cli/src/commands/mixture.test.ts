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

const INPUT = {
  alimentos: [
    { id: 'silagem', nutrientes: { MS: 30, PB: 7 }, quantidade: 20, custo: 0.15 },
    { id: 'milho', nutrientes: { MS: 88, PB: 9 }, quantidade: 5, custo: 1.2 },
    { id: 'soja', nutrientes: { MS: 89, PB: 50 }, quantidade: 1, custo: 2.5 },
  ],
  total_racao_a_produzir: 1000,
  capacidade_misturador: 300,
};

type Mix = {
  rows: { id: string; rationAsFedKg: number }[];
  compositionDm: Record<string, number>;
  cost: { perKgAsFed: number } | null;
  batches: { batchCount: number; lastBatchKg: number } | null;
};

describe('cocho mixture (contract)', () => {
  it('writes the composition, the ration and the batch sheet', async () => {
    const { status, stdout, stderr } = await cocho(['mixture'], JSON.stringify(INPUT));
    expect(stderr).toBe('');
    expect(status).toBe(EXIT_OK);
    const mix = JSON.parse(stdout) as Mix;
    expect(mix.compositionDm['PB']).toBeCloseTo(126.1 / 11.29, 9);
    expect(mix.rows.map((row) => row.id)).toEqual(['silagem', 'milho', 'soja']);
    expect(mix.rows[0]?.rationAsFedKg).toBeCloseTo(769.2308, 3);
    expect(mix.cost?.perKgAsFed).toBeCloseTo(11.5 / 26, 9);
    expect(mix.batches?.batchCount).toBe(4);
    expect(mix.batches?.lastBatchKg).toBeCloseTo(100, 9);
  });

  it('invalid input: exit 2 and a JSON list of field errors', async () => {
    const input = { alimentos: [{ id: 'a', nutrientes: {}, quantidade: 1 }] };
    const { status, stdout, stderr } = await cocho(['mixture'], JSON.stringify(input));
    expect(status).toBe(EXIT_INVALID);
    expect(stdout).toBe('');
    expect(JSON.parse(stderr)).toEqual([{ field: 'alimentos.0.nutrientes.MS', code: 'REQUIRED' }]);
    const none = await cocho(['mixture'], '{}');
    expect(JSON.parse(none.stderr)).toEqual([{ field: 'alimentos', code: 'NO_FEEDS' }]);
  });

  it('--help documents inputs and outputs', async () => {
    const { status, stdout } = await cocho(['mixture', '--help'], '');
    expect(status).toBe(EXIT_OK);
    for (const word of [
      'alimentos',
      'nutrientes',
      'quantidade',
      'proporcao',
      'custo',
      'total_racao_a_produzir',
      'capacidade_misturador',
      '"base"',
      'compositionDm',
      'compositionAsFed',
      'batches',
      'kgInLastBatch',
      'AMOUNTS_AND_SHARES_MIXED',
    ])
      expect(stdout).toContain(word);
  });
});
