// `cocho formulate` as a real process (tsx on the CLI entry), as independent checks run it.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (input: string) =>
  spawnSync('npx', ['tsx', 'packages/cli/src/main.ts', 'formulate'], { input, encoding: 'utf8' });

describe('cocho formulate (spawned)', () => {
  it('reads feeds and requirements on stdin and writes the diet on stdout', () => {
    const result = run(
      JSON.stringify({
        alimentos: [
          { id: 'A', nutrientes: { MS: 50, PB: 10 }, custo: 0.1 },
          { id: 'B', nutrientes: { MS: 90, PB: 40 }, custo: 0.9 },
        ],
        exigencias: { CMS: { minimo: 10, maximo: 10 }, PB: { minimo: 1200, maximo: null } },
        proporcaoVC: null,
      }),
    );
    expect(result.status).toBe(0);
    const output = JSON.parse(result.stdout) as {
      status: string;
      custo: number;
      resultadoMS: Record<string, number>;
    };
    expect(output.status).toBe('otima');
    expect(output.custo).toBeCloseTo(38 / 15, 9);
    expect(output.resultadoMS.B).toBeCloseTo(2 / 3, 9);
  });
  it('exits 2 with a JSON error list for invalid input', () => {
    const result = run(JSON.stringify({ alimentos: 'none' }));
    expect(result.status).toBe(2);
    expect(JSON.parse(result.stderr.trim().split('\n').pop() ?? '')).toEqual([
      expect.objectContaining({ path: 'alimentos', code: 'REQUIRED' }),
    ]);
  });
});
