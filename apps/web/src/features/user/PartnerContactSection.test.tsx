// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contact, person } from '../../testing/test-contacts';
import { testUser } from '../../testing/test-user';
import { renderInSession, setUpServerTests } from '../../testing/session-harness';
import { PartnerContactSection } from './PartnerContactSection';

const { answers, requests } = setUpServerTests({
  user: () => testUser({ emp_user: [{ id_empresa: 7, acesso: 2, autorizado: true, ativo: true }] }),
});

describe('/user partner contact', () => {
  it('turns the consent on and accepts a pending request', async () => {
    const pending = contact(4, 'pendente', person(1, 'Eu', { email: 'eu@example.com' }));
    answers['contatos/consentimento'] = { status: 200, body: { data: { aceita_contato_parceiros: false } } };
    answers['contatos/consentimento/definir'] = {
      status: 200,
      body: { data: { aceita_contato_parceiros: true } },
    };
    answers['contatos/meus'] = { status: 200, body: { data: [pending], proximo: null } };
    answers['contatos/aceitar'] = {
      status: 200,
      body: {
        data: {
          ...pending,
          situacao: 'ativo',
          tecnico: person(50, 'Tiago Técnico', { email: 'tiago@example.com', telefone: '+5531988887777' }),
        },
      },
    };
    renderInSession(<PartnerContactSection />);
    const toggle = await screen.findByRole('switch', { name: 'Aceito ser contatado por empresas parceiras' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(requests.find((r) => r.path === 'contatos/consentimento/definir')?.body).toEqual(
      expect.objectContaining({ aceita_contato_parceiros: true }),
    );

    const row = await screen.findByTestId('my-contact-4');
    expect(within(row).getByText('Alfa Nutrição')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Aceitar' }));
    expect(await within(row).findByText('Ativo')).toBeTruthy();
    expect(within(row).getByText('tiago@example.com')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Aceitar' })).toBeNull();
  });
});
