// @vitest-environment happy-dom
/**
 * Decisions in the bell: invitations and contact requests answered from their entry, decision notices worded
 * in the user's language with the refusal reason, and the list refreshed after an answer made anywhere.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TNotification, TNotificationList } from '@cocho/contracts';
import { call } from '../api/client';
import { i18n } from '../i18n/i18n';
import { testUser } from '../testing/test-user';
import { renderInSession, setUpServerTests } from '../testing/session-harness';
import type { Answer } from '../testing/session-harness';
import { NotificationBell } from './NotificationBell';

const invitation = {
  tipo: 'convite_empresa',
  id: 41,
  created_at: '2026-11-22T12:00:00.000Z',
  lida: false,
  destino: '/empresa',
  params: { id_empresa: 3, empresa: 'Mineral Forte', acesso: 2 },
} satisfies TNotification;
const contactRequest = {
  tipo: 'contato_empresa',
  id: 52,
  created_at: '2026-11-21T12:00:00.000Z',
  lida: false,
  destino: '/user',
  params: { id_empresa: 3, empresa: 'Mineral Forte', tecnico_nome: 'Ana Técnica' },
} satisfies TNotification;
const refusal = {
  tipo: 'aviso',
  id: 63,
  created_at: '2026-11-20T12:00:00.000Z',
  lida: false,
  destino: '/seja-premium',
  params: {
    evento: 'premium_recusado',
    empresa: null,
    nome: null,
    motivo: 'Pagamento não identificado',
    data_final: null,
  },
} satisfies TNotification;
const grant = {
  tipo: 'aviso',
  id: 64,
  created_at: '2026-11-19T12:00:00.000Z',
  lida: true,
  destino: '/seja-premium',
  params: { evento: 'premium_concedido', empresa: null, nome: null, motivo: null, data_final: '2027-11-19' },
} satisfies TNotification;
const sponsorshipDeclined = {
  tipo: 'aviso',
  id: 65,
  created_at: '2026-11-18T12:00:00.000Z',
  lida: false,
  destino: '/empresa/alimentos',
  params: {
    evento: 'patrocinio_recusado',
    empresa: 'Mineral Forte',
    nome: 'Sal Proteinado',
    motivo: null,
    data_final: null,
  },
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
const OK = (data: unknown): Answer => ({ status: 200, body: { data } });

const { answers, requests, bodiesOf } = setUpServerTests({
  user: () => testUser(),
  initialAnswers: () => ({ notificacoes: () => listOf(current) }),
});

/** The list the server answers: every entry until it is answered (the server's own rule). */
let current: TNotification[];

beforeEach(() => {
  current = [];
});

async function openPanel() {
  // The first answer is in once the badge shows (every list here has an unread entry).
  await screen.findByTestId('notification-badge', {}, { timeout: 5000 });
  fireEvent.click(await screen.findByTestId('notification-bell'));
  return screen.findByTestId('notification-panel');
}
/** Each entry's words (its icon's accessible title left out). */
const texts = async () =>
  (await within(await openPanel()).findAllByTestId('notification-item')).map(
    (item) => item.querySelector('.MuiListItemText-root')?.textContent,
  );

describe('invitations and contact requests in the bell', () => {
  it.each([
    [
      'pt',
      [
        'Mineral Forte convida vocêCargo: Técnico de vendas',
        'Ana Técnica, de Mineral Forte, pede seu contatoSe aceitar, Mineral Forte poderá entrar em contato com você.',
      ],
      ['Aceitar', 'Recusar', 'Aceitar', 'Recusar'],
    ],
    [
      'es',
      [
        'Mineral Forte lo invitaCargo: Técnico de ventas',
        'Ana Técnica, de Mineral Forte, pide su contactoSi acepta, Mineral Forte podrá ponerse en contacto con usted.',
      ],
      ['Aceptar', 'Rechazar', 'Aceptar', 'Rechazar'],
    ],
  ])('name the company and offer accept and decline (%s)', async (language, words, buttons) => {
    await i18n.changeLanguage(language);
    try {
      current = [invitation, contactRequest];
      renderInSession(<NotificationBell />, '/dashboard');
      expect(await texts()).toEqual(words);
      const panel = await screen.findByTestId('notification-panel');
      expect(
        [
          ...within(panel).getAllByTestId('notification-accept'),
          ...within(panel).getAllByTestId('notification-decline'),
        ]
          .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
          .map((button) => button.textContent),
      ).toEqual(buttons);
    } finally {
      await i18n.changeLanguage('pt');
    }
  });

  it('accepting an invitation calls aceitarConvite and the entry leaves without a reload', async () => {
    current = [invitation, contactRequest];
    answers['empresa/aceitarConvite'] = () => {
      current = current.filter((item) => item !== invitation);
      return OK({
        id_emp_user: 41,
        id_empresa: 3,
        nome_fantasia: 'Mineral Forte',
        acesso: 2,
        situacao: 'ativo',
        empresa_ativa: true,
        parceira: false,
      });
    };
    renderInSession(<NotificationBell />, '/dashboard');
    const panel = await openPanel();
    const [accept] = await within(panel).findAllByTestId('notification-accept');
    fireEvent.click(accept as HTMLElement);
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('notification-item')
          .map((item) => item.dataset.kind),
      ).toEqual(['contato_empresa']),
    );
    expect(bodiesOf('empresa/aceitarConvite')).toEqual([{ id_emp_user: 41 }]);
    expect(await screen.findByText('Convite aceito.')).toBeTruthy();
  });

  it('declining a contact request calls contatos/recusar and the badge drops', async () => {
    current = [contactRequest];
    answers['contatos/recusar'] = () => {
      current = [];
      return { status: 500, body: { code: 'INTERNAL', message: 'x' } };
    };
    renderInSession(<NotificationBell />, '/dashboard');
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('1');
    const panel = await openPanel();
    fireEvent.click(within(panel).getByTestId('notification-decline'));
    // Even when the answer fails (here: after the server changed), the list is polled again.
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(bodiesOf('contatos/recusar')).toEqual([{ id_contato: 52 }]);
  });
});

describe('decision notices', () => {
  it.each([
    [
      'pt',
      [
        'Seu pedido de plano Premium não foi aprovadoMotivo: Pagamento não identificado',
        'Seu plano Premium foi liberadoVálido até 19/11/2027',
        'Patrocínio de “Sal Proteinado” recusado',
      ],
    ],
    [
      'en',
      [
        'Your Premium plan request was not approvedReason: Pagamento não identificado',
        'Your Premium plan is activeValid until 11/19/2027',
        'Sponsorship of “Sal Proteinado” declined',
      ],
    ],
    [
      'es',
      [
        'Su solicitud de plan Premium no fue aprobadaMotivo: Pagamento não identificado',
        'Su plan Premium fue habilitadoVálido hasta 19/11/2027',
        'Patrocinio de “Sal Proteinado” rechazado',
      ],
    ],
  ])('say what was decided, with the reason of a refusal (%s)', async (language, words) => {
    await i18n.changeLanguage(language);
    try {
      current = [refusal, grant, sponsorshipDeclined];
      renderInSession(<NotificationBell />, '/dashboard');
      expect(await texts()).toEqual(words);
      expect((await screen.findByTestId('notification-badge')).textContent).toBe('2');
    } finally {
      await i18n.changeLanguage('pt');
    }
  });

  it('reads an unread notice with avisoLido, then opens its screen', async () => {
    current = [refusal, grant];
    answers['notificacoes/avisoLido'] = () => {
      current = [{ ...refusal, lida: true }, grant];
      return OK({ lida: true });
    };
    const router = renderInSession(<NotificationBell />, '/dashboard');
    const items = await within(await openPanel()).findAllByTestId('notification-item');
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'true']);
    fireEvent.click(items[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/seja-premium'));
    expect(bodiesOf('notificacoes/avisoLido')).toEqual([{ id: 63 }]);
  });

  it('opens a notice already read without reading it again', async () => {
    current = [grant, sponsorshipDeclined];
    const router = renderInSession(<NotificationBell />, '/dashboard');
    fireEvent.click((await within(await openPanel()).findAllByTestId('notification-item'))[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/seja-premium'));
    expect(bodiesOf('notificacoes/avisoLido')).toEqual([]);
  });
});

describe('answers made elsewhere', () => {
  it('an invitation accepted from another screen leaves the bell without a reload', async () => {
    current = [invitation];
    answers['empresa/aceitarConvite'] = () => {
      current = [];
      return OK({
        id_emp_user: 41,
        id_empresa: 3,
        nome_fantasia: 'Mineral Forte',
        acesso: 2,
        situacao: 'ativo',
        empresa_ativa: true,
        parceira: false,
      });
    };
    renderInSession(<NotificationBell />, '/dashboard');
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('1');
    // The user menu's invitation list answers through the same client.
    await act(() => call('acceptInvitation', { id_emp_user: 41 }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
  });

  it('a call that changes nothing in the bell does not poll', async () => {
    current = [invitation];
    answers['notificacoes/vinculoLido'] = OK({ lida: true });
    renderInSession(<NotificationBell />, '/dashboard');
    await screen.findByTestId('notification-badge');
    const polls = () => requests.filter((request) => request.path === 'notificacoes').length;
    const before = polls();
    await act(() => call('markLinkEventRead', { id: 1 }));
    expect(polls()).toBe(before);
  });
});
