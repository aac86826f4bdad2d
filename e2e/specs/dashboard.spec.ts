import { uncalculatedDietRecord, saveDietByApi } from '../diet-records';
import { expect, setAccountLanguage, test } from '../fixtures';
import { LoginPage } from '../pages/login-page';

/** The first administrator of playwright.config.ts (administrators count as premium, so they may save). */
const ADMIN = { email: 'admin@cocho.test', password: 'e2e-admin-password' };

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

  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId('active-diets');
  await expect(card.getByRole('heading', { name: 'Active diets' })).toBeVisible();
  const overdue = card.getByTestId('active-diet').filter({ hasText: overdueName });
  await expect(overdue).toContainText('Finishing · expected end 06/14/2025');
  await expect(overdue.getByTestId('overdue')).toHaveText('overdue');
  const onTime = card.getByTestId('active-diet').filter({ hasText: onTimeName });
  await expect(onTime).toContainText('Growth · expected end 04/30/2099');
  await expect(onTime.getByTestId('overdue')).toHaveCount(0);
  await expect(card.getByTestId('active-diet').filter({ hasText: finishedName })).toHaveCount(0);

  await overdue.click();
  await expect(page).toHaveURL(new RegExp(`/formulacao-dieta\\?did=${overdueId}$`));
  await setAccountLanguage(request, ADMIN, 0);
});
