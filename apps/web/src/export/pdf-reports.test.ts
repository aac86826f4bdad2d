import { describe, expect, it } from 'vitest';
import { indicatorNameText } from '@cocho/contracts';
import { calculateFinancialReport, calculateMixture } from '@cocho/engine';
import { buildDietFormula } from './diet-formula';
import { buildFieldReport } from './field-report';
import { buildFullReport } from './full-report';
import { buildMixReport } from './mix-report';
import { renderPdf } from './pdf-library';
import type { PdfDocument } from './pdf-library';
import { buildMixReportData } from './report-data';
import {
  buildFixtureReport,
  FIXTURE_ANIMAL,
  FIXTURE_DATE,
  FIXTURE_FEEDS,
  FIXTURE_TIME_ZONE,
} from './testing/diet-fixture';
import { extractPdfText } from './testing/node-tools';
import { translatorFor } from './testing/translator';

/** The PDF's text with runs of spaces (and Intl's no-break spaces) collapsed. */
async function pdfText(document: PdfDocument): Promise<string> {
  const bytes = await renderPdf(document);
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return (await extractPdfText(bytes)).replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
}

describe('full report PDF (rendered by pdfmake, read back by pdftotext)', () => {
  it('Portuguese: the feeds, amounts, cost per day in R$ with decimal comma, date, animal and nutrients', async () => {
    const text = await pdfText(buildFullReport(buildFixtureReport('pt'), translatorFor('pt')));
    expect(text).toContain('Cocho');
    expect(text).toContain('Relatório completo da dieta');
    expect(text).toContain('Terminação lote 3');
    expect(text).toContain('Cliente: Fazenda Boa Vista');
    expect(text).toContain('22/11/2026 11:05');
    expect(text).toContain('Silagem de milho');
    expect(text).toContain('Farelo de soja');
    // Hand-solved: 28/3 kg DM of A = 18,667 kg as fed; 2/3 kg DM of B = 0,741 kg as fed; cost 38/15 a day.
    expect(text).toContain('18,667');
    expect(text).toContain('0,741');
    expect(text).toMatch(/Custo por animal por dia R\$ 2,53/);
    expect(text).toContain('Dieta ótima');
    expect(text).toContain('Zebuíno');
    expect(text).toContain('Proteína bruta (PB)');
    expect(text).toContain('1.200,0');
    // The costly third feed is left out and said so.
    expect(text).toContain('Alimentos que não entraram na dieta: Milho grão.');
    // Lot of 20 head: 2,5333 × 20 = 50,67 per day.
    expect(text).toMatch(/Custo do lote por dia R\$ 50,67/);
  });

  it('English: feed names in English, dollar amounts with a decimal point, US date', async () => {
    const text = await pdfText(buildFullReport(buildFixtureReport('en'), translatorFor('en')));
    expect(text).toContain('Full diet report');
    expect(text).toContain('Corn silage');
    expect(text).toContain('Soybean meal');
    expect(text).toContain('18.667');
    expect(text).toMatch(/Cost per head per day \$2\.53/);
    expect(text).toContain('11/22/2026 11:05 AM');
    expect(text).toContain('Crude protein (CP)');
    expect(text).not.toContain('Silagem de milho');
  });

  it('shows the Ca:P ratio, the effective fiber and the trace-mineral premix the diet needs', async () => {
    const data = buildFixtureReport('pt');
    const guards = {
      caPRatio: 1.8,
      effectiveFibrePercent: 7.4,
      premix: {
        gramsPerHeadPerDay: 20,
        minerals: [
          {
            key: 'Se' as const,
            mgPerDay: 2.5,
            mgPerKg: 125,
            source: 'sodiumSelenite',
            sourceGramsPerKg: 0.28,
          },
          { key: 'Co' as const, mgPerDay: 4, mgPerKg: 200, source: 'cobaltSulfate', sourceGramsPerKg: 0.95 },
        ],
        carrier: 'groundCorn' as const,
        carrierGramsPerKg: 998.8,
      },
    };
    const text = await pdfText(buildFullReport({ ...data, guards }, translatorFor('pt')));
    expect(text).toMatch(/Relação Ca:P 1,80/);
    expect(text).toMatch(/Fibra efetiva \(% da MS\) 7,4/);
    expect(text).toContain('Premix de microminerais de que esta dieta precisa');
    expect(text).toContain('20 g por cabeça por dia');
    expect(text).toMatch(/Selenito de sódio: 0,28/);
    expect(text).toContain('Veículo (fubá de milho): 998,8 g/kg');
    // A diet without a premix has no such section.
    const plain = await pdfText(
      buildFullReport({ ...data, guards: { ...guards, premix: null } }, translatorFor('pt')),
    );
    expect(plain).not.toContain('Premix de microminerais');
  });

  it('with the financial report: every IAE and ATC indicator by its full name, and the scenarios', async () => {
    const data = buildFixtureReport('en');
    const finance = calculateFinancialReport({
      animal: FIXTURE_ANIMAL,
      dieta: { CUSTO: data.totals.costPerDay, CMS: data.totals.dryMatterIntakeKg },
    });
    if (!finance.ok) throw new Error(`finance fixture: ${JSON.stringify(finance.errors)}`);
    const report = finance.value;
    const text = await pdfText(buildFullReport({ ...data, finance: report }, translatorFor('en')));
    expect(text).toContain('General indicators');
    expect(text).toContain('Total operation evaluation');
    for (const code of [...report.groups.IAE, ...report.groups.ATC])
      expect(text.replace(/\s+/g, ' ')).toContain(indicatorNameText(code, 'en').replace(/\s+/g, ' '));
    expect(text).toContain('Daily gain scenarios');
    expect(text).toMatch(/80% 1\.040/);
    expect(text).toMatch(/110% 1\.430/);
  });

  it('an impossible diet lists what is missed and the conflicting restrictions', async () => {
    const data = buildFixtureReport('pt', { impossible: true });
    expect(data.status).not.toBe('otima');
    const text = await pdfText(buildFullReport(data, translatorFor('pt')));
    expect(text).toContain('Exigências não atendidas');
    // The supplied-versus-required table holds unmet lines too: its heading does not say they are met.
    expect(text).toContain('Exigências: exigido e fornecido');
    expect(text).not.toContain('Exigências atendidas');
    expect(text).toContain('Restrições em conflito');
    expect(text).toMatch(/Proteína bruta \(PB\): mínimo de 5\.000,0 g\/dia/);
    expect(text).toContain('Inclua outros alimentos ou retire restrições');
  });
});

describe('field, formula and mix reports', () => {
  it('field report: kg as fed per head and for the lot, the mixer batches, and no prices', async () => {
    const data = buildFixtureReport('pt', { mixerCapacityKg: 300 });
    const text = await pdfText(buildFieldReport(data, translatorFor('pt')));
    expect(text).toContain('Relatório de campo');
    expect(text).toContain('MN para 20 animais');
    expect(text).not.toContain('kg MN para 20 animais');
    // 18,667 kg × 20 head = 373,3 kg of silage a day; each amount says its unit (the headers name none).
    expect(text).toMatch(/Silagem de milho 18,67 kg 373,3 kg/);
    // 1000 kg in a 300 kg mixer: 3 full batches and one of 100 kg.
    expect(text).toMatch(/Número de batidas 4/);
    expect(text).toMatch(/Última batida 100,0 kg/);
    expect(text).not.toContain('R$');
  });

  it('a diet in guaraníes: every amount with Gs. and no decimals, in Spanish and in English', async () => {
    const spanish = await pdfText(
      buildFullReport({ ...buildFixtureReport('es'), currency: 'PYG' }, translatorFor('es')),
    );
    // 38/15 a day is Gs. 3 with no decimals; the lot of 20 head Gs. 51.
    expect(spanish).toMatch(/Gs\. 3\b/);
    expect(spanish).toMatch(/Gs\. 51\b/);
    expect(spanish).not.toMatch(/\$|R\$/);
    const english = await pdfText(
      buildDietFormula({ ...buildFixtureReport('en'), currency: 'PYG' }, translatorFor('en')),
    );
    expect(english).toMatch(/Gs\.131\b/);
    expect(english).not.toContain('$');
  });

  it('diet formula: shares and kg of each feed in the ration to produce, and its cost', async () => {
    const text = await pdfText(buildDietFormula(buildFixtureReport('es'), translatorFor('es')));
    expect(text).toContain('Fórmula de la dieta');
    expect(text).toContain('Fórmula para 1.000 kg de ración');
    // As-fed share of A: 18,667 / 19,407 = 96,18 %; 961,8 kg of 1000.
    // Spanish money: $ with the Portuguese number style (format/, docs/product/calculation.md#constants).
    expect(text).toMatch(/Ensilaje de maíz 93,33 96,18 961,8 \$ 0,100/);
    // Ration cost: 2,5333 / 19,4074 × 1000 = 130,53.
    expect(text).toMatch(/Costo de la ración a producir \$ 130,53/);
    expect(text).not.toContain('R$');
    // CP of the diet DM: 1200 g / 10 kg = 12 % DM.
    expect(text).toMatch(/Proteína bruta \(PB\) 12,00 % MS/);
    // TDN: (28/3 × 65 + 2/3 × 80) / 10 = 66 % DM.
    expect(text).toMatch(/Nutrientes digestibles totales \(NDT\) 66,00 % MS/);
  });

  it('mix report: the mix, its composition, cost and batches (mixture calculator)', async () => {
    const outcome = calculateMixture({
      alimentos: [
        { id: 'A', nutrientes: { MS: 50, PB: 10 }, proporcao: 60, custo: 0.1 },
        { id: 'B', nutrientes: { MS: 90, PB: 40 }, proporcao: 40, custo: 0.9 },
      ],
      total_racao_a_produzir: 500,
      capacidade_misturador: 200,
    });
    if (!outcome.ok) throw new Error('mixture fixture');
    const data = buildMixReportData({
      language: 'pt',
      generatedAt: FIXTURE_DATE,
      timeZone: FIXTURE_TIME_ZONE,
      feeds: FIXTURE_FEEDS,
      mixture: outcome.value,
      mixName: 'Concentrado A',
    });
    const text = await pdfText(buildMixReport(data, translatorFor('pt')));
    expect(text).toContain('Relatório da mistura');
    expect(text).toContain('Mistura para 500 kg de ração');
    // 60 % as fed of 500 kg = 300 kg of silage, DM 150 kg.
    expect(text).toMatch(/Silagem de milho 60,00 \d+,\d+ 300,0 150,0/);
    // Cost per kg as fed: 0,6 × 0,10 + 0,4 × 0,90 = 0,42.
    expect(text).toMatch(/Custo por kg de MN R\$ 0,420/);
    expect(text).toContain('Proteína bruta');
    expect(text).toMatch(/Número de batidas 3/);
  });
});

describe('mix report composition', () => {
  it('gives units without a basis (values are on DM and as fed) and flags nutrients some feed lacks', async () => {
    const outcome = calculateMixture({
      alimentos: [
        { id: 'A', nutrientes: { MS: 50, PB: 10, EM: 2.4, Cu: 10 }, proporcao: 60, custo: 0.1 },
        { id: 'B', nutrientes: { MS: 90, PB: 40, EM: 3 }, proporcao: 40, custo: 0.9 },
      ],
      total_racao_a_produzir: 500,
    });
    if (!outcome.ok) throw new Error('mixture fixture');
    const data = buildMixReportData({
      language: 'en',
      generatedAt: FIXTURE_DATE,
      timeZone: FIXTURE_TIME_ZONE,
      feeds: FIXTURE_FEEDS,
      mixture: outcome.value,
      mixName: null,
    });
    const text = await pdfText(buildMixReport(data, translatorFor('en')));
    expect(text).toMatch(/Unit DM basis As fed/);
    // CP: (30 kg DM × 10 + 36 kg DM × 40) / 66 = 26,36 % of DM; × 0,66 DM = 17,40 % as fed.
    expect(text).toMatch(/Crude protein % 26\.36 17\.40\n/);
    expect(text).toMatch(/Metabolizable energy Mcal\/kg \d\.\d\d \d\.\d\d\n/);
    expect(text).not.toMatch(/(protein|energy|Copper)[^\n]*(% DM|kg DM)/);
    // Soybean meal has no copper: the value is a lower bound and the report says so.
    expect(text).toMatch(/Copper \* mg\/kg/);
    expect(text).toContain('* Some feed in the mix has no value for this nutrient; it was taken as zero.');
    expect(text).not.toMatch(/Crude protein \*/);
  });
});

describe('amounts under 1 kg per animal and day in g, then mg (docs/product/calculation.md#constants)', () => {
  it.each(['pt', 'en', 'es'] as const)(
    'a 0.03 kg trace mineral mix reads 30 g, 0.0005 kg of DM 500 mg, in the PDFs and the batch sheet (%s)',
    async (language) => {
      const data = buildFixtureReport(language, { mixerCapacityKg: 300 });
      const first = data.feeds[0]!;
      const trace = { ...first, id: 'trace', name: 'Trace', asFedKg: 0.03, dryMatterKg: 0.0005 };
      const batches = data.batches!;
      const withTrace = {
        ...data,
        feeds: [...data.feeds, trace],
        batches: {
          ...batches,
          rows: [
            ...batches.rows,
            { ...batches.rows[0]!, id: 'trace', kgPerFullBatch: 0.9, kgInLastBatch: 0.3 },
          ],
        },
      };
      const full = await pdfText(buildFullReport(withTrace, translatorFor(language)));
      expect(full).toMatch(/Trace .*30 g 500 mg/);
      const field = await pdfText(
        buildFieldReport(
          { ...withTrace, feedNames: { ...withTrace.feedNames, trace: 'Trace' } },
          translatorFor(language),
        ),
      );
      expect(field).toMatch(/Trace 30 g/);
      // The batch sheet: 900 g per full batch and 300 g in the last one; large amounts stay in kg.
      expect(field).toMatch(/900 g 300 g/);
    },
  );
});
