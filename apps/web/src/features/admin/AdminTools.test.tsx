// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAdminDiet, TAdminErrorReport, THelpItem } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { renderInSession, setUpServerTests } from '../../testing/session-harness';
import { AdminPage } from './AdminPage';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const REPORT: TAdminErrorReport = {
  id: 5,
  id_pessoa: 30,
  nome: 'Bruno Lima',
  email: 'bruno@example.com',
  id_ajuda: null,
  descricao: 'O botão calcular não responde',
  rota: '/formulacao-dieta',
  etapa: 4,
  video: null,
  captura: PNG,
  lido: false,
  created_at: '2026-11-20T12:00:00.000Z',
  respondido_em: null,
  resposta: null,
  canal_resposta: null,
};
const HELP_ITEM: THelpItem = {
  id: 3,
  titulo: 'Dashboard',
  descricao: 'Texto',
  video: '',
  rota: '/dashboard',
  etapa: null,
  idioma: 0,
};

const diet = (id: number, nome: string): TAdminDiet => ({
  id,
  modo: 'FD',
  nome,
  user_id: 30,
  usuario_nome: 'Bruno Lima',
  usuario_email: 'bruno@example.com',
  perfil: 'pecuarista',
  estado: 'MG',
  pais: 'BR',
  custo: 12.5,
  alimentos: ['Silagem de milho', 'Farelo de soja'],
  created_at: '2026-11-20T12:00:00.000Z',
});

const page = (data: unknown[]) => ({
  status: 200,
  body: { data, total: data.length, pagina: 1, por_pagina: 20 },
});

const { answers, requests, bodiesOf } = setUpServerTests({
  user: () => testUser({ administrador: true }),
  initialAnswers: () => ({
    'adm/notificacoes/list': page([]),
    'adm/notificacoes/enviar': {
      status: 200,
      body: { data: { id: 9, created_at: '2026-11-24T12:00:00.000Z' } },
    },
    'adm/reportes/buscar': page([REPORT]),
    'notificacoes/reporteLido': { status: 200, body: { data: { ...REPORT, lido: true } } },
    'adm/reportes/responder': {
      status: 200,
      body: {
        data: {
          ...REPORT,
          lido: true,
          respondido_em: '2026-11-24T12:00:00.000Z',
          resposta: 'Corrigido',
          canal_resposta: 'email',
        },
      },
    },
    ajuda: { status: 200, body: { data: [HELP_ITEM] } },
    'adm/ajuda/criar': { status: 200, body: { data: { ...HELP_ITEM, id: 4 } } },
    paises: { status: 200, body: { data: [] } },
    estados: { status: 200, body: { data: [] } },
    'dieta/getFDAdm': () => {
      const last = requests.filter((request) => request.path === 'dieta/getFDAdm').at(-1);
      return last?.body.cursor === 9
        ? {
            status: 200,
            body: { data: { dataFD: [{ ...diet(4, 'Lote antigo'), moeda: 'USD' }], proximo: null } },
          }
        : { status: 200, body: { data: { dataFD: [diet(10, 'Lote novo'), diet(9, 'Lote B')], proximo: 9 } } };
    },
    'adm/relatorio': {
      status: 200,
      body: {
        data: {
          usuarios: 1234,
          por_perfil: [{ chave: 'pecuarista', total: 1000 }],
          por_plano: [
            { chave: 'premium_infinito', total: 4 },
            { chave: 'premium', total: 30 },
            { chave: 'gratuito', total: 1200 },
          ],
          por_estado: [{ chave: '', total: 34 }],
          novos_usuarios: [{ mes: '2026-10', total: 3 }],
          dietas: [{ mes: '2026-11', total: 5 }],
          predicoes: [],
          usuarios_ativos: 77,
        },
      },
    },
  }),
});

async function confirmModal() {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
}

describe('/adm/notificacoes', () => {
  it('sends a message to the users of one language after confirming', async () => {
    renderInSession(<AdminPage />, '/adm/notificacoes');
    const form = await screen.findByRole('form', { name: 'Nova mensagem' });
    fireEvent.change(within(form).getByLabelText('Título'), { target: { value: 'Manutenção' } });
    fireEvent.change(within(form).getByLabelText('Mensagem'), { target: { value: 'Hoje às 22h' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Destinatários' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Usuários de um idioma' }));
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Idioma' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inglês' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Enviar esta mensagem para: Idioma: Inglês?')).toBeTruthy();
    await confirmModal();
    await waitFor(() =>
      expect(bodiesOf('adm/notificacoes/enviar')).toEqual([
        { titulo: 'Manutenção', mensagem: 'Hoje às 22h', destino: { tipo: 'idioma', idioma: 1 } },
      ]),
    );
  });

  it('refuses a user list that is not numeric without sending', async () => {
    renderInSession(<AdminPage />, '/adm/notificacoes');
    const form = await screen.findByRole('form', { name: 'Nova mensagem' });
    fireEvent.change(within(form).getByLabelText('Título'), { target: { value: 'Oi' } });
    fireEvent.change(within(form).getByLabelText('Mensagem'), { target: { value: 'Texto' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Destinatários' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lista de usuários' }));
    fireEvent.change(within(form).getByLabelText('Códigos dos usuários'), { target: { value: '12, ana' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Use apenas códigos numéricos de usuário.');
    expect(bodiesOf('adm/notificacoes/enviar')).toEqual([]);
  });
});

describe('/adm/reportes', () => {
  it('?id= opens the report with its screenshot, marks it read and answers it by e-mail', async () => {
    const router = renderInSession(<AdminPage />, '/adm/reportes');
    await screen.findByTestId('report-row-5');
    expect(bodiesOf('notificacoes/reporteLido')).toEqual([]);
    await router.navigate('/adm/reportes?id=5');
    const dialog = await screen.findByRole('dialog', { name: 'Relato de erro nº 5' });
    expect((await within(dialog).findByTestId('report-message')).textContent).toBe(REPORT.descricao);
    expect(within(dialog).getByRole('img', { name: 'Captura de tela enviada' }).getAttribute('src')).toBe(
      PNG,
    );
    await waitFor(() => expect(bodiesOf('notificacoes/reporteLido')).toEqual([{ id: 5 }]));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar resposta' }));
    expect(await within(dialog).findByText('Escreva a resposta.')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Enviar por' }));
    fireEvent.click(await screen.findByRole('option', { name: 'e-mail' }));
    fireEvent.change(within(dialog).getByLabelText('Resposta'), { target: { value: 'Corrigido' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() =>
      expect(bodiesOf('adm/reportes/responder')).toEqual([{ id: 5, canal: 'email', resposta: 'Corrigido' }]),
    );
    expect((await within(dialog).findByTestId('report-answer')).textContent).toContain('Corrigido');
  });

  it('does not mark an already read report again', async () => {
    answers['adm/reportes/buscar'] = page([{ ...REPORT, lido: true }]);
    const router = renderInSession(<AdminPage />, '/adm/reportes');
    await screen.findByTestId('report-row-5');
    await router.navigate('/adm/reportes?id=5');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('report-message');
    expect(bodiesOf('notificacoes/reporteLido')).toEqual([]);
  });
});

describe('/adm/ajuda', () => {
  it('checks a new item with the shared rules, then creates it for the whole screen', async () => {
    renderInSession(<AdminPage />, '/adm/ajuda');
    await screen.findByTestId('help-item-3');
    fireEvent.click(screen.getByRole('button', { name: 'Novo item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo item de ajuda' });
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Predição' } });
    fireEvent.change(within(dialog).getByLabelText('Rota'), { target: { value: 'predicao' } });
    fireEvent.change(within(dialog).getByLabelText('Vídeo (YouTube ou endereço)'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Informe um caminho do aplicativo, começando com /.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Informe o código de um vídeo do YouTube ou um endereço http(s).'),
    ).toBeTruthy();
    expect(bodiesOf('adm/ajuda/criar')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Rota'), { target: { value: '/predicao-desempenho' } });
    fireEvent.change(within(dialog).getByLabelText('Vídeo (YouTube ou endereço)'), {
      target: { value: 'dQw4w9WgXcQ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(bodiesOf('adm/ajuda/criar')).toEqual([
        {
          titulo: 'Predição',
          descricao: '',
          video: 'dQw4w9WgXcQ',
          rota: '/predicao-desempenho',
          etapa: null,
          idioma: 0,
        },
      ]),
    );
  });
});

describe('/adm/dietas', () => {
  it('lists formulations with their feeds, filters by feed and loads the next page from the cursor', async () => {
    renderInSession(<AdminPage />, '/adm/dietas');
    const row = await screen.findByTestId('diet-row-10');
    expect(row.textContent).toContain('Silagem de milho, Farelo de soja');
    expect(row.textContent).toContain('MG · BR');
    fireEvent.click(screen.getByTestId('diets-more'));
    // Each cost in its record's currency: reais by default, dollars for the record saved in them.
    expect(row.textContent).toMatch(/R\$\s*12,50/);
    expect((await screen.findByTestId('diet-row-4')).textContent).toMatch(/US\$\s*12,50/);
    await waitFor(() => expect(screen.queryByTestId('diets-more')).toBeNull());
    expect(bodiesOf('dieta/getFDAdm')).toEqual([{ limite: 50 }, { limite: 50, cursor: 9 }]);

    fireEvent.change(screen.getByLabelText('Alimento usado'), { target: { value: ' soja ' } });
    fireEvent.change(screen.getByLabelText('UF'), { target: { value: 'mg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(bodiesOf('dieta/getFDAdm').at(-1)).toEqual({ limite: 50, estado: 'MG', alimento: 'soja' }),
    );
  });
});

describe('/adm/relatorio', () => {
  it('shows the counts by profile, plan and state and one row per month of the series', async () => {
    renderInSession(<AdminPage />, '/adm/relatorio');
    expect((await screen.findByTestId('report-total-users')).textContent).toBe('Usuários cadastrados: 1.234');
    expect(screen.getByTestId('report-by-plan').textContent).toContain('Premium permanente4');
    expect(screen.getByTestId('report-by-state').textContent).toBe('Não informado34');
    const months = within(screen.getByTestId('report-monthly')).getAllByRole('row');
    expect(months.map((month) => month.textContent)).toEqual([
      'MêsNovos usuáriosDietas salvasPredições salvas',
      // Months as the language names them, not as stored (2026-10).
      'out. de 2026300',
      'nov. de 2026050',
    ]);
    const [request] = bodiesOf('adm/relatorio');
    expect(request?.ate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
