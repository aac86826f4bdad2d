// Contract of `cocho predict` (issue 4 item 8), through runCli with in-memory streams.
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli';

async function run(input: unknown) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c) => (out += String(c)));
  stderr.on('data', (c) => (err += String(c)));
  const code = await runCli(['predict'], Readable.from([JSON.stringify(input)]), stdout, stderr);
  return { code, out, err };
}

const KEYS = [
  'GMDEsperado',
  'PGMDEL',
  'PGMDPM',
  'PGMDCa',
  'PGMDP',
  'limitante',
  'excNFezes',
  'excNUrina',
  'excTotalN',
  'excTotalP',
  'producaoMetano',
  'producaoMetanoProduto',
];
const bull = {
  tipo: 'crescimento_terminacao',
  raca: 'zebuino',
  regime: 'confinamento',
  sexo: 'macho',
  peso_corporal_inicial: 510,
  peso_corporal_final: 530,
  ganho_medio_diario: 1.5,
};

async function requirementsOf(animal: unknown) {
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (c) => (out += String(c)));
  await runCli(['requirements'], Readable.from([JSON.stringify(animal)]), stdout, new PassThrough());
  return JSON.parse(out) as Record<string, { ideal: number }>;
}

describe('cocho predict', () => {
  it('writes exactly the contract keys', async () => {
    const { code, out, err } = await run({
      animal: bull,
      alimentos: [
        { id: 'silagem', quantidade: 20, nutrientes: { MS: 35, NDT: 65, PB: 8, Ca: 0.3, P: 0.2 } },
        { id: 'milho', quantidade: 4, nutrientes: { MS: 88, NDT: 85, PB: 9, Ca: 0.03, P: 0.3 } },
      ],
    });
    expect(err).toBe('');
    expect(code).toBe(0);
    const output = JSON.parse(out);
    expect(Object.keys(output)).toEqual(KEYS);
    expect(['EL', 'PM', 'Ca', 'P']).toContain(output.limitante);
    expect(output.GMDEsperado).toBe(Math.min(output.PGMDEL, output.PGMDPM, output.PGMDCa, output.PGMDP));
    expect(output.excNFezes + output.excNUrina).toBeCloseTo(output.excTotalN, 9);
  });
  it('predicts the gain a diet was built to supply (Zebu bull 1.5 kg/day, within 0.02)', async () => {
    const r = await requirementsOf(bull);
    const dm = r.CMS!.ideal;
    const output = JSON.parse(
      (
        await run({
          animal: bull,
          alimentos: [
            {
              id: 'exata',
              quantidade: dm,
              nutrientes: {
                MS: 100,
                NDT: (r.NDT!.ideal / dm) * 100,
                PB: r.PB!.ideal / dm / 10,
                Ca: r.Ca!.ideal / dm / 10,
                P: r.P!.ideal / dm / 10,
              },
            },
          ],
        })
      ).out,
    );
    expect(Math.abs(output.GMDEsperado - 1.5)).toBeLessThanOrEqual(0.02);
  });
  it('a total quantity of 0 is exit 2 with an error list', async () => {
    const { code, out, err } = await run({
      animal: bull,
      alimentos: [{ id: 'a', quantidade: 0, nutrientes: { MS: 90 } }],
    });
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(JSON.parse(err)).toEqual([{ field: 'alimentos', code: 'zeroTotalQuantity' }]);
  });
  it('invalid animal or feeds are exit 2 with every error', async () => {
    const { code, err } = await run({
      animal: { ...bull, raca: 'angus', peso_corporal_inicial: 600 },
      alimentos: [{ id: 'a', quantidade: 'x', nutrientes: { MS: 'y' } }],
    });
    expect(code).toBe(2);
    expect(JSON.parse(err).map((e: { field: string }) => e.field)).toEqual([
      'animal.raca',
      'animal.peso_corporal_inicial',
      'animal.peso_corporal_final',
      'alimentos[0].nutrientes.MS',
      'alimentos[0].quantidade',
    ]);
    expect((await run({ animal: bull })).code).toBe(2);
  });
});
