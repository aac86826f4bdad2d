import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, post, test, signInAsNewUser } from '../fixtures';
import { AppShell } from '../pages/app-shell';

test('searches the short feed table in Portuguese and exports it as CSV with semicolons', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, request, 'feeds', { path: '/tabela-resumida' });

  const rows = page.getByTestId('feed-row');
  // The table's first load took over 7 s once on the shared two-core machine (load about 20).
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  // The default list: the 75 complete, cited rows of the Brazilian library (monensin is an additive, not a feed;
  // ILRI rows and the NASEM rows a Brazilian row replaces are out of the default list).
  await expect(page.getByTestId('feed-count')).toHaveText('75 alimentos');

  // Accents and case do not matter; every word must match.
  await page.getByTestId('feed-search').fill('SILAGEM DE MILHO');
  await expect(rows).toHaveCount(2);
  const typical = rows.filter({ hasText: 'Silagem de milho' });
  await expect(typical).toHaveCount(1);
  // Portuguese number format in the table: 7,52 % CP (Carvalho 2008).
  await expect(typical.getByRole('cell', { name: '7,52', exact: true })).toBeVisible();
  await expect(typical.getByTestId('feed-source')).toContainText('Carvalho, J.F.F.S. (2008)');

  const rowsText = (await rows.locator('td:first-child p').allTextContents()).filter(
    (name) => name !== 'Silagem de milho',
  );

  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tabela-alimentos.csv');
  const csv = await readFile(await download.path(), 'utf8');

  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(1 + 2);
  expect(lines[0]).toBe(
    'Alimento;Categoria;MS (% MN);PB (% MS);NDT (% MS);EM (Mcal/kg MS);FDN (% MS);EE (% MS);CNF (% MS);MM (% MS);Ca (% MS);P (% MS);Fonte',
  );
  // Brazilian corn silage (Carvalho 2008): MS 31.88, PB 7.52, NDT 64.71, EM 0.9455 × 64.71 × 0.04409 − 0.3032
  // = 2.394 (computed), FDN 49.18, EE 2.30, CNF 37.78, MM 100 − 96.78 = 3.22 (computed); Ca 0.237, P 0.232 from
  // the NASEM corn silage row (estimated).
  const typicalLine = lines.find((line) => line.startsWith('Silagem de milho;'));
  expect(typicalLine).toBeDefined();
  expect(
    typicalLine?.startsWith(
      'Silagem de milho;Silagens e pré-secados;31,88;7,52;64,71;2,39;49,18;2,3;37,78;3,22;0,24;0,23;Carvalho, J.F.F.S. (2008)',
    ),
  ).toBe(true);
  expect(lines.slice(1).every((line) => line.includes('ilagem') && line.includes('ilho'))).toBe(true);

  // The Excel export: a ZIP (XLSX) whose sheet holds the same rows under a title block, numbers as numbers.
  const downloadingXlsx = page.waitForEvent('download');
  await page.getByTestId('export-excel').click();
  const xlsx = await downloadingXlsx;
  expect(xlsx.suggestedFilename()).toBe('tabela-alimentos.xlsx');
  const bytes = await readFile(await xlsx.path());
  expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Alimentos');
  expect(sheet?.getCell('B1').value).toBe('Tabela resumida de alimentos');
  const sheetRows = Array.from(sheet?.getSheetValues() ?? [], (row) =>
    Array.isArray(row) ? Array.from(row.slice(1), (cell) => cell ?? null) : [],
  );
  const headerIndex = sheetRows.findIndex((row) => row[0] === 'Alimento');
  expect(sheetRows[headerIndex]).toEqual(lines[0]?.split(';'));
  expect(sheetRows.slice(headerIndex + 1)).toHaveLength(2);
  const typicalRow = sheetRows.find((row) => row[0] === 'Silagem de milho');
  expect(typicalRow?.slice(2, 4)).toEqual([31.88, 7.52]);

  // The composition comparator over the listed feeds: two silages side by side, same numbers as the table.
  await page.getByTestId('compare-compositions').click();
  const dialog = page.getByRole('dialog', { name: 'Comparador de composição' });
  const picker = dialog.getByRole('combobox', { name: 'Alimentos a comparar' });
  for (const name of ['Silagem de milho', rowsText[0] ?? '']) {
    await picker.click();
    await page.getByRole('option', { name, exact: true }).click();
  }
  const comparison = dialog.getByTestId('composition-comparison');
  await expect(comparison.getByRole('columnheader')).toHaveText([
    'Nutriente',
    'Unidade',
    'Silagem de milho',
    rowsText[0] ?? '',
  ]);
  const protein = comparison
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Proteína bruta', exact: true }) });
  await expect(protein.getByRole('cell').nth(1)).toHaveText('7,52');
});

test('two tabs edit the same own feed: the later save from the older version asks, and keeping both loses nothing', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signInAsNewUser(page, request, 'feed-edit');
  await new AppShell(page).acceptCookies();
  const name = `Milho da fazenda ${Date.now() % 100_000}`;
  await post(
    request,
    'alimentos/createAlimentoUsuario',
    { name, tipo: 3, nutrientes: { MS: '88', PB: '9' }, custo: 1 },
    token,
  );

  // Tab A opens the edit from the short table; tab B opens the same edit.
  await page.goto('/tabela-resumida');
  // The catalogue's first load is slow on a busy machine.
  await expect(page.getByTestId('feed-row').first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('feed-search').fill(name);
  await expect(page.getByTestId('feed-row')).toHaveCount(1);
  await page.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page).toHaveURL(/\/enviar-alimento\/privado\?id=USR/);
  const other = await context.newPage();
  await other.goto(page.url());
  for (const tab of [page, other])
    await expect(tab.getByTestId('feed-name')).toHaveValue(name, { timeout: 30_000 });

  // A saves a new price; B, still on the first version, saves a new protein.
  await page.getByTestId('feed-cost').fill('1,5');
  await page.getByTestId('feed-submit').click();
  await expect(page).toHaveURL(/\/tabela-resumida$/);
  await other.getByTestId('nutrient-PB').fill('12,5');
  await other.getByTestId('feed-submit').click();
  const question = other.getByRole('dialog', { name: 'Este registro foi alterado em outro lugar' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Manter os dois' }).click();
  await expect(other).toHaveURL(/\/tabela-resumida$/);

  // A's price stays on the feed; B's protein is a second feed named as B's version.
  const { data } = await post<{
    data: { usr: { name: string; custo: number | null; nutrientes: Record<string, number> }[] };
  }>(request, 'alimentos/getListaAlimentos', { apenasUSREMP: true }, token);
  const mine = data.usr.filter((feed) => feed.name.startsWith(name));
  expect(mine).toHaveLength(2);
  expect(mine.find((feed) => feed.name === name)).toMatchObject({ custo: 1.5, nutrientes: { PB: 9 } });
  const copy = mine.find((feed) => feed.name !== name);
  expect(copy?.name).toMatch(new RegExp(`^${name} \\(minha versão .+\\)$`));
  expect(copy).toMatchObject({ custo: 1, nutrientes: { PB: 12.5 } });
  await other.close();
});
