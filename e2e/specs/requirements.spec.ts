import { execFileSync } from 'node:child_process';
import { expect, test, BUILT_CLI, signInAsNewUser } from '../fixtures';
import { AppShell } from '../pages/app-shell';
import { RequirementsPage } from '../pages/requirements-page';

type CliRequirement = { ideal: number; minimo: number | null; maximo: number | null };

/** The expected numbers, from the `cocho requirements` contract (built by scripts/build.mjs). */
function requirementsByCli(animal: Record<string, unknown>): Record<'CMS' | 'NDT' | 'PNDR', CliRequirement> {
  const output = execFileSync(process.execPath, [BUILT_CLI, 'requirements'], {
    input: JSON.stringify(animal),
    encoding: 'utf8',
  });
  return JSON.parse(output) as Record<'CMS' | 'NDT' | 'PNDR', CliRequirement>;
}

const pt = (value: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const en = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

const ANIMAL = {
  tipo: 'crescimento_terminacao',
  raca: 'cruzado_corte',
  regime: 'confinamento',
  sexo: 'macho_castrado',
  peso_corporal_inicial: 350,
  peso_corporal_final: 450.5,
  ganho_medio_diario: 1.25,
};

test.beforeEach(async ({ page, request }) => {
  await signInAsNewUser(page, request, 'requirements');
});

test('fills the animal in Portuguese and English and sees CMS and NDT in the language format', async ({
  page,
}) => {
  const expected = requirementsByCli(ANIMAL);
  const screen = new RequirementsPage(page);
  const shell = new AppShell(page);
  await screen.goto();
  await expect(shell.title()).toHaveText('Cálculo de exigências');

  await page.getByRole('radio', { name: 'Cruzado de corte' }).check();
  await page.getByRole('radio', { name: 'Macho castrado' }).check();
  await screen.fillAnimal({
    peso_corporal_inicial: '350',
    peso_corporal_final: '450,5',
    ganho_medio_diario: '1,25',
  });
  await expect(screen.animalInput('peso_corporal_medio')).toHaveValue('400,3');
  await screen.calculate();

  await expect(screen.summaryValue('CMS')).toHaveText(pt(expected.CMS.ideal));
  await expect(screen.summaryValue('NDT')).toHaveText(pt(expected.NDT.ideal));
  await expect(screen.row('CMS')).toContainText('CMS');
  await expect(screen.row('CMS')).toContainText('kg/dia');
  await expect(screen.cell('CMS', 'ideal')).toHaveValue(pt(expected.CMS.ideal));
  await expect(screen.cell('CMS', 'max')).toHaveValue(pt(expected.CMS.maximo ?? 0));
  await expect(screen.cell('NDT', 'ideal')).toHaveValue(pt(expected.NDT.ideal));
  // No maximum for TDN: a zero or empty bound shows "-".
  await expect(screen.cell('NDT', 'max')).toHaveValue('-');
  expect(pt(expected.CMS.ideal)).toContain(',');

  await shell.chooseLanguage(/English/);
  await expect(shell.title()).toHaveText('Requirements calculation');
  await expect(screen.animalInput('peso_corporal_final')).toHaveValue('450.5');
  await expect(screen.row('CMS')).toContainText('DMI');
  await expect(screen.row('CMS')).toContainText('kg/day');
  await expect(screen.row('NDT')).toContainText('TDN');
  await expect(screen.summaryValue('CMS')).toHaveText(en(expected.CMS.ideal));
  await expect(screen.cell('NDT', 'ideal')).toHaveValue(en(expected.NDT.ideal));
  expect(en(expected.NDT.ideal)).toContain('.');
});

test('editing an ideal rescales minimum and maximum, marks the row and can be reset', async ({ page }) => {
  const expected = requirementsByCli({ ...ANIMAL, raca: 'zebuino', sexo: 'macho', peso_corporal_final: 450 });
  const screen = new RequirementsPage(page);
  await screen.goto();
  await screen.fillAnimal({
    peso_corporal_inicial: '350',
    peso_corporal_final: '450',
    ganho_medio_diario: '1,25',
  });
  await screen.calculate();
  await expect(screen.cell('CMS', 'ideal')).toHaveValue(pt(expected.CMS.ideal));
  await expect(screen.editedMarker('CMS')).toHaveCount(0);
  await expect(screen.resetTable()).toBeDisabled();

  const ideal = 12;
  await screen.editCell('CMS', 'ideal', '12,00');
  const scale = ideal / expected.CMS.ideal;
  await expect(screen.cell('CMS', 'ideal')).toHaveValue('12,00');
  await expect(screen.cell('CMS', 'min')).toHaveValue(pt((expected.CMS.minimo ?? 0) * scale));
  await expect(screen.cell('CMS', 'max')).toHaveValue(pt((expected.CMS.maximo ?? 0) * scale));
  await expect(screen.editedMarker('CMS')).toBeVisible();

  // A maximum below the ideal is clamped to the ideal; "-" empties it.
  await screen.editCell('CMS', 'max', '5');
  await expect(screen.cell('CMS', 'max')).toHaveValue('12,00');
  await screen.editCell('CMS', 'max', '-');
  await expect(screen.cell('CMS', 'max')).toHaveValue('-');

  // PB = PDR + PNDR after editing PDR.
  await screen.editCell('PDR', 'ideal', '800');
  await expect(screen.cell('PB', 'ideal')).toHaveValue(pt(800 + expected.PNDR.ideal));

  await screen.resetTable().click();
  await expect(screen.cell('CMS', 'ideal')).toHaveValue(pt(expected.CMS.ideal));
  await expect(screen.cell('CMS', 'max')).toHaveValue(pt(expected.CMS.maximo ?? 0));
  await expect(screen.editedMarker('CMS')).toHaveCount(0);
});

test('an invalid animal never reaches the engine: the errors show in the language', async ({ page }) => {
  const screen = new RequirementsPage(page);
  await screen.goto();
  await expect(screen.summaryValue('CMS')).toBeVisible();
  const before = await screen.summaryValue('CMS').textContent();
  await screen.fillAnimal({ peso_corporal_inicial: '600', ganho_medio_diario: '2,7' });
  await screen.calculate();
  await expect(page.getByText('Não pode ser maior que o peso final (540,0 kg).')).toBeVisible();
  await expect(page.getByText('O valor máximo é 2,50.')).toBeVisible();
  await expect(page.getByTestId('alert-bar')).toHaveText('Corrija os campos destacados.');
  await expect(page.getByTestId('requirements-stale')).toBeVisible();
  await expect(screen.summaryValue('CMS')).toHaveText(before ?? '');
});

test('a pregnant cow is calculated from her mean weight, as the CLI does, in Spanish', async ({ page }) => {
  const expected = requirementsByCli({
    tipo: 'vaca',
    raca: 'zebuino',
    estado_fisiologico: 'gestante',
    estado_parides: 'multiparas',
    peso_corporal_medio: 480,
    dias_gestacao: 250,
  });
  const screen = new RequirementsPage(page);
  await screen.goto();
  await expect(screen.summaryValue('CMS')).toBeVisible();
  await new AppShell(page).chooseLanguage(/Español/);
  await page.getByRole('radio', { name: 'Vaca' }).check();
  await page.getByRole('radio', { name: 'Gestante', exact: true }).check();
  await expect(screen.animalInput('peso_corporal_inicial')).toHaveCount(0);
  await screen.fillAnimal({ peso_corporal_medio: '480', dias_gestacao: '250' });
  await screen.calculate();
  await expect(screen.summaryValue('PV')).toHaveText('480,0');
  await expect(screen.summaryValue('CMS')).toHaveText(pt(expected.CMS.ideal));
  await expect(screen.cell('NDT', 'ideal')).toHaveValue(pt(expected.NDT.ideal));
  await expect(screen.row('NDT')).toContainText('kg/día');
});
