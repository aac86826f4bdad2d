// `cocho formulate` with "objetivo": the best gain, its figures as `cocho finance` gives
// them for the same diet, the least-cost comparison and the curve.
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EXIT_INVALID, EXIT_OK, runCli } from '../run-cli';
import '../commands';
import { FORMULATE_GOLDEN_INPUTS } from './testing/formulate-golden-inputs';

async function cocho(args: string[], input: unknown) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const status = await runCli(args, Readable.from([JSON.stringify(input)]), stdout, stderr);
  return { status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') };
}

type Point = {
  ganho_medio_diario: number;
  viavel: boolean;
  custo_diario: number | null;
  dias_confinamento: number | null;
  lucro_cabeca: number | null;
  custo_arroba: number | null;
};
type Output = {
  status: string;
  custo: number;
  nutrientes: Record<string, number>;
  objetivo: Omit<Point, 'viavel'> & {
    tipo: string;
    menor_custo: Point & { status: string; resultado: Record<string, number> };
    curva: Point[];
  };
};

const base = FORMULATE_GOLDEN_INPUTS.animalUncapped as { animal: Record<string, unknown> };
const prices = {
  preco_venda_arroba: 310,
  preco_arroba_adquirida: 300,
  rendimento_carcaca_inicial: 50,
  rendimento_carcaca_final: 54,
  custo_total: 75,
  taxa_juros_mensal: 1,
};
const input = { ...base, animal: { ...base.animal, ...prices } };

describe('cocho formulate with objetivo', () => {
  it('"lucro": the diet at the best gain, with the figures cocho finance gives for it', async () => {
    const run = await cocho(['formulate'], { ...input, objetivo: 'lucro' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(EXIT_OK);
    const output = JSON.parse(run.stdout) as Output;
    expect(output.status).toBe('otima');
    const chosen = output.objetivo;
    expect(chosen.tipo).toBe('lucro');
    expect(chosen.ganho_medio_diario).toBeGreaterThanOrEqual(0.3);
    expect(chosen.custo_diario).toBe(output.custo);
    // Every point of the curve has at most the chosen profit.
    for (const point of output.objetivo.curva)
      if (point.viavel)
        expect(point.lucro_cabeca ?? -Infinity).toBeLessThanOrEqual(chosen.lucro_cabeca ?? NaN);
    // cocho finance on the written diet at the chosen gain: the same profit, cost per arroba and days.
    const finance = await cocho(['finance'], {
      animal: { ...input.animal, ganho_medio_diario: chosen.ganho_medio_diario },
      dieta: { CUSTO: output.custo, CMS: output.nutrientes.CMS },
    });
    expect(finance.status).toBe(EXIT_OK);
    const report = JSON.parse(finance.stdout) as { indicators: Record<string, { value: number | null }> };
    expect(chosen.lucro_cabeca).toBe(report.indicators.MARGEM_OPERACIONAL_CAB?.value);
    expect(chosen.custo_arroba).toBe(report.indicators.CAP?.value);
    expect(chosen.dias_confinamento).toBe(report.indicators.DCONF?.value);
    // The least-cost comparison is today's diet at the animal's own gain (1.3 kg/day).
    const today = JSON.parse((await cocho(['formulate'], input)).stdout) as Output & {
      resultado: Record<string, number>;
    };
    expect(chosen.menor_custo.ganho_medio_diario).toBe(1.3);
    expect(chosen.menor_custo.custo_diario).toBe(today.custo);
    expect(chosen.menor_custo.resultado).toEqual(today.resultado);
    expect(chosen.lucro_cabeca).toBeGreaterThanOrEqual(chosen.menor_custo.lucro_cabeca ?? Infinity);
  }, 60_000);

  it('"custo_arroba": no point of the curve has a lower cost per arroba; days follow the weight to gain', async () => {
    // Days entered are dropped: with the sale weight given, D = (PF − PI) / gain at every gain.
    const run = await cocho(['formulate'], {
      ...input,
      extras: { dias_confinamento: 100 },
      objetivo: 'custo_arroba',
    });
    expect(run.status).toBe(EXIT_OK);
    const output = JSON.parse(run.stdout) as Output;
    const chosen = output.objetivo;
    expect(chosen.dias_confinamento).toBeCloseTo((540 - 400) / chosen.ganho_medio_diario, 9);
    for (const point of chosen.curva)
      if (point.viavel)
        expect(point.custo_arroba ?? Infinity).toBeGreaterThanOrEqual(chosen.custo_arroba ?? NaN);
    // With the sale weight fixed, revenue and purchase do not move with the gain: the same gain as "lucro".
    const profit = JSON.parse((await cocho(['formulate'], { ...input, objetivo: 'lucro' })).stdout) as Output;
    expect(profit.objetivo.ganho_medio_diario).toBe(chosen.ganho_medio_diario);
  }, 60_000);

  it('rejects an unknown objetivo, and a profit objective without the animal or its prices', async () => {
    const bad = await cocho(['formulate'], { ...input, objetivo: 'margem' });
    expect(bad.status).toBe(EXIT_INVALID);
    expect(JSON.parse(bad.stderr)).toEqual([
      expect.objectContaining({ path: 'objetivo', code: 'INVALID_OBJECTIVE' }),
    ]);
    const noAnimal = await cocho(['formulate'], {
      ...(FORMULATE_GOLDEN_INPUTS.hand as object),
      objetivo: 'lucro',
    });
    expect(noAnimal.status).toBe(EXIT_INVALID);
    expect(JSON.parse(noAnimal.stderr)).toEqual([
      expect.objectContaining({ path: 'animal', code: 'REQUIRED_FOR_OBJECTIVE' }),
    ]);
    const noPrice = await cocho(['formulate'], {
      ...input,
      animal: { ...input.animal, preco_venda_arroba: null },
      objetivo: 'lucro',
    });
    expect(noPrice.status).toBe(EXIT_INVALID);
    expect(JSON.parse(noPrice.stderr)).toEqual([
      expect.objectContaining({ path: 'animal.preco_venda_arroba', code: 'REQUIRED' }),
    ]);
  }, 60_000);
});
