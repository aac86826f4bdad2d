import type { Page } from '@playwright/test';

/** Page model of /login and /signin (registration through the screens: account.spec.ts). Labels are the Portuguese ones. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async gotoLogin(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
  }

  async gotoRegister(): Promise<void> {
    await this.page.goto('/signin');
  }

  async signIn(email: string, password: string): Promise<void> {
    const form = this.page.getByRole('form');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Senha', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Entrar' }).click();
  }

  formError() {
    return this.page.getByTestId('form-error');
  }
}
