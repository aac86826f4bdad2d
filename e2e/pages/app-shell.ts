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

  async openUserMenu(): Promise<void> {
    await this.page.getByTestId('user-menu').click();
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
