import { uncalculatedDietRecord, saveDietByApi } from '../diet-records';
import { expect, setAccountLanguage, test, ADMIN, signInByApi } from '../fixtures';

/** The first administrator of playwright.config.ts (administrators count as premium, so they may save). */

test('the dashboard lists active diets, flags the overdue one in English and opens it', async ({
  page,
  request,
}) => {
  await setAccountLanguage(request, ADMIN, 1);
  const login = await request.post('/auth/appLogin', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const stamp = Date.now();
  const cycle = {
    tipo: 'terminacao',
    situacao: 'ativa',
    comentario: null,
    fim_real: null,
    peso_abate: null,
    gmd_esperado: 1.3,
    gmd_real: null,
    gmd_observado: null,
    numero_animais: 100,
  };
  const overdueName = `Overdue lot ${stamp}`;
  const onTimeName = `On-time lot ${stamp}`;
  const finishedName = `Finished lot ${stamp}`;
  const overdueId = await saveDietByApi(
    request,
    token,
    uncalculatedDietRecord({
      nome: overdueName,
      ciclo: { ...cycle, inicio_previsto: '2025-03-01', fim_previsto: '2025-06-14' },
    }),
  );
  await saveDietByApi(
    request,
    token,
    uncalculatedDietRecord({
      nome: onTimeName,
      ciclo: { ...cycle, tipo: 'crescimento', inicio_previsto: '2099-01-01', fim_previsto: '2099-04-30' },
    }),
  );
  await saveDietByApi(
    request,
    token,
    uncalculatedDietRecord({
      nome: finishedName,
      ciclo: {
        ...cycle,
        situacao: 'finalizada',
        inicio_previsto: '2025-01-01',
        fim_previsto: '2025-04-01',
        fim_real: '2025-04-03',
        peso_abate: 548,
      },
    }),
  );

  await signInByApi(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId('active-diets');
  await expect(card.getByRole('heading', { name: 'Active diets' })).toBeVisible();
  const overdue = card.getByTestId('active-diet').filter({ hasText: overdueName });
  await expect(overdue).toContainText('Finishing · expected end 06/14/2025');
  await expect(overdue.getByTestId('overdue')).toHaveText('overdue');
  const onTime = card.getByTestId('active-diet').filter({ hasText: onTimeName });
  await expect(onTime).toContainText('Growth · expected end 04/30/2099');
  await expect(onTime.getByTestId('overdue')).toHaveCount(0);
  // Jan 1 to Apr 30, 2099 is 119 days, none elapsed yet.
  await expect(onTime.getByTestId('diet-progress-text')).toHaveText(
    'Day 0 of 119 · expected gain 0.0 kg/head',
  );
  await expect(card.getByTestId('active-diet').filter({ hasText: finishedName })).toHaveCount(0);

  await overdue.click();
  await expect(page).toHaveURL(new RegExp(`/formulacao-dieta\\?did=${overdueId}$`));
  await setAccountLanguage(request, ADMIN, 0);
});

/** YYYY-MM-DD, `days` after today's UTC date (the day the dashboard's progress is read at). */
function utcDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('em português, a dieta ativa mostra o andamento no painel e, finalizada, sai da lista de ativas', async ({
  page,
  request,
}) => {
  await setAccountLanguage(request, ADMIN, 0);
  const login = await request.post('/auth/appLogin', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const name = `Lote em curso ${Date.now()}`;
  await saveDietByApi(
    request,
    token,
    uncalculatedDietRecord({
      nome: name,
      ciclo: {
        tipo: 'terminacao',
        situacao: 'ativa',
        comentario: null,
        inicio_previsto: utcDay(-10),
        fim_previsto: utcDay(90),
        fim_real: null,
        peso_abate: null,
        gmd_esperado: 1.3,
        gmd_real: null,
        gmd_observado: 1.2,
        numero_animais: 60,
      },
    }),
  );

  await signInByApi(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId('active-diets');
  await expect(card.getByRole('heading', { name: 'Dietas ativas' })).toBeVisible();
  const row = card.getByTestId('active-diet-row').filter({ hasText: name });
  // 10 of 100 days: 1,3 × 10 = 13,0 kg expected, 1,2 × 10 = 12,0 kg observed.
  await expect(row.getByTestId('diet-progress-text')).toHaveText(
    'Dia 10 de 100 · ganho esperado 13,0 kg/cab · ganho observado 12,0 kg/cab',
  );
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  await expect(page.getByTestId('performance')).toBeVisible();
  await expect(page.getByTestId('statistics')).toBeVisible();

  await row.getByTestId('finish-diet').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Finalizar a dieta “${name}”`);
  await dialog.getByTestId('finish-confirm').click();
  await expect(dialog).toContainText('Informe o peso de abate ou um ganho médio diário.');
  await dialog.getByTestId('finish-fim_real').fill(utcDay(0));
  await dialog.getByTestId('finish-peso_abate').fill('540');
  await dialog.getByTestId('finish-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('active-diet').filter({ hasText: name })).toHaveCount(0);
});
