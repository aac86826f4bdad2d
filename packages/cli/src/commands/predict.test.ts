// Contract of `cocho predict`, through runCli with in-memory streams.
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli';

async function run(input: unknown) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c) => (out += String(c)));
  stderr.on('data', (c) => (err += String(c)));
  const code = await runCli(['predict'], Readable.from([JSON.stringify(input)]), stdout, stderr);
  return { code, out, err };
}

const KEYS = [
  'GMDEsperado',
  'PGMDEL',
  'PGMDPM',
  'PGMDCa',
  'PGMDP',
  'limitante',
  'excNFezes',
  'excNUrina',
  'excTotalN',
  'excTotalP',
  'producaoMetano',
  'producaoMetanoProduto',
];
const ADDED_KEYS = [
  'CMSOfertada',
  'CMSConsumida',
  'CMSMaxima',
  'consumoLimitado',
  'ym',
  'CMSEsperada',
  'CMSBrCorte',
  'CMSEnergiaDieta',
  'baseConsumo',
];
const bull = {
  tipo: 'crescimento_terminacao',
  raca: 'zebuino',
  regime: 'confinamento',
  sexo: 'macho',
  peso_corporal_inicial: 510,
  peso_corporal_final: 530,
  ganho_medio_diario: 1.5,
};

async function requirementsOf(animal: unknown) {
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (c) => (out += String(c)));
  await runCli(['requirements'], Readable.from([JSON.stringify(animal)]), stdout, new PassThrough());
  return JSON.parse(out) as Record<string, { ideal: number }>;
}

describe('cocho predict', () => {
  it('writes exactly the contract keys', async () => {
    const { code, out, err } = await run({
      animal: bull,
      alimentos: [
        { id: 'silagem', quantidade: 20, nutrientes: { MS: 35, NDT: 65, PB: 8, Ca: 0.3, P: 0.2 } },
        { id: 'milho', quantidade: 4, nutrientes: { MS: 88, NDT: 85, PB: 9, Ca: 0.03, P: 0.3 } },
      ],
    });
    expect(err).toBe('');
    expect(code).toBe(0);
    const output = JSON.parse(out);
    // The contract keys first, then the optional keys added later (intake and Ym).
    expect(Object.keys(output)).toEqual([...KEYS, ...ADDED_KEYS]);
    expect(['EL', 'PM', 'Ca', 'P']).toContain(output.limitante);
    expect(output.GMDEsperado).toBe(Math.min(output.PGMDEL, output.PGMDPM, output.PGMDCa, output.PGMDP));
    expect(output.excNFezes + output.excNUrina).toBeCloseTo(output.excTotalN, 9);
  });
  it('predicts the gain a diet was built to supply (Zebu bull 1.5 kg/day, within 0.02)', async () => {
    const r = await requirementsOf(bull);
    const dm = r.CMS!.ideal;
    const output = JSON.parse(
      (
        await run({
          animal: bull,
          alimentos: [
            {
              id: 'exata',
              quantidade: dm,
              nutrientes: {
                MS: 100,
                NDT: (r.NDT!.ideal / dm) * 100,
                PB: r.PB!.ideal / dm / 10,
                Ca: r.Ca!.ideal / dm / 10,
                P: r.P!.ideal / dm / 10,
              },
            },
          ],
        })
      ).out,
    );
    expect(Math.abs(output.GMDEsperado - 1.5)).toBeLessThanOrEqual(0.02);
  });
  it('a 300 kg Nellore offered 5 % of BW eats its intake: a plausible gain, not 4 kg/day', async () => {
    const nellore = {
      tipo: 'crescimento_terminacao',
      raca: 'zebuino',
      regime: 'confinamento',
      sexo: 'macho',
      peso_corporal_inicial: 300,
      peso_corporal_final: 320,
    };
    // 15.5 kg DM (5 % of the 310 kg mean weight): corn silage, ground corn, soybean meal, mineral mix.
    const k = 15.5 / 12.686;
    const { code, out } = await run({
      animal: nellore,
      alimentos: [
        {
          id: 'silagem',
          quantidade: 15 * k,
          volumoso: true,
          nutrientes: { MS: 35, NDT: 65, PB: 7.5, Ca: 0.3, P: 0.2 },
        },
        { id: 'milho', quantidade: 6 * k, nutrientes: { MS: 88, NDT: 85, PB: 9, Ca: 0.03, P: 0.3 } },
        { id: 'farelo', quantidade: 2.2 * k, nutrientes: { MS: 89, NDT: 81, PB: 48, Ca: 0.3, P: 0.6 } },
        { id: 'mineral', quantidade: 0.2 * k, nutrientes: { MS: 99, Ca: 15, P: 8 } },
      ],
    });
    expect(code).toBe(0);
    const output = JSON.parse(out);
    // Fed ad libitum the bull eats up to its maximum intake (BR-CORTE CMS × 1.10, the formulation's bound):
    // about 2 kg/day, not the 4 kg/day of "everything offered is eaten".
    expect(output.GMDEsperado).toBeGreaterThan(1.7);
    expect(output.GMDEsperado).toBeLessThanOrEqual(2.1);
    expect(output.CMSOfertada).toBeCloseTo(15.5, 6);
    expect(output.consumoLimitado).toBe(true);
    expect(output.CMSConsumida / output.CMSMaxima).toBeCloseTo(1, 2);
  });
  it('a Nellore bull on pasture gains, and the forage intake and substitution are reported', async () => {
    // A pasture case: 300→360 kg, grass at 25 % DM, 10 % CP, 60 % TDN, 4–9 kg DM offered, 76 g of
    // mineral salt. It used to predict 0 kg/day at every offer and grass quality.
    const grass = (kgDm: number, tdn: number) => ({
      animal: { ...bull, regime: 'pasto', peso_corporal_inicial: 300, peso_corporal_final: 360 },
      alimentos: [
        {
          id: 'capim',
          quantidade: kgDm / 0.25,
          volumoso: true,
          nutrientes: { MS: 25, PB: 10, NDT: tdn, Ca: 0.4, P: 0.2 },
        },
        { id: 'sal', quantidade: 0.076, nutrientes: { MS: 99, Ca: 15, P: 8 } },
      ],
    });
    const gains: number[] = [];
    const energyGains: number[] = [];
    for (const tdn of [55, 60, 70]) {
      const { code, out } = await run(grass(9, tdn));
      expect(code).toBe(0);
      const output = JSON.parse(out);
      expect(output.GMDEsperado).toBeGreaterThan(0.2);
      expect(output.GMDEsperado).toBeLessThan(1.3);
      expect(Object.keys(output)).toEqual(
        expect.arrayContaining([
          'CMSForragem',
          'CMSSuplemento',
          'CMSForragemSemSuplemento',
          'taxaSubstituicao',
        ]),
      );
      // Grazing: the NRC (2000) intake of the diet, not the CMS at the gain; the salt is eaten whole and
      // the forage fills the rest.
      expect(output.consumoPastejo).toBe(true);
      expect(output.CMSConsumida).toBeCloseTo(output.CMSEsperada, 1);
      expect(output.CMSSuplemento).toBeCloseTo(0.076 * 0.99, 9);
      expect(output.CMSForragem + output.CMSSuplemento).toBeCloseTo(output.CMSConsumida, 9);
      gains.push(output.GMDEsperado);
      energyGains.push(output.PGMDEL);
    }
    // Better grass allows more gain from energy; at 10 % CP protein may limit the expected gain.
    expect(energyGains[1]).toBeGreaterThan(energyGains[0]!);
    expect(energyGains[2]).toBeGreaterThan(energyGains[1]!);
    expect(gains[1]).toBeGreaterThanOrEqual(gains[0]!);
    expect(gains[2]).toBeGreaterThanOrEqual(gains[1]!);
    // Less grass offered than the animal eats: it eats it all and gains less.
    const short = JSON.parse((await run(grass(4, 60))).out);
    expect(short.consumoLimitado).toBe(false);
    expect(short.GMDEsperado).toBeLessThan(gains[1]!);
  });
  it('ym takes a value of IPCC 2019 Table 10.12 and refuses others', async () => {
    const alimentos = [
      {
        id: 'silagem',
        quantidade: 20,
        volumoso: true,
        nutrientes: { MS: 35, NDT: 65, PB: 8, Ca: 0.3, P: 0.2 },
      },
    ];
    const auto = JSON.parse((await run({ animal: bull, alimentos })).out);
    const chosen = JSON.parse((await run({ animal: bull, alimentos, ym: 7 })).out);
    expect(auto.ym).toBe(6.3);
    expect(chosen.ym).toBe(7);
    expect(chosen.producaoMetano / auto.producaoMetano).toBeCloseTo(7 / 6.3, 9);
    const bad = await run({ animal: bull, alimentos, ym: 6.5 });
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.err)).toEqual([{ field: 'ym', code: 'notAnIpccYm' }]);
  });
  it('milk makes no methane (IPCC 2019: calves on milk, Ym 0)', async () => {
    const calf = {
      tipo: 'bezerro',
      raca: 'zebuino',
      regime: 'pasto',
      sexo: 'macho',
      peso_corporal_medio: 80,
    };
    const { code, out, err } = await run({
      animal: calf,
      alimentos: [
        { id: 'leite', leite: true, quantidade: 6, nutrientes: { MS: 13.92, NDT: 128.5, PB: 25.6 } },
      ],
    });
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(out).producaoMetano).toBe(0);
  });
  it('a total quantity of 0 is exit 2 with an error list', async () => {
    const { code, out, err } = await run({
      animal: bull,
      alimentos: [{ id: 'a', quantidade: 0, nutrientes: { MS: 90 } }],
    });
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(JSON.parse(err)).toEqual([{ field: 'alimentos', code: 'zeroTotalQuantity' }]);
  });
  it('invalid animal or feeds are exit 2 with every error', async () => {
    const { code, err } = await run({
      animal: { ...bull, raca: 'angus', peso_corporal_inicial: 600 },
      alimentos: [{ id: 'a', quantidade: 'x', nutrientes: { MS: 'y' } }],
    });
    expect(code).toBe(2);
    expect(JSON.parse(err).map((e: { field: string }) => e.field)).toEqual([
      'animal.raca',
      'animal.peso_corporal_inicial',
      'animal.peso_corporal_final',
      'alimentos[0].nutrientes.MS',
      'alimentos[0].quantidade',
    ]);
    expect((await run({ animal: bull })).code).toBe(2);
  });
  it('names each bad feed, nutrient and quantity; texts that read as numbers are numbers', async () => {
    const { code, err } = await run({
      animal: bull,
      alimentos: [
        5,
        null,
        { nutrientes: [1] },
        { nutrientes: { MS: 'abc', PB: '12', NDT: null, EE: true }, quantidade: '  ' },
        { id: 7, nutrientes: { MS: 88, NDT: 70, PB: 12 }, quantidade: '3', volumoso: 'yes' },
      ],
    });
    expect(code).toBe(2);
    expect(JSON.parse(err)).toEqual([
      { field: 'alimentos[0]', code: 'invalidFeed' },
      { field: 'alimentos[1]', code: 'invalidFeed' },
      { field: 'alimentos[2].nutrientes', code: 'invalidNutrients' },
      { field: 'alimentos[2].quantidade', code: 'notANumber' },
      { field: 'alimentos[3].nutrientes.MS', code: 'notANumber' },
      { field: 'alimentos[3].nutrientes.EE', code: 'notANumber' },
      { field: 'alimentos[3].quantidade', code: 'notANumber' },
    ]);
    expect(JSON.parse((await run([])).err)).toEqual([{ field: 'animal', code: 'required' }]);
  });
});
