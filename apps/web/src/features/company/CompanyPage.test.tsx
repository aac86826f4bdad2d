// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCompany } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { TEST_COMPANY } from '../../testing/test-company';
import { errorAnswer, renderInSession, storeSignedIn, setUpServerTests } from '../../testing/session-harness';
import { CompanyPage } from './CompanyPage';

const linkedAs = (acesso: 0 | 1 | 2 | 3) =>
  testUser({ emp_user: [{ id_empresa: 7, acesso, autorizado: true, ativo: true }] });

const { answers, requests } = setUpServerTests({
  initialAnswers: () => ({
    'empresa/get': { status: 200, body: { data: TEST_COMPANY } },
    'empresa/editar': { status: 200, body: { data: TEST_COMPANY } },
  }),
});

describe('/empresa', () => {
  it("shows the record of the user's company and a manager's tabs", async () => {
    storeSignedIn(linkedAs(0));
    renderInSession(<CompanyPage />, '/empresa');
    expect((await screen.findByTestId('company-name')).textContent).toBe('Alfa');
    expect(screen.getByTestId('company-cnpj').textContent).toBe('11.222.333/0001-81');
    expect(screen.getByText('Seu acesso: Gestor')).toBeTruthy();
    for (const tab of ['Editar', 'Colaboradores', 'Adicionar colaborador', 'Clientes', 'Parceiros'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(requests[0]).toEqual({ path: 'empresa/get', body: expect.objectContaining({ id_empresa: 7 }) });
  });

  it('offers a linked producer no management tab, and its sub-route says it is not for their position', async () => {
    storeSignedIn(linkedAs(3));
    renderInSession(<CompanyPage />, '/empresa/editar');
    const refused = await screen.findByTestId('company-not-for-position');
    expect(refused.textContent).toContain(
      'Esta página da empresa não está disponível para o seu cargo (Produtor vinculado).',
    );
    expect(screen.queryByRole('tab', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Colaboradores' })).toBeNull();
    expect(screen.queryByTestId('company-save')).toBeNull();
    expect(screen.queryByTestId('company-name')).toBeNull();
  });

  it('tells a sales technician that reports are for managers, never showing the home page instead', async () => {
    storeSignedIn(linkedAs(2));
    renderInSession(<CompanyPage />, '/empresa/relatorios');
    const refused = await screen.findByTestId('company-not-for-position');
    expect(refused.textContent).toContain('(Técnico de vendas)');
    expect(refused.textContent).toContain('Os relatórios da empresa são para gestores e gestores regionais.');
    expect(screen.queryByTestId('company-name')).toBeNull();
  });

  it("sends a sales technician asking for the company's clients to their own, in the consultant area", async () => {
    storeSignedIn(linkedAs(2));
    const router = renderInSession(<CompanyPage />, '/empresa/clientes');
    const refused = await screen.findByTestId('company-not-for-position');
    expect(refused.textContent).toContain('Seus clientes e suas dietas estão na área do consultor');
    fireEvent.click(screen.getByRole('link', { name: 'Abrir a área do consultor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultor'));
  });

  it('a manager opens the clients, which they may', async () => {
    storeSignedIn(linkedAs(0));
    renderInSession(<CompanyPage />, '/empresa/clientes');
    await screen.findByRole('tab', { name: 'Clientes', selected: true });
    expect(screen.queryByTestId('company-not-for-position')).toBeNull();
  });

  it('lists the partner companies with their support link, and offers a retry when they fail to load', async () => {
    storeSignedIn(linkedAs(3));
    let isDown = true;
    answers['empresa/parceiros'] = () =>
      isDown
        ? errorAnswer('INTERNAL', 500)
        : {
            status: 200,
            body: {
              data: [{ id: 9, nome: 'Beta Sal', logo: null, suporte_link: 'https://beta.example/ajuda' }],
            },
          };
    renderInSession(<CompanyPage />, '/empresa/parceiros');
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByText('Não foi possível carregar os dados da empresa.')).toBeTruthy();
    isDown = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Beta Sal')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Suporte' }).getAttribute('href')).toBe(
      'https://beta.example/ajuda',
    );
  });

  it('says so when the user has no active company link (a pending one does not count)', async () => {
    storeSignedIn(testUser({ emp_user: [{ id_empresa: 7, acesso: 0, autorizado: false, ativo: false }] }));
    renderInSession(<CompanyPage />, '/empresa');
    expect(await screen.findByText('Sua conta não está vinculada a uma empresa ativa.')).toBeTruthy();
    expect(requests.some((r) => r.path === 'empresa/get')).toBe(false);
  });

  it('gives an administrator without a company the way to company control, not a dead end', async () => {
    storeSignedIn(testUser({ administrador: true }));
    const router = renderInSession(<CompanyPage />, '/empresa');
    const way = await screen.findByTestId('company-admin-way');
    expect(way.textContent).toContain('controle de empresas');
    fireEvent.click(within(way).getByRole('link', { name: 'Abrir o controle de empresas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/empresaControle'));
  });

  it('edits the record: a CNPJ with wrong check digits is refused before sending, a valid one is saved', async () => {
    storeSignedIn(linkedAs(0));
    renderInSession(<CompanyPage />, '/empresa/editar');
    const cnpj = (await screen.findByTestId('company-field-cnpj')) as HTMLInputElement;
    fireEvent.change(cnpj, { target: { value: '11.222.333/0001-82' } });
    fireEvent.click(screen.getByTestId('company-save'));
    expect(await screen.findByText(/CNPJ inválido/)).toBeTruthy();
    expect(requests.some((r) => r.path === 'empresa/editar')).toBe(false);

    fireEvent.change(cnpj, { target: { value: '11.444.777/0001-61' } });
    fireEvent.change(screen.getByTestId('company-field-suporte_link'), {
      target: { value: 'https://alfa.example.com' },
    });
    fireEvent.click(screen.getByTestId('company-save'));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'empresa/editar')?.body).toMatchObject({
        id_empresa: 7,
        cnpj: '11444777000161',
        suporte_link: 'https://alfa.example.com',
        logo: null,
      }),
    );
    expect(await screen.findByText('Dados da empresa salvos.')).toBeTruthy();
  });

  it("sends the version it edits; when another edit won, asks the records' question: reload, or keep mine", async () => {
    const elsewhere: TCompany = {
      ...TEST_COMPANY,
      nome_fantasia: 'Alfa Rações',
      updated_at: '2026-11-20T10:00:00.000Z',
    };
    let editsLeftToRefuse = 2;
    answers['empresa/editar'] = () =>
      editsLeftToRefuse-- > 0
        ? { status: 409, body: { code: 'CONFLICT', message: 'conflict' } }
        : { status: 200, body: { data: { ...elsewhere, updated_at: '2026-11-20T11:00:00.000Z' } } };
    storeSignedIn(linkedAs(0));
    renderInSession(<CompanyPage />, '/empresa/editar');
    const name = (await screen.findByTestId('company-field-nome_fantasia')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Alfa Nova' } });
    // The saved record, as read once the other edit won.
    answers['empresa/get'] = { status: 200, body: { data: elsewhere } };
    fireEvent.click(screen.getByTestId('company-save'));
    // The diet screen's question, with its words; a company has one record, so keep means mine.
    expect(await screen.findByText('Este registro foi alterado em outro lugar')).toBeTruthy();
    const edits = () => requests.filter((r) => r.path === 'empresa/editar');
    expect(edits()[0]?.body).toMatchObject({
      nome_fantasia: 'Alfa Nova',
      base_updated_at: TEST_COMPANY.updated_at,
    });
    // Other options → load the saved version into the form.
    fireEvent.click(screen.getByRole('button', { name: 'Outras opções' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Carregar versão salva' }));
    await waitFor(() => expect(name.value).toBe('Alfa Rações'));
    // Edited again on the saved version, refused once more: keep mine saves it over the saved version.
    fireEvent.change(name, { target: { value: 'Alfa Nova' } });
    fireEvent.click(screen.getByTestId('company-save'));
    fireEvent.click(await screen.findByRole('button', { name: 'Manter o meu' }));
    expect(await screen.findByText('Dados da empresa salvos.')).toBeTruthy();
    expect(edits().map((r) => [r.body.nome_fantasia, r.body.base_updated_at])).toEqual([
      ['Alfa Nova', TEST_COMPANY.updated_at],
      ['Alfa Nova', elsewhere.updated_at],
      ['Alfa Nova', elsewhere.updated_at],
    ]);
  });
});
