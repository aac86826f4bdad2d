// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCompany, TCompanyChange } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { renderInSession, setUpServerTests } from '../../testing/session-harness';
import { AdminPage } from './AdminPage';

const ADMIN = testUser({ id: 1, administrador: true });
const company = (id: number, extra: Partial<TCompany> = {}): TCompany => ({
  id,
  razao_social: `Empresa ${id} Ltda`,
  nome_fantasia: `Empresa ${id}`,
  cnpj: '11222333000181',
  inscricao_estadual: null,
  email_dono: `dono${id}@example.com`,
  ativo: true,
  parceira: false,
  suporte_link: null,
  logo: null,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  ...extra,
});
const change = (id: number, extra: Partial<TCompanyChange>): TCompanyChange => ({
  id,
  tipo: 'empresa',
  id_empresa: 5,
  nome_fantasia: 'Empresa 5',
  autor_nome: 'Dona Alfa',
  usuario_nome: null,
  situacao: null,
  acesso: null,
  campos: [],
  created_at: '2026-11-21T12:00:00.000Z',
  lida: false,
  ...extra,
});

const { bodiesOf } = setUpServerTests({
  user: () => ADMIN,
  initialAnswers: () => ({
    'adm/empresas/list': { status: 200, body: { data: [company(5), company(6, { ativo: false })] } },
    'adm/empresas/alteracoes': {
      status: 200,
      body: {
        data: [
          change(21, { campos: ['nome_fantasia', 'cnpj'] }),
          change(20, {
            tipo: 'usuario',
            autor_nome: 'Pedro',
            usuario_nome: 'Pedro',
            situacao: 'solicitado',
            acesso: 2,
          }),
        ],
      },
    },
    'adm/empresas/atualizar': { status: 200, body: { data: company(5, { ativo: false }) } },
    'adm/empresas/criar': { status: 200, body: { data: company(7) } },
    'adm/empresas/vincular': { status: 200, body: { data: {} } },
    'notificacoes/empControleLido': { status: 200, body: { data: { lida: true } } },
    'notificacoes/empControleUserLido': { status: 200, body: { data: { lida: true } } },
    'empresa/colaboradores': {
      status: 200,
      body: {
        data: [
          {
            id_emp_user: 40,
            id_empresa: 5,
            id_usuario: 9,
            nome: 'Rui Produtor',
            email: 'rui@example.com',
            acesso: 3,
            autorizado: true,
            ativo: true,
            situacao: 'ativo',
            requested_at: '2026-11-20T12:00:00.000Z',
            decided_at: '2026-11-20T12:00:00.000Z',
          },
        ],
      },
    },
  }),
});

/** The harness routes one path: render at the address's path, then navigate to add its query. */
async function openAt(address: string) {
  const [path = '', query] = address.split('?');
  const router = renderInSession(<AdminPage />, path);
  if (query) await router.navigate(address);
  return router;
}

describe('/adm company control', () => {
  it.each(['/adm/empresaControle', '/adm/empControle'])(
    '%s lists the companies in the companies tab',
    async (path) => {
      await openAt(path);
      const row = await screen.findByTestId('company-row-5');
      // The CNPJ is written with its mask.
      expect(row.textContent).toContain('11.222.333/0001-81');
      expect(screen.getByTestId('admin-tab-companies').getAttribute('aria-selected')).toBe('true');
      expect((screen.getByTestId('company-active-5') as HTMLInputElement).checked).toBe(true);
      expect((screen.getByTestId('company-active-6') as HTMLInputElement).checked).toBe(false);
    },
  );

  it('asks before deactivating a company and sends nothing when the answer is no', async () => {
    await openAt('/adm/empresaControle');
    fireEvent.click(await screen.findByTestId('company-active-5'));
    const question = await screen.findByText(/perdem o acesso premium/);
    const modal = question.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByText(/perdem o acesso premium/)).toBeNull());
    expect(bodiesOf('adm/empresas/atualizar')).toEqual([]);

    fireEvent.click(screen.getByTestId('company-active-5'));
    const again = (await screen.findByText(/perdem o acesso premium/)).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(bodiesOf('adm/empresas/atualizar')).toEqual([{ id: 5, ativo: false }]));
    await waitFor(() => expect(bodiesOf('adm/empresas/list')).toHaveLength(2));
  });

  it('activates an inactive company without asking', async () => {
    await openAt('/adm/empresaControle');
    fireEvent.click(await screen.findByTestId('company-active-6'));
    await waitFor(() => expect(bodiesOf('adm/empresas/atualizar')).toEqual([{ id: 6, ativo: true }]));
  });

  it('/adm/empresa/new refuses a CNPJ with wrong check digits before sending, then creates the company', async () => {
    await openAt('/adm/empresa/new');
    const dialog = await screen.findByRole('dialog');
    const type = (field: string, value: string) =>
      fireEvent.change(within(dialog).getByTestId(`admin-company-${field}`), { target: { value } });
    type('razao_social', 'Gama Nutrição Ltda');
    type('nome_fantasia', 'Gama');
    type('cnpj', '11.222.333/0001-82');
    type('email_dono', 'gama@example.com');
    fireEvent.click(within(dialog).getByTestId('admin-company-save'));
    expect(await within(dialog).findByText('CNPJ inválido')).toBeTruthy();
    expect(bodiesOf('adm/empresas/criar')).toEqual([]);

    type('cnpj', '11.222.333/0001-81');
    fireEvent.click(within(dialog).getByTestId('admin-company-parceira'));
    fireEvent.click(within(dialog).getByTestId('admin-company-save'));
    await waitFor(() =>
      expect(bodiesOf('adm/empresas/criar')).toEqual([
        {
          razao_social: 'Gama Nutrição Ltda',
          nome_fantasia: 'Gama',
          cnpj: '11222333000181',
          inscricao_estadual: null,
          email_dono: 'gama@example.com',
          suporte_link: null,
          parceira: true,
          idempotency_key: expect.any(String),
        },
      ]),
    );
    await waitFor(() => expect(bodiesOf('adm/empresas/list')).toHaveLength(2));
  });

  it('/adm/empresa/edit?id= opens that company and saves its changes', async () => {
    await openAt('/adm/empresa/edit?id=5');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const name = within(dialog).getByTestId('admin-company-nome_fantasia') as HTMLInputElement;
    expect(name.value).toBe('Empresa 5');
    expect(await within(dialog).findByText('Rui Produtor')).toBeTruthy();
    expect(bodiesOf('empresa/colaboradores')).toEqual([{ id_empresa: 5 }]);
    fireEvent.change(name, { target: { value: 'Empresa Cinco' } });
    fireEvent.click(within(dialog).getByTestId('admin-company-save'));
    await waitFor(() =>
      expect(bodiesOf('adm/empresas/atualizar')).toEqual([
        expect.objectContaining({
          id: 5,
          nome_fantasia: 'Empresa Cinco',
          ativo: true,
          parceira: false,
          base_updated_at: '2026-11-20T12:00:00.000Z',
        }),
      ]),
    );
  });

  it('/adm/vincular-colaborador links an e-mail to the chosen company with a position', async () => {
    await openAt('/adm/vincular-colaborador?id_empresa=5');
    await waitFor(() => expect(screen.getByTestId('admin-link-company').textContent).toBe('Empresa 5'));
    const dialog = screen.getByTestId('admin-link-company').closest('[role="dialog"]') as HTMLElement;
    fireEvent.change(within(dialog).getByTestId('admin-link-email'), { target: { value: 'nao-email' } });
    fireEvent.click(within(dialog).getByTestId('admin-link-submit'));
    expect(await within(dialog).findByText('E-mail inválido')).toBeTruthy();
    expect(bodiesOf('adm/empresas/vincular')).toEqual([]);

    fireEvent.change(within(dialog).getByTestId('admin-link-email'), {
      target: { value: ' ana@example.com ' },
    });
    fireEvent.mouseDown(within(dialog).getByTestId('admin-link-position'));
    fireEvent.click(await screen.findByRole('option', { name: 'Técnico de vendas' }));
    fireEvent.click(within(dialog).getByTestId('admin-link-submit'));
    await waitFor(() =>
      expect(bodiesOf('adm/empresas/vincular')).toEqual([
        { id_empresa: 5, email: 'ana@example.com', acesso: 2 },
      ]),
    );
  });

  it('lists change requests and marks each read with its own call', async () => {
    await openAt('/adm/empControle');
    const edited = await screen.findByTestId('company-change-21');
    expect(edited.textContent).toContain('Dona Alfa alterou os dados de Empresa 5');
    expect(edited.textContent).toContain('Nome fantasia, CNPJ');
    const linked = screen.getByTestId('company-change-20');
    expect(linked.textContent).toContain('Aguardando aprovação');
    expect(linked.textContent).toContain('Técnico de vendas');
    fireEvent.click(screen.getByTestId('company-change-read-21'));
    fireEvent.click(screen.getByTestId('company-change-read-20'));
    await waitFor(() => expect(bodiesOf('notificacoes/empControleLido')).toEqual([{ id: 21 }]));
    await waitFor(() => expect(bodiesOf('notificacoes/empControleUserLido')).toEqual([{ id: 20 }]));
  });
});
