import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Page model of the signed-in shell: toolbar, language menu, user menu, side menu. */
export class AppShell {
  constructor(private readonly page: Page) {}

  title() {
    return this.page.getByTestId('page-title');
  }

  footer() {
    return this.page.getByTestId('footer');
  }

  async chooseLanguage(name: RegExp | string): Promise<void> {
    await this.page.getByTestId('language-menu').click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  /** Opens the side menu and follows its dashboard link (a screen with unsaved data asks first). */
  async followDashboardLink(): Promise<void> {
    await this.page.getByRole('button', { name: 'Abrir menu' }).click();
    await this.page
      .getByTestId('side-drawer')
      .getByRole('link', { name: /Painel/ })
      .first()
      .click();
  }

  /** The modal that asks before unsaved data is lost (Portuguese texts). */
  unsavedDataModal() {
    return this.page.getByRole('dialog').filter({ hasText: 'Todos os dados inseridos serão perdidos' });
  }

  /**
   * Opens the user menu and waits for its company part (its last control is the link request button), which
   * appears with empresa/minhas's answer above the menu's items: a click on an item before it would land where
   * the item was.
   */
  async openUserMenu(): Promise<void> {
    await this.page.getByTestId('user-menu').click();
    // With companies, the link request button is inside their part.
    await expect(this.page.getByTestId('request-company-link')).toBeVisible();
  }

  async signOut(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByTestId('logout').click();
  }

  async acceptCookies(): Promise<void> {
    const accept = this.page.getByTestId('cookies-accept');
    if (await accept.isVisible()) await accept.click();
  }
}
