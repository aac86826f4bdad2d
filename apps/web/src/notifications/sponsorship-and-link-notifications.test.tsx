// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TNotification, TNotificationList } from '@cocho/contracts';
import { i18n } from '../i18n/i18n';
import { testUser } from '../testing/test-user';
import { renderInSession, setUpServerTests } from '../testing/session-harness';
import type { Answer } from '../testing/session-harness';
import { NotificationBell } from './NotificationBell';

const sponsorship = {
  tipo: 'patrocinio',
  id: 77,
  created_at: '2026-11-22T12:00:00.000Z',
  lida: false,
  destino: '/adm?tab=alimentos',
  params: { id_alimento: 'EMP|77', nome: 'Núcleo Alfa', id_empresa: 3, empresa: 'Alfa Rações' },
} satisfies TNotification;
const linked = {
  tipo: 'vinculo_usuario',
  id: 12,
  created_at: '2026-11-21T12:00:00.000Z',
  lida: false,
  destino: '/empresa',
  params: { id_empresa: 3, empresa: 'Alfa Rações', ativo: true, acesso: 2 },
} satisfies TNotification;
const unlinked = {
  tipo: 'vinculo_usuario',
  id: 13,
  created_at: '2026-11-20T12:00:00.000Z',
  lida: false,
  destino: '/',
  params: { id_empresa: 4, empresa: 'Beta Nutrição', ativo: false, acesso: 3 },
} satisfies TNotification;

const listOf = (list: TNotification[]): Answer => ({
  status: 200,
  body: {
    data: {
      count: list.filter((item) => !item.lida).length,
      total: list.length,
      list,
    } satisfies TNotificationList,
  },
});
const READ: Answer = { status: 200, body: { data: { lida: true } } };

const { answers, requests, bodiesOf } = setUpServerTests({
  user: () => testUser({ administrador: true }),
  initialAnswers: () => ({ 'notificacoes/alimentoLido': READ, 'notificacoes/vinculoLido': READ }),
});
const readCalls = () =>
  requests.map((request) => request.path).filter((path) => path.startsWith('notificacoes/'));

async function panelItems() {
  fireEvent.click(await screen.findByTestId('notification-bell'));
  const panel = await screen.findByTestId('notification-panel');
  return within(panel).findAllByTestId('notification-item');
}
const shown = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('sponsorship requests and link events in the bell', () => {
  it('words them in Portuguese, with the position of the link', async () => {
    answers.notificacoes = listOf([sponsorship, linked, unlinked]);
    renderInSession(<NotificationBell />, '/dashboard');
    const items = await panelItems();
    expect(items.map((item) => [item.getAttribute('data-kind'), item.textContent])).toEqual([
      ['patrocinio', 'Patrocínio solicitado: Núcleo AlfaEmpresa: Alfa Rações'],
      ['vinculo_usuario', 'Seu vínculo com Alfa Rações foi ativadoCargo: Técnico de vendas'],
      ['vinculo_usuario', 'Seu vínculo com Beta Nutrição foi encerradoCargo: Produtor vinculado'],
    ]);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('3');
  });

  it.each([
    [
      'en',
      [
        'Sponsorship requested: Núcleo AlfaCompany: Alfa Rações',
        'Your link with Alfa Rações is now activePosition: Sales technician',
        'Your link with Beta Nutrição was endedPosition: Linked producer',
      ],
    ],
    [
      'es',
      [
        'Patrocinio solicitado: Núcleo AlfaEmpresa: Alfa Rações',
        'Su vínculo con Alfa Rações fue activadoCargo: Técnico de ventas',
        'Su vínculo con Beta Nutrição fue terminadoCargo: Productor vinculado',
      ],
    ],
  ])('words them in %s too', async (language, texts) => {
    await i18n.changeLanguage(language);
    try {
      answers.notificacoes = listOf([sponsorship, linked, unlinked]);
      renderInSession(<NotificationBell />, '/dashboard');
      expect((await panelItems()).map((item) => item.textContent)).toEqual(texts);
    } finally {
      await i18n.changeLanguage('pt');
    }
  });

  it('reads a sponsorship request with the feeds tab call, reloads, then opens the feeds tab', async () => {
    let polls = 0;
    answers.notificacoes = () => {
      polls += 1;
      return listOf([polls === 1 ? sponsorship : { ...sponsorship, lida: true }]);
    };
    const router = renderInSession(<NotificationBell />, '/dashboard');
    fireEvent.click((await panelItems())[0] as HTMLElement);
    await waitFor(() => expect(shown(router)).toBe('/adm?tab=alimentos'));
    expect(bodiesOf('notificacoes/alimentoLido')).toEqual([{}]);
    expect(polls).toBe(2);
  });

  it('opens a sponsorship request already read without reading it again', async () => {
    answers.notificacoes = listOf([{ ...sponsorship, lida: true }]);
    const router = renderInSession(<NotificationBell />, '/dashboard');
    const [item] = await panelItems();
    expect(item?.getAttribute('data-read')).toBe('true');
    fireEvent.click(item as HTMLElement);
    await waitFor(() => expect(shown(router)).toBe('/adm?tab=alimentos'));
    expect(readCalls()).toEqual([]);
  });

  it.each([
    [linked, '/empresa'],
    [unlinked, '/'],
  ])('reads link event %# with vinculoLido, then opens %s', async (event, target) => {
    let polls = 0;
    answers.notificacoes = () => {
      polls += 1;
      return listOf(polls === 1 ? [event] : []);
    };
    const router = renderInSession(<NotificationBell />, '/dashboard');
    fireEvent.click((await panelItems())[0] as HTMLElement);
    await waitFor(() => expect(shown(router)).toBe(target));
    expect(bodiesOf('notificacoes/vinculoLido')).toEqual([{ id: event.id }]);
    expect(readCalls()).toEqual(['notificacoes/vinculoLido']);
    expect(polls).toBe(2);
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
  });
});
