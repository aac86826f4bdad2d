// `cocho requirements` as a real process (tsx on the CLI entry), as independent checks run it.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (input: string) =>
  spawnSync('npx', ['tsx', 'packages/cli/src/main.ts', 'requirements'], { input, encoding: 'utf8' });

describe('cocho requirements (spawned)', () => {
  it('reads an animal on stdin and writes the table on stdout', () => {
    const result = run(
      JSON.stringify({
        tipo: 'crescimento_terminacao',
        raca: 'zebuino',
        regime: 'confinamento',
        sexo: 'macho',
        peso_corporal_inicial: 510,
        peso_corporal_final: 530,
        ganho_medio_diario: 1.5,
      }),
    );
    expect(result.status).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(Math.abs(output.CMS.ideal - 10.8066)).toBeLessThan(0.05);
    expect(output.EL.unidade).toBe('Mcal/day');
  });
  it('exits 2 with field errors for an invalid animal', () => {
    const result = run(
      JSON.stringify({
        tipo: 'crescimento_terminacao',
        peso_corporal_inicial: 600,
        peso_corporal_final: 500,
        ganho_medio_diario: 1,
      }),
    );
    expect(result.status).toBe(2);
    expect(
      JSON.parse(
        result.stderr
          .split('\n')
          .filter((l) => l.startsWith('['))
          .join(''),
      ),
    ).toEqual([
      { field: 'peso_corporal_inicial', code: 'aboveFinalWeight', limit: 500 },
      { field: 'peso_corporal_final', code: 'belowInitialWeight', limit: 600 },
    ]);
  });
});
