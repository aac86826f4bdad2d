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

const MON_TO_SAT = [1, 2, 3, 4, 5, 6];
/** 3 pens, 30/30/40 % Monday to Saturday, Sunday 60/40 %, a 6 t mixer with a 5 kg scale. */
const INPUT = {
  alimentos: [
    { id: 'silagem', proporcao: 50, materia_seca: 35, volumoso: true },
    { id: 'milho', proporcao: 40, materia_seca: 88 },
    { id: 'soja', proporcao: 9, materia_seca: 89 },
    { id: 'mineral', proporcao: 1, materia_seca: 100 },
  ],
  consumo_materia_natural: 20,
  tratos_diarios: {
    lotes: [
      { id: 'c1', nome: 'Curral 1', cabecas: 320 },
      { id: 'c2', nome: 'Curral 2', cabecas: 275 },
      { id: 'c3', nome: 'Curral 3', cabecas: 181 },
    ],
    tratos: [
      { id: 'manha', horario: '06:30', percentual: 30, dias: MON_TO_SAT },
      { id: 'meio', horario: '11:00', percentual: 30, dias: MON_TO_SAT },
      { id: 'tarde', horario: '16:00', percentual: 40, dias: [0, ...MON_TO_SAT] },
      { id: 'domingo', horario: '07:00', percentual: 60, dias: [0] },
    ],
    capacidade_misturador: 6000,
    passo_balanca: 5,
  },
};

type Amount = { id: string; kg: number };
type Day = {
  weekday: number;
  totalKg: number;
  feeds: Amount[];
  lots: { lotId: string; kg: number }[];
  treatments: {
    treatmentId: string;
    kg: number;
    feeds: Amount[];
    lots: { lotId: string; kg: number; feeds: Amount[] }[];
    loads: { kg: number; feeds: Amount[]; deliveries: { lotId: string; kg: number }[] }[];
  }[];
};
type Output = { days: Day[]; warnings: unknown[]; premix: { feedIds: string[] } | null };

const sum = (values: readonly number[]) =>
  Number(values.reduce((total, value) => total + value, 0).toFixed(6));

describe('cocho feeding-plan (contract)', () => {
  it('prints every weekday with loads that add up exactly', async () => {
    const { status, stdout, stderr } = await cocho(['feeding-plan'], JSON.stringify(INPUT));
    expect(stderr).toBe('');
    expect(status).toBe(EXIT_OK);
    const output = JSON.parse(stdout) as Output;
    expect(output.days.map((day) => day.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(output.days.map((day) => day.treatments.length)).toEqual([2, 3, 3, 3, 3, 3, 3]);
    for (const day of output.days) {
      expect(day.totalKg).toBe(15520);
      expect(sum(day.treatments.map((treatment) => treatment.kg))).toBe(day.totalKg);
      for (const treatment of day.treatments) {
        expect(sum(treatment.loads.map((load) => load.kg))).toBe(treatment.kg);
        for (const load of treatment.loads) {
          expect(load.kg).toBeLessThanOrEqual(6000);
          expect(sum(load.feeds.map((feed) => feed.kg))).toBe(load.kg);
        }
      }
    }
    expect(output.days[0]?.treatments.map((treatment) => [treatment.treatmentId, treatment.kg])).toEqual([
      ['domingo', 9310],
      ['tarde', 6210],
    ]);
    expect(output.warnings).toEqual([]);
    expect(output.premix).toBeNull();
  });

  it('one weekday, with the concentrates pre-mixed as one line', async () => {
    const input = { ...INPUT, dia_semana: 2, pre_mistura: { alimentos: [] } };
    const { status, stdout } = await cocho(['feeding-plan'], JSON.stringify(input));
    expect(status).toBe(EXIT_OK);
    const output = JSON.parse(stdout) as Output;
    expect(output.premix?.feedIds).toEqual(['milho', 'soja', 'mineral']);
    const [day] = output.days;
    expect(output.days).toHaveLength(1);
    expect(day?.feeds.map((feed) => feed.id)).toEqual(['silagem', 'pre_mistura']);
    // Half the ration as fed is pre-mix: 7760 kg of the day's 15 520.
    expect(day?.feeds).toEqual([
      { id: 'silagem', kg: 7760 },
      { id: 'pre_mistura', kg: 7760 },
    ]);
    // The pre-mix per lot and treatment: pen 1's morning is 30 % of 6400 kg, half of it pre-mix.
    const morningPen1 = day?.treatments[0]?.lots[0]?.feeds.find((feed) => feed.id === 'pre_mistura');
    expect(morningPen1?.kg).toBe(960);
  });

  it('a day below 100 %: exit 2, the lot and what is left', async () => {
    const input = {
      ...INPUT,
      tratos_diarios: { ...INPUT.tratos_diarios, tratos: INPUT.tratos_diarios.tratos.slice(0, 3) },
    };
    const { status, stdout, stderr } = await cocho(['feeding-plan'], JSON.stringify(input));
    expect(status).toBe(EXIT_INVALID);
    expect(stdout).toBe('');
    const errors = JSON.parse(stderr) as { field: string; code: string; params?: unknown }[];
    expect(errors).toContainEqual({
      field: 'tratos_diarios.lotes.0',
      code: 'DAY_BELOW_100',
      params: { lotId: 'c1', weekday: 0, leftPercent: 60 },
    });
  });

  it('bad input: field errors in the input names', async () => {
    const input = {
      ...INPUT,
      consumo_materia_natural: undefined,
      tratos_diarios: {
        ...INPUT.tratos_diarios,
        capacidade_misturador: 2,
        tratos: INPUT.tratos_diarios.tratos.map((treatment, index) =>
          index === 0 ? { ...treatment, horario: '6:30', dias: [] } : treatment,
        ),
      },
    };
    const { status, stderr } = await cocho(['feeding-plan'], JSON.stringify(input));
    expect(status).toBe(EXIT_INVALID);
    const errors = JSON.parse(stderr) as { field: string; code: string }[];
    expect(errors).toContainEqual({ field: 'consumo_materia_natural', code: 'REQUIRED' });
    expect(errors).toContainEqual({ field: 'tratos_diarios.tratos.0.horario', code: 'INVALID_TIME' });
    expect(errors).toContainEqual({ field: 'tratos_diarios.tratos.0.dias', code: 'NO_WEEKDAY' });

    const small = await cocho(
      ['feeding-plan'],
      JSON.stringify({ ...INPUT, tratos_diarios: { ...INPUT.tratos_diarios, capacidade_misturador: 2 } }),
    );
    expect(JSON.parse(small.stderr)).toEqual([
      { field: 'tratos_diarios.capacidade_misturador', code: 'CAPACITY_BELOW_STEP' },
    ]);
  });

  it('--help documents inputs and outputs', async () => {
    const { status, stdout } = await cocho(['feeding-plan', '--help'], '');
    expect(status).toBe(EXIT_OK);
    for (const word of [
      'tratos_diarios',
      'capacidade_misturador',
      'DAY_BELOW_100',
      'deliveries',
      'pre_mistura',
    ])
      expect(stdout).toContain(word);
  });
});
