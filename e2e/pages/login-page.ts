import type { Page } from '@playwright/test';

/** Page model of /login and /signin (sign-in and registration tabs). Labels are the Portuguese ones. */
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

  async register(user: {
    name: string;
    email: string;
    password: string;
    profileLabel: string;
  }): Promise<void> {
    const form = this.page.getByRole('form');
    await form.getByLabel('Nome').fill(user.name);
    await form.getByLabel('E-mail').fill(user.email);
    await form.getByRole('combobox', { name: 'Perfil' }).click();
    await this.page.getByRole('option', { name: user.profileLabel }).click();
    await form.getByLabel('Senha', { exact: true }).fill(user.password);
    await form.getByLabel('Confirme a senha').fill(user.password);
    await form.getByRole('button', { name: 'Criar conta' }).click();
  }

  formError() {
    return this.page.getByTestId('form-error');
  }
}
