// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TNotification, TNotificationList } from '@cocho/contracts';
import { i18n } from '../i18n/i18n';
import { testUser } from '../testing/test-user';
import { renderInSession, setUpServerTests } from '../testing/session-harness';
import type { Answer } from '../testing/session-harness';
import { NotificationBell } from './NotificationBell';

const sharedDiet: TNotification = {
  tipo: 'compartilhamento',
  id: 31,
  created_at: '2026-11-20T12:00:00.000Z',
  lida: false,
  destino: '/formulacao-dieta?did=41&compartilhamentoID=31&compartilhamento=31&pessoa=1',
  params: {
    id_dieta: 41,
    id_pessoa: 1,
    tipo_registro: 0,
    nome: 'Lote 7',
    dono_nome: 'Carla Consultora',
    pode_editar: false,
  },
};
const message: TNotification = {
  tipo: 'mensagem',
  id: 8,
  created_at: '2026-11-19T12:00:00.000Z',
  lida: false,
  destino: '/',
  params: { titulo: 'Manutenção', mensagem: 'O sistema para no sábado às 22h.' },
};
const premiumRequest: TNotification = {
  tipo: 'solicitacao_premium',
  id: 5,
  created_at: '2026-11-18T12:00:00.000Z',
  lida: false,
  destino: '/adm/solicitacaoPremium?id=5',
  params: {
    nome: 'Beto',
    email: 'beto@example.com',
    telefone: '31987654321',
    tempo_quantidade: 12,
    tempo_unidade: 'meses',
  },
};

const pendingFeed: TNotification = {
  tipo: 'alimento_pendente',
  id: 70,
  created_at: '2026-11-17T12:00:00.000Z',
  lida: true,
  destino: '/adm?tab=alimentos',
  params: { nome: 'Farelo de algodão', usuario_nome: 'Dora' },
};
const newUsers: TNotification[] = [
  {
    tipo: 'novo_usuario',
    id: 90,
    created_at: '2026-11-16T12:00:00.000Z',
    lida: false,
    destino: '/adm?tab=users&ids=90',
    params: { nome: 'Eva', email: 'eva@example.com', liberado: false },
  },
  {
    tipo: 'novo_usuario',
    id: 91,
    created_at: '2026-11-15T12:00:00.000Z',
    lida: false,
    destino: '/adm?tab=users&ids=91',
    params: { nome: 'Fábio', email: 'fabio@example.com', liberado: true },
  },
];
const sharedPrediction: TNotification = {
  ...sharedDiet,
  id: 32,
  destino: '/predicao-desempenho?did=42&compartilhamento=32&pessoa=1',
  params: { ...sharedDiet.params, id_dieta: 42, tipo_registro: 1, nome: 'Projeção', pode_editar: true },
};

const listOf = (list: TNotification[], count = list.filter((item) => !item.lida).length): Answer => ({
  status: 200,
  body: { data: { count, total: list.length, list } satisfies TNotificationList },
});

const { answers, requests, bodiesOf } = setUpServerTests({ user: () => testUser() });

async function openPanel() {
  fireEvent.click(await screen.findByTestId('notification-bell'));
  return screen.findByTestId('notification-panel');
}

describe('NotificationBell', () => {
  it('shows the unread count, and +99 above 99', async () => {
    answers.notificacoes = listOf([sharedDiet], 7);
    renderInSession(<NotificationBell />, '/dashboard');
    const badge = await screen.findByTestId('notification-badge');
    await waitFor(() => expect(badge.textContent).toBe('7'));
    // The visible number is part of the button's name (WCAG 2.5.3).
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notificações (7)');
    cleanup();

    answers.notificacoes = listOf([sharedDiet], 150);
    renderInSession(<NotificationBell />, '/dashboard');
    const capped = await screen.findByTestId('notification-badge');
    await waitFor(() => expect(capped.textContent).toBe('+99'));
  });

  it('says so when there is nothing, with no badge', async () => {
    answers.notificacoes = listOf([]);
    renderInSession(<NotificationBell />, '/dashboard');
    await waitFor(() => expect(bodiesOf('notificacoes')).toHaveLength(1));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    const panel = await openPanel();
    expect(within(panel).getByTestId('notification-empty').textContent).toBe('Nenhuma notificação');
  });

  it('words every kind in the language of the interface', async () => {
    answers.notificacoes = listOf([
      sharedDiet,
      sharedPrediction,
      message,
      premiumRequest,
      pendingFeed,
      ...newUsers,
    ]);
    renderInSession(<NotificationBell />, '/dashboard');
    const panel = await openPanel();
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(7));
    const texts = within(panel)
      .getAllByTestId('notification-item')
      .map((item) => item.textContent);
    expect(texts).toEqual([
      'Carla Consultora compartilhou a dieta “Lote 7” com vocêSomente leitura',
      'Carla Consultora compartilhou a predição “Projeção” com vocêPode editar',
      'Não lidaManutençãoO sistema para no sábado às 22h.',
      'Solicitação Premium de Betobeto@example.com · 31987654321 · 12 meses',
      'Alimento aguardando aprovação: Farelo de algodãoEnviado por Dora',
      'Eva aguarda liberaçãoeva@example.com',
      'Novo usuário: Fábiofabio@example.com',
    ]);
    expect(
      within(panel)
        .getByText('Alimento aguardando aprovação: Farelo de algodão')
        .closest('[data-read]')
        ?.getAttribute('data-read'),
    ).toBe('true');
  });

  it('words records in English too', async () => {
    await i18n.changeLanguage('en');
    try {
      answers.notificacoes = listOf([sharedDiet, premiumRequest]);
      renderInSession(<NotificationBell />, '/dashboard');
      const panel = await openPanel();
      await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(2));
      expect(
        within(panel)
          .getAllByTestId('notification-item')
          .map((item) => item.textContent),
      ).toEqual([
        'Carla Consultora shared the diet “Lote 7” with youRead-only',
        'Premium request from Betobeto@example.com · 31987654321 · 12 months',
      ]);
    } finally {
      await i18n.changeLanguage('pt');
    }
  });

  it('marks a shared diet read, reloads, then opens it after the delay', async () => {
    let polls = 0;
    answers.notificacoes = () => {
      polls += 1;
      return polls === 1 ? listOf([sharedDiet]) : listOf([]);
    };
    answers['notificacoes/dietaLida'] = {
      status: 200,
      body: { data: { id_compartilhamento: 31, lida: true } },
    };
    const router = renderInSession(<NotificationBell />, '/dashboard');
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByTestId('notification-item'));
    await waitFor(() => expect(polls).toBe(2));
    expect(bodiesOf('notificacoes/dietaLida')).toEqual([{ id: 41, id_compartilhamento: 31, id_pessoa: 1 }]);
    const order = requests.map((request) => request.path).filter((path) => path.startsWith('notificacoes'));
    expect(order).toEqual(['notificacoes', 'notificacoes/dietaLida', 'notificacoes']);
    // The count drops; the screen opens SHARED_DIET_REDIRECT_MS after the read, not yet.
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(sharedDiet.destino),
    );
  });

  it('shows a general message, marks it read, then goes home', async () => {
    answers.notificacoes = listOf([message]);
    answers['notificacoes/mensagemLida'] = { status: 200, body: { data: { lida: true } } };
    const router = renderInSession(<NotificationBell />, '/dashboard');
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByTestId('notification-item'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('O sistema para no sábado às 22h.');
    expect(bodiesOf('notificacoes/mensagemLida')).toEqual([{ notificacao_id: 8 }]);
    fireEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('marks a premium request read and opens it; a failed read call shows the error and stays', async () => {
    answers.notificacoes = listOf([premiumRequest]);
    answers['notificacoes/premiumLido'] = { status: 403, body: { code: 'FORBIDDEN', message: 'FORBIDDEN' } };
    const router = renderInSession(<NotificationBell />, '/dashboard');
    fireEvent.click(await within(await openPanel()).findByTestId('notification-item'));
    expect((await screen.findByTestId('alert-bar')).textContent).toContain('permissão');
    expect(router.state.location.pathname).toBe('/dashboard');

    answers['notificacoes/premiumLido'] = { status: 200, body: { data: { lida: true } } };
    fireEvent.click(await within(await openPanel()).findByTestId('notification-item'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/adm/solicitacaoPremium?id=5',
      ),
    );
    expect(bodiesOf('notificacoes/premiumLido')).toEqual([{ id: 5 }, { id: 5 }]);
  });

  it('words an unread error report, marks it read and opens it on the reports screen', async () => {
    const report: TNotification = {
      tipo: 'reporte',
      id: 14,
      created_at: '2026-11-21T12:00:00.000Z',
      lida: false,
      destino: '/adm/reportes?id=14',
      params: { nome: 'Gil', descricao: 'O gráfico não aparece', rota: '/dashboard' },
    };
    answers.notificacoes = listOf([report]);
    answers['notificacoes/reporteLido'] = {
      status: 200,
      body: {
        data: {
          id: 14,
          id_pessoa: 3,
          nome: 'Gil',
          email: 'gil@example.com',
          id_ajuda: null,
          descricao: 'O gráfico não aparece',
          rota: '/dashboard',
          etapa: null,
          video: null,
          captura: null,
          lido: true,
          created_at: '2026-11-21T12:00:00.000Z',
          respondido_em: null,
          resposta: null,
          canal_resposta: null,
        },
      },
    };
    const router = renderInSession(<NotificationBell />, '/dashboard');
    const item = await within(await openPanel()).findByTestId('notification-item');
    expect(item.textContent).toContain('Relato de erro de Gil em /dashboard');
    expect(item.textContent).toContain('O gráfico não aparece');
    fireEvent.click(item);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/adm/reportes?id=14'),
    );
    expect(bodiesOf('notificacoes/reporteLido')).toEqual([{ id: 14 }]);
  });

  it('approves a company link request from the panel, then reloads', async () => {
    const linkRequest: TNotification = {
      tipo: 'vinculo_empresa',
      id: 12,
      created_at: '2026-11-21T12:00:00.000Z',
      lida: false,
      destino: '/empresa',
      params: { id_empresa: 3, empresa: 'Alfa', nome: 'Gil', email: 'gil@example.com', acesso: 2 },
    };
    let polls = 0;
    answers.notificacoes = () => {
      polls += 1;
      return polls === 1 ? listOf([linkRequest]) : listOf([]);
    };
    answers['empresa/aprovaVinculo'] = {
      status: 200,
      body: {
        data: {
          id_emp_user: 12,
          id_empresa: 3,
          id_usuario: 9,
          nome: 'Gil',
          email: 'gil@example.com',
          acesso: 2,
          autorizado: true,
          ativo: true,
          situacao: 'ativo',
          requested_at: '2026-11-21T12:00:00.000Z',
          decided_at: '2026-11-22T12:00:00.000Z',
        },
      },
    };
    const router = renderInSession(<NotificationBell />, '/dashboard');
    const panel = await openPanel();
    const item = await within(panel).findByTestId('notification-item');
    expect(item.textContent).toBe('Gil pede vínculo com AlfaCargo: Técnico de vendas · gil@example.com');
    fireEvent.click(within(panel).getByTestId('notification-link-approve'));
    expect((await screen.findByTestId('alert-bar')).textContent).toContain('Vínculo aprovado.');
    expect(bodiesOf('empresa/aprovaVinculo')).toEqual([{ id_emp_user: 12 }]);
    await waitFor(() => expect(polls).toBe(2));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows a browser notification when the count rises and permission is granted', async () => {
    const shown: { title: string; body: string | undefined }[] = [];
    class FakeNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    let polls = 0;
    answers.notificacoes = () => {
      polls += 1;
      return polls === 1 ? listOf([premiumRequest]) : listOf([premiumRequest, message], 3);
    };
    answers['notificacoes/premiumLido'] = { status: 200, body: { data: { lida: true } } };
    renderInSession(<NotificationBell />, '/dashboard');
    await waitFor(() => expect(polls).toBe(1));
    // The first answer does not notify.
    expect(shown).toEqual([]);
    fireEvent.click(await within(await openPanel()).findByTestId('notification-item'));
    await waitFor(() => expect(polls).toBe(2));
    await waitFor(() =>
      expect(shown).toEqual([
        { title: 'Uma nova notificação', body: 'Você tem novas notificações no Cocho.' },
      ]),
    );
  });
});
