import { describe, expect, it } from 'vitest';
import { buildFieldReport } from '../../export/field-report';
import { buildFullReport } from '../../export/full-report';
import { buildMixReport } from '../../export/mix-report';
import { renderPdf } from '../../export/pdf-library';
import type { PdfDocument } from '../../export/pdf-library';
import { buildFixtureReport } from '../../export/testing/diet-fixture';
import { buildDefaultDietMixReport, buildDefaultDietReport } from './testing/default-diet-report';
import { extractPdfText } from '../../export/testing/node-tools';
import { translatorFor } from '../../export/testing/translator';

/** Each page's text (pdftotext ends a page with a form feed), spaces collapsed. */
async function pdfPages(document: PdfDocument): Promise<string[]> {
  const text = await extractPdfText(await renderPdf(document));
  return text
    .split('\f')
    .slice(0, -1)
    .map((page) => page.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' '));
}

/** A page's lines without the frame every page repeats (logo block, date, footer). */
function bodyLines(page: string, frame: readonly string[]): string[] {
  return page
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !frame.some((part) => line.includes(part)));
}

const PT_FRAME = ['Cocho', 'Gerado em', '22/11/2026', 'Terminação lote 3', 'Página '];

describe('page breaks: nothing a reader needs together is split, no page is left empty', () => {
  it('field report: every page has content (the notes lines never spill alone onto a blank page)', async () => {
    const pages = await pdfPages(buildFieldReport(buildDefaultDietReport('pt'), translatorFor('pt')));
    for (const [index, page] of pages.entries())
      expect(bodyLines(page, [...PT_FRAME, 'Relatório de campo']), `page ${index + 1}`).not.toEqual([]);
    expect(pages.at(-1)).toContain('Observações');
  });

  it('field report: the mixer batches stay on one page with their heading, each feed and the total', async () => {
    const pages = await pdfPages(buildFieldReport(buildDefaultDietReport('pt'), translatorFor('pt')));
    const page = pages.find((text) => text.includes('Batidas do misturador')) ?? '';
    expect(page).toMatch(/Número de batidas 4/);
    for (const name of ['Silagem de milho planta inteira', 'Farelo de soja 46%', 'Núcleo mineral'])
      expect(page).toContain(name);
    // 1 200 kg mixer: three full batches and a last one of 4 500 − 3 600 = 900 kg.
    expect(page).toMatch(/Total 1\.200,0 kg 900,0 kg/);
  });

  it('mix report: the batch table is not split from its heading and figures', async () => {
    const pages = await pdfPages(buildMixReport(buildDefaultDietMixReport('es'), translatorFor('es')));
    expect(pages.length).toBeGreaterThan(1);
    const page = pages.find((text) => text.includes('Cargas del mezclador')) ?? '';
    expect(page).toMatch(/Número de cargas 4/);
    expect(page).toContain('Ensilaje de maíz planta entera');
    expect(page).toMatch(/Núcleo mineral para bovinos de carne en engorde \d+,\d kg \d+,\d kg/);
    expect(page).toMatch(/Total 1\.200,0 kg 900,0 kg/);
    // The table's header row is on that page only, never left alone at the foot of another.
    expect(pages.filter((text) => text.includes('Por carga'))).toHaveLength(1);
  });

  it('full report: the daily gain scenarios are on one page with their heading', async () => {
    const data = buildDefaultDietReport('en');
    expect(data.finance).not.toBeNull();
    const pages = await pdfPages(buildFullReport(data, translatorFor('en')));
    const page = pages.find((text) => text.includes('Daily gain scenarios')) ?? '';
    for (const share of ['80%', '85%', '90%', '95%', '100%', '105%', '110%'])
      expect(page).toMatch(new RegExp(`^\\s*${share} \\d\\.\\d{3} `, 'm'));
  });
});

describe('mixer batches for the farm hand', () => {
  it('a full batch and the last one add up to what goes in the mixer', async () => {
    const data = buildFixtureReport('en', { mixerCapacityKg: 300 });
    const [page] = await pdfPages(buildFieldReport(data, translatorFor('en')));
    // 1000 kg in a 300 kg mixer: 96,18 % silage → 288,5 kg a batch, 96,2 kg in the last of 100 kg.
    expect(page).toMatch(/Corn silage 288\.5 kg 96\.2 kg/);
    expect(page).toMatch(/Total 300\.0 kg 100\.0 kg/);
  });

  it('a ration smaller than the mixer is one batch: no column for full batches nobody loads', async () => {
    const data = buildFixtureReport('pt', { mixerCapacityKg: 1500 });
    const [page] = await pdfPages(buildFieldReport(data, translatorFor('pt')));
    expect(page).toMatch(/Número de batidas 1/);
    expect(page).not.toContain('Por batida');
    expect(page).toMatch(/Silagem de milho 961,8\n/);
    expect(page).toMatch(/Total 1\.000,0\n/);
  });

  it('a ration that divides evenly has no last-batch column', async () => {
    const data = buildFixtureReport('pt', { mixerCapacityKg: 250 });
    const [page] = await pdfPages(buildFieldReport(data, translatorFor('pt')));
    expect(page).toMatch(/Número de batidas 4/);
    expect(page).not.toContain('Na última batida');
    expect(page).toMatch(/Total 250,0 kg\n/);
  });

  it('prints a small mixer with its decimals (0.5 kg is not "1 kg")', async () => {
    const data = buildFixtureReport('pt', { mixerCapacityKg: 0.5 });
    const [page] = await pdfPages(buildFieldReport(data, translatorFor('pt')));
    expect(page).toMatch(/0,5 kg/);
  });
});
