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

const FEEDS = [
  { id: 'milho', nutrientes: { MS: 88, PB: 9, NDT: 85 }, custo: 0.9 },
  { id: 'soja', nutrientes: { MS: 89, PB: 48, NDT: 81 }, custo: 2.1 },
  { id: 'ureia', nutrientes: { MS: 99, PB: 281, NDT: 0 }, custo: 3.5 },
];

describe('cocho supplement', () => {
  it('writes the mix of most TDN at the protein target', async () => {
    const { status, stdout, stderr } = await cocho(
      ['supplement'],
      JSON.stringify({ alimentos: FEEDS, proteina: 40 }),
    );
    expect(stderr).toBe('');
    expect(status).toBe(EXIT_OK);
    const output = JSON.parse(stdout) as {
      status: string;
      composicaoMS: Record<string, number>;
      nutrientes: Record<string, number>;
      NDT: number;
      quantidade: null;
    };
    expect(output.status).toBe('otima');
    // Hand-solved vertex: milho 8/39 and soja 31/39 of the DM (see the engine test).
    expect(output.composicaoMS.milho).toBeCloseTo(800 / 39, 6);
    expect(output.NDT).toBeCloseTo(85 * (8 / 39) + 81 * (31 / 39), 9);
    expect(output.nutrientes.PB).toBeCloseTo(40, 9);
    expect(output.quantidade).toBeNull();
  });

  it('answers inviavel when no mix reaches the target', async () => {
    const { status, stdout } = await cocho(
      ['supplement'],
      JSON.stringify({ alimentos: FEEDS.slice(0, 2), proteina: 60 }),
    );
    expect(status).toBe(EXIT_OK);
    expect(JSON.parse(stdout)).toEqual({ status: 'inviavel', erro: 'SUPPLEMENT_INVALID' });
  });

  it('refuses roughage and feeds without CP or TDN with exit 2', async () => {
    const input = {
      alimentos: [
        { id: 'feno', nutrientes: { MS: 88, PB: 8, NDT: 50 }, volumoso: true },
        { id: 'x', nutrientes: { MS: 88, PB: 8 } },
      ],
      proteina: 20,
    };
    const { status, stderr } = await cocho(['supplement'], JSON.stringify(input));
    expect(status).toBe(EXIT_INVALID);
    expect((JSON.parse(stderr) as { code: string }[]).map((e) => e.code)).toEqual([
      'SUPPLEMENT_ROUGHAGE_FEED',
      'SUPPLEMENT_FEED_MISSING_CP_TDN',
    ]);
    const noTarget = await cocho(['supplement'], JSON.stringify({ alimentos: FEEDS }));
    expect(noTarget.status).toBe(EXIT_INVALID);
  });

  it('refuses an input that is not an object, an unknown objective and a target that is not above 0', async () => {
    for (const stdin of ['[]', '5', 'null']) {
      const bad = await cocho(['supplement'], stdin);
      expect([bad.status, JSON.parse(bad.stderr)]).toEqual([
        EXIT_INVALID,
        [{ path: '', code: 'INVALID_INPUT', message: 'input must be a JSON object' }],
      ]);
    }
    const objective = await cocho(['supplement'], JSON.stringify({ objetivo: 'x', alimentos: 5 }));
    expect(JSON.parse(objective.stderr)).toEqual([
      { path: 'objetivo', code: 'INVALID_OBJECTIVE', message: 'objetivo must be "ndt" or "custo"' },
    ]);
    for (const proteina of [0, -1, '20', null]) {
      const target = await cocho(['supplement'], JSON.stringify({ alimentos: FEEDS, proteina }));
      expect(JSON.parse(target.stderr)).toEqual([
        { path: 'proteina', code: 'REQUIRED', message: 'proteina must be a number above 0 (% of DM)' },
      ]);
    }
  });

  it('refuses a feed without quantidade when others have one (exit 2, the feed named)', async () => {
    const input = {
      alimentos: [{ ...FEEDS[0], quantidade: 2 }, FEEDS[1], { ...FEEDS[2], quantidade: 0 }],
      proteina: 30,
    };
    const { status, stdout, stderr } = await cocho(['supplement'], JSON.stringify(input));
    expect(stdout).toBe('');
    expect(status).toBe(EXIT_INVALID);
    expect(
      (JSON.parse(stderr) as { path: string; code: string }[]).map(({ path, code }) => ({ path, code })),
    ).toEqual([
      { path: 'alimentos[id=soja].quantidade', code: 'SUPPLEMENT_FEED_QUANTITY_REQUIRED' },
      { path: 'alimentos[id=ureia].quantidade', code: 'SUPPLEMENT_FEED_QUANTITY_NOT_POSITIVE' },
    ]);
  });

  it('writes a null cost when a feed in the mix has no price (not a price of 0)', async () => {
    const alimentos = FEEDS.map((feed) => (feed.id === 'soja' ? { ...feed, custo: undefined } : feed));
    const { status, stdout } = await cocho(['supplement'], JSON.stringify({ alimentos, proteina: 40 }));
    expect(status).toBe(EXIT_OK);
    const output = JSON.parse(stdout) as {
      status: string;
      custoKgMN: number | null;
      custoKgMS: number | null;
    };
    expect(output.status).toBe('otima');
    expect(output.custoKgMN).toBeNull();
    expect(output.custoKgMS).toBeNull();
    // Every feed priced: milho 8/39 and soja 31/39 of the DM (hand-solved vertex), urea left out.
    const priced = JSON.parse(
      (await cocho(['supplement'], JSON.stringify({ alimentos: FEEDS, proteina: 40 }))).stdout,
    ) as {
      custoKgMS: number;
    };
    expect(priced.custoKgMS).toBeCloseTo((8 / 39 / 0.88) * 0.9 + (31 / 39 / 0.89) * 2.1, 9);
  });

  it('documents its input and output in --help', async () => {
    const { stdout } = await cocho(['supplement', '--help'], '');
    expect(stdout).toContain('"proteina"');
    expect(stdout).toContain('SUPPLEMENT_INVALID');
  });

  it('"objetivo": "custo": the cheapest proteinado with salt limiting intake, its cost per head and per arroba', async () => {
    const sal = { id: 'sal', nutrientes: { MS: 100, MM: 100, Na: 39.3 }, custo: 1 };
    const input = {
      objetivo: 'custo',
      alimentos: [...FEEDS, sal],
      proteina: 40,
      peso_vivo: 350,
      consumo_pv: 0.1,
      ganho_medio_diario: 0.2,
    };
    const { status, stdout, stderr } = await cocho(['supplement'], JSON.stringify(input));
    expect(stderr).toBe('');
    expect(status).toBe(EXIT_OK);
    const out = JSON.parse(stdout) as Record<string, unknown> & {
      composicaoMN: Record<string, number>;
      quantidade: Record<string, number>;
      nutrientes: Record<string, number>;
    };
    expect(out.status).toBe('otima');
    expect(out.objetivo).toBe('custo');
    // 0.025 % of BW in salt at 0.1 % of BW of supplement: 25 % salt; 0.35 kg per head per day.
    expect(out.composicaoMN.sal).toBeCloseTo(25, 9);
    expect(out.consumo_kg).toBeCloseTo(0.35, 12);
    expect(out.nutrientes.PB).toBeGreaterThanOrEqual(40 - 1e-6);
    expect(out.ureia_g_cabeca_dia as number).toBeLessThanOrEqual(140 + 1e-6);
    expect(out.custo_cabeca_dia).toBeCloseTo((out.custoKgMN as number) * 0.35, 9);
    // 0.2 kg/day × 50 % carcass ÷ 15 kg = 1/150 arroba per day.
    expect(out.custo_arroba).toBeCloseTo((out.custo_cabeca_dia as number) * 150, 6);
    // Urea, salt and a carrier, not 71 % soybean meal: prices matter in this mode.
    expect(out.composicaoMN.ureia).toBeGreaterThan(5);
    // Without salt it says what is missing.
    const noSalt = await cocho(['supplement'], JSON.stringify({ ...input, alimentos: FEEDS }));
    expect(noSalt.status).toBe(EXIT_INVALID);
    expect(noSalt.stderr).toContain('SUPPLEMENT_SALT_REQUIRED');
  });

  it('"pasto" and "ganho_alvo": the cheapest supplement whose predicted gain on the dry-season grass reaches the target', async () => {
    const sal = { id: 'sal', nutrientes: { MS: 100, MM: 100, Na: 39.3 }, custo: 1 };
    const mineral = { id: 'mineral', nutrientes: { MS: 100, MM: 100, Ca: 12.2, P: 10.7, Na: 17 }, custo: 4 };
    // Deferred Marandu in the dry season (the catalogue's row).
    const pasto = {
      id: 'marandu',
      nutrientes: { MS: 17.2, PB: 7, NDT: 53.52, FDN: 72.7, EM: 1.9279, Ca: 0.36, P: 0.215 },
      volumoso: true,
    };
    const input = {
      objetivo: 'custo',
      alimentos: [...FEEDS, sal, mineral],
      pasto,
      ganho_alvo: 0.3,
      peso_vivo: 350,
    };
    const { status, stdout, stderr } = await cocho(['supplement'], JSON.stringify(input));
    expect(stderr).toBe('');
    expect(status).toBe(EXIT_OK);
    const out = JSON.parse(stdout) as {
      status: string;
      quantidade: Record<string, number>;
      ganho_previsto: number;
      ganho_sem_suplemento: number;
      consumo_pv: number;
      consumo_kg: number;
      custo_cabeca_dia: number;
      custo_arroba: number;
      forragem_kg_ms: number;
    };
    expect(out.status).toBe('otima');
    expect(out.ganho_previsto).toBeGreaterThanOrEqual(0.25);
    expect(out.ganho_sem_suplemento).toBeLessThan(0.3);
    // Salt at the animal's appetite, 0.025 % of 350 kg; the supplement's amount follows from it.
    expect(out.quantidade.sal).toBeCloseTo(0.0875, 9);
    expect(out.consumo_pv).toBeCloseTo((out.consumo_kg / 350) * 100, 9);
    expect(out.custo_arroba).toBeCloseTo(out.custo_cabeca_dia / ((out.ganho_previsto * 0.5) / 15), 6);
    expect(out.forragem_kg_ms).toBeGreaterThan(3);
    // The same supplement through cocho predict on the pasture gives the same gain.
    const predicted = await cocho(
      ['predict'],
      JSON.stringify({
        animal: {
          tipo: 'crescimento_terminacao',
          raca: 'zebuino',
          regime: 'pasto',
          sexo: 'macho',
          peso_corporal_inicial: 350,
          peso_corporal_final: 350,
        },
        alimentos: [
          { ...pasto, quantidade: 150 },
          ...[...FEEDS, sal, mineral]
            .filter((f) => (out.quantidade[f.id] ?? 0) > 0)
            .map((f) => ({ id: f.id, nutrientes: f.nutrientes, quantidade: out.quantidade[f.id] })),
        ],
      }),
    );
    // (within 0.01 kg/day: the forage eaten is found by bisection to 0.1 % of the intake, whatever the offer).
    const gmd = (JSON.parse(predicted.stdout) as { GMDEsperado: number }).GMDEsperado;
    expect(Math.abs(gmd - out.ganho_previsto)).toBeLessThan(0.01);
    // An unreachable gain on dry grass with salt limiting intake.
    const far = await cocho(['supplement'], JSON.stringify({ ...input, ganho_alvo: 1.8 }));
    expect(JSON.parse(far.stdout)).toEqual({
      status: 'inviavel',
      erro: 'SUPPLEMENT_INVALID',
      objetivo: 'custo',
    });
    const help = await cocho(['supplement', '--help'], '');
    expect(help.stdout).toContain('"ganho_alvo"');
  });
});
