import { expect, registerByApi, signInAsNewUser, test } from '../fixtures';

/** Each free page of the route table with the heading it shows (Portuguese, the browser's language). */
const FREE_PAGES: [path: string, heading: string, text: string][] = [
  ['/instrucoes', 'Instruções de uso', 'Etapa 4, restrições'],
  ['/apresentacao', 'Apresentação', 'programação linear'],
  ['/colaborar', 'Colabore com o catálogo de alimentos', 'laudo do laboratório'],
  ['/autores', 'Autores e ciência', 'ISBN 978-85-8179-110-4'],
  ['/bio', 'Cocho', 'Conheça o Cocho'],
  ['/br', 'Sobre o Cocho', 'BR-CORTE'],
  ['/en', 'About Cocho', 'zebu and crossbred cattle'],
  ['/cursos', 'Cursos', 'Cursos premium'],
  ['/livrobr', 'BR-CORTE: Exigências nutricionais de zebuínos puros e cruzados', 'Edição mais recente'],
  ['/livro2016en', 'BR-CORTE: Nutrient Requirements of Zebu and Crossbred Cattle', '3ª edição (2016)'],
  ['/livro2023br', 'BR-CORTE: Exigências nutricionais de zebuínos puros e cruzados', '4ª edição (2023)'],
  ['/politica-privacidade', 'Política de privacidade', 'Lei nº 13.709/2018'],
  ['/termos-uso', 'Termos de uso', 'Responsabilidade técnica'],
];

test.describe('free pages, signed out', () => {
  for (const [path, heading, text] of FREE_PAGES) {
    test(`${path} opens with its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('article')).toContainText(text);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  test("the cookie notice's privacy link lands on the policy", async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('cookie-notice').getByRole('link').click();
    await expect(page).toHaveURL(/\/politica-privacidade$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible();
    await expect(page.getByText('Entre na sua conta para baixar os seus dados ou excluí-la.')).toBeVisible();
  });

  test('/instrucoes?a= opens one help item', async ({ page, request }) => {
    const answer = await request.post('/ajuda', { data: { web: true } });
    const { data } = (await answer.json()) as { data: { id: number; titulo: string; idioma: number }[] };
    const item = data.find((candidate) => candidate.idioma === 0 && candidate.titulo.includes('restrições'));
    expect(item).toBeDefined();
    await page.goto(`/instrucoes?a=${item!.id}`);
    await expect(page.getByTestId('instructions-selected')).toContainText(item!.titulo);
  });
});

test.describe('help, support, feedback and the LGPD actions, signed in', () => {
  test('the toolbar opens help (with a report) and support; /feedback sends', async ({ page, request }) => {
    await signInAsNewUser(page, request, 'help');
    await page.getByTestId('help-button').click();
    await expect(page.getByTestId('help-description')).toContainText('dietas ativas');
    await page.getByTestId('report-message').fill('O gráfico não aparece');
    await page.getByTestId('report-send').click();
    const success = page.getByRole('dialog', { name: 'Relato enviado' });
    await expect(success).toBeVisible();
    await success.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('help-close').click();

    await page.getByTestId('support-button').click();
    await expect(page.getByTestId('support-hours')).toContainText('das 08h às 18h (horário de Brasília)');
    await page.getByRole('button', { name: 'Fechar' }).click();

    await page.goto('/feedback');
    await page.getByTestId('feedback-message').fill('Seria bom exportar em CSV');
    await page.getByTestId('feedback-send').click();
    await expect(page.getByTestId('feedback-sent')).toContainText('Feedback enviado. Obrigado!');
  });

  test('deleting the account on /user signs out, and the e-mail registers again', async ({
    page,
    request,
  }) => {
    const { user } = await signInAsNewUser(page, request, 'lgpd', { path: '/user' });
    await page.getByTestId('delete-account').click();
    await page.getByTestId('delete-password').fill('not my password');
    await page.getByTestId('delete-confirm').click();
    await expect(page.getByTestId('delete-problem')).toHaveText('A senha está incorreta.');
    await page.getByTestId('delete-password').fill(user.password);
    await page.getByTestId('delete-confirm').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();
    await registerByApi(request, user);
  });
});
