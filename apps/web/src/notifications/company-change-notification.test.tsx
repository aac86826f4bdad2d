// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TNotification, TNotificationList } from '@cocho/contracts';
import { initI18n } from '../i18n/i18n';
import { testUser } from '../testing/test-user';
import { renderInSession, stubServer, storeSignedIn } from '../testing/session-harness';
import type { Answer, Request } from '../testing/session-harness';
import { NotificationBell } from './NotificationBell';

const change = (
  id: number,
  params: Partial<Extract<TNotification, { tipo: 'empresa_alteracao' }>['params']>,
) =>
  ({
    tipo: 'empresa_alteracao',
    id,
    created_at: '2026-11-21T12:00:00.000Z',
    lida: false,
    destino: '/adm/empControle',
    params: {
      tipo_alteracao: 'empresa',
      empresa: 'Alfa Rações',
      autor_nome: 'Dona Alfa',
      usuario_nome: null,
      situacao: null,
      ...params,
    },
  }) satisfies TNotification;
const RECORD_CHANGE = change(21, {});
const LINK_CHANGE = change(20, {
  tipo_alteracao: 'usuario',
  autor_nome: 'Pedro',
  usuario_nome: 'Pedro',
  situacao: 'solicitado',
});
const listOf = (list: TNotification[]): Answer => ({
  status: 200,
  body: { data: { count: list.length, total: list.length, list } satisfies TNotificationList },
});

let answers: Record<string, Answer | (() => Answer)>;
let requests: Request[];
const bodiesOf = (path: string) =>
  requests
    .filter((request) => request.path === path)
    .map(({ body: { _timestamp: _stamp, ...body } }) => body);

beforeAll(() => {
  initI18n('pt');
});
beforeEach(() => {
  localStorage.clear();
  answers = {
    notificacoes: listOf([RECORD_CHANGE, LINK_CHANGE]),
    'notificacoes/empControleLido': { status: 200, body: { data: { lida: true } } },
    'notificacoes/empControleUserLido': { status: 200, body: { data: { lida: true } } },
  };
  requests = stubServer(answers);
  storeSignedIn(testUser({ administrador: true }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('company change requests in the bell', () => {
  it('words both kinds of change', async () => {
    renderInSession(<NotificationBell />);
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const items = await within(await screen.findByTestId('notification-panel')).findAllByTestId(
      'notification-item',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Dona Alfa alterou os dados de Alfa Rações',
      'Pedro: vínculo de Pedro com Alfa RaçõesSituação: aguardando aprovação',
    ]);
  });

  it.each([
    [0, 'notificacoes/empControleLido', 21],
    [1, 'notificacoes/empControleUserLido', 20],
  ] as const)('item %i is read with %s, then company control opens', async (index, path, id) => {
    const router = renderInSession(<NotificationBell />);
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const items = await within(await screen.findByTestId('notification-panel')).findAllByTestId(
      'notification-item',
    );
    fireEvent.click(items[index] as HTMLElement);
    await waitFor(() => expect(bodiesOf(path)).toEqual([{ id }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adm/empControle'));
  });
});
