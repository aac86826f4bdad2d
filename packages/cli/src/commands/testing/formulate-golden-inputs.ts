// Inputs of the `cocho formulate` golden test: the output for each was recorded (formulate-golden.json)
// before the objective choice was added, so that input without "objetivo" keeps its output.
const FULL = { MS: 0, PB: 0, NDT: 0, FDN: 0, EE: 0, CNF: 0, Ca: 0, P: 0, Mg: 0, K: 0, Na: 0, S: 0 };
const silage = {
  id: 'silagem',
  nutrientes: {
    ...FULL,
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
};
const corn = {
  id: 'milho',
  nutrientes: {
    ...FULL,
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
};
const soy = {
  id: 'soja',
  nutrientes: {
    ...FULL,
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
};
const mineral = {
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
};
const animal = {
  tipo: 'crescimento_terminacao',
  raca: 'zebuino',
  regime: 'confinamento',
  sexo: 'macho',
  peso_corporal_inicial: 400,
  peso_corporal_final: 540,
  ganho_medio_diario: 1.3,
};
const HAND = {
  alimentos: [
    { id: 'A', nutrientes: { MS: 50, PB: 10 }, custo: 0.1 },
    { id: 'B', nutrientes: { MS: 90, PB: 40 }, custo: 0.9 },
  ],
  exigencias: { CMS: { minimo: 10, maximo: 10 }, PB: { minimo: 1200, maximo: null } },
};
const free = { minimo: null, maximo: null };

export const FORMULATE_GOLDEN_INPUTS: Readonly<Record<string, unknown>> = {
  hand: HAND,
  roughageShare: {
    alimentos: [
      { id: 'A', nutrientes: { MS: 50, PB: 10 }, custo: 0.1, volumoso: true },
      { id: 'B', nutrientes: { MS: 90, PB: 40 }, custo: 0.9, maximo: 10 },
      { id: 'C', nutrientes: { MS: 88, PB: 9 }, custo: 0.5 },
    ],
    exigencias: { CMS: { minimo: 10, maximo: 10 } },
    proporcaoVC: 60,
  },
  approximate: {
    ...HAND,
    exigencias: { CMS: { minimo: 10, maximo: 10.5 }, NDT: { minimo: 7, maximo: null } },
  },
  infeasible: {
    alimentos: [
      { id: 'A', nutrientes: { MS: 50, PB: 10, Ca: 0.5, P: 0.1 }, custo: 0.1 },
      { id: 'B', nutrientes: { MS: 90, PB: 40, Ca: 0.4, P: 0.2 }, custo: 0.9 },
    ],
    exigencias: {
      CMS: { minimo: 10, maximo: 10 },
      Ca: { minimo: null, maximo: 10 },
      P: { minimo: 30, maximo: null },
    },
  },
  animalStrict: { animal, alimentos: [silage, corn, soy, mineral] },
  animalUncapped: {
    animal,
    alimentos: [silage, corn, soy, { ...mineral, minimo: 0, maximo: 100 }],
    proporcaoVC: 40,
  },
  animalNoMinerals: {
    animal: { ...animal, ganho_medio_diario: 1.6, total_racao_a_produzir: 2000 },
    alimentos: [silage, corn, soy, mineral],
    exigencias: Object.fromEntries(
      ['Ca', 'P', 'Mg', 'K', 'Na', 'S', 'Co', 'Cu', 'I', 'Mn', 'Se', 'Zn'].map((k) => [k, free]),
    ),
  },
  invalid: { alimentos: [{ id: 'A', nutrientes: { MS: 50 }, custo: -1 }] },
  notAnObject: [],
};
