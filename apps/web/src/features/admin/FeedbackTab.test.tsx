// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFeedbackEntry } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { renderInSession, setUpServerTests } from '../../testing/session-harness';
import { AdminPage } from './AdminPage';

const ENTRY: TFeedbackEntry = {
  id: 5,
  user_id: 30,
  nome: 'Bruno Lima',
  email: 'bruno@example.com',
  tipo: 'sugestao',
  mensagem: 'Exportar o relatório da empresa em PDF',
  nota: 4,
  rota: '/feedback',
  created_at: '2026-11-20T12:00:00.000Z',
  resposta: null,
  respondido_em: null,
};

const { requests } = setUpServerTests({
  user: () => testUser({ administrador: true }),
  initialAnswers: () => ({
    'adm/feedback/list': () => ({ status: 200, body: { data: listed } }),
    'adm/feedback/responder': () => {
      listed = [{ ...ENTRY, resposta: 'Está nos planos.', respondido_em: '2026-11-21T12:00:00.000Z' }];
      return { status: 200, body: { data: listed[0] } };
    },
  }),
});
let listed: TFeedbackEntry[];

beforeEach(() => {
  listed = [ENTRY];
});

describe('/adm/feedback', () => {
  it('lists the feedback with sender, kind and rating, and stores a reply shown on the entry', async () => {
    renderInSession(<AdminPage />, '/adm/feedback');
    const card = await screen.findByTestId('feedback-5');
    expect(card.textContent).toContain('Bruno Lima');
    expect(card.textContent).toContain('bruno@example.com');
    expect(card.textContent).toContain('Sugestão');
    expect(card.textContent).toContain('Nota 4');
    expect(card.textContent).toContain('Sem resposta');
    fireEvent.click(within(card).getByRole('button', { name: 'Responder' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Enviar resposta' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Resposta'), { target: { value: ' Está nos planos. ' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(
        requests
          .filter((request) => request.path === 'adm/feedback/responder')
          .map(({ body: { _timestamp: _ignored, ...body } }) => body),
      ).toEqual([{ id: 5, resposta: 'Está nos planos.' }]),
    );
    const reply = await screen.findByTestId('feedback-reply');
    expect(reply.textContent).toContain('Está nos planos.');
    expect(screen.getByTestId('feedback-5').textContent).toContain('Respondida');
  });

  it('asks only the unanswered ones when chosen', async () => {
    renderInSession(<AdminPage />, '/adm/feedback');
    await screen.findByTestId('feedback-5');
    fireEvent.click(screen.getByLabelText('Só as sem resposta'));
    await waitFor(() =>
      expect(requests.filter((request) => request.path === 'adm/feedback/list').at(-1)?.body).toMatchObject({
        sem_resposta: true,
      }),
    );
  });
});
