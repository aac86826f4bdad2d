// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAuditEntry } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import {
  errorAnswer,
  renderInSession,
  stubServer,
  storeSignedIn,
  setUpSessionTests,
} from '../../testing/session-harness';
import type { Answer, Request } from '../../testing/session-harness';
import { AdminPage } from './AdminPage';

const entry = (id: number, actor: string): TAuditEntry => ({
  id,
  at: '2026-11-20T12:00:00.000Z',
  actor_user_id: 1,
  actor_email: actor,
  action: 'sign_in',
  subject_user_id: null,
  subject_email: null,
  ip: '127.0.0.1',
  detail: null,
});
const logPage = (entries: TAuditEntry[]): Answer => ({
  status: 200,
  body: { data: entries, total: entries.length, pagina: 1, por_pagina: 50 },
});

let requests: Request[];
const logRequests = () =>
  requests
    .filter((request) => request.path === 'adm/logs')
    .map(({ body: { _timestamp: _ignored, ...body } }) => body);

setUpSessionTests();
beforeEach(() => {
  storeSignedIn(testUser({ administrador: true }));
});

describe('/adm/logs (server state through TanStack Query)', () => {
  it('lists the log, and a search loads the filtered page', async () => {
    requests = stubServer({
      'adm/logs': () => {
        const last = requests.at(-1)?.body;
        return logPage(
          last?.ator === 'bruno' ? [entry(2, 'bruno@example.com')] : [entry(1, 'ana@example.com')],
        );
      },
    });
    renderInSession(<AdminPage />, '/adm/logs');
    const table = await screen.findByTestId('logs-table');
    expect(within(table).getByText('ana@example.com')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Quem (nome ou e-mail)'), { target: { value: ' bruno ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('bruno@example.com')).toBeTruthy();
    expect(screen.queryByText('ana@example.com')).toBeNull();
    expect(logRequests().at(-1)).toEqual({ ator: 'bruno', pagina: 1, por_pagina: 50 });
  });

  it('searches by the readable name of an action and sends its code', async () => {
    requests = stubServer({ 'adm/logs': () => logPage([entry(1, 'ana@example.com')]) });
    renderInSession(<AdminPage />, '/adm/logs');
    await screen.findByTestId('logs-table');
    fireEvent.mouseDown(screen.getByTestId('logs-action'));
    const options = await screen.findAllByRole('option');
    // Every option reads as words, never as an internal code.
    for (const option of options) expect(option.textContent).not.toMatch(/^[a-z]+(_[a-z]+)+$/);
    fireEvent.click(screen.getByRole('option', { name: 'Conta alterada' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(logRequests().at(-1)).toEqual({ acao: 'user_updated', pagina: 1, por_pagina: 50 }),
    );
  });

  it('says a load failed and loads again on retry', async () => {
    let fails = true;
    requests = stubServer({
      'adm/logs': () => (fails ? errorAnswer('INTERNAL', 500) : logPage([entry(1, 'ana@example.com')])),
    });
    renderInSession(<AdminPage />, '/adm/logs');
    const retry = await screen.findByRole('button', { name: 'Tentar de novo' });
    fails = false;
    fireEvent.click(retry);
    expect(await screen.findByText('ana@example.com')).toBeTruthy();
    await waitFor(() => expect(logRequests().length).toBeGreaterThanOrEqual(2));
  });
});
