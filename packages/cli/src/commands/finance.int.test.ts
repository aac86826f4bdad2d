import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

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

describe('cocho finance as a process', () => {
  it('npx tsx packages/cli/src/main.ts finance: JSON in, JSON out, exit 0; bad input exit 2', () => {
    const run = (input: unknown): ReturnType<typeof spawnSync> =>
      spawnSync('npx', ['tsx', 'packages/cli/src/main.ts', 'finance'], {
        cwd: new URL('../../../../', import.meta.url).pathname,
        input: JSON.stringify(input),
        encoding: 'utf8',
        timeout: 60000,
      });
    const good = run(WORKED_EXAMPLE);
    expect(good.status).toBe(0);
    const report = JSON.parse(String(good.stdout)) as { indicators: Record<string, { value: number }> };
    expect(report.indicators['MARGEM_OPERACIONAL']?.value).toBeCloseTo(47933.99, 2);
    const bad = run({ animal: {}, dieta: {} });
    expect(bad.status).toBe(2);
    const errors = JSON.parse(
      String(bad.stderr)
        .split('\n')
        .find((line) => line.startsWith('[')) ?? '[]',
    );
    expect(errors).toContainEqual({ field: 'animal.peso_corporal_inicial', code: 'REQUIRED' });
  });
});
