// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { contact, person } from '../../testing/test-contacts';
import { testUser } from '../../testing/test-user';
import { CallQueryProvider } from '../../api/query';
import { errorAnswer, renderInSession, setUpServerTests } from '../../testing/session-harness';
import { SalesContactsPage } from './SalesContactsPage';

const { answers, requests } = setUpServerTests({
  user: () => testUser({ emp_user: [{ id_empresa: 7, acesso: 2, autorizado: true, ativo: true }] }),
});

describe('/empresa/add-contato-emp-tecnico', () => {
  it('lists the contacts with their state, the details of active ones, and loads the next page', async () => {
    const active = contact(
      3,
      'ativo',
      person(10, 'Ana Produtora', {
        email: 'ana@example.com',
        telefone: '+5531999990000',
        cidade: 'Viçosa',
        estado: 'MG',
        pais: 'BR',
      }),
    );
    answers['empresa/contatos'] = { status: 200, body: { data: [active], proximo: '3' } };
    renderInSession(
      <CallQueryProvider>
        <SalesContactsPage companyId={7} />
      </CallQueryProvider>,
    );
    const row = await screen.findByTestId('contact-3');
    expect(within(row).getByText('Ativo')).toBeTruthy();
    expect(within(row).getByText('Telefone: +5531999990000')).toBeTruthy();
    expect(within(row).getByText(/Viçosa, MG, Brasil/)).toBeTruthy();

    answers['empresa/contatos'] = {
      status: 200,
      body: {
        data: [contact(2, 'pendente', person(11, 'Bruno', { email: 'bruno@example.com' }))],
        proximo: null,
      },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    const older = await screen.findByTestId('contact-2');
    expect(within(older).getByText('Pendente')).toBeTruthy();
    expect(within(older).queryByText(/Telefone/)).toBeNull();
    expect(requests.at(-1)).toEqual({
      path: 'empresa/contatos',
      body: expect.objectContaining({ cursor: '3' }),
    });
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('asks a user by e-mail, and shows why when the user did not allow contact', async () => {
    answers['empresa/contatos'] = { status: 200, body: { data: [], proximo: null } };
    answers['empresa/add-contato-emp-tecnico'] = errorAnswer('CONTACT_NOT_ALLOWED', 403);
    renderInSession(
      <CallQueryProvider>
        <SalesContactsPage companyId={7} />
      </CallQueryProvider>,
    );
    await screen.findByText('Nenhum contato ainda.');
    fireEvent.change(screen.getByTestId('contact-email'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByTestId('contact-send'));
    expect(await screen.findByText('A pessoa não autorizou contato de empresas parceiras.')).toBeTruthy();
    expect(requests.find((r) => r.path === 'empresa/add-contato-emp-tecnico')?.body).toEqual(
      expect.objectContaining({ id_empresa: 7, email: 'ana@example.com' }),
    );
  });
});
