// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { THelpItem } from '@cocho/contracts';
import { changeLanguage, initI18n, MISSING_MESSAGE_PREFIX } from '../i18n/i18n';
import { testUser } from '../testing/test-user';
import { renderInSession, storeSignedIn } from '../testing/session-harness';
import { HelpButton } from './HelpButton';
import { setHelpStep } from './help-step';
import { SupportDialog } from './SupportDialog';
import { resetHelpItemsCache } from './use-help-items';

const item = (
  id: number,
  etapa: number | null,
  idioma: 0 | 1 | 2,
  titulo: string,
  video = '',
): THelpItem => ({
  id,
  titulo,
  descricao: `${titulo}: explicação`,
  video,
  rota: id === 9 ? '/dashboard' : '/formulacao-dieta',
  etapa,
  idioma,
});
const ITEMS = [
  item(1, null, 0, 'Dieta'),
  item(2, 3, 0, 'Dieta etapa 3'),
  item(3, 3, 1, 'Diet step 3', 'https://youtu.be/dQw4w9WgXcQ'),
  item(9, null, 1, 'Dashboard'),
];

type Sent = { path: string; body: Record<string, unknown> };
let sent: Sent[];
let errors: string[];

beforeAll(() => {
  initI18n('pt');
});

beforeEach(() => {
  localStorage.clear();
  storeSignedIn(testUser());
  resetHelpItemsCache();
  sent = [];
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) =>
    errors.push(args.map(String).join(' ')),
  );
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.slice(1);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    sent.push({ path, body });
    const answer =
      path === 'ajuda'
        ? { data: ITEMS }
        : path === 'ajuda/reportar'
          ? { data: { id: 1 } }
          : path === 'verificaToken'
            ? { user: testUser() }
            : {};
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(async () => {
  cleanup();
  setHelpStep(null);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await changeLanguage('pt');
});

function renderToolbarAt(path: string) {
  renderInSession(<HelpButton />, path);
}

describe('help dialog', () => {
  it('opens the item of the route, then the step, then the language, with its video and the others', async () => {
    await changeLanguage('en');
    act(() => setHelpStep(3));
    renderToolbarAt('/formulacao-dieta');
    fireEvent.click(await screen.findByTestId('help-button'));
    expect((await screen.findByTestId('help-description')).textContent).toBe('Diet step 3: explicação');
    expect(screen.getByTestId('help-video').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByTestId('help-open-tab').getAttribute('href')).toBe('/instrucoes?a=3');
    expect(screen.getByTestId('help-others').textContent).toBe('Dashboard');
    fireEvent.click(screen.getByText('Dashboard'));
    expect(screen.getByTestId('help-description').textContent).toBe('Dashboard: explicação');
    expect(errors.filter((line) => line.includes(MISSING_MESSAGE_PREFIX))).toEqual([]);
  });

  it('falls back to the screen’s item when the step has none, and says when the route has none', async () => {
    act(() => setHelpStep(2));
    renderToolbarAt('/formulacao-dieta');
    fireEvent.click(await screen.findByTestId('help-button'));
    expect((await screen.findByTestId('help-description')).textContent).toBe('Dieta: explicação');
    expect(screen.getByTestId('help-no-video')).toBeTruthy();
    cleanup();
    renderToolbarAt('/calcular-racao');
    fireEvent.click(await screen.findByTestId('help-button'));
    expect(await screen.findByTestId('help-empty')).toBeTruthy();
    expect(screen.getByText('Abrir as instruções completas').closest('a')?.getAttribute('href')).toBe(
      '/instrucoes',
    );
  });

  it('reports an error with the message, route and step, then shows the success modal', async () => {
    act(() => setHelpStep(3));
    renderToolbarAt('/formulacao-dieta');
    fireEvent.click(await screen.findByTestId('help-button'));
    await screen.findByTestId('help-description');
    fireEvent.click(screen.getByTestId('report-send'));
    expect(await screen.findByText('Descreva o erro antes de enviar.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('report-message'), { target: { value: 'O cálculo travou' } });
    fireEvent.click(screen.getByTestId('report-send'));
    expect(await screen.findByText('Relato enviado')).toBeTruthy();
    const report = sent.find((request) => request.path === 'ajuda/reportar');
    expect(report?.body).toMatchObject({
      id_ajuda: 2,
      descricao: 'O cálculo travou',
      captura: null,
      dados: { rota: '/formulacao-dieta', etapa: 3 },
    });
    await waitFor(() => expect((screen.getByTestId('report-message') as HTMLTextAreaElement).value).toBe(''));
  });
});

describe('support dialog', () => {
  function renderSupport(partnerLink: string | null) {
    render(<SupportDialog open onClose={() => undefined} partnerLink={partnerLink} />);
  }

  it('shows the e-mail contact and the hours in Brasília time', async () => {
    await changeLanguage('es');
    renderSupport(null);
    expect(screen.getByTestId('support-email').getAttribute('href')).toBe('mailto:suporte@cocho.app');
    expect(screen.getByTestId('support-hours').textContent).toContain(
      'Lunes a viernes, de 08 a 18 h (hora de Brasilia)',
    );
    expect(screen.queryByTestId('support-partner-link')).toBeNull();
  });

  it('uses the partner company’s support link when there is one', () => {
    renderSupport('https://parceiro.example.com/suporte');
    expect(screen.getByTestId('support-partner-link').getAttribute('href')).toBe(
      'https://parceiro.example.com/suporte',
    );
    expect(screen.queryByTestId('support-email')).toBeNull();
  });
});
