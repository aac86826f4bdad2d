// Contract of `cocho requirements`, through runCli with in-memory streams.
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli';

async function run(args: string[], input: string) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c) => (out += String(c)));
  stderr.on('data', (c) => (err += String(c)));
  const code = await runCli(args, Readable.from([input]), stdout, stderr);
  return { code, out, err };
}

const KEYS = [
  'CMS',
  'EE',
  'CNF',
  'FDN',
  'FDNfe',
  'AMIDO',
  'NDT',
  'EL',
  'EM',
  'PDR',
  'PNDR',
  'PB',
  'PM',
  'Ca',
  'P',
  'Mg',
  'K',
  'Na',
  'S',
  'Co',
  'Cu',
  'I',
  'Mn',
  'Se',
  'Zn',
];
const UNITS: Record<string, string> = {
  CMS: 'kg/day',
  NDT: 'kg/day',
  EE: 'kg/day',
  CNF: 'kg/day',
  FDN: 'kg/day',
  FDNfe: 'kg/day',
  AMIDO: 'kg/day',
  EL: 'Mcal/day',
  EM: 'Mcal/day',
  PB: 'g/day',
  PM: 'g/day',
  PDR: 'g/day',
  PNDR: 'g/day',
  Ca: 'g/day',
  P: 'g/day',
  Mg: 'g/day',
  K: 'g/day',
  Na: 'g/day',
  S: 'g/day',
  Co: 'mg/day',
  Cu: 'mg/day',
  I: 'mg/day',
  Mn: 'mg/day',
  Se: 'mg/day',
  Zn: 'mg/day',
};
const ZEBU_BULL = {
  tipo: 'crescimento_terminacao',
  raca: 'zebuino',
  regime: 'confinamento',
  sexo: 'macho',
  peso_corporal_inicial: 510,
  peso_corporal_final: 530,
  ganho_medio_diario: 1.5,
};
const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected) / expected, `${actual} vs ${expected}`).toBeLessThan(0.005);

describe('cocho requirements', () => {
  it('reads the animal wrapped as {"animal": ...} too, unless the object has its own tipo', async () => {
    const plain = await run(['requirements'], JSON.stringify(ZEBU_BULL));
    const wrapped = await run(['requirements'], JSON.stringify({ animal: ZEBU_BULL }));
    expect([wrapped.code, wrapped.out]).toEqual([0, plain.out]);
    const own = await run(['requirements'], JSON.stringify({ tipo: null, animal: ZEBU_BULL }));
    expect(own.code).toBe(2);
    expect(JSON.parse(own.err)).toContainEqual({ field: 'peso_corporal_inicial', code: 'required' });
  });

  it('writes every key with ideal, minimo, maximo, unidade and children in the contract units', async () => {
    const { code, out, err } = await run(['requirements'], JSON.stringify(ZEBU_BULL));
    expect(err).toBe('');
    expect(code).toBe(0);
    const output = JSON.parse(out) as Record<string, Record<string, unknown>>;
    expect(Object.keys(output)).toEqual(KEYS);
    for (const key of KEYS) {
      const entry = output[key]!;
      expect(Object.keys(entry).sort()).toEqual(['children', 'ideal', 'maximo', 'minimo', 'unidade']);
      expect(typeof entry.ideal).toBe('number');
      expect(entry.minimo === null || typeof entry.minimo === 'number').toBe(true);
      expect(entry.maximo === null || typeof entry.maximo === 'number').toBe(true);
      expect(entry.unidade).toBe(UNITS[key]);
      for (const v of Object.values(entry.children as Record<string, number>))
        expect(Number.isFinite(v)).toBe(true);
    }
  });
  it('gives the Zebu bull 520 kg / 1.5 kg/day worked values and the contract children', async () => {
    const output = JSON.parse((await run(['requirements'], JSON.stringify(ZEBU_BULL))).out);
    near(output.CMS.ideal, 10.8066);
    near(output.NDT.children.PCJ, 509.4908);
    near(output.NDT.children.PCVZ, 450.079);
    near(output.NDT.children.GPCVZ, 1.453371);
    near(output.NDT.children.PCVZeq, 450.079);
    near(output.EL.children.mantenca, 7.33);
    near(output.EL.children.ganho, 8.78);
    near(output.PM.children.mantenca, 386.06);
    near(output.PB.children.proteina_liquida_ganho, 200.99);
    near(output.Ca.ideal, 28.44);
    near(output.Zn.ideal, 743.24);
    expect(output.PB.ideal).toBeCloseTo(output.PDR.ideal + output.PNDR.ideal, 9);
  });
  it('handles cows and calves', async () => {
    const cow = {
      tipo: 'vaca',
      estado_fisiologico: 'gestante',
      peso_corporal_medio: 500,
      escore_corporal: 5,
      dias_gestacao: 120,
      peso_bezerro_nascimento: 28,
    };
    const c = await run(['requirements'], JSON.stringify(cow));
    expect(c.code).toBe(0);
    near(JSON.parse(c.out).NDT.children.PCVZ, 438.97);
    const calf = { tipo: 'bezerro', peso_corporal_medio: 80, ganho_medio_diario: 0.7, semana_lactacao: 8 };
    expect((await run(['requirements'], JSON.stringify(calf))).code).toBe(0);
  });
  it('gives a cow no gain: the same table with or without one, as the web form', async () => {
    // Intended change: a 450 kg cow sent with 1 kg/day used to get gain requirements here (EM 21.48
    // Mcal/day) while the web form, which has no gain field for cows, gave 9.96. The engine now drops a
    // cow's gain at every entry point (normalizeAnimal), so the command gives the web's numbers. The output
    // keeps its shape.
    const cow = { tipo: 'vaca', peso_corporal_medio: 450 };
    const withGain = await run(['requirements'], JSON.stringify({ ...cow, ganho_medio_diario: 1 }));
    const without = await run(['requirements'], JSON.stringify(cow));
    expect(withGain.code).toBe(0);
    const output = JSON.parse(withGain.out) as Record<string, { ideal: number }>;
    expect(Object.keys(output)).toEqual(KEYS);
    expect(output.EM!.ideal).toBeCloseTo(9.96, 2);
    expect(withGain.out).toBe(without.out);
  });
  it('an invalid animal gives exit 2 and a JSON list of field errors on stderr', async () => {
    const bad = { ...ZEBU_BULL, peso_corporal_inicial: 600, ganho_medio_diario: 3, sexo: 'boi' };
    const { code, out, err } = await run(['requirements'], JSON.stringify(bad));
    expect(code).toBe(2);
    expect(out).toBe('');
    const errors = JSON.parse(err) as { field: string; code: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual(
      ['ganho_medio_diario', 'peso_corporal_final', 'peso_corporal_inicial', 'sexo'].sort(),
    );
    for (const e of errors) expect(typeof e.code).toBe('string');
  });
  it('missing weights and a non-object are field errors too', async () => {
    const missing = await run(['requirements'], JSON.stringify({ tipo: 'crescimento_terminacao' }));
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.err).map((e: { field: string }) => e.field)).toEqual([
      'peso_corporal_inicial',
      'peso_corporal_final',
      'ganho_medio_diario',
    ]);
    expect((await run(['requirements'], '[1,2]')).code).toBe(2);
    expect((await run(['requirements'], 'not json')).code).toBe(2);
  });
  it('adds avisos only when the animal is outside the intake equation data', async () => {
    const light = await run(
      ['requirements'],
      JSON.stringify({
        tipo: 'crescimento_terminacao',
        raca: 'cruzado_leite',
        regime: 'confinamento',
        sexo: 'macho',
        peso_corporal_inicial: 100,
        peso_corporal_final: 100,
        ganho_medio_diario: 0,
      }),
    );
    expect(light.code).toBe(0);
    const output = JSON.parse(light.out) as Record<string, unknown> & {
      avisos: { codigo: string; campo: string; minimoKg?: number; limite?: number }[];
      CMS: { ideal: number };
    };
    // Intake was 0 kg before: now the maintenance floor, above 1 kg.
    expect(output.CMS.ideal).toBeGreaterThan(1);
    expect(output.avisos).toContainEqual({
      codigo: 'weightBelowEquationData',
      campo: 'peso_corporal_inicial',
      minimoKg: 150,
    });
    expect(output.avisos.find((a) => a.codigo === 'intakeRaisedToMaintenance')?.limite).toBeCloseTo(
      output.CMS.ideal,
      9,
    );
  });
  it('documents itself in --help', async () => {
    const { code, out } = await run(['requirements', '--help'], '');
    expect(code).toBe(0);
    expect(out).toContain('cocho requirements');
    expect(out).toContain('avisos');
    expect(out).toContain('intakeRaisedToMaintenance');
  });
});
