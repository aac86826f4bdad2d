// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TNotification, TNotificationList } from '@cocho/contracts';
import { testUser } from '../testing/test-user';
import { renderInSession, setUpServerTests } from '../testing/session-harness';
import type { Answer } from '../testing/session-harness';
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

const { bodiesOf } = setUpServerTests({
  user: () => testUser({ administrador: true }),
  initialAnswers: () => ({
    notificacoes: listOf([RECORD_CHANGE, LINK_CHANGE]),
    'notificacoes/empControleLido': { status: 200, body: { data: { lida: true } } },
    'notificacoes/empControleUserLido': { status: 200, body: { data: { lida: true } } },
  }),
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
