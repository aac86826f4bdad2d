import { expect, test, signInAsNewUser } from '../fixtures';
import { AppShell } from '../pages/app-shell';

test.describe('signed-in shell', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsNewUser(page, request, 'shell');
  });

  test('keyboard shortcuts open screens and Ctrl+Insert shows version, build and database', async ({
    page,
  }) => {
    // The keys go to the app once its shell is drawn (the address is the dashboard's from the start).
    await expect(new AppShell(page).title()).toBeVisible();
    await page.keyboard.press('Control+Alt+KeyU');
    await expect(page).toHaveURL(/\/user$/);
    await page.keyboard.press('Control+Alt+KeyD');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.keyboard.press('Control+Insert');
    const dialog = page.getByRole('dialog', { name: 'Sobre esta instalação' });
    await expect(dialog).toContainText('Versão do aplicativo: 5.0.13');
    await expect(dialog).toContainText('Banco de dados: local (embutido)');
    await expect(dialog).toContainText(/Build: \S+/);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('cookie acceptance and dark mode are stored locally', async ({ page }) => {
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toHaveAttribute('data-layout', 'wide');
    await new AppShell(page).acceptCookies();
    await expect(notice).toBeHidden();

    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByTestId('dark-mode-toggle').click();
    await expect.poll(background).not.toBe(light);
    await page.reload();
    await expect(page.getByTestId('welcome')).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(await background()).not.toBe(light);
  });

  test('the drawer is permanent on the dashboard of a wide screen and temporary elsewhere', async ({
    page,
  }) => {
    const drawerLink = page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Painel' });
    await expect(drawerLink).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Seja Premium' })
      .click();
    await expect(page).toHaveURL(/\/seja-premium$/);
    await expect(drawerLink).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(drawerLink).toBeVisible();
    await drawerLink.click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('below 650 px a bottom bar shows the menu button and at most six links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const bar = page.getByTestId('bottom-bar');
    await expect(bar).toBeVisible();
    const buttons = bar.getByRole('button');
    await expect(buttons).toHaveCount(7);
    await expect(bar.getByRole('button', { name: 'Painel' })).toHaveClass(/Mui-selected/);
    await expect(page.getByTestId('cookie-notice')).toHaveAttribute('data-layout', 'narrow');
    await bar.getByRole('button', { name: 'Predição de desempenho' }).click();
    await expect(page).toHaveURL(/\/predicao-desempenho$/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
  });
});
