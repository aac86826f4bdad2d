// The administrator on a 390 × 844 phone: in the users tab the edit button of each row
// stays inside the screen (the column is pinned to the right edge while the table scrolls sideways).
import { ADMIN, expect, setAccountLanguage, test } from '../fixtures';
import { LoginPage } from '../pages/login-page';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("the users table's edit column is on screen at 390 px and opens the account", async ({
  page,
  request,
}) => {
  await setAccountLanguage(request, ADMIN, 0);
  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/adm?tab=users');
  const edit = page.locator('[data-testid^="user-edit-"]').first();
  await expect(edit).toBeVisible();
  const box = await edit.boundingBox();
  expect(box, 'the edit button is laid out').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  await edit.click();
  await expect(page.getByRole('dialog').getByTestId('user-save')).toBeVisible();
});
