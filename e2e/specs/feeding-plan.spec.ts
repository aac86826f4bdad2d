// The feedlot's daily routine ("Done when"): a saved feedlot diet, 3 pens, 3 treatments a day
// (30/30/40 %) with Sunday having 2, and a 6 t mixer. The printable morning sheet of each treatment, read back
// from its PDF with poppler's pdftotext, has loads that add up exactly to the treatment, and the treatments to
// the day; in Portuguese (the whole path), Spanish and English (titles and labels), online and offline (the
// installed app with the network cut, as offline.spec.ts). The plan and the concentrate pre-mix stay with the
// saved diet after a reload; clones, shares and the public link: apps/server/src/diets/feeding-plan.int.test.ts.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { saveDietByApi, uncalculatedDietRecord } from '../diet-records';
import { catalogueFeeds, feedSnapshot } from '../feeds';
import { ADMIN, expect, post, setAccountLanguage, signInAsNewUser, test, signInByApi } from '../fixtures';
import { AppShell } from '../pages/app-shell';
import { DietPage } from '../pages/diet-page';

/** A feedlot diet the solver finds optimal (as in offline.spec.ts), in R$/kg as fed. */
const FEEDS = [
  { name: 'Silagem de milho', price: '0,30' },
  { name: 'Milho moído médio', price: '1,10' },
  { name: 'Farelo de soja', price: '2,30' },
  { name: 'Ureia pecuária', price: '3,50' },
  { name: 'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia', price: '4,50' },
  { name: 'Calcário calcítico', price: '0,60' },
] as const;

/** The feedlot of the issue: three pens (1 500 head, so a treatment needs more than one 6 t load). */
const PENS = [
  { name: 'Curral 1', head: 600 },
  { name: 'Curral 2', head: 500 },
  { name: 'Curral 3', head: 400 },
] as const;
const MIXER_KG = 6000;
/** The scale step the sheet starts with (feeding-sheet-form.ts DEFAULT_SCALE_STEP_KG). */
const STEP_KG = 5;
const MONDAY = 1;
/** The silage's dry matter in the catalogue, % as fed (as in offline.spec.ts). */
const SILAGE_CATALOGUE_DM = 31.88;
const SUNDAY = 0;

/** The words of a treatment sheet in one language, as pdftotext reads them. */
type SheetWords = {
  readonly treatment: string;
  readonly load: (number: number, total: number) => string;
  readonly feed: string;
  readonly pens: string;
  readonly pen: string;
  readonly premixPens: string;
  readonly dayTreatments: string;
  readonly dayPens: string;
  readonly dayFeeds: string;
  readonly exact: string;
  /** "1.234" (pt, es) or "1,234" (en) as a number. */
  readonly number: (text: string) => number;
};

const ptNumber = (text: string): number => Number(text.replace(/\./g, '').replace(',', '.'));
const enNumber = (text: string): number => Number(text.replace(/,/g, ''));

const PT: SheetWords = {
  treatment: 'Trato',
  load: (number, total) => `Batida ${number} de ${total}`,
  feed: 'Alimento',
  pens: 'Por curral',
  pen: 'Curral',
  premixPens: 'Pré-mistura por curral',
  dayTreatments: 'Tratos do dia',
  dayPens: 'Currais no dia',
  dayFeeds: 'Alimentos no dia',
  exact: 'exato',
  number: ptNumber,
};
const ES: SheetWords = {
  treatment: 'Ración',
  load: (number, total) => `Carga ${number} de ${total}`,
  feed: 'Alimento',
  pens: 'Por corral',
  pen: 'Corral',
  premixPens: 'Premezcla por corral',
  dayTreatments: 'Raciones del día',
  dayPens: 'Corrales en el día',
  dayFeeds: 'Alimentos en el día',
  exact: 'exacto',
  number: ptNumber,
};
const EN: SheetWords = {
  treatment: 'Treatment',
  load: (number, total) => `Load ${number} of ${total}`,
  feed: 'Feed',
  pens: 'Per pen',
  pen: 'Pen',
  premixPens: 'Pre-mix per pen',
  dayTreatments: 'Treatments of the day',
  dayPens: 'Pens in the day',
  dayFeeds: 'Feeds in the day',
  exact: 'exact',
  number: enNumber,
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The PDF's text as poppler's pdftotext reads it, every run of spaces (no-break ones too) as one space. */
async function pdfTextOf(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' })
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The kg amounts of a table's body ("Milho 1.230 kg"), leaving out the exact values of rounded lines. */
function amountsOf(body: string, words: SheetWords): number[] {
  const plain = body.replace(new RegExp(`${words.exact}: [^)]*\\)`, 'g'), ' ');
  return [...plain.matchAll(/(\d[\d.,]*) kg/g)].map((match) => words.number(match[1] ?? 'NaN'));
}

/** A table of the sheet: the lines between its title and its total row, and that total. */
function tableOf(
  text: string,
  title: string,
  header: string,
  words: SheetWords,
): { lines: number[]; total: number } {
  const match = new RegExp(`${escape(title)} ${escape(header)} kg (.*?) Total (\\d[\\d.,]*) kg`).exec(text);
  expect(match, `table "${title}" in the sheet`).not.toBeNull();
  return { lines: amountsOf(match?.[1] ?? '', words), total: words.number(match?.[2] ?? 'NaN') };
}

/**
 * The sheet's title ("… – Trato 1 – 07:00") at the top of the PDF; pdftotext may read the time it was made,
 * printed on the same line at the right, before the title's last part.
 */
function expectTitle(text: string, title: string): void {
  const parts = title.split(' – ');
  const last = parts.pop() ?? '';
  expect(text).toMatch(new RegExp(`${escape(parts.join(' – '))} – (\\d{2}:\\d{2} )?${escape(last)}`));
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

type TreatmentSheet = { title: string; kg: number; loads: number[]; pens: number[]; premix: number[] };

/**
 * Checks one treatment's sheet in the PDF text: each load's feeds add up to the load, each load fits the
 * mixer and is whole scale steps, the loads add up to the treatment, the pens to the treatment too (and the
 * pre-mix lines per pen, when fed, to the pre-mix of the treatment).
 */
function checkTreatment(text: string, title: string, kg: number, words: SheetWords): TreatmentSheet {
  const loadCount = Math.ceil(kg / MIXER_KG);
  const loads: number[] = [];
  for (let number = 1; number <= loadCount; number += 1) {
    const load = tableOf(text, `${title} · ${words.load(number, loadCount)}`, words.feed, words);
    expect(sum(load.lines), `${title}, load ${number}: its feeds`).toBeCloseTo(load.total, 6);
    expect(load.total).toBeLessThanOrEqual(MIXER_KG);
    expect(load.total % STEP_KG).toBe(0);
    loads.push(load.total);
  }
  expect(text).not.toContain(`${title} · ${words.load(loadCount + 1, loadCount + 1)}`);
  expect(sum(loads), `${title}: its loads`).toBe(kg);
  const pens = tableOf(text, `${title} · ${words.pens}`, words.pen, words);
  expect(pens.lines).toHaveLength(PENS.length);
  expect(pens.total).toBe(kg);
  expect(sum(pens.lines), `${title}: its pens`).toBe(kg);
  const premix = tableOf(text, `${title} · ${words.premixPens}`, words.pen, words);
  expect(premix.lines).toHaveLength(PENS.length);
  expect(sum(premix.lines), `${title}: pre-mix per pen`).toBe(premix.total);
  return { title, kg, loads, pens: pens.lines, premix: premix.lines };
}

/**
 * Checks the day's sheet (every treatment): its treatments, pens and feeds each add up to the day, and each
 * treatment's sheet adds up (checkTreatment). Answers the treatments' kg in time order.
 */
function checkDay(text: string, words: SheetWords, times: readonly string[]): TreatmentSheet[] {
  const treatments = tableOf(text, words.dayTreatments, words.treatment, words);
  const dayKg = treatments.total;
  expect(treatments.lines).toHaveLength(times.length);
  expect(sum(treatments.lines), 'the treatments add up to the day').toBe(dayKg);
  const pens = tableOf(text, words.dayPens, words.pen, words);
  expect(sum(pens.lines)).toBe(dayKg);
  expect(pens.total).toBe(dayKg);
  const feeds = tableOf(text, words.dayFeeds, words.feed, words);
  expect(sum(feeds.lines)).toBe(dayKg);
  return times.map((time, index) =>
    checkTreatment(text, `${words.treatment} ${index + 1} – ${time}`, treatments.lines[index] ?? NaN, words),
  );
}

/** The catalogue's feed ids by name. */
async function catalogueIds(request: APIRequestContext, token: string): Promise<Map<string, string>> {
  const lists = await post<{ data: { cocho: { id: string; name: string }[] } }>(
    request,
    'alimentos/getListaAlimentos',
    {},
    token,
  );
  return new Map(lists.data.cocho.map((feed) => [feed.name, feed.id]));
}

/** The diet wizard (the page already on it) up to an optimal feedlot diet (half silage). */
async function formulateFeedlotDiet(page: Page, request: APIRequestContext, token: string): Promise<void> {
  const ids = await catalogueIds(request, token);
  const diet = new DietPage(page);
  await expect(page).toHaveURL(/\/formulacao-dieta$/);
  await expect(diet.step('animal')).toBeVisible();
  await diet.next().click();
  await expect(page.getByTestId('requirements-table')).toBeVisible();
  await diet.next().click();
  for (const feed of FEEDS) await diet.addFeed(feed.name);
  await expect(diet.selectedFeeds()).toHaveCount(FEEDS.length);
  for (const feed of FEEDS) await diet.price(ids.get(feed.name) ?? '').fill(feed.price);
  await page.getByTestId('fix-ratio').check();
  await diet.next().click();
  await diet.calculate();
  await expect(diet.result()).toHaveAttribute('data-status', 'otima', { timeout: 30_000 });
}

/**
 * The same feedlot diet saved through the API (dieta/saveFD, as the wizard saves it) before it is calculated,
 * with its feeds, prices and the roughage share fixed at the wizard's 50 %; answers its id. For the tests
 * about the plan of a saved diet, whose wizard steps are not the point (diet.spec.ts types them).
 */
async function saveFeedlotDietByApi(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<number> {
  const feeds = await catalogueFeeds(
    request,
    token,
    FEEDS.map((feed) => feed.name),
  );
  return saveDietByApi(
    request,
    token,
    uncalculatedDietRecord({
      nome: name,
      alimentos_selecionados: feeds.map(feedSnapshot),
      restricoes: Object.fromEntries(
        feeds.map((feed, index) => [
          feed.id,
          {
            quantidade: null,
            unidade: 'kg',
            fator: 1,
            custo: Number(FEEDS[index]!.price.replace(',', '.')),
            minimo: '',
            maximo: '',
          },
        ]),
      ),
      proporcao_volumoso: 50,
      fixa_proporcao_vc: true,
    }),
  );
}

/** Signs the administrator in straight onto `path` (one app start-up, not the dashboard's too). */
async function signInAsAdmin(page: Page, path: string): Promise<void> {
  await signInByApi(page, ADMIN, path);
  await expect(page).toHaveURL(new RegExp(`${escape(path)}$`));
}

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await post<{ token: string }>(request, 'auth/appLogin', ADMIN)).token;
}

/** Opens the feeding sheet of the diet on screen. */
async function openSheet(page: Page): Promise<Locator> {
  await page.getByTestId('open-feeding-sheet').click();
  const sheet = page.getByTestId('feeding-sheet-dialog').getByRole('dialog');
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Downloads the treatment sheets of one weekday as a PDF: `number` one treatment, null all of them. */
async function downloadSheet(page: Page, weekday: number, number: number | null): Promise<Download> {
  await page.getByTestId(`sheet-weekday-${weekday}`).click();
  await page.getByTestId(number === null ? 'sheet-treatment-all' : `sheet-treatment-${number}`).click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('share-treatments').click();
  return downloading;
}

type SavedRecord = {
  tratos_diarios?: {
    lotes: { nome: string; cabecas: number }[];
    tratos: { horario: string; percentual: number; dias: number[] }[];
    capacidade_misturador: number | null;
    materia_seca_medida?: Record<string, number>;
  } | null;
  pre_mistura?: { usar_no_trato?: boolean } | null;
};

async function savedRecord(request: APIRequestContext, token: string, id: number): Promise<SavedRecord> {
  return (await post<{ dieta: SavedRecord }>(request, 'dieta/get', { id }, token)).dieta;
}

async function savedDietId(request: APIRequestContext, token: string, name: string): Promise<number> {
  let id: number | undefined;
  await expect
    .poll(async () => {
      const list = await post<{ data: { id: number; nome: string }[] }>(
        request,
        'dieta/minhasDietas',
        { limite: 200 },
        token,
      );
      id = list.data.find((row) => row.nome === name)?.id;
      return id;
    })
    .toBeDefined();
  return id ?? NaN;
}

/** The plan of the issue, as the server keeps it. */
function expectIssuePlan(record: SavedRecord): void {
  const plan = record.tratos_diarios;
  expect(plan?.lotes.map((lot) => [lot.nome, lot.cabecas])).toEqual(PENS.map((pen) => [pen.name, pen.head]));
  expect(plan?.capacidade_misturador).toBe(MIXER_KG);
  const byTime = [...(plan?.tratos ?? [])].sort((a, b) => a.horario.localeCompare(b.horario));
  expect(byTime.map((treatment) => [treatment.horario, treatment.percentual, treatment.dias])).toEqual([
    ['06:30', 60, [0]],
    ['07:00', 30, [1, 2, 3, 4, 5, 6]],
    ['11:00', 30, [1, 2, 3, 4, 5, 6]],
    ['16:00', 40, [0, 1, 2, 3, 4, 5, 6]],
  ]);
  expect(record.pre_mistura?.usar_no_trato).toBe(true);
}

test.describe('daily treatments of a saved feedlot diet', () => {
  // The later tests open the diet the first one saves.
  test.describe.configure({ mode: 'serial' });
  let dietId = NaN;
  // Named by the first test, so a repeated run (--repeat-each) saves a diet of its own name.
  let dietName = '';

  test.beforeEach(async ({ request }) => {
    // The administrator is shared: an earlier spec may have left its account in another language.
    await setAccountLanguage(request, ADMIN, 0);
  });

  test('in Portuguese: 3 pens, 30/30/40 % with Sunday at 2, a 6 t mixer, the morning sheets add up; kept with the diet', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const token = await adminToken(request);
    dietName = `Confinamento tratos ${Date.now()}`;
    // The diet saved unformulated through the API, opened, and formulated on its last step.
    const savedId = await saveFeedlotDietByApi(request, token, dietName);
    await signInAsAdmin(page, `/formulacao-dieta?did=${savedId}`);
    // Opened before going on, so the opening does not move the wizard back to its first step.
    await expect(page.getByTestId('saved-name')).toHaveText(dietName, { timeout: 20_000 });
    const diet = new DietPage(page);
    await diet.step('restrictions').click();
    await expect(page.getByTestId('restriction-row')).toHaveCount(FEEDS.length);
    await diet.calculate();
    await expect(diet.result()).toHaveAttribute('data-status', 'otima', { timeout: 30_000 });

    const sheet = await openSheet(page);
    for (const [index, pen] of PENS.entries()) {
      if (index > 0) await sheet.getByTestId('add-pen').click();
      await sheet.getByTestId(`pen-name-${index}`).fill(pen.name);
      await sheet.getByTestId(`pen-heads-${index}`).fill(String(pen.head));
    }
    await sheet.getByTestId('sheet-mixer-capacity').fill(String(MIXER_KG));
    await sheet.getByTestId('mode-treatments').click();

    // Three treatments a day, every day, to start with: 30/30/40 %.
    const rows = sheet.getByTestId('treatment-row');
    await expect(rows).toHaveCount(3);
    for (const [index, [time, percent]] of (
      [
        ['07:00', '30'],
        ['11:00', '30'],
        ['16:00', '40'],
      ] as const
    ).entries()) {
      await expect(sheet.getByTestId(`treatment-time-${index}`)).toHaveValue(time);
      await expect(sheet.getByTestId(`treatment-percent-${index}`)).toHaveValue(percent);
    }
    const issues = sheet.getByTestId('treatment-day-issues');
    await expect(issues).toHaveCount(0);

    // Sunday has two: the first two treatments are off on Sundays, and the day says what is left.
    await sheet.getByTestId('treatment-day-0-0').click();
    await expect(issues).toContainText('Curral 1, Domingo: faltam 30 % do dia.');
    await sheet.getByTestId('treatment-day-1-0').click();
    for (const pen of PENS) await expect(issues).toContainText(`${pen.name}, Domingo: faltam 60 % do dia.`);
    await expect(issues).not.toContainText('Segunda-feira');
    // Nothing to print while a day is short.
    await expect(sheet.getByTestId('treatments-incomplete')).toBeVisible();
    await expect(sheet.getByTestId('share-treatments')).toBeDisabled();

    // A Sunday-only morning treatment: 70 % is above the day (a warning, the sheets still print) ...
    await sheet.getByTestId('add-treatment').click();
    await expect(rows).toHaveCount(4);
    await sheet.getByTestId('treatment-time-3').fill('06:30');
    await sheet.getByTestId('treatment-percent-3').fill('70');
    await sheet.getByTestId('treatment-day-3-0').click();
    await expect(issues).toContainText(
      'Curral 1, Domingo: 10 % acima do dia; o curral recebe mais do que o formulado.',
    );
    await expect(issues).toHaveClass(/MuiAlert-.*[Ww]arning/);
    await expect(sheet.getByTestId('share-treatments')).toBeEnabled();
    // ... and 60 % makes every day 100 %.
    await sheet.getByTestId('treatment-percent-3').fill('60');
    await expect(issues).toHaveCount(0);

    // The concentrate pre-mix (the administrator counts as premium), fed at the mixer in place of its feeds.
    await sheet.getByTestId('premix-switch').check();
    await expect(sheet.getByTestId('premix-recipe')).toBeVisible();
    await expect(sheet.getByTestId('premix-at-mixer')).toBeChecked();
    await expect(sheet.getByTestId('premix-line').first()).toBeVisible();

    // Monday: three sheets, in time order.
    await sheet.getByTestId(`sheet-weekday-${MONDAY}`).click();
    for (const [number, time] of [
      [1, '07:00'],
      [2, '11:00'],
      [3, '16:00'],
    ] as const)
      await expect(sheet.getByTestId(`sheet-treatment-${number}`)).toHaveText(`Trato ${number} – ${time}`);
    await expect(sheet.getByTestId('sheet-treatment-4')).toHaveCount(0);

    // The day's sheet: every treatment adds up, and the treatments add up to the day (30/30/40 %).
    const dayFile = await downloadSheet(page, MONDAY, null);
    expect(dayFile.suggestedFilename()).toMatch(/^tratos-.*\.pdf$/);
    const mondayText = await pdfTextOf(dayFile);
    expect(mondayText).toContain('Folha de trato do misturador – Segunda-feira');
    const monday = checkDay(mondayText, PT, ['07:00', '11:00', '16:00']);
    const mondayKg = sum(monday.map((treatment) => treatment.kg));
    // Each lot's day split 30/30/40 by largest remainders: each treatment within a step per pen.
    for (const [index, share] of [0.3, 0.3, 0.4].entries())
      expect(Math.abs((monday[index]?.kg ?? NaN) - share * mondayKg)).toBeLessThanOrEqual(
        STEP_KG * PENS.length,
      );
    // 1 500 head at about 17 kg as fed: more than one 6 t load per treatment.
    expect(monday.every((treatment) => treatment.loads.length >= 2)).toBe(true);

    // The morning sheet alone: the first treatment, and only it.
    const morningText = await pdfTextOf(await downloadSheet(page, MONDAY, 1));
    expectTitle(morningText, 'Folha de trato do misturador – Segunda-feira – Trato 1 – 07:00');
    const morning = checkTreatment(morningText, 'Trato 1 – 07:00', monday[0]?.kg ?? NaN, PT);
    expect(morning.loads).toEqual(monday[0]?.loads);
    expect(morningText).not.toContain('Trato 2 – 11:00');
    expect(morningText).toContain('Horário 07:00');
    expect(morningText).toContain(`Curral 1 – ${PENS[0].head} cabeças`);

    // Sunday: two treatments, 60 % at 06:30 and 40 % at 16:00, the same day's total.
    const sundayText = await pdfTextOf(await downloadSheet(page, SUNDAY, null));
    expect(sundayText).toContain('Folha de trato do misturador – Domingo');
    const sunday = checkDay(sundayText, PT, ['06:30', '16:00']);
    expect(sum(sunday.map((treatment) => treatment.kg))).toBe(mondayKg);
    expect(sunday[1]?.kg).toBe(monday[2]?.kg);
    expect(sundayText).not.toContain('Trato 3');

    // The same sheets as an Excel workbook (a zip: "PK").
    const downloadingExcel = page.waitForEvent('download');
    await sheet.getByTestId('excel-treatments').click();
    const excel = await downloadingExcel;
    expect(excel.suggestedFilename()).toMatch(/^tratos-.*\.xlsx$/);
    expect((await readFile(await excel.path())).subarray(0, 2).toString('latin1')).toBe('PK');

    await sheet.getByRole('button', { name: 'Fechar' }).click();
    await expect(sheet).toBeHidden();

    // Saved with the diet: the server keeps the lots, the treatments, the mixer and the pre-mix ... (the diet
    // opened was already saved, so its sync state reads "synced" before this save too: its call is awaited).
    const saving = page.waitForResponse(
      (response) => response.url().endsWith('/dieta/saveFD') && response.request().method() === 'POST',
    );
    await new DietPage(page).save(dietName);
    expect((await saving).status()).toBe(200);
    await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
    dietId = await savedDietId(request, token, dietName);
    expect(dietId, 'saved over the diet opened').toBe(savedId);
    expectIssuePlan(await savedRecord(request, token, dietId));

    // ... and the diet opened again shows them, with the same sheets.
    await page.goto(`/formulacao-dieta?did=${dietId}`);
    await expect(page.getByTestId('saved-name')).toHaveText(dietName);
    const again = await openSheet(page);
    await expect(again.getByTestId('treatment-row')).toHaveCount(4);
    await expect(again.getByTestId('pen-name-2')).toHaveValue(PENS[2].name);
    await expect(again.getByTestId('pen-heads-0')).toHaveValue('600');
    await expect(again.getByTestId('sheet-mixer-capacity')).toHaveValue(/^6\.?000(,0)?$/);
    await expect(again.getByTestId('premix-switch')).toBeChecked();
    await expect(again.getByTestId('treatment-day-issues')).toHaveCount(0);
    const reopened = checkDay(await pdfTextOf(await downloadSheet(page, MONDAY, null)), PT, [
      '07:00',
      '11:00',
      '16:00',
    ]);
    expect(reopened.map((treatment) => treatment.loads)).toEqual(monday.map((treatment) => treatment.loads));
    await again.getByRole('button', { name: 'Fechar' }).click();
    await expect(again).toBeHidden();
    // Only looking at the saved plan is not a change to save.
    await new AppShell(page).followDashboardLink();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('in Spanish and English: the sheets are titled and labelled in the language, and still add up', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    expect(dietId, 'the diet saved by the first test').not.toBeNaN();
    const shell = new AppShell(page);
    await signInAsAdmin(page, `/formulacao-dieta?did=${dietId}`);
    await expect(page.getByTestId('saved-name')).toHaveText(dietName);

    for (const [language, words, labels] of [
      [
        /Español/,
        ES,
        {
          dialog: 'Hoja de suministro del mixer',
          tab: 'Raciones diarias',
          heading: 'Raciones del día',
          sunday: 'Domingo',
          file: /^raciones-.*\.pdf$/,
          close: 'Cerrar',
          facts: ['Hora 06:30', `Curral 1 – ${PENS[0].head} cabezas`],
          loads: 'Cargas',
        },
      ],
      [
        /English/,
        EN,
        {
          dialog: 'Mixer feeding sheet',
          tab: 'Daily treatments',
          heading: 'Treatments of the day',
          sunday: 'Sunday',
          file: /^treatments-.*\.pdf$/,
          close: 'Close',
          facts: ['Time 06:30', `Curral 1 – ${PENS[0].head} head`],
          loads: 'Loads',
        },
      ],
    ] as const) {
      await shell.chooseLanguage(language);
      const sheet = await openSheet(page);
      await expect(sheet.getByRole('heading', { level: 2 })).toHaveText(labels.dialog);
      await expect(sheet.getByTestId('mode-treatments')).toHaveText(labels.tab);
      await expect(sheet.getByRole('heading', { name: labels.heading, exact: true }).first()).toBeVisible();
      await expect(sheet.getByTestId(`sheet-weekday-${SUNDAY}`)).toHaveText(labels.sunday);
      await expect(sheet.getByTestId('treatment-row')).toHaveCount(4);

      // Sunday's morning sheet (60 % of the day at 06:30): three loads, titled in the language.
      const sundayFile = await downloadSheet(page, SUNDAY, 1);
      expect(sundayFile.suggestedFilename()).toMatch(labels.file);
      const text = await pdfTextOf(sundayFile);
      const title = `${words.treatment} 1 – 06:30`;
      expectTitle(text, `${labels.dialog} – ${labels.sunday} – ${title}`);
      for (const fact of labels.facts) expect(text).toContain(fact);
      const dayText = await pdfTextOf(await downloadSheet(page, SUNDAY, null));
      const day = checkDay(dayText, words, ['06:30', '16:00']);
      const morning = checkTreatment(text, title, day[0]?.kg ?? NaN, words);
      expect(text).toContain(`${labels.loads} ${morning.loads.length}`);
      expect(text).not.toContain(`${words.treatment} 2 – 16:00`);
      await sheet.getByRole('button', { name: labels.close }).click();
      await expect(sheet).toBeHidden();
    }
  });

  test.describe('installed', () => {
    test.use({ serviceWorkers: 'allow' });
    test('offline, installed: the saved diet opens with its plan, prints the morning sheet, and a change syncs back', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(150_000);
      expect(dietId, 'the diet saved by the first test').not.toBeNaN();
      const token = await adminToken(request);
      const silageId = (await catalogueIds(request, token)).get(FEEDS[0].name) ?? '';
      await signInAsAdmin(page, `/formulacao-dieta?did=${dietId}`);
      await page.getByTestId('cookies-accept').click();
      await expect(page.getByTestId('saved-name')).toHaveText(dietName);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
        .toBe(true);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('saved-name')).toHaveText(dietName, { timeout: 20_000 });
      await expect(page.getByText('Sem conexão com o servidor')).toBeVisible();

      const sheet = await openSheet(page);
      await expect(sheet.getByTestId('treatment-row')).toHaveCount(4);
      const mondayText = await pdfTextOf(await downloadSheet(page, MONDAY, null));
      const monday = checkDay(mondayText, PT, ['07:00', '11:00', '16:00']);
      const morningText = await pdfTextOf(await downloadSheet(page, MONDAY, 1));
      expectTitle(morningText, 'Folha de trato do misturador – Segunda-feira – Trato 1 – 07:00');
      checkTreatment(morningText, 'Trato 1 – 07:00', monday[0]?.kg ?? NaN, PT);

      // Offline, a pen grows and the silage is measured at 30 % dry matter that morning: the sheets follow
      // (the silage's kg DM per head kept: more kg as fed), say the measured value, and the change is saved on
      // the device.
      await sheet.getByTestId('pen-heads-2').fill('460');
      await sheet.getByTestId(`measured-dm-${silageId}`).fill('30');
      const grown = checkDay(await pdfTextOf(await downloadSheet(page, MONDAY, null)), PT, [
        '07:00',
        '11:00',
        '16:00',
      ]);
      const measuredText = await pdfTextOf(await downloadSheet(page, MONDAY, 1));
      expect(measuredText).toContain(
        `MS medida de ${FEEDS[0].name} 30,0 % (catálogo ${SILAGE_CATALOGUE_DM.toFixed(1).replace('.', ',')} %)`,
      );
      checkTreatment(measuredText, 'Trato 1 – 07:00', grown[0]?.kg ?? NaN, PT);
      expect(sum(grown.map((treatment) => treatment.kg))).toBeGreaterThan(
        sum(monday.map((treatment) => treatment.kg)),
      );
      await sheet.getByRole('button', { name: 'Fechar' }).click();
      await expect(sheet).toBeHidden();
      await new DietPage(page).save(dietName);
      await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'local');

      await context.setOffline(false);
      await expect(page.getByTestId('sync-state')).toHaveAttribute('data-state', 'synced', {
        timeout: 20_000,
      });
      await expect
        .poll(async () => {
          const plan = (await savedRecord(request, token, dietId)).tratos_diarios;
          return [plan?.lotes[2]?.cabecas, plan?.materia_seca_medida?.[silageId]];
        })
        .toEqual([460, 30]);
    });
  });
});

test('the pre-mix is premium: a free user gets the plans offer, the treatments stay free', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await signInAsNewUser(page, request, 'feedplan', { path: '/formulacao-dieta' });
  await formulateFeedlotDiet(page, request, token);
  // On a phone: the sheet fills the screen, and nothing sticks out sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const sheet = await openSheet(page);
  await sheet.getByTestId('pen-heads-0').fill('100');
  await sheet.getByTestId('sheet-mixer-capacity').fill(String(MIXER_KG));
  await sheet.getByTestId('mode-treatments').click();
  await expect(sheet.getByTestId('sheet-treatment-1')).toHaveText('Trato 1 – 07:00');
  await expect(sheet.getByTestId('share-treatments')).toBeEnabled();
  const box = await sheet.boundingBox();
  expect(box?.width).toBe(390);
  const content = sheet.locator('.MuiDialogContent-root');
  expect(await content.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  const morning = await pdfTextOf(await downloadSheet(page, MONDAY, 1));
  expect(morning).toContain('Trato 1 – 07:00 · Por curral');

  await sheet.getByTestId('premix-switch').click();
  const offer = page.getByRole('dialog').filter({ hasText: 'Recurso Premium' });
  await expect(offer).toContainText('A pré-mistura do concentrado é um recurso premium.');
  await expect(offer.getByRole('button', { name: 'Ver planos' })).toBeVisible();
  await offer.getByRole('button', { name: 'Agora não' }).click();
  await expect(offer).toBeHidden();
  await expect(sheet.getByTestId('premix-switch')).not.toBeChecked();
  await expect(sheet.getByTestId('premix-recipe')).toHaveCount(0);
});
