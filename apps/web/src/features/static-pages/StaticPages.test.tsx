// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ComponentType, ReactNode } from 'react';
import type { THelpItem } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { resetHelpItemsCache } from '../../help/use-help-items';
import { changeLanguage, initI18n, MISSING_MESSAGE_PREFIX } from '../../i18n/i18n';
import { SessionProvider } from '../../session/SessionProvider';
import { testUser } from '../../testing/test-user';
import { AlertProvider } from '../../ui/AlertProvider';
import { ModalProvider } from '../../ui/ModalProvider';
import { errorAnswer, renderInSession, stubServer, storeSignedIn } from '../../testing/session-harness';
import type { Answer, Request } from '../../testing/session-harness';
import { BookPage } from './BookPage';
import { FeedbackPage } from './FeedbackPage';
import { InstructionsPage } from './InstructionsPage';
import { PrivacyPolicyPage, TermsPage } from './LegalPages';
import { AuthorsPage, BioPage, CollaboratePage, CoursesPage, InfoPage, PresentationPage } from './TextPages';

const HELP_ITEMS: THelpItem[] = [
  {
    id: 7,
    titulo: 'Formulação de dieta: restrições',
    descricao: 'Defina limites de inclusão por alimento.',
    video: '',
    rota: '/formulacao-dieta',
    etapa: 4,
    idioma: 0,
  },
  {
    id: 8,
    titulo: 'Diet formulation: restrictions',
    descricao: 'Set inclusion limits per feed.',
    video: 'https://youtu.be/dQw4w9WgXcQ',
    rota: '/formulacao-dieta',
    etapa: 4,
    idioma: 1,
  },
  {
    id: 9,
    titulo: 'Formulación de dieta: restricciones',
    descricao: 'Defina límites de inclusión por alimento.',
    video: '',
    rota: '/formulacao-dieta',
    etapa: 4,
    idioma: 2,
  },
];

let answers: Record<string, Answer | (() => Answer)>;
let requests: Request[];
let consoleErrors: string[];

beforeAll(() => {
  initI18n('pt');
});

beforeEach(() => {
  localStorage.clear();
  resetHelpItemsCache();
  answers = { ajuda: { status: 200, body: { data: HELP_ITEMS } } };
  requests = stubServer(answers);
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await changeLanguage('pt');
});

/** Renders `element` at `path`, opened as `entry` (with its query). */
function renderWithQuery(element: ReactNode, path: string, entry: string) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <ModalProvider>
            <AlertProvider>
              <SessionProvider>{element}</SessionProvider>
            </AlertProvider>
          </ModalProvider>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
}

const missingMessages = () => consoleErrors.filter((line) => line.includes(MISSING_MESSAGE_PREFIX));

const PAGES: [path: string, Page: ComponentType, testId: string, minSections: number][] = [
  ['/instrucoes', InstructionsPage, 'static-instructions', 11],
  ['/apresentacao', PresentationPage, 'static-presentation', 4],
  ['/colaborar', CollaboratePage, 'static-collaborate', 3],
  ['/autores', AuthorsPage, 'static-authors', 5],
  ['/bio', BioPage, 'static-bio', 0],
  ['/br', InfoPage, 'static-info', 3],
  ['/cursos', CoursesPage, 'static-courses', 0],
  ['/livro2016br', BookPage, 'static-book', 1],
  ['/politica-privacidade', PrivacyPolicyPage, 'static-privacy', 10],
  ['/termos-uso', TermsPage, 'static-terms', 7],
];
const LANGUAGES: Language[] = ['pt', 'en', 'es'];

describe('static pages render real content in every language', () => {
  it.each(LANGUAGES.flatMap((language) => PAGES.map((page) => [language, ...page] as const)))(
    '%s %s',
    async (language, path, Page, testId, minSections) => {
      await changeLanguage(language);
      renderInSession(<Page />, path);
      const page = await screen.findByTestId(testId);
      // Every language has a help item (HELP_ITEMS), so the page's text is read once the topics are in.
      if (path === '/instrucoes') await screen.findAllByTestId('instructions-topic');
      const text = page.textContent ?? '';
      expect(text.length).toBeGreaterThan(path === '/bio' ? 150 : 400);
      expect(page.querySelectorAll('h1')).toHaveLength(1);
      expect(page.querySelectorAll('h2').length).toBeGreaterThanOrEqual(minSections);
      // A missing key would show as its dotted name.
      expect(text).not.toMatch(
        /\b(instructions|presentation|collaborate|authors|privacy|terms|books|bio|info|courses|common|rights)\.[a-z]/,
      );
      expect(text).not.toMatch(/available soon|disponível em breve/i);
      expect(missingMessages()).toEqual([]);
    },
  );
});

describe('page details', () => {
  it('/autores cites BR-CORTE 2016 and 2023, NASEM 2016 and the feed sources', async () => {
    renderInSession(<AuthorsPage />, '/autores');
    const citations = (await screen.findByTestId('citations')).textContent ?? '';
    for (const source of [
      'ISBN 978-85-8179-110-4',
      '4. ed. Viçosa: UFV, 2023',
      'Nutrient Requirements of Beef Cattle. 8th revised ed.',
      'Nutrient Requirements of Dairy Cattle',
      'ILRI',
      'IPCC',
    ])
      expect(citations).toContain(source);
  });

  it('/br is Portuguese and /en English whatever the interface language', async () => {
    await changeLanguage('es');
    renderInSession(<InfoPage />, '/en');
    const page = await screen.findByTestId('static-info');
    expect(page.getAttribute('lang')).toBe('en');
    expect(page.querySelector('h1')?.textContent).toBe('About Cocho');
    cleanup();
    renderInSession(<InfoPage />, '/br');
    expect((await screen.findByTestId('static-info')).querySelector('h1')?.textContent).toBe('Sobre o Cocho');
    cleanup();
    await changeLanguage('pt');
    renderInSession(<InfoPage />, '/en');
    expect((await screen.findByTestId('static-info')).querySelector('h1')?.textContent).toBe('About Cocho');
    expect(missingMessages()).toEqual([]);
  });

  it('a book page names its edition and links to the BR-CORTE site and the other editions', async () => {
    await changeLanguage('en');
    renderInSession(<BookPage />, '/livro2023en');
    expect((await screen.findByTestId('book-edition')).textContent).toBe('4th edition (2023)');
    expect(screen.getByTestId('book-site').getAttribute('href')).toBe('https://brcorte.com.br');
    const others = screen.getByTestId('static-book').querySelectorAll('li a');
    expect([...others].map((link) => link.getAttribute('href'))).toEqual([
      '/livrobr',
      '/livroen',
      '/livro2016br',
      '/livro2016en',
      '/livro2023br',
    ]);
  });

  it('/instrucoes?a= opens the linked help item; the topics list the language’s items', async () => {
    await changeLanguage('en');
    renderWithQuery(<InstructionsPage />, '/instrucoes', '/instrucoes?a=8');
    const selected = await screen.findByTestId('instructions-selected');
    expect(selected.textContent).toContain('Diet formulation: restrictions');
    expect(selected.textContent).toContain('Set inclusion limits per feed.');
    expect(selected.querySelector('a')?.getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    cleanup();
    renderWithQuery(<InstructionsPage />, '/instrucoes', '/instrucoes?a=999');
    expect(
      await screen.findByText('The help topic of this address was not found. See the instructions below.'),
    ).toBeTruthy();
  });

  it('the privacy policy asks visitors to sign in for the data actions', async () => {
    renderInSession(<PrivacyPolicyPage />, '/politica-privacidade');
    const page = await screen.findByTestId('static-privacy');
    expect(page.textContent).toContain('Entre na sua conta para baixar os seus dados ou excluí-la.');
    expect(page.textContent).toContain('Lei nº 13.709/2018');
    expect(page.textContent).toContain('suporte@cocho.app');
    expect(screen.queryByTestId('export-data')).toBeNull();
  });
});

describe('data rights (privacy policy and /user)', () => {
  it('downloads the export as JSON', async () => {
    storeSignedIn(testUser());
    answers['user/exportarDados'] = {
      status: 200,
      body: {
        data: {
          gerado_em: '2026-12-10T12:00:00.000Z',
          conta: { id: 1 },
          dietas: [],
          predicoes: [],
          exigencias: [],
          alimentos: [],
          sessoes: [],
          planos: [],
          solicitacoes_premium: [],
          clientes: [],
          compartilhamentos: [],
          reportes: [],
          feedback: [],
          registro_auditoria: [],
          vinculos_empresa: [],
          contatos_empresa: [],
          convites_compartilhamento: [],
          consentimento_contato_parceiros: null,
        },
      },
    };
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'),
        revokeObjectURL: () => undefined,
      }),
    );
    renderInSession(<PrivacyPolicyPage />, '/politica-privacidade');
    fireEvent.click(await screen.findByTestId('export-data'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(JSON.parse(await created[0]!.text())).toMatchObject({ conta: { id: 1 } });
    expect(requests.map((request) => request.path)).toContain('user/exportarDados');
  });

  it('deletes after the password: a wrong one is said, the right one signs out to /login', async () => {
    storeSignedIn(testUser());
    let isDeleted = false;
    answers['user/excluirConta'] = () =>
      isDeleted
        ? { status: 200, body: { data: true } }
        : {
            status: 400,
            body: {
              code: 'VALIDATION_FAILED',
              message: 'x',
              fields: [{ field: 'senha', code: 'currentPasswordIncorrect' }],
            },
          };
    answers.logout = { status: 200, body: {} };
    renderInSession(<PrivacyPolicyPage />, '/politica-privacidade');
    fireEvent.click(await screen.findByTestId('delete-account'));
    fireEvent.change(screen.getByTestId('delete-password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('delete-confirm'));
    expect((await screen.findByTestId('delete-problem')).textContent).toBe('A senha está incorreta.');
    isDeleted = true;
    fireEvent.change(screen.getByTestId('delete-password'), { target: { value: 'right password' } });
    fireEvent.click(screen.getByTestId('delete-confirm'));
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(
      requests.filter((request) => request.path === 'user/excluirConta').map((request) => request.body.senha),
    ).toEqual(['wrong', 'right password']);
    expect(localStorage.getItem('user-token')).toBeNull();
  });
});

describe('/feedback', () => {
  it('sends the kind, message and rating and says thanks', async () => {
    storeSignedIn(testUser());
    answers['feedback/enviar'] = { status: 200, body: { data: { id: 3 } } };
    renderInSession(<FeedbackPage />, '/feedback');
    fireEvent.click(await screen.findByTestId('feedback-send'));
    expect(await screen.findByText('Escreva a sua mensagem.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('feedback-message'), {
      target: { value: 'Gostaria de exportar em CSV' },
    });
    fireEvent.click(screen.getByLabelText('5 Stars'));
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect((await screen.findByTestId('feedback-sent')).textContent).toContain('Feedback enviado. Obrigado!');
    const sent = requests.find((request) => request.path === 'feedback/enviar');
    expect(sent?.body).toMatchObject({ tipo: 'sugestao', mensagem: 'Gostaria de exportar em CSV', nota: 5 });
  });

  it("lists the user's earlier messages with the team's reply", async () => {
    storeSignedIn(testUser());
    const entry = {
      id: 8,
      user_id: 1,
      nome: 'Ana',
      email: 'ana@example.com',
      tipo: 'problema',
      mensagem: 'O relatório não abre',
      nota: 2,
      rota: '/feedback',
      created_at: '2026-11-20T12:00:00.000Z',
      resposta: 'Corrigido hoje, obrigado!',
      respondido_em: '2026-11-21T12:00:00.000Z',
    };
    answers['feedback/meus'] = {
      status: 200,
      body: { data: [entry, { ...entry, id: 9, resposta: null, respondido_em: null }] },
    };
    renderInSession(<FeedbackPage />, '/feedback');
    const replied = await screen.findByTestId('my-feedback-8');
    expect(replied.textContent).toContain('Problema enviada em 20/11/2026');
    expect(within(replied).getByTestId('my-feedback-reply').textContent).toBe('Corrigido hoje, obrigado!');
    expect(replied.textContent).toContain('Resposta da equipe em 21/11/2026');
    expect(screen.getByTestId('my-feedback-9').textContent).toContain('Ainda sem resposta.');
  });

  it('shows the server’s refusal in the user’s language', async () => {
    storeSignedIn(testUser());
    answers['feedback/enviar'] = errorAnswer('RATE_LIMITED', 429);
    renderInSession(<FeedbackPage />, '/feedback');
    fireEvent.change(await screen.findByTestId('feedback-message'), { target: { value: 'Oi' } });
    fireEvent.click(screen.getByTestId('feedback-send'));
    expect(await screen.findByText('Muitas tentativas. Aguarde um pouco e tente de novo.')).toBeTruthy();
    expect(requests.some((request) => request.path === 'feedback/enviar')).toBe(true);
    expect(screen.queryByTestId('feedback-sent')).toBeNull();
  });
});
