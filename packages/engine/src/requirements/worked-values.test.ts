// Worked values of docs/product/nutrition-science.md#test-values (sheet cached values, rows without the
// sheet's defects) and docs/product/nutrition-science.md#test-values (bug-fixed re-implementation grid), checked within 0.5 %.
import { describe, expect, it } from 'vitest';
import type { Animal, Breed, Regime, Sex } from '../animal/animal';
import { DEFAULT_ANIMAL } from '../animal/animal';
import { calculateRequirements } from './calculate-requirements';
import type { RequirementKey } from './requirement-keys';

function animal(breed: Breed, sex: Sex, regime: Regime, bw: number, dailyGainKg: number): Animal {
  return {
    ...DEFAULT_ANIMAL,
    raca: breed,
    sexo: sex,
    regime,
    peso_corporal_inicial: bw,
    peso_corporal_final: bw,
    ganho_medio_diario: dailyGainKg,
  };
}

function requirements(a: Animal) {
  const result = calculateRequirements(a);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const byKey = new Map(result.value.requirements.map((e) => [e.key, e]));
  const entry = (key: RequirementKey) => byKey.get(key)!;
  const child = (key: RequirementKey, childKey: string) =>
    entry(key).children.find((c) => c.key === childKey)!.value;
  return { n: result.value.numbers, entry, child };
}

/** Within 0.5 % or, for values printed with 2 decimals, within the rounding (0.006 absolute). */
function expectClose(actual: number, expected: number, label: string): void {
  const tolerance = Math.max(Math.abs(expected) * 0.005, 0.006);
  expect(Math.abs(actual - expected), `${label}: ${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

describe('Zebu bull 520 kg, 1.5 kg/day, feedlot (docs/product/nutrition-science.md#test-values column B and docs/product/nutrition-science.md#test-values)', () => {
  const { n, entry, child } = requirements(animal('zebuino', 'macho', 'confinamento', 520, 1.5));
  it('reproduces the body-weight chain', () => {
    expectClose(child('NDT', 'PCJ'), 509.4908, 'SBW');
    expectClose(child('NDT', 'PCVZ'), 450.079, 'EBW');
    expectClose(child('NDT', 'GPCVZ'), 1.453371, 'EBG');
    expectClose(child('NDT', 'PCVZeq'), 450.079, 'EqEBW');
  });
  it('reproduces intake and energy', () => {
    expectClose(entry('CMS').ideal, 10.8066, 'DMI');
    expectClose(child('EL', 'mantenca'), 7.33, 'NEm');
    expectClose(child('EL', 'ganho'), 8.78, 'RE');
    expectClose(n.pRE, 0.14755, 'pRE');
    expectClose(n.kg, 0.4763, 'kg');
    expectClose(n.km, 0.68386, 'km');
    expectClose(child('EM', 'mantenca'), 10.72, 'MEm');
    expectClose(child('EM', 'ganho'), 18.43, 'MEg');
    expectClose(entry('EM').ideal, 29.14, 'ME');
    expectClose(entry('NDT').ideal, 7.79, 'TDN (DE parenthesis fixed)');
  });
  it('reproduces protein with the microbial loop fixed', () => {
    expectClose(child('PM', 'mantenca'), 386.06, 'MPm');
    expectClose(child('PB', 'proteina_liquida_ganho'), 200.99, 'RP');
    expectClose(child('PM', 'ganho'), 424.02, 'MPg (k 47.4)');
    expectClose(entry('PM').ideal, 810.08, 'MP');
    expectClose(entry('PDR').ideal, 823.41, 'MCP = RDP');
    expectClose(entry('PNDR').ideal, 353.88, 'RUP');
    expectClose(entry('PB').ideal, 1177.28, 'CP');
  });
  it('reproduces every mineral', () => {
    const expected: Partial<Record<RequirementKey, number>> = {
      Ca: 28.44,
      P: 19.53,
      Mg: 10.16,
      Na: 12.34,
      K: 31.22,
      S: 19.96,
      Cu: 86.2,
      Co: 8.15,
      Mn: 249.75,
      Se: 6.05,
      Zn: 743.24,
      I: 5.4,
    };
    for (const [key, value] of Object.entries(expected))
      expectClose(entry(key as RequirementKey).ideal, value, key);
  });
});

describe('Zebu, pasture, 520 kg, 1.5 kg/day (docs/product/nutrition-science.md#test-values column L; the pasture DE cell has no defect)', () => {
  const { n, entry, child } = requirements(animal('zebuino', 'macho', 'pasto', 520, 1.5));
  it('reproduces the pasture chain', () => {
    expectClose(entry('CMS').ideal, 10.81, 'DMI');
    expectClose(child('NDT', 'PCVZ'), 433.9645, 'pasture EBW');
    expectClose(child('EL', 'mantenca'), 7.13, 'NEm');
    expectClose(child('EL', 'ganho'), 7.35, 'RE');
    expectClose(n.pRE, 0.18042, 'pRE');
    expectClose(n.kg, 0.45454, 'kg');
    expectClose(n.km, 0.67801, 'km');
    expectClose(child('EM', 'mantenca'), 10.52, 'MEm');
    expectClose(child('EM', 'ganho'), 16.18, 'MEg');
    expectClose(entry('EM').ideal, 26.7, 'ME');
    expectClose(child('EM', 'ED'), 31.7, 'DE');
    expectClose(entry('NDT').ideal, 7.2, 'TDN');
    expectClose(child('PM', 'mantenca'), 418.23, 'MPm');
    expectClose(child('PB', 'proteina_liquida_ganho'), 202.47, 'RP');
    expectClose(entry('PM').ideal, 845.37, 'MP (k 47.4)');
    expectClose(entry('Ca').ideal, 28.77, 'Ca');
    expectClose(entry('P').ideal, 19.65, 'P');
    expectClose(entry('Zn').ideal, 728.34, 'Zn');
  });
});

// docs/product/nutrition-science.md#test-values grid: breed, sex, BW, ADG, DMI, SBW, EBW, EBG, NEm, RE, km, kg, ME, TDN, MPm, RP, k%, MP, MCP, RUP, CP, Ca, P
type Row = [Breed, Sex, number, number, ...number[]];
const FEEDLOT: Row[] = [
  [
    'zebuino',
    'macho',
    300,
    0.8,
    6.42,
    291.51,
    255.59,
    0.77,
    4.79,
    2.97,
    0.63,
    0.42,
    14.7,
    4.0,
    253.97,
    116.61,
    54.53,
    467.82,
    466.87,
    211.29,
    678.15,
    18.61,
    11.91,
  ],
  [
    'zebuino',
    'macho',
    400,
    1.2,
    8.73,
    390.37,
    343.62,
    1.16,
    5.99,
    5.67,
    0.66,
    0.45,
    21.65,
    5.84,
    316.16,
    168.54,
    47.4,
    671.73,
    667.13,
    305.96,
    973.09,
    24.42,
    16.03,
  ],
  [
    'zebuino',
    'macho_castrado',
    300,
    0.8,
    6.42,
    291.51,
    256.89,
    0.77,
    4.81,
    2.98,
    0.63,
    0.42,
    14.75,
    4.01,
    253.97,
    116.54,
    54.38,
    468.3,
    467.88,
    211.07,
    678.95,
    18.58,
    11.9,
  ],
  [
    'zebuino',
    'macho_castrado',
    400,
    1.2,
    8.73,
    390.37,
    350.18,
    1.16,
    6.07,
    5.75,
    0.66,
    0.45,
    21.91,
    5.9,
    316.16,
    168.03,
    47.4,
    670.66,
    670.34,
    302.05,
    972.4,
    24.27,
    15.97,
  ],
  [
    'zebuino',
    'femea',
    300,
    0.8,
    6.42,
    291.51,
    260.06,
    0.77,
    4.86,
    3.01,
    0.63,
    0.42,
    14.86,
    4.04,
    253.97,
    116.37,
    54.0,
    469.46,
    470.34,
    210.56,
    680.9,
    18.5,
    11.88,
  ],
  [
    'zebuino',
    'femea',
    400,
    1.2,
    8.73,
    390.37,
    355.11,
    1.16,
    6.14,
    5.81,
    0.66,
    0.45,
    22.11,
    5.95,
    316.16,
    167.65,
    47.4,
    669.86,
    672.74,
    299.14,
    971.88,
    24.15,
    15.93,
  ],
  [
    'cruzado_corte',
    'macho',
    300,
    0.8,
    6.73,
    291.51,
    252.5,
    0.77,
    4.75,
    2.94,
    0.61,
    0.42,
    14.84,
    4.06,
    253.97,
    116.78,
    54.9,
    466.71,
    470.31,
    207.14,
    677.45,
    21.38,
    13.19,
  ],
  [
    'cruzado_corte',
    'macho',
    400,
    1.2,
    8.91,
    390.37,
    341.24,
    1.16,
    5.95,
    5.64,
    0.63,
    0.45,
    22.0,
    5.94,
    316.16,
    168.72,
    47.4,
    672.12,
    672.88,
    301.84,
    974.72,
    29.07,
    18.07,
  ],
  [
    'cruzado_corte',
    'macho_castrado',
    300,
    0.8,
    6.73,
    291.51,
    254.83,
    0.77,
    4.78,
    2.96,
    0.61,
    0.42,
    14.93,
    4.08,
    253.97,
    116.66,
    54.62,
    467.55,
    472.15,
    206.72,
    678.87,
    21.33,
    13.17,
  ],
  [
    'cruzado_corte',
    'macho_castrado',
    400,
    1.2,
    8.91,
    390.37,
    346.27,
    1.16,
    6.02,
    5.7,
    0.63,
    0.45,
    22.21,
    5.99,
    316.16,
    168.34,
    47.4,
    671.3,
    675.4,
    298.81,
    974.2,
    28.97,
    18.03,
  ],
  [
    'cruzado_corte',
    'femea',
    300,
    0.8,
    6.73,
    291.51,
    259.01,
    0.77,
    4.84,
    3.0,
    0.61,
    0.42,
    15.09,
    4.12,
    253.97,
    116.43,
    54.13,
    469.07,
    475.43,
    206.0,
    681.43,
    21.25,
    13.14,
  ],
  [
    'cruzado_corte',
    'femea',
    400,
    1.2,
    8.91,
    390.37,
    353.01,
    1.16,
    6.11,
    5.79,
    0.63,
    0.45,
    22.49,
    6.05,
    316.16,
    167.82,
    47.4,
    670.2,
    678.73,
    294.77,
    973.5,
    28.84,
    17.98,
  ],
  [
    'cruzado_leite',
    'macho',
    300,
    0.8,
    6.19,
    291.19,
    252.22,
    0.77,
    4.75,
    2.94,
    0.56,
    0.42,
    15.49,
    4.17,
    253.77,
    116.8,
    54.93,
    466.4,
    478.38,
    200.3,
    678.68,
    21.38,
    13.19,
  ],
  [
    'cruzado_leite',
    'macho',
    400,
    1.2,
    8.69,
    389.2,
    340.2,
    1.16,
    5.94,
    5.63,
    0.56,
    0.45,
    23.19,
    6.21,
    315.45,
    168.8,
    47.4,
    671.58,
    687.89,
    289.17,
    977.06,
    29.09,
    18.07,
  ],
  [
    'cruzado_leite',
    'macho_castrado',
    300,
    0.8,
    6.19,
    291.19,
    254.54,
    0.77,
    4.78,
    2.96,
    0.56,
    0.42,
    15.59,
    4.2,
    253.77,
    116.67,
    54.65,
    467.24,
    480.28,
    199.82,
    680.11,
    21.34,
    13.17,
  ],
  [
    'cruzado_leite',
    'macho_castrado',
    400,
    1.2,
    8.69,
    389.2,
    345.18,
    1.16,
    6.01,
    5.69,
    0.56,
    0.45,
    23.41,
    6.26,
    315.45,
    168.42,
    47.4,
    670.77,
    690.5,
    286.06,
    976.56,
    28.99,
    18.04,
  ],
  [
    'cruzado_leite',
    'femea',
    300,
    0.8,
    6.19,
    291.19,
    258.72,
    0.77,
    4.84,
    2.99,
    0.56,
    0.42,
    15.75,
    4.24,
    253.77,
    116.44,
    54.16,
    468.76,
    483.69,
    199.0,
    682.69,
    21.26,
    13.15,
  ],
  [
    'cruzado_leite',
    'femea',
    400,
    1.2,
    8.69,
    389.2,
    351.89,
    1.16,
    6.09,
    5.77,
    0.56,
    0.45,
    23.71,
    6.33,
    315.45,
    167.9,
    47.4,
    669.68,
    693.96,
    281.93,
    975.89,
    28.86,
    17.99,
  ],
];
const PASTURE: Row[] = [
  [
    'zebuino',
    'macho',
    250,
    0.5,
    4.82,
    242.25,
    206.31,
    0.48,
    4.08,
    1.29,
    0.57,
    0.36,
    10.7,
    2.92,
    239.48,
    74.24,
    60.34,
    362.51,
    344.72,
    177.36,
    522.08,
    13.73,
    8.96,
  ],
  [
    'zebuino',
    'macho',
    350,
    0.8,
    7.16,
    340.88,
    290.33,
    0.77,
    5.28,
    2.76,
    0.61,
    0.41,
    15.49,
    4.24,
    309.4,
    114.76,
    47.4,
    551.5,
    517.69,
    275.22,
    792.91,
    18.87,
    12.64,
  ],
  [
    'zebuino',
    'macho',
    450,
    1.0,
    9.03,
    439.94,
    374.72,
    0.96,
    6.39,
    4.25,
    0.63,
    0.44,
    19.89,
    5.44,
    374.64,
    138.29,
    47.4,
    666.39,
    641.31,
    319.94,
    961.25,
    22.14,
    15.45,
  ],
  [
    'cruzado_corte',
    'macho',
    250,
    0.5,
    5.21,
    242.25,
    206.31,
    0.48,
    4.08,
    1.29,
    0.57,
    0.36,
    10.7,
    2.95,
    239.48,
    74.24,
    60.34,
    362.51,
    346.93,
    175.59,
    522.52,
    15.21,
    9.69,
  ],
  [
    'cruzado_corte',
    'macho',
    350,
    0.8,
    7.3,
    340.88,
    290.33,
    0.77,
    5.28,
    2.76,
    0.61,
    0.41,
    15.49,
    4.25,
    309.4,
    114.76,
    47.4,
    551.5,
    518.38,
    274.67,
    793.05,
    21.74,
    13.94,
  ],
  [
    'cruzado_corte',
    'macho',
    450,
    1.0,
    8.93,
    439.94,
    374.72,
    0.96,
    6.39,
    4.25,
    0.63,
    0.44,
    19.89,
    5.43,
    374.64,
    138.29,
    47.4,
    666.39,
    640.89,
    320.28,
    961.17,
    26.07,
    17.16,
  ],
  [
    'cruzado_leite',
    'macho',
    250,
    0.5,
    4.44,
    242.25,
    206.31,
    0.48,
    4.08,
    1.29,
    0.57,
    0.36,
    10.7,
    2.89,
    239.48,
    74.24,
    60.34,
    362.51,
    342.56,
    179.08,
    521.65,
    15.21,
    9.69,
  ],
  [
    'cruzado_leite',
    'macho',
    350,
    0.8,
    6.94,
    340.88,
    290.33,
    0.77,
    5.28,
    2.76,
    0.61,
    0.41,
    15.49,
    4.23,
    309.4,
    114.76,
    47.4,
    551.5,
    516.58,
    276.11,
    792.69,
    21.74,
    13.94,
  ],
  [
    'cruzado_leite',
    'macho',
    450,
    1.0,
    8.91,
    439.94,
    374.72,
    0.96,
    6.39,
    4.25,
    0.63,
    0.44,
    19.89,
    5.43,
    374.64,
    138.29,
    47.4,
    666.39,
    640.78,
    320.37,
    961.14,
    26.07,
    17.16,
  ],
];

function checkRow(row: Row, regime: Regime): void {
  const [breed, sex, bw, dailyGainKg, ...v] = row;
  const { n, entry, child } = requirements(animal(breed, sex, regime, bw, dailyGainKg));
  const label = (name: string) => `${breed}/${sex}/${regime}/${bw}/${dailyGainKg} ${name}`;
  const [dmi, sbw, ebw, ebg, nem, re, km, kg, me, tdn, mpm, rp, k, mp, mcp, rup, cp, ca, p] = v as number[];
  expectClose(entry('CMS').ideal, dmi!, label('DMI'));
  expectClose(child('NDT', 'PCJ'), sbw!, label('SBW'));
  expectClose(child('NDT', 'PCVZ'), ebw!, label('EBW'));
  expectClose(child('NDT', 'GPCVZ'), ebg!, label('EBG'));
  expectClose(child('EL', 'mantenca'), nem!, label('NEm'));
  expectClose(child('EL', 'ganho'), re!, label('RE'));
  expectClose(n.km, km!, label('km'));
  expectClose(n.kg, kg!, label('kg'));
  expectClose(entry('EM').ideal, me!, label('ME'));
  expectClose(entry('NDT').ideal, tdn!, label('TDN'));
  expectClose(child('PM', 'mantenca'), mpm!, label('MPm'));
  expectClose(child('PB', 'proteina_liquida_ganho'), rp!, label('RP'));
  expectClose(child('PB', 'eficiencia'), k!, label('k'));
  expectClose(entry('PM').ideal, mp!, label('MP'));
  expectClose(entry('PDR').ideal, mcp!, label('MCP'));
  expectClose(entry('PNDR').ideal, rup!, label('RUP'));
  expectClose(entry('PB').ideal, cp!, label('CP'));
  expectClose(entry('Ca').ideal, ca!, label('Ca'));
  expectClose(entry('P').ideal, p!, label('P'));
}

describe('docs/product/nutrition-science.md#test-values grid (feedlot and pasture, three breed groups, three sexes)', () => {
  it.each(FEEDLOT.map((row) => [row.slice(0, 4).join(' '), row] as const))('feedlot %s', (_name, row) =>
    checkRow(row, 'confinamento'),
  );
  it.each(PASTURE.map((row) => [row.slice(0, 4).join(' '), row] as const))('pasture %s', (_name, row) =>
    checkRow(row, 'pasto'),
  );
});

describe('km option', () => {
  it('publishedKg gives the reference sensitivity values (ME 28.32, TDN 7.60, CP 1175 at 520 kg / 1.5)', () => {
    const result = calculateRequirements(animal('zebuino', 'macho', 'confinamento', 520, 1.5), {
      kmForm: 'publishedKg',
    });
    if (!result.ok) throw new Error('invalid');
    const get = (key: RequirementKey) => result.value.requirements.find((e) => e.key === key)!.ideal;
    expectClose(result.value.numbers.km, 0.741, 'km');
    expectClose(get('EM'), 28.32, 'ME');
    expectClose(get('NDT'), 7.6, 'TDN');
    expect(Math.abs(get('PB') - 1175) / 1175).toBeLessThan(0.005);
  });
});
