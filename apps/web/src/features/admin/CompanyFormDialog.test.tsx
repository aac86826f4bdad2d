// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TCompany } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { TEST_COMPANY } from '../../testing/test-company';
import { errorAnswer, failingFirst, renderInSession, setUpServerTests } from '../../testing/session-harness';
import { CompanyFormDialog } from './CompanyFormDialog';

const SAVED = { status: 200, body: { data: TEST_COMPANY } };
const { answers, requests } = setUpServerTests({
  user: () => testUser({ administrador: true }),
  initialAnswers: () => ({
    'adm/empresas/atualizar': SAVED,
    'adm/empresas/criar': SAVED,
    'empresa/colaboradores': { status: 200, body: { data: [] } },
  }),
});

/** Opens the dialog on `company` (null: a new one) at its route; the handlers it was given. */
async function openDialog(company: TCompany | null) {
  const handlers = { onSaved: vi.fn(), onReload: vi.fn() };
  const path = company ? '/adm/empresa/edit' : '/adm/empresa/new';
  renderInSession(<CompanyFormDialog company={company} onClose={() => {}} {...handlers} />, path);
  await screen.findByTestId('admin-company-save');
  return handlers;
}

/** The dialog's save button submits its form (the button sits outside it, in the dialog's actions). */
function submitForm() {
  const form = document.getElementById('admin-company-form');
  if (!form) throw new Error('no company form');
  fireEvent.submit(form);
}

describe('the administrator company dialog', () => {
  it('sends the version it edits; a stale save asks, and keep mine saves it over the newer one', async () => {
    answers['adm/empresas/atualizar'] = failingFirst(1, errorAnswer('CONFLICT', 409), SAVED);
    const { onSaved } = await openDialog(TEST_COMPANY);
    submitForm();
    expect(await screen.findByText('Este registro foi alterado em outro lugar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Manter o meu' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const updates = requests.filter((r) => r.path === 'adm/empresas/atualizar');
    expect(updates.map((r) => r.body.base_updated_at)).toEqual([TEST_COMPANY.updated_at, undefined]);
  });

  it('or shows the saved version: nothing is sent again and the list is read again', async () => {
    answers['adm/empresas/atualizar'] = errorAnswer('CONFLICT', 409);
    const { onSaved, onReload } = await openDialog(TEST_COMPANY);
    submitForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Outras opções' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Carregar versão salva' }));
    await waitFor(() => expect(onReload).toHaveBeenCalled());
    expect(onSaved).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.path === 'adm/empresas/atualizar')).toHaveLength(1);
  });

  it('creates with a create key, the same key when the same request is sent again', async () => {
    answers['adm/empresas/criar'] = failingFirst(1, errorAnswer('INTERNAL', 500), SAVED);
    const { onSaved } = await openDialog(null);
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
