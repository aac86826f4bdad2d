// Every result can be handed over: the requirements (mode E), supplement, mix and diet
// comparison screens download a PDF and an Excel workbook whose content is read back (poppler's pdftotext,
// exceljs); the supplement, mix and comparison, once saved, hand over by a public link with their PDF; the
// public link offers its PDF to a visitor without a session, with no private note in it; the
// supplement screen is in the side menu; the mixer feeding sheet names the diet, the lot and the date.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import { runAxe, WCAG_A_AA } from '../axe';
import { saveDietByApi, uncalculatedDietRecord } from '../diet-records';
import { expect, newUser, post, registerByApi, test, tokenOf, signInByApi } from '../fixtures';

type Downloaded = { name: string; bytes: Buffer };

async function download(page: Page, testId: string): Promise<Downloaded> {
  const downloading = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** The PDF's text with runs of white space (and Intl's no-break spaces) made one space. */
function pdfText(bytes: Buffer): string {
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: bytes,
    encoding: 'utf8',
  });
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');
}

/** Every row of every sheet: sheet name → rows of cell values (text and numbers). */
async function workbookRows(bytes: Buffer): Promise<Map<string, (string | number | null)[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets = new Map<string, (string | number | null)[][]>();
  workbook.eachSheet((sheet) => {
    const rows: (string | number | null)[][] = [];
    sheet.eachRow((row) => {
      const values: (string | number | null)[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        values[column - 1] =
          typeof cell.value === 'number' || typeof cell.value === 'string' ? cell.value : null;
      });
      rows.push(Array.from(values, (value) => value ?? null));
    });
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

/** The first row, in any sheet, whose first cell is `label`. */
function rowOf(sheets: Map<string, (string | number | null)[][]>, label: string) {
  for (const rows of sheets.values()) {
    const row = rows.find((candidate) => candidate[0] === label);
    if (row) return row;
  }
  return undefined;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await signInByApi(page, { email, password });
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A new consultant made premium by a coupon (saving diets, the mix report); answers the user and token. */
async function premiumConsultant(request: APIRequestContext, prefix: string) {
  const admin = await tokenOf(request);
  const codigo = `ENTREGA${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await post(request, 'adm/cupons/criar', { codigo, tipo: 2, dias: 30, max_clientes: 3 }, admin);
  const user = newUser(prefix);
  const token = await registerByApi(request, user);
  await post(request, 'cupom/ativar', { codigo }, token);
  return { user, token };
}

async function addFeed(page: Page, pickerTestId: string, name: string) {
  await page.getByTestId(pickerTestId).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test('requirements (mode E): PDF and Excel of the calculated table; the supplement screen is in the menu', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = newUser('handover-req');
  await registerByApi(request, user);
  await signIn(page, user.email, user.password);

  // The supplement screen is one click away in the side menu.
  // The side menu is permanent at this width.
  await page
    .getByTestId('side-drawer')
    .filter({ visible: true })
    .getByRole('link', { name: 'Formulação de suplementos' })
    .click();
  await expect(page).toHaveURL(/\/formulacao-suplemento$/);

  await page.goto('/calcula-exigencias');
  await expect(page.getByTestId('summary-CMS')).toBeVisible();
  const dmi = ((await page.getByTestId('summary-CMS').textContent()) ?? '').match(/\d+,\d{2}/)?.[0];
  expect(dmi).toBeTruthy();

  const pdf = await download(page, 'export-requirements-pdf');
  expect(pdf.name).toMatch(/^exigencias-.*\.pdf$/);
  const text = pdfText(pdf.bytes);
  expect(text).toContain('Exigências nutricionais');
  expect(text).toContain('Consumo de matéria seca (CMS)');
  expect(text).toContain('Macrominerais');
  expect(text).toContain(dmi!);
  expect(text).toContain('Peso corporal inicial');

  const xlsx = await download(page, 'export-requirements-xlsx');
  expect(xlsx.name).toMatch(/^exigencias-.*\.xlsx$/);
  const sheets = await workbookRows(xlsx.bytes);
  const row = rowOf(sheets, 'Consumo de matéria seca (CMS)');
  expect(row?.[1]).toBe('kg/dia');
  expect(row?.[3]).toBeCloseTo(Number(dmi!.replace(',', '.')), 2);
});

test('supplement: PDF and Excel of the formulated supplement; saved, its public link hands it over', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { user, token } = await premiumConsultant(request, 'handover-sup');
  await signIn(page, user.email, user.password);
  await page.goto('/formulacao-suplemento');
  await addFeed(page, 'supplement-feed-picker', 'Milho moído fino');
  await addFeed(page, 'supplement-feed-picker', 'Farelo de soja');
  await page.getByTestId('supplement-name').fill('Proteinado entrega');
  await page.getByTestId('supplement-protein').fill('30');
  await page.getByTestId('supplement-formulate').click();
  await expect(page.getByTestId('supplement-result-protein')).toHaveText('30,00%');

  const pdf = await download(page, 'export-supplement-pdf');
  expect(pdf.name).toMatch(/^suplemento-proteinado-entrega-.*\.pdf$/);
  const text = pdfText(pdf.bytes);
  expect(text).toContain('Suplemento');
  expect(text).toContain('Proteinado entrega');
  expect(text).toMatch(/Milho moído fino \d+,\d{2} \d+,\d{2}/);
  expect(text).toMatch(/Farelo de soja \d+,\d{2} \d+,\d{2}/);
  expect(text).toContain('30,00');

  const sheets = await workbookRows((await download(page, 'export-supplement-xlsx')).bytes);
  const corn = rowOf(sheets, 'Milho moído fino');
  const soy = rowOf(sheets, 'Farelo de soja');
  // The two shares of dry matter make the whole supplement.
  expect((corn?.[1] as number) + (soy?.[1] as number)).toBeCloseTo(100, 6);
  expect(rowOf(sheets, 'Proteína bruta')?.[2]).toBeCloseTo(30, 6);

  // Saved to hand over (mode S, docs/decisions/saved-supplements-comparisons.md); its public link (made
  // through the API) shows a visitor the formula and offers the PDF.
  await page.getByTestId('supplement-handover-save').click();
  await expect(page.getByTestId('supplement-handover-share')).toBeEnabled();
  const mine = await post<{ data: { id: number; nome: string }[] }>(
    request,
    'dieta/meusSuplementos',
    {},
    token,
  );
  const saved = mine.data.find((row) => row.nome === 'Proteinado entrega');
  expect(saved).toBeDefined();
  const link = await post<{ caminho: string }>(request, 'compartilhar/link', { id_dieta: saved!.id }, token);
  // The link is the supplement screen's own address (no detour through the diet screen).
  expect(link.caminho).toMatch(/^\/formulacao-suplemento\?did=\d+&assinatura=[^&]+$/);
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(new URL(link.caminho, page.url()).toString());
    await expect(visitor.getByTestId('public-shared-record')).toContainText('Suplemento compartilhado');
    await expect(visitor).toHaveURL(/\/formulacao-suplemento\?did=/);
    await expect(visitor.getByTestId('saved-supplement')).toContainText('Farelo de soja');
    const shared = pdfText((await download(visitor, 'export-saved-supplement-pdf')).bytes);
    expect(shared).toContain('Proteinado entrega');
    expect(shared).toMatch(/Milho moído fino \d+,\d{2} \d+,\d{2}/);
  } finally {
    await visitorContext.close();
  }
  // Signed in, the same link shows the supplement read-only on its screen, with its PDF.
  await page.goto(link.caminho);
  await expect(page).toHaveURL(/\/formulacao-suplemento\?did=/);
  await expect(page.getByTestId('saved-supplement-record')).toContainText('Farelo de soja');
  await expect(page.getByTestId('export-saved-supplement-pdf')).toBeVisible();
});

test('mix: the mix report in Excel (premium) holds the mix and the mixer batches; saved, its public link hands it over', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { user } = await premiumConsultant(request, 'handover-mix');
  await signIn(page, user.email, user.password);
  await page.goto('/calcular-racao');
  await addFeed(page, 'mixture-feed-picker', 'Silagem de milho');
  await addFeed(page, 'mixture-feed-picker', 'Farelo de soja');
  await page.getByTestId('amount-0').fill('60');
  await page.getByTestId('amount-1').fill('40');
  await page.getByTestId('mixture-total').fill('1000');
  await page.getByTestId('mixture-mixer').fill('400');
  await page.getByTestId('mixture-calculate').click();
  await expect(page.getByTestId('export-mixReport')).toBeVisible();

  const xlsx = await download(page, 'export-mixture-xlsx');
  expect(xlsx.name).toMatch(/^mistura-.*\.xlsx$/);
  const sheets = await workbookRows(xlsx.bytes);
  // 60 % of 1000 kg as fed; in a 400 kg mixer, 240 kg a full batch and 120 kg in the last one of 200 kg.
  const mixRow = [...sheets.values()][0]!.find((row) => row[0] === 'Silagem de milho');
  expect(mixRow?.[1]).toBe(60);
  expect(mixRow?.[3]).toBe(600);
  const batchRow = [...sheets.values()].at(-1)!.find((row) => row[0] === 'Silagem de milho');
  expect(batchRow?.slice(1, 3)).toEqual([240, 120]);

  // Saved as a mix of its own (mode M, docs/decisions/saved-mixes.md), its public link hands it to a
  // visitor without a session: the feeds with their amounts, and the PDF.
  const mixName = `Mistura entregue ${Date.now() % 100_000}`;
  await page.getByTestId('mixture-menu').click();
  await page.getByTestId('save-mixture').click();
  await page.getByTestId('save-name').fill(mixName);
  await page.getByTestId('save-confirm').click();
  await expect(page.getByTestId('saved-mix-name')).toHaveText(mixName);
  await expect(page).toHaveURL(/did=\d+/);
  await page.getByTestId('mixture-menu').click();
  await page.getByTestId('share-mixture').click();
  const dialog = page.getByTestId('share-dialog');
  await dialog.getByTestId('share-link-create').click();
  await expect(dialog.getByTestId('share-link')).toHaveValue(/\/calcular-racao\?.*assinatura=/);
  const link = await dialog.getByTestId('share-link').inputValue();
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await expect(visitor.getByTestId('public-shared-record')).toContainText('Mistura compartilhada');
    const rows = visitor.getByTestId('public-mix-row');
    await expect(rows).toHaveCount(2);
    // The visitor's page has no serious or critical axe violation (as every route, accessibility.spec.ts).
    const axe = await runAxe(visitor, { runOnly: { type: 'tag', values: WCAG_A_AA } });
    expect(
      axe.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((v) => v.id),
    ).toEqual([]);
    await expect(rows.filter({ hasText: 'Silagem de milho' })).toContainText('60,00');
    const pdf = pdfText((await download(visitor, 'export-public-pdf')).bytes);
    expect(pdf).toContain(mixName);
    expect(pdf).toMatch(/Farelo de soja 40,00/);
    expect(pdf).toMatch(/Ração a produzir 1.000 kg/);
  } finally {
    await visitorContext.close();
  }
});

test('diet comparison: PDF and Excel of two saved diets side by side; saved, its public link hands it over', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { user, token } = await premiumConsultant(request, 'handover-cmp');
  const stamp = Date.now() % 100_000;
  const result = (kg: number, cost: number) => ({
    custo: cost,
    resultado: [
      { id: 'sample-silage', MN: kg, MNprop: 100, MS: kg * 0.35, MSprop: 100, CUSTO: cost, totalRacao: 1000 },
    ],
  });
  await saveDietByApi(request, token, uncalculatedDietRecord({ nome: `Verão ${stamp}`, ...result(20, 5) }));
  await saveDietByApi(request, token, uncalculatedDietRecord({ nome: `Inverno ${stamp}`, ...result(24, 6) }));
  await signIn(page, user.email, user.password);
  await page.goto('/formulacao-dieta');
  await page.getByTestId('my-diets').click();
  for (const name of [`Verão ${stamp}`, `Inverno ${stamp}`])
    await page.getByTestId('saved-diet').filter({ hasText: name }).getByRole('checkbox').check();
  await page.getByTestId('compare-diets').click();
  await expect(page.getByTestId('diet-comparison')).toBeVisible();

  const pdf = await download(page, 'export-comparison-pdf');
  expect(pdf.name).toMatch(/^comparacao-dietas-.*\.pdf$/);
  const text = pdfText(pdf.bytes);
  expect(text).toContain('Comparação de dietas');
  expect(text).toContain(`Verão ${stamp}`);
  expect(text).toContain(`Inverno ${stamp}`);
  expect(text).toMatch(/Silagem de milho (20,00 kg 24,00 kg|24,00 kg 20,00 kg)/);

  const sheets = await workbookRows((await download(page, 'export-comparison-xlsx')).bytes);
  const silage = rowOf(sheets, 'Silagem de milho');
  expect([silage?.[1], silage?.[2]].sort()).toEqual([20, 24]);

  // Saved (mode C, docs/decisions/saved-supplements-comparisons.md): the server keeps copies of both
  // diets; its public link (made through the API) shows a visitor the comparison with its PDF.
  await page.getByTestId('comparison-handover-name').fill(`Estações ${stamp}`);
  await page.getByTestId('comparison-handover-save').click();
  await expect(page.getByTestId('comparison-handover-share')).toBeEnabled();
  const mine = await post<{ data: { id: number; nome: string }[] }>(
    request,
    'dieta/minhasComparacoes',
    {},
    token,
  );
  const link = await post<{ caminho: string }>(
    request,
    'compartilhar/link',
    { id_dieta: mine.data[0]!.id },
    token,
  );
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(new URL(link.caminho, page.url()).toString());
    await expect(visitor.getByTestId('public-shared-record')).toContainText(`Estações ${stamp}`);
    await expect(visitor.getByTestId('public-comparison')).toContainText(`Inverno ${stamp}`);
    const shared = pdfText((await download(visitor, 'export-comparison-pdf')).bytes);
    expect(shared).toContain(`Verão ${stamp}`);
    expect(shared).toMatch(/Silagem de milho (20,00 kg 24,00 kg|24,00 kg 20,00 kg)/);
  } finally {
    await visitorContext.close();
  }
});

test('public link: the visitor downloads the PDF of the client view, without the private note', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { user, token } = await premiumConsultant(request, 'handover-pub');
  const dietName = `Dieta entregue ${Date.now() % 100_000}`;
  const note = `Nota privada ${Date.now() % 100_000}`;
  const dietId = await saveDietByApi(
    request,
    token,
    uncalculatedDietRecord({
      nome: dietName,
      obs: note,
      custo: 5,
      resultado: [
        { id: 'sample-silage', MN: 20, MNprop: 100, MS: 7, MSprop: 100, CUSTO: 5, totalRacao: 1000 },
      ],
    }),
  );
  await signIn(page, user.email, user.password);
  await page.goto(`/formulacao-dieta?did=${dietId}`);
  await expect(page.getByTestId('saved-name')).toContainText(dietName);
  await page.getByTestId('share-diet').click();
  const dialog = page.getByTestId('share-dialog');
  await dialog.getByTestId('share-link-create').click();
  const linkField = dialog.getByTestId('share-link');
  await expect(linkField).toHaveValue(/assinatura=/);
  const link = await linkField.inputValue();

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await expect(visitor.getByTestId('public-shared-record')).toBeVisible();
    const pdf = await download(visitor, 'export-public-pdf');
    expect(pdf.name).toMatch(/^dieta-compartilhada-.*\.pdf$/);
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Dieta compartilhada');
    expect(text).toContain(dietName);
    expect(text).toMatch(/Silagem de milho 20,000 7,000 100,00/);
    // The animal, in words (its messages load for a visitor too), and the cost.
    expect(text).toContain('Peso corporal inicial 400,0 kg');
    expect(text).toContain('R$ 5,00');
    expect(text).not.toContain(note);
    await expect(visitor.getByTestId('export-public-xlsx')).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
});
