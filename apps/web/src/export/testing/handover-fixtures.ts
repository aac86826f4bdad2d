/**
 * Results of the hand-over screens for the export tests: the default animal's
 * requirements (engine), a supplement and a least-cost supplement with hand-set figures, a mix (engine), two
 * compared diets and a public link's answer whose record carries a private note the reports must not print.
 */
import { calculateMixture, calculateRequirements, DEFAULT_ANIMAL } from '@cocho/engine';
import type { Language, LeastCostSupplementResult, SupplementResult } from '@cocho/engine';
import type { TDietRecord, TPublicDietView } from '@cocho/contracts';
import type { ComparedDiet } from '../../features/comparison/compare-diets';
import { buildComparisonReport } from '../../features/comparison/comparison-report';
import { buildRequirementsReport } from '../../features/requirements/requirements-report';
import { buildPublicRecordReport } from '../../features/sharing/public-report';
import { buildSupplementReport } from '../../features/supplement/supplement-report';
import type { HandoverReport } from '../handover-report';
import { buildMixHandover } from '../mix-handover';
import { buildMixReportData } from '../report-data';
import type { Translate } from '../report-text';
import { FIXTURE_DATE, FIXTURE_FEEDS, FIXTURE_TIME_ZONE } from './diet-fixture';
import { blankRecord } from '../../features/records/record-shape';

const at = { generatedAt: FIXTURE_DATE, timeZone: FIXTURE_TIME_ZONE } as const;

export function requirementsFixture() {
  const outcome = calculateRequirements(DEFAULT_ANIMAL);
  if (!outcome.ok) throw new Error('requirements fixture');
  return outcome.value;
}

export function buildRequirementsFixture(
  language: Language,
  t: Translate,
  editedKey?: string,
): HandoverReport {
  const result = requirementsFixture();
  return buildRequirementsReport(
    {
      language,
      ...at,
      animal: result.animal,
      requirements: result.requirements.map((entry) =>
        entry.key === editedKey ? { ...entry, ideal: 12.34, changed: true } : entry,
      ),
      warnings: result.warnings,
      liveWeightKg: result.numbers.liveWeightKg,
      authorName: 'Ana Souza',
    },
    t,
  );
}

const SUPPLEMENT: SupplementResult = {
  feeds: [
    { id: 'B', dryMatterPercent: 62.5, asFedPercent: 60.1, quantityKgAsFed: null },
    { id: 'C', dryMatterPercent: 37.5, asFedPercent: 39.9, quantityKgAsFed: null },
  ],
  composition: { MS: 89.2, PB: 28.4, NDT: 81.9, Ca: 0.3 },
  tdnPercent: 81.9,
  costPerKgAsFed: 2.54,
  costPerKgDm: 2.85,
  unpricedFeedIds: [],
};

const LEAST_COST: LeastCostSupplementResult = {
  feeds: [
    { id: 'B', asFedPercent: 75, dryMatterPercent: 73, kgAsFedPerDay: 0.2625 },
    { id: 'C', asFedPercent: 25, dryMatterPercent: 27, kgAsFedPerDay: 0.0875 },
  ],
  composition: { MS: 89.5, PB: 40.2, NDT: 70 },
  tdnPercent: 70,
  intakeKgAsFed: 0.35,
  saltPercent: 25,
  ureaGramsPerDay: 21,
  ureaMaxGramsPerDay: 40,
  costPerKgAsFed: 1.95,
  costPerKgDm: 2.18,
  costPerHeadPerDay: 0.68,
  costPerArroba: 10.24,
};

const nameOf = (id: string) => FIXTURE_FEEDS.find((feed) => feed.id === id)?.name ?? id;

export function buildSupplementFixture(language: Language, t: Translate, leastCost = false): HandoverReport {
  return buildSupplementReport(
    {
      language,
      ...at,
      name: leastCost ? 'Proteinado seca' : 'Proteico energético',
      result: leastCost ? LEAST_COST : SUPPLEMENT,
      nameOf,
      authorName: null,
    },
    t,
  );
}

export function buildMixFixture(language: Language, t: Translate): HandoverReport {
  const mixture = calculateMixture({
    alimentos: [
      { id: 'A', nutrientes: { MS: 50, PB: 10, EM: 2.4, Cu: 10 }, proporcao: 60, custo: 0.1 },
      { id: 'B', nutrientes: { MS: 90, PB: 40, EM: 3 }, proporcao: 40, custo: 0.9 },
    ],
    total_racao_a_produzir: 500,
    capacidade_misturador: 200,
  });
  if (!mixture.ok) throw new Error('mixture fixture');
  return buildMixHandover(
    buildMixReportData({
      language,
      ...at,
      feeds: FIXTURE_FEEDS,
      mixture: mixture.value,
      mixName: 'Ração cocho 2',
    }),
    t,
  );
}

const COMPARED: readonly ComparedDiet[] = [
  {
    id: '1',
    name: 'Dieta verão',
    status: 'otima',
    costPerDay: 9.87,
    dryMatterIntakeKg: 10,
    asFedIntakeKg: 19.26,
    roughagePercent: 93.3,
    feedEfficiency: 0.12,
    nutrients: { PB: 1200, NDT: 6.6 },
    feeds: [
      { id: 'A', name: 'Silagem de milho', asFedKg: 18.67, dryMatterPercent: 93.3 },
      { id: 'B', name: 'Farelo de soja', asFedKg: 0.74, dryMatterPercent: 6.7 },
    ],
  },
  {
    id: '2',
    name: 'Dieta inverno',
    status: 'aproximada',
    costPerDay: 11.5,
    dryMatterIntakeKg: 9.5,
    asFedIntakeKg: 12.1,
    roughagePercent: 40,
    feedEfficiency: 0.15,
    nutrients: { PB: 1100 },
    feeds: [{ id: 'C', name: 'Milho grão', asFedKg: 6.48, dryMatterPercent: 60 }],
  },
];

export function buildComparisonFixture(language: Language, t: Translate): HandoverReport {
  return buildComparisonReport({ language, ...at, diets: COMPARED, authorName: null }, t);
}

/** A note only the owner may read: no public export may print it. */
export const PRIVATE_NOTE = 'Nota privada do consultor 7731';

const PUBLIC_RECORD: TDietRecord = {
  ...blankRecord({
    nome: 'Lote do cliente',
    time: 1_795_000_000_000,
    idCliente: 99,
    id: 7,
    obs: PRIVATE_NOTE,
  }),
  tipoEntrada: '/MS',
  custo: 5.06,
  animal: { ...DEFAULT_ANIMAL, numero_animais: 80 },
  alimentos_selecionados: [
    {
      id: '12',
      tipo: 6,
      name: 'Silagem de milho',
      name_en: 'Corn silage',
      name_es: 'Ensilaje de maíz',
      volumoso: true,
      nutrientes: { MS: 32.1 },
    },
  ],
  resultado: [{ id: '12', MN: 20.25, MNprop: 100, MS: 6.5, MSprop: 100, CUSTO: 5.06, totalRacao: 1000 }],
  proporcao_volumoso: 60,
  exigencias_selecionadas: ['CMS'],
  user_id: 4242,
  status: 2,
};

const PUBLIC_VIEW: TPublicDietView = {
  nome: 'Lote do cliente',
  situacao: 'aproximada',
  erro: null,
  animal: { ...DEFAULT_ANIMAL, numero_animais: 80 },
  custo: 5.06,
  consumo_ms: 6.5,
  consumo_mn: 20.25,
  exigencias: [{ exigencia: 'CMS', unidade: 'kg/dia', minimo: 8.1, maximo: 9.4, fornecido: 6.5 }],
  faltas: [{ exigencia: 'CMS', limite: 'minimo', exigido: 8.1, fornecido: 6.5 }],
  avisos: [{ code: 'EDITED_COMPOSITION', id: '12' }, { code: 'SOMETHING_NEW' }],
};

export function buildPublicFixture(language: Language, t: Translate): HandoverReport {
  return buildPublicRecordReport(
    { language, ...at, modo: 'FD', dieta: PUBLIC_RECORD, publico: PUBLIC_VIEW },
    t,
  );
}

/** Every hand-over report of a language. */
export function buildAllHandovers(language: Language, t: Translate): HandoverReport[] {
  return [
    buildRequirementsFixture(language, t, 'CMS'),
    buildSupplementFixture(language, t),
    buildSupplementFixture(language, t, true),
    buildMixFixture(language, t),
    buildComparisonFixture(language, t),
    buildPublicFixture(language, t),
  ];
}
