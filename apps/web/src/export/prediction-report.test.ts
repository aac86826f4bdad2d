import { describe, expect, it } from 'vitest';
import { predictPerformance } from '@cocho/engine';
import { buildFullReport } from './full-report';
import { renderPdf } from './pdf-library';
import { buildPredictionReportData } from './report-data';
import { FIXTURE_ANIMAL, FIXTURE_DATE, FIXTURE_TIME_ZONE } from './testing/diet-fixture';
import { extractPdfText } from './testing/node-tools';
import { translatorFor } from './testing/translator';

/** A finishing diet with the nutrients the prediction reads (% DM; minerals % DM). */
const FEEDS = [
  {
    id: 'S',
    name: 'Silagem de milho',
    name_en: 'Corn silage',
    volumoso: true,
    custo: 0.25,
    nutrientes: { MS: 33, PB: 7.5, NDT: 65, FDN: 50, EE: 3, Ca: 0.25, P: 0.2 },
    asFedKg: 15,
  },
  {
    id: 'M',
    name: 'Milho grão',
    name_en: 'Corn grain',
    volumoso: false,
    custo: 1.2,
    nutrientes: { MS: 88, PB: 9, NDT: 85, FDN: 12, EE: 4, Ca: 0.03, P: 0.28 },
    asFedKg: 5,
  },
  {
    id: 'F',
    name: 'Farelo de soja',
    name_en: 'Soybean meal',
    volumoso: false,
    custo: 2.5,
    nutrientes: { MS: 89, PB: 48, NDT: 81, FDN: 14, EE: 1.5, Ca: 0.35, P: 0.65 },
    asFedKg: 1,
  },
];

describe('prediction report data and PDF', () => {
  const outcome = predictPerformance(
    FIXTURE_ANIMAL,
    FEEDS.map((feed) => ({
      id: feed.id,
      nutrientes: feed.nutrientes,
      quantidade: feed.asFedKg,
      volumoso: feed.volumoso,
    })),
  );
  if (!outcome.ok) throw new Error(`prediction fixture: ${JSON.stringify(outcome.errors)}`);
  const prediction = outcome.value;
  const data = buildPredictionReportData({
    language: 'en',
    generatedAt: FIXTURE_DATE,
    timeZone: FIXTURE_TIME_ZONE,
    animal: FIXTURE_ANIMAL,
    feeds: FEEDS,
    prediction,
    dietName: 'Pasture finish',
  });

  it('amounts, shares and cost from the amounts given; supply from the prediction', () => {
    // DM: 15 × 0.33 + 5 × 0.88 + 1 × 0.89 = 10.24 kg; cost 15 × 0.25 + 5 × 1.2 + 2.5 = 12.25 a day.
    expect(data.totals.dryMatterIntakeKg).toBeCloseTo(10.24, 9);
    expect(data.totals.asFedIntakeKg).toBeCloseTo(21, 9);
    expect(data.totals.costPerDay).toBeCloseTo(12.25, 9);
    expect(data.totals.roughagePercent).toBeCloseTo((4.95 / 10.24) * 100, 9);
    expect(data.feeds[0]?.rationKg).toBeCloseTo((15 / 21) * 1000, 9);
    expect(data.suppliedPerDay.PB).toBeCloseTo(prediction.supply.cpG, 9);
    expect(data.totals.feedEfficiency).toBeCloseTo(prediction.GMDEsperado / 10.24, 9);
    expect(data.status).toBeNull();
  });

  it('the PDF is the prediction report with the expected gain', async () => {
    const text = (await extractPdfText(await renderPdf(buildFullReport(data, translatorFor('en'))))).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Performance prediction report');
    expect(text).toContain('Corn silage');
    expect(text).toContain('Expected performance');
    expect(text).toContain(`Expected gain ${prediction.GMDEsperado.toFixed(3)} kg/day`);
    expect(text).toContain('$12.25');
    expect(text).not.toContain('Optimal diet');
  });
});

describe('prediction PDF says why: intake and, on pasture, forage, supplement and substitution', () => {
  const pastureAnimal = {
    ...FIXTURE_ANIMAL,
    tipo: 'crescimento_terminacao' as const,
    regime: 'pasto' as const,
    peso_corporal_inicial: 260,
    peso_corporal_final: 290,
    ganho_medio_diario: null,
  };
  const grass = {
    id: 'G',
    name: 'Capim',
    name_en: 'Grass',
    volumoso: true,
    custo: 0,
    nutrientes: { MS: 25, PB: 11, NDT: 58, FDN: 70, EE: 2, Ca: 0.4, P: 0.2 },
    asFedKg: 60,
  };
  const corn = { ...FEEDS[1]!, asFedKg: 2 };
  const feeds = [grass, corn];
  const outcome = predictPerformance(
    pastureAnimal,
    feeds.map((feed) => ({
      id: feed.id,
      nutrientes: feed.nutrientes,
      quantidade: feed.asFedKg,
      volumoso: feed.volumoso,
    })),
  );
  if (!outcome.ok) throw new Error(`pasture fixture: ${JSON.stringify(outcome.errors)}`);
  const prediction = outcome.value;

  it.each(['pt', 'en', 'es'] as const)('lists them in %s', async (language) => {
    const data = buildPredictionReportData({
      language,
      generatedAt: FIXTURE_DATE,
      timeZone: FIXTURE_TIME_ZONE,
      animal: pastureAnimal,
      feeds,
      prediction,
      dietName: null,
    });
    const t = translatorFor(language);
    const text = (await extractPdfText(await renderPdf(buildFullReport(data, t)))).replace(/\s+/g, ' ');
    const pasture = prediction.pasture!;
    expect(prediction.intake.grazing).toBe(true);
    for (const key of [
      'dmOffered',
      'dmEaten',
      'dmiExpected',
      'dmiMaximum',
      'forageEaten',
      'supplementEaten',
      'forageAlone',
      'substitution',
    ])
      expect(text, key).toContain(t(`prediction.${key}`));
    console.log(
      text.slice(text.indexOf(t('prediction.dmOffered')), text.indexOf(t('prediction.dmOffered')) + 600),
    );
    expect(text).toContain(t('prediction.grazingNote').slice(0, 40));
    const number = (value: number) =>
      value.toLocaleString(language === 'en' ? 'en-US' : language === 'pt' ? 'pt-BR' : 'es-ES', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    expect(text).toContain(number(pasture.forageDmKg));
    expect(text).toContain(number(prediction.eaten!.dmKg));
  });

  it('a feedlot prediction has the intake lines but no pasture lines', async () => {
    const t = translatorFor('en');
    const data = buildPredictionReportData({
      language: 'en',
      generatedAt: FIXTURE_DATE,
      timeZone: FIXTURE_TIME_ZONE,
      animal: FIXTURE_ANIMAL,
      feeds: FEEDS,
      prediction: (() => {
        const p = predictPerformance(
          FIXTURE_ANIMAL,
          FEEDS.map((f) => ({
            id: f.id,
            nutrientes: f.nutrientes,
            quantidade: f.asFedKg,
            volumoso: f.volumoso,
          })),
        );
        if (!p.ok) throw new Error('fixture');
        return p.value;
      })(),
      dietName: null,
    });
    const text = (await extractPdfText(await renderPdf(buildFullReport(data, t)))).replace(/\s+/g, ' ');
    expect(text).toContain('Dry matter offered');
    expect(text).toContain('Maximum intake');
    expect(text).not.toContain('Forage eaten');
    expect(text).not.toContain('Substitution rate');
  });
});
