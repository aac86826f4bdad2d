// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TCompany } from '@cocho/contracts';
import { initI18n } from '../../i18n/i18n';
import { testUser } from '../../testing/test-user';
import { renderInSession, stubServer, storeSignedIn } from '../../testing/session-harness';
import type { Answer, Request } from '../../testing/session-harness';
import { CompanyFormDialog } from './CompanyFormDialog';

const COMPANY: TCompany = {
  id: 7,
  razao_social: 'Alfa Nutrição Animal Ltda',
  nome_fantasia: 'Alfa',
  cnpj: '11222333000181',
  inscricao_estadual: null,
  email_dono: 'dono@alfa.com',
  ativo: true,
  parceira: false,
  suporte_link: null,
  logo: null,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
};

let answers: Record<string, Answer | (() => Answer)>;
let requests: Request[];

beforeAll(() => {
  initI18n('pt');
});
beforeEach(() => {
  localStorage.clear();
  answers = {
    'adm/empresas/atualizar': { status: 200, body: { data: COMPANY } },
    'adm/empresas/criar': { status: 200, body: { data: COMPANY } },
    'empresa/colaboradores': { status: 200, body: { data: [] } },
  };
  requests = stubServer(answers);
  storeSignedIn(testUser({ administrador: true }));
});
/** The dialog's save button submits its form (the button sits outside it, in the dialog's actions). */
function submitForm() {
  const form = document.getElementById('admin-company-form');
  if (!form) throw new Error('no company form');
  fireEvent.submit(form);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the administrator company dialog', () => {
  it('sends the version it edits; a stale save asks, and keep mine saves it over the newer one', async () => {
    let refusals = 1;
    answers['adm/empresas/atualizar'] = () =>
      refusals-- > 0
        ? { status: 409, body: { code: 'CONFLICT', message: 'conflict' } }
        : { status: 200, body: { data: COMPANY } };
    const onSaved = vi.fn();
    renderInSession(
      <CompanyFormDialog company={COMPANY} onClose={() => {}} onSaved={onSaved} onReload={() => {}} />,
      '/adm/empresa/edit',
    );
    await screen.findByTestId('admin-company-save');
    submitForm();
    expect(await screen.findByText('Este registro foi alterado em outro lugar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Manter o meu' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const updates = requests.filter((r) => r.path === 'adm/empresas/atualizar');
    expect(updates.map((r) => r.body.base_updated_at)).toEqual([COMPANY.updated_at, undefined]);
  });

  it('or shows the saved version: nothing is sent again and the list is read again', async () => {
    answers['adm/empresas/atualizar'] = { status: 409, body: { code: 'CONFLICT', message: 'conflict' } };
    const onReload = vi.fn();
    const onSaved = vi.fn();
    renderInSession(
      <CompanyFormDialog company={COMPANY} onClose={() => {}} onSaved={onSaved} onReload={onReload} />,
      '/adm/empresa/edit',
    );
    await screen.findByTestId('admin-company-save');
    submitForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Outras opções' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Carregar versão salva' }));
    await waitFor(() => expect(onReload).toHaveBeenCalled());
    expect(onSaved).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.path === 'adm/empresas/atualizar')).toHaveLength(1);
  });

  it('creates with a create key, the same key when the same request is sent again', async () => {
    let failures = 1;
    answers['adm/empresas/criar'] = () =>
      failures-- > 0
        ? { status: 500, body: { code: 'INTERNAL', message: 'lost' } }
        : { status: 200, body: { data: COMPANY } };
    const onSaved = vi.fn();
    renderInSession(
      <CompanyFormDialog company={null} onClose={() => {}} onSaved={onSaved} onReload={() => {}} />,
      '/adm/empresa/new',
    );
    await screen.findByTestId('admin-company-save');
    for (const [field, value] of Object.entries({
      razao_social: 'Beta Rações Ltda',
      nome_fantasia: 'Beta',
      cnpj: '11.444.777/0001-61',
      email_dono: 'dono@beta.com',
    }))
      fireEvent.change(screen.getByTestId(`admin-company-${field}`), { target: { value } });
    submitForm();
    await waitFor(() => expect(requests.filter((r) => r.path === 'adm/empresas/criar')).toHaveLength(1));
    submitForm();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const keys = requests.filter((r) => r.path === 'adm/empresas/criar').map((r) => r.body.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(typeof keys[0]).toBe('string');
    expect(keys[1]).toBe(keys[0]);
  });
});
