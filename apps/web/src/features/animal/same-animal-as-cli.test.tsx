// @vitest-environment happy-dom
// One animal, the same requirements through the web form (AnimalForm → the engine worker's operation) and
// through `cocho requirements` run as a process (the domain rules live in the engine's
// normalizeAnimal, applied by every entry point).
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_ANIMAL, REQUIREMENT_KEYS } from '@cocho/engine';
import type { Animal } from '@cocho/engine';
import { runEngineOperation } from '../../engine-worker/operations';
import { initI18n } from '../../i18n/i18n';
import { AnimalForm } from './AnimalForm';

type Bounds = { ideal: number; minimo: number | null; maximo: number | null };
type ChildProcess = {
  spawnSync: (
    command: string,
    args: readonly string[],
    options: { input: string; encoding: 'utf8' },
  ) => { status: number | null; stdout: string; stderr: string };
};
// The web tsconfig has no Node types: the one function used is typed here (as export/testing/node-tools).
const CHILD_PROCESS = 'node:child_process';

/** `cocho requirements` as a process on the repository's CLI entry: ideal, minimo and maximo per key. */
async function requirementsFromCli(animal: Record<string, unknown>): Promise<Record<string, Bounds>> {
  const { spawnSync } = (await import(/* @vite-ignore */ CHILD_PROCESS)) as ChildProcess;
  const result = spawnSync('npx', ['tsx', 'packages/cli/src/main.ts', 'requirements'], {
    input: JSON.stringify(animal),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  const output = JSON.parse(result.stdout) as Record<string, Bounds>;
  return Object.fromEntries(
    REQUIREMENT_KEYS.map((key) => {
      const { ideal, minimo, maximo } = output[key]!;
      return [key, { ideal, minimo, maximo }];
    }),
  );
}

/** The requirements screen's calculation of the animal the form emitted. */
async function requirementsFromForm(animal: Animal): Promise<Record<string, Bounds>> {
  const result = await runEngineOperation('calculateRequirements', { animal }, () => {});
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return Object.fromEntries(
    result.value.requirements.map(({ key, ideal, min, max }) => [key, { ideal, minimo: min, maximo: max }]),
  );
}

let emitted: Animal = DEFAULT_ANIMAL;

function Harness() {
  const [animal, setAnimal] = useState<Animal>(DEFAULT_ANIMAL);
  return (
    <AnimalForm
      variant="requirements"
      animal={animal}
      onChange={(next) => {
        emitted = next;
        setAnimal(next);
      }}
    />
  );
}

const input = (field: string) => screen.getByTestId(`animal-input-${field}`) as HTMLInputElement;
const type = (field: string, text: string) => fireEvent.change(input(field), { target: { value: text } });
const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

beforeAll(() => {
  initI18n('pt');
});

afterEach(() => {
  cleanup();
  emitted = DEFAULT_ANIMAL;
});

describe('the same animal gives the same requirements in the web form and in cocho requirements', () => {
  it('a 450 kg cow with a gain typed: 9.96 Mcal ME/day both ways (the CLI gave 21.48 before)', async () => {
    render(<Harness />);
    // The growing animal's gain (1,30) stays typed in the form, hidden, when the type becomes a cow.
    type('ganho_medio_diario', '1,00');
    choose('Vaca');
    type('peso_corporal_medio', '450');
    const fromForm = await requirementsFromForm(emitted);
    // The CLI is sent the gain the form holds: before normalizeAnimal it added the gain requirements
    // (EM 21.48 Mcal/day); now the cow has no gain everywhere. Intended change of `cocho requirements`.
    const fromCli = await requirementsFromCli({
      tipo: 'vaca',
      peso_corporal_medio: 450,
      ganho_medio_diario: 1,
    });
    expect(fromCli).toEqual(fromForm);
    expect(fromForm.EM!.ideal).toBeCloseTo(9.96, 2);
  }, 30000);

  it('a lactating first-calf cow without a milk yield: the estimate of her week both ways', async () => {
    render(<Harness />);
    choose('Vaca');
    choose('Lactante');
    choose('Primípara');
    type('peso_corporal_medio', '420');
    type('semana_lactacao', '6');
    expect(emitted.producao_de_leite).not.toBeNull();
    const fromForm = await requirementsFromForm(emitted);
    const fromCli = await requirementsFromCli({
      tipo: 'vaca',
      estado_fisiologico: 'lactante',
      estado_parides: 'primiparas',
      peso_corporal_medio: 420,
      semana_lactacao: 6,
    });
    expect(fromCli).toEqual(fromForm);
  }, 30000);

  it('the default growing bull', async () => {
    render(<Harness />);
    type('peso_corporal_final', '560');
    const fromForm = await requirementsFromForm(emitted);
    const fromCli = await requirementsFromCli({
      tipo: 'crescimento_terminacao',
      raca: 'zebuino',
      regime: 'confinamento',
      sexo: 'macho',
      peso_corporal_inicial: 400,
      peso_corporal_final: 560,
      ganho_medio_diario: 1.3,
    });
    expect(fromCli).toEqual(fromForm);
  }, 30000);
});
