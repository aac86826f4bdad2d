// cocho formulate: default caps of mineral and NPN sources, and advice on misses.
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli';
import '../commands';

async function formulate(input: unknown): Promise<Record<string, unknown>> {
  const stdout = new PassThrough();
  const out: Buffer[] = [];
  stdout.on('data', (chunk: Buffer) => out.push(chunk));
  await runCli(['formulate'], Readable.from([JSON.stringify(input)]), stdout, new PassThrough());
  return JSON.parse(Buffer.concat(out).toString('utf8')) as Record<string, unknown>;
}

// NASEM (2021) feed library rows of the starter library: corn silage NASEM2021:48, sodium chloride :201,
// limestone :197.
const silage = {
  id: 'silagem',
  nutrientes: { MS: 35.361, PB: 7.707, NDT: 68.82, FDN: 40.931, Ca: 0.237, P: 0.232, Na: 0.026, Se: 0.04 },
  custo: 0.25,
  volumoso: true,
};
const salt = { id: 'sal', nutrientes: { MS: 100, MM: 100, Na: 39.3 }, custo: 0.5 };
const limestone = { id: 'calcario', nutrientes: { MS: 100, MM: 100, Ca: 35, Mg: 1 }, custo: 0.2 };

describe('cocho formulate: default caps and advice', () => {
  it('does not fill intake with limestone or salt unless the user sets their maximum', async () => {
    // CMS 10 kg, NDT at most 6.5 kg: silage (68.8 % TDN) alone would give 6.9 kg, so without a cap the
    // cheapest diet dilutes it with limestone (R$ 0.20/kg).
    const exigencias = {
      CMS: { minimo: 10, maximo: 10 },
      NDT: { minimo: null, maximo: 6.5 },
      Na: { minimo: 5, maximo: null },
    };
    const capped = await formulate({ alimentos: [silage, salt, limestone], exigencias });
    const dm = capped.resultadoMS as Record<string, number>;
    expect(dm.calcario ?? 0).toBeLessThanOrEqual(0.2 + 1e-9); // 2 % of 10 kg
    expect(dm.sal ?? 0).toBeLessThanOrEqual(0.05 + 1e-9); // 0.5 % of 10 kg
    // The user's own maximum wins.
    const free = await formulate({
      alimentos: [silage, salt, { ...limestone, maximo: 100, minimo: 0 }],
      exigencias,
    });
    expect((free.resultadoMS as Record<string, number>).calcario).toBeGreaterThan(0.2);
  });

  it('corn silage alone: inviavel, each short requirement with the feed class to add', async () => {
    // Silage has no Co (NASEM's plant zero read as none), so no intake meets the hard Co minimum.
    const output = await formulate({
      alimentos: [silage],
      exigencias: {
        CMS: { minimo: 9.86, maximo: 10.84 },
        PB: { minimo: 1064, maximo: null },
        Na: { minimo: 11.1, maximo: 127.9 },
        Co: { minimo: 7.37, maximo: 271 },
        Se: { minimo: 5.4, maximo: 54.2 },
      },
    });
    expect(output.status).toBe('inviavel');
    expect(output.resultado).toEqual({ silagem: 0 });
    const advice = (output.violacoes as { chave: string; adicionar: string | null }[]).map((v) => [
      v.chave,
      v.adicionar,
    ]);
    expect(advice).toEqual([
      ['PB', 'fonte_proteica'],
      ['Na', 'fonte_mineral'],
      ['Co', 'fonte_mineral'],
      ['Se', 'fonte_mineral'],
    ]);
  });
});
