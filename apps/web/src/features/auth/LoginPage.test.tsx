// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthScreen } from '../../testing/render-auth-screen';
import { changeLanguage, initI18n } from '../../i18n/i18n';
import { stubCalls } from '../../ui/account/account-test-data';
import type { RecordedCall } from '../../ui/account/account-test-data';
import { LoginPage } from './LoginPage';

let calls: RecordedCall[];

const renderLogin = () => renderAuthScreen(<LoginPage />, '/login');

const email = () => screen.getByLabelText(/e-mail/i, { selector: 'input' });
const password = () => screen.getByLabelText(/senha/i, { selector: 'input' });
const submit = () => userEvent.click(screen.getByRole('button', { name: /entrar/i }));

beforeAll(() => {
  initI18n('pt');
});

beforeEach(async () => {
  await changeLanguage('pt');
  localStorage.clear();
  calls = stubCalls({
    'auth/appLogin': { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'x' } },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The form's check loads at the form's first use (login-check.ts): the same messages as before.
describe('sign-in form', () => {
  it('says which fields are wrong and calls nothing', async () => {
    renderLogin();
    await submit();
    await screen.findByText('Campo obrigatório.');
    const helpers = [...document.querySelectorAll('.MuiFormHelperText-root')].map(
      (helper) => helper.textContent,
    );
    // The e-mail's check (the contract's e-mail type) and the password's.
    expect(helpers).toEqual(['Valor inválido.', 'Campo obrigatório.']);
    expect(calls.filter((call) => call.name === 'auth/appLogin')).toEqual([]);
  });

  it('sends valid values to the server and shows its refusal', async () => {
    renderLogin();
    await userEvent.type(email(), 'maria@cocho.test');
    await userEvent.type(password(), 'secret');
    await submit();
    expect((await screen.findByTestId('form-error')).textContent).toBe('E-mail ou senha incorretos.');
    expect(calls.find((call) => call.name === 'auth/appLogin')?.body).toMatchObject({
      email: 'maria@cocho.test',
      password: 'secret',
    });
  });

  it('links to the registration page like a tab, the sign-in page marked as the current one', () => {
    renderLogin();
    const signIn = screen.getByRole('link', { name: 'Entrar' });
    const register = screen.getByRole('link', { name: 'Criar conta' });
    expect(signIn.getAttribute('aria-current')).toBe('page');
    expect(register.getAttribute('aria-current')).toBeNull();
    expect(register.getAttribute('href')).toBe('/signin');
  });
});
