// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TMyCompanyLink } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { renderInSession, storeSignedIn, setUpServerTests } from '../../testing/session-harness';
import { UserMenu } from '../../layout/UserMenu';

const link = (extra: Partial<TMyCompanyLink>): TMyCompanyLink => ({
  id_emp_user: 1,
  id_empresa: 7,
  nome_fantasia: 'Alfa',
  acesso: 3,
  situacao: 'ativo',
  empresa_ativa: true,
  parceira: false,
  ...extra,
});
const LOGO = 'data:image/png;base64,iVBORw0KGgo=';

const { answers, requests } = setUpServerTests();

describe('user menu companies', () => {
  it('lists the linked companies with the access type and the partner logo licensed for it', async () => {
    const user = testUser({
      emp_user: [{ id_empresa: 7, acesso: 0, autorizado: true, ativo: true }],
      empresaParceira: { id: 7 },
    });
    storeSignedIn(user);
    answers['empresa/minhas'] = {
      status: 200,
      body: {
        data: [
          link({ acesso: 0, parceira: true }),
          link({ id_emp_user: 2, id_empresa: 8, nome_fantasia: 'Beta', acesso: 2 }),
        ],
      },
    };
    answers['parceiros/getInfoEmpresa'] = {
      status: 200,
      body: { data: { nome: 'Alfa', suporte_link: 'https://alfa.example.com', logo: LOGO } },
    };
    renderInSession(<UserMenu user={user} />);
    fireEvent.click(screen.getByTestId('user-menu'));
    const companies = await screen.findByTestId('user-menu-companies');
    await waitFor(() =>
      expect(within(companies).getByTestId('user-company-8').textContent).toContain('Técnico de vendas'),
    );
    expect(within(companies).getByTestId('user-company-7').textContent).toContain('Gestor');
    const logo = await within(companies).findByTestId('partner-logo');
    expect(logo.getAttribute('src')).toBe(LOGO);
    fireEvent.mouseOver(logo);
    expect(await screen.findByText('Licenciado para Alfa')).toBeTruthy();
    expect(requests.find((r) => r.path === 'parceiros/getInfoEmpresa')?.body).toMatchObject({ parceiro: 7 });
  });

  it('draws the companies once they are known, and at once at the next opening while they are asked again', async () => {
    const user = testUser();
    storeSignedIn(user);
    answers['empresa/minhas'] = { status: 200, body: { data: [link({})] } };
    // empresa/minhas waits for `release`; every other call is answered by the stubbed server at once.
    const serve = globalThis.fetch;
    let release = () => {};
    let asked = 0;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (new URL(url, 'http://localhost').pathname === '/empresa/minhas') {
        asked += 1;
        await new Promise<void>((resolve) => (release = resolve));
      }
      return serve(url, init);
    });
    renderInSession(<UserMenu user={user} />);
    const open = async () => {
      fireEvent.click(screen.getByTestId('user-menu'));
      await screen.findByRole('menuitem', { name: 'Sair' });
    };
    await open();
    await waitFor(() => expect(asked).toBe(1));
    // Not the link request button alone first: the part appears whole, with the answer.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByTestId('request-company-link')).toBeNull();
    expect(screen.queryByTestId('user-menu-companies')).toBeNull();
    act(() => release());
    expect((await screen.findByTestId('user-company-7')).textContent).toContain('Alfa');

    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await open();
    expect(screen.getByTestId('user-company-7').textContent).toContain('Alfa');
    await waitFor(() => expect(asked).toBe(2));
    act(() => release());
  });

  it('accepts an invitation, then reloads the links and the user', async () => {
    const user = testUser();
    storeSignedIn(user);
    let accepted = false;
    answers['empresa/minhas'] = () => ({
      status: 200,
      body: { data: [link({ situacao: accepted ? 'ativo' : 'convidado' })] },
    });
    answers['empresa/aceitarConvite'] = () => {
      accepted = true;
      return { status: 200, body: { data: link({}) } };
    };
    answers['verificaToken'] = { status: 200, body: { user } };
    renderInSession(<UserMenu user={user} />);
    fireEvent.click(screen.getByTestId('user-menu'));
    const companies = await screen.findByTestId('user-menu-companies');
    await waitFor(() => expect(companies.textContent).toContain('Convite como Produtor vinculado'));
    fireEvent.click(within(companies).getByRole('button', { name: 'Aceitar' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'empresa/aceitarConvite')?.body).toMatchObject({
        id_emp_user: 1,
      }),
    );
    await waitFor(() => expect(within(companies).queryByRole('button', { name: 'Aceitar' })).toBeNull());
    expect(companies.textContent).toContain('Produtor vinculado');
    expect(requests.some((r) => r.path === 'verificaToken')).toBe(true);
  });

  it('shows nothing for a user without companies', async () => {
    const user = testUser();
    storeSignedIn(user);
    answers['empresa/minhas'] = { status: 200, body: { data: [] } };
    renderInSession(<UserMenu user={user} />);
    fireEvent.click(screen.getByTestId('user-menu'));
    await waitFor(() => expect(requests.some((r) => r.path === 'empresa/minhas')).toBe(true));
    expect(screen.queryByTestId('user-menu-companies')).toBeNull();
  });
  it('requests a link to the company of a valid CNPJ', async () => {
    const user = testUser();
    storeSignedIn(user);
    answers['empresa/minhas'] = { status: 200, body: { data: [] } };
    answers['empresa/solicitarVinculo'] = {
      status: 200,
      body: { data: link({ situacao: 'solicitado' }) },
    };
    renderInSession(<UserMenu user={user} />);
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByTestId('request-company-link'));
    const cnpj = await screen.findByTestId('request-link-cnpj');
    fireEvent.change(cnpj, { target: { value: '11.222.333/0001-82' } });
    fireEvent.click(screen.getByTestId('request-link-send'));
    expect(await screen.findByText(/CNPJ inválido/)).toBeTruthy();
    expect(requests.some((r) => r.path === 'empresa/solicitarVinculo')).toBe(false);
    fireEvent.change(cnpj, { target: { value: '11.222.333/0001-81' } });
    fireEvent.click(screen.getByTestId('request-link-send'));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'empresa/solicitarVinculo')?.body).toMatchObject({
        cnpj: '11222333000181',
        acesso: 3,
      }),
    );
    expect(await screen.findByText(/Solicitação enviada/)).toBeTruthy();
  });
});
