// Content protections (docs/product/errors.md#shell-errors): with the administrator's flags on, right-click, the screenshot key,
// Ctrl+P and copying are stopped with their messages and text cannot be selected; with the flags off (the
// default) the page behaves normally. The flags are turned off again afterwards.
import type { APIRequestContext, Page } from '@playwright/test';
import type { TFeatureFlags } from '@cocho/contracts';
import { expect, test, ADMIN, post } from '../fixtures';

const PROTECTIONS = [
  'block_printing',
  'block_screenshot_key',
  'block_context_menu',
  'block_text_selection',
] as const;

async function setProtections(request: APIRequestContext, isOn: boolean): Promise<void> {
  const admin = await post<{ token: string }>(request, 'auth/appLogin', ADMIN);
  const flags = await post<TFeatureFlags>(request, 'flags/get', {});
  const global = { ...flags.global, ...Object.fromEntries(PROTECTIONS.map((flag) => [flag, isOn])) };
  const saved = await post<TFeatureFlags>(request, 'adm/flags/update', { ...flags, global }, admin.token);
  for (const flag of PROTECTIONS) expect(saved.global[flag]).toBe(isOn);
}

/** Triple-clicks the first heading and answers the selected text. */
async function selectHeading(page: Page): Promise<string> {
  await page.getByRole('heading').first().click({ clickCount: 3 });
  return page.evaluate(() => window.getSelection()?.toString() ?? '');
}

test('the content protections act with their messages when on and not at all when off', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('idioma', '0'));
  try {
    await setProtections(request, true);
    await page.goto('/');
    const heading = page.getByRole('heading').first();
    await expect(heading).toBeVisible();
    const alert = page.getByTestId('alert-bar');

    // The flags arrive with flags/get after the cached defaults: wait until right-click is blocked.
    await expect(async () => {
      await heading.click({ button: 'right' });
      await expect(alert).toContainText('O clique com o botão direito está desativado.', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('PrintScreen');
    await expect(alert).toContainText('Capturas de tela desativadas!');
    await page.keyboard.press('Control+p');
    await expect(alert).toContainText('A impressão está desativada.');
    expect(await selectHeading(page)).toBe('');
    await page.evaluate(() => document.dispatchEvent(new Event('copy', { bubbles: true, cancelable: true })));
    await expect(alert).toContainText('A seleção e a cópia de texto estão desativadas.');

    // Off: nothing is stopped.
    await setProtections(request, false);
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(async () => expect((await selectHeading(page)).length).toBeGreaterThan(0)).toPass({
      timeout: 15_000,
    });
    await heading.click({ button: 'right' });
    await page.keyboard.press('Escape');
    await page.keyboard.press('PrintScreen');
    await expect(alert).toHaveCount(0);
  } finally {
    await setProtections(request, false);
  }
});
