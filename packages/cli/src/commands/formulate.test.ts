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

type Output = {
  status: string;
  resultado: Record<string, number>;
  resultadoMS: Record<string, number>;
  custo: number;
  nutrientes: Record<string, number>;
  violacoes: { chave: string; limite: string; exigido: number; fornecido: number }[];
  conflitos: { tipo: string; chave?: string; limite?: string; valor: number; descricao: string }[];
};

async function formulate(input: unknown): Promise<Output> {
  const { status, stdout, stderr } = await cocho(['formulate'], JSON.stringify(input));
  expect(stderr).toBe('');
  expect(status).toBe(EXIT_OK);
  return JSON.parse(stdout) as Output;
}

// Hand-solved: feed A (MS 50 %, PB 10 % DM, R$0.10/kg as fed = R$0.20/kg DM) and feed B (MS 90 %,
// PB 40 % DM, R$0.90/kg as fed = R$1.00/kg DM); CMS exactly 10 kg and PB ≥ 1200 g:
// a + b = 10, 100 a + 400 b ≥ 1200 → b = 2/3 kg DM, a = 28/3 kg DM; cost = 0.2 a + b = 38/15.
const HAND = {
  alimentos: [
    { id: 'A', nutrientes: { MS: 50, PB: 10 }, custo: 0.1 },
    { id: 'B', nutrientes: { MS: 90, PB: 40 }, custo: 0.9 },
  ],
  exigencias: { CMS: { minimo: 10, maximo: 10 }, PB: { minimo: 1200, maximo: null } },
};

describe('cocho formulate (contract)', () => {
  it('refuses an input that is not an object, and a roughage share outside 0–100 % or that is not a number', async () => {
    for (const stdin of ['[]', '5', 'null']) {
      const bad = await cocho(['formulate'], stdin);
      expect([bad.status, JSON.parse(bad.stderr)]).toEqual([
        EXIT_INVALID,
        [{ path: '', code: 'INVALID_INPUT', message: 'input must be a JSON object' }],
      ]);
    }
    for (const proporcaoVC of [-1, 101, '30']) {
      const bad = await cocho(['formulate'], JSON.stringify({ ...HAND, proporcaoVC }));
      expect(JSON.parse(bad.stderr)).toEqual([
        {
          path: 'proporcaoVC',
          code: 'INVALID_PERCENT',
          message: 'proporcaoVC must be a number from 0 to 100, or null',
        },
      ]);
    }
    expect((await formulate({ ...HAND, proporcaoVC: null, objetivo: null })).status).toBe('otima');
  });

  it('writes exactly status, resultado, resultadoMS, custo, nutrientes, violacoes, conflitos', async () => {
    const output = await formulate(HAND);
    expect(Object.keys(output).sort()).toEqual(
      ['conflitos', 'custo', 'nutrientes', 'resultado', 'resultadoMS', 'status', 'violacoes'].sort(),
    );
    expect(output.status).toBe('otima');
    expect(output.resultadoMS.A).toBeCloseTo(28 / 3, 9);
    expect(output.resultadoMS.B).toBeCloseTo(2 / 3, 9);
    expect(output.resultado.A).toBeCloseTo(28 / 3 / 0.5, 9);
    expect(output.resultado.B).toBeCloseTo(2 / 3 / 0.9, 9);
    expect(output.custo).toBeCloseTo(38 / 15, 9);
    expect(output.nutrientes.CMS).toBeCloseTo(10, 9);
    expect(output.nutrientes.PB).toBeCloseTo(1200, 6);
    expect(Object.keys(output.nutrientes)).toHaveLength(25);
    expect(output.violacoes).toEqual([]);
    expect(output.conflitos).toEqual([]);
  });

  it('applies per-feed limits in % of DM intake and the roughage share', async () => {
    const output = await formulate({
      alimentos: [
        { id: 'A', nutrientes: { MS: 50, PB: 10 }, custo: 0.1, volumoso: true },
        { id: 'B', nutrientes: { MS: 90, PB: 40 }, custo: 0.9, maximo: 10 },
        { id: 'C', nutrientes: { MS: 88, PB: 9 }, custo: 0.5 },
      ],
      exigencias: { CMS: { minimo: 10, maximo: 10 } },
      proporcaoVC: 60,
    });
    expect(output.status).toBe('otima');
    expect(output.resultadoMS.A).toBeCloseTo(6, 9);
    // B's unset minimum is 30 % of its 10 % maximum: 0.3 kg of 10 kg.
    expect(output.resultadoMS.B).toBeCloseTo(0.3, 9);
    expect(output.resultadoMS.C).toBeCloseTo(3.7, 9);
  });

  it('without exigencias and animal nothing constrains: an empty, free diet', async () => {
    const output = await formulate({ alimentos: HAND.alimentos });
    expect(output.status).toBe('otima');
    expect(output.custo).toBe(0);
  });

  it('gives the best approximation with each miss listed', async () => {
    const output = await formulate({
      ...HAND,
      exigencias: { CMS: { minimo: 10, maximo: 10.5 }, NDT: { minimo: 7, maximo: null } },
    });
    // No feed has NDT: the minimum cannot be met by any amount.
    expect(output.status).toBe('aproximada');
    expect(output.violacoes).toContainEqual(
      expect.objectContaining({ chave: 'NDT', limite: 'minimo', exigido: 7, fornecido: 0 }),
    );
    expect(output.conflitos).toEqual([
      expect.objectContaining({ tipo: 'exigencia', chave: 'NDT', limite: 'minimo', valor: 7 }),
    ]);
  });

  it('says inviavel and names the conflicting requirements when no diet exists', async () => {
    const output = await formulate({
      alimentos: [
        { id: 'A', nutrientes: { MS: 50, PB: 10, Ca: 0.5, P: 0.1 }, custo: 0.1 },
        { id: 'B', nutrientes: { MS: 90, PB: 40, Ca: 0.4, P: 0.2 }, custo: 0.9 },
      ],
      exigencias: {
        CMS: { minimo: 10, maximo: 10 },
        Ca: { minimo: null, maximo: 10 },
        P: { minimo: 30, maximo: null },
      },
    });
    expect(output.status).toBe('inviavel');
    expect(output.conflitos.map((c) => `${c.chave} ${c.limite}`)).toEqual(['Ca maximo', 'P minimo']);
    expect(output.conflitos[0]?.descricao).toBe('Ca at most 10 g/day');
    expect(output.resultado).toEqual({ A: 0, B: 0 });
  });

  it('computes requirements from an animal, and exigencias replace single keys', async () => {
    const animal = {
      tipo: 'crescimento_terminacao',
      raca: 'zebuino',
      regime: 'confinamento',
      sexo: 'macho',
      peso_corporal_inicial: 400,
      peso_corporal_final: 540,
      ganho_medio_diario: 1.3,
    };
    const alimentos = [
      {
        id: 'silagem',
        nutrientes: {
          MS: 30,
          PB: 7,
          NDT: 62,
          FDN: 55,
          EE: 3,
          CNF: 28,
          Ca: 0.3,
          P: 0.2,
          Mg: 0.2,
          K: 1.2,
          Na: 0.05,
          S: 0.1,
          Co: 0.2,
          Cu: 8,
          I: 0.3,
          Mn: 40,
          Se: 0.1,
          Zn: 30,
        },
        custo: 0.18,
        volumoso: true,
      },
      {
        id: 'milho',
        nutrientes: {
          MS: 88,
          PB: 9,
          NDT: 85,
          FDN: 12,
          EE: 4,
          CNF: 72,
          Ca: 0.03,
          P: 0.28,
          Mg: 0.12,
          K: 0.4,
          Na: 0.02,
          S: 0.1,
          Co: 0.1,
          Cu: 3,
          I: 0.1,
          Mn: 7,
          Se: 0.1,
          Zn: 20,
        },
        custo: 0.9,
      },
      {
        id: 'soja',
        nutrientes: {
          MS: 89,
          PB: 48,
          NDT: 81,
          FDN: 14,
          EE: 2,
          CNF: 30,
          Ca: 0.3,
          P: 0.65,
          Mg: 0.3,
          K: 2.2,
          Na: 0.02,
          S: 0.4,
          Co: 0.2,
          Cu: 15,
          I: 0.1,
          Mn: 35,
          Se: 0.3,
          Zn: 55,
        },
        custo: 2.1,
      },
      {
        id: 'mineral',
        nutrientes: {
          MS: 98,
          Ca: 18,
          P: 8,
          Mg: 1,
          Na: 12,
          S: 1.5,
          Co: 60,
          Cu: 1200,
          I: 60,
          Mn: 1500,
          Se: 20,
          Zn: 4000,
        },
        custo: 3,
      },
    ];
    // With the animal's own bounds no diet meets everything, and the answer names why. The mineral maxima
    // are now the maximum tolerable concentration times the maximum intake (docs/decisions/mineral-maxima.md),
    // so the minerals no longer contradict one another (with the mix uncapped this diet is 'otima'); what
    // binds is the mix's default cap (1.2 % of DM, feed-class-caps.md): at that share it brings too little
    // of BR-CORTE's Se minimum (5.4 mg/day, 0.55 mg/kg DM) within 10.84 kg DM. Minerals and feed limits
    // stay hard and intake is soft (docs/product/calculation.md#diet-solver penalties), so the least-penalty diet eats past the CMS
    // maximum: 'aproximada' with that one miss, the conflict naming Se, the CMS maximum and the mix's cap.
    // That is the answer without a premix ("premix": false); by default the trace minerals go to a computed
    // premix (docs/decisions/trace-mineral-premix.md) and the bulk diet is exact.
    const withPremix = (await formulate({ animal, alimentos })) as Output & {
      premix?: { gramas_cabeca_dia: number; minerais: { chave: string; mg_kg: number }[] };
    };
    expect(withPremix.status).toBe('otima');
    expect(withPremix.violacoes).toEqual([]);
    expect(withPremix.premix?.minerais.map((m) => m.chave)).toContain('Se');
    expect(withPremix.nutrientes.CMS).toBeLessThanOrEqual(10.85);
    const strict = await formulate({ animal, alimentos, premix: false });
    expect(strict.status).toBe('aproximada');
    expect(strict.violacoes.map((v) => `${v.chave} ${v.limite}`)).toEqual(['CMS maximo']);
    expect(strict.conflitos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tipo: 'exigencia', chave: 'Se', limite: 'minimo' }),
        expect.objectContaining({ tipo: 'exigencia', chave: 'CMS', limite: 'maximo' }),
        expect.objectContaining({ tipo: 'alimento', id: 'mineral', limite: 'maximo', valor: 1.2 }),
      ]),
    );
    // Without the cap (a maximum the user typed wins; minimum 0, not 30 % of it) the bounds hold exactly.
    const uncapped = await formulate({
      animal,
      alimentos: alimentos.map((feed) =>
        feed.id === 'mineral' ? { ...feed, minimo: 0, maximo: 100 } : feed,
      ),
    });
    expect(uncapped.status).toBe('otima');
    // Listed keys replace the computed bounds: without mineral bounds, the animal's CMS (BR-CORTE 2016,
    // 400→540 kg zebu bull, 1.3 kg/day: 9.86 to 10.84 kg DM) and NDT (≥ 6.76 kg) drive the diet.
    const free = { minimo: null, maximo: null };
    const minerals = Object.fromEntries(
      ['Ca', 'P', 'Mg', 'K', 'Na', 'S', 'Co', 'Cu', 'I', 'Mn', 'Se', 'Zn'].map((k) => [k, free]),
    );
    const output = await formulate({ animal, alimentos, exigencias: minerals });
    expect(output.status).toBe('otima');
    expect(output.nutrientes.CMS).toBeGreaterThanOrEqual(9.85);
    expect(output.nutrientes.CMS).toBeLessThanOrEqual(10.85);
    expect(output.nutrientes.NDT).toBeGreaterThanOrEqual(6.76);
    const replaced = await formulate({
      animal,
      alimentos,
      exigencias: { ...minerals, CMS: { minimo: 9, maximo: 9 } },
    });
    expect(replaced.nutrientes.CMS).toBeCloseTo(9, 6);
  });

  it('rejects invalid input with exit 2 and a JSON list of errors', async () => {
    const cases: unknown[] = [
      [],
      { alimentos: [] },
      { alimentos: [{ id: 'A', nutrientes: { PB: 10 }, custo: 1 }] },
      { alimentos: [{ id: 'A', nutrientes: { MS: 50 }, custo: 'abc' }] },
      { alimentos: [{ id: 'A', nutrientes: { MS: 50 }, custo: -1 }] },
      { alimentos: [{ id: 'A', nutrientes: { MS: 50 } }] },
      { ...HAND, exigencias: { XYZ: { minimo: 1, maximo: null } } },
      { ...HAND, proporcaoVC: 140 },
      {
        ...HAND,
        animal: {
          tipo: 'crescimento_terminacao',
          peso_corporal_inicial: 600,
          peso_corporal_final: 500,
          ganho_medio_diario: 1,
        },
      },
    ];
    for (const input of cases) {
      const { status, stdout, stderr } = await cocho(['formulate'], JSON.stringify(input));
      expect(status, JSON.stringify(input)).toBe(EXIT_INVALID);
      expect(stdout).toBe('');
      const errors = JSON.parse(stderr) as { code: string }[];
      expect(Array.isArray(errors) && errors.length > 0).toBe(true);
    }
  });

  it('documents its input and output in --help', async () => {
    const { status, stdout } = await cocho(['formulate', '--help'], '');
    expect(status).toBe(EXIT_OK);
    expect(stdout).toContain('"resultadoMS"');
    expect(stdout).toContain('proporcaoVC');
  });
});
