// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPendingFeed } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { createTestFeed } from '../../testing/test-feed';
import { renderInSession, setUpServerTests } from '../../testing/session-harness';
import { AdminPage } from './AdminPage';

const SENT: TPendingFeed = {
  ...createTestFeed({
    id: 'USR|41',
    tipo: 1,
    name: 'Silagem da Fazenda Boa Vista',
    nutrientes: { MS: 30, PB: 24, FDN: 60 },
    volumoso: true,
    visibilidade: 'privado',
  }),
  status: 'pendente',
  user_id: 2,
  usuario_nome: 'Carla Mendes',
  usuario_email: 'carla@example.com',
  enviado_em: '2026-11-20T12:00:00.000Z',
  laudo: { nome_arquivo: 'laudo.png', tipo_mime: 'image/png', tamanho_bytes: 6 },
  tipicos: {
    MS: { n: 12, minimo: 22, q1: 28, mediana: 31, q3: 34, maximo: 40 },
    PB: { n: 12, minimo: 4, q1: 6, mediana: 7.5, q3: 8.5, maximo: 11 },
    FDN: { n: 12, minimo: 50, q1: 55, mediana: 60, q3: 65, maximo: 72 },
  },
  fora_do_tipico: ['PB'],
};

const { requests } = setUpServerTests({
  user: () => testUser({ administrador: true }),
  initialAnswers: () => ({
    'alimentos/getAlimentosPendentes': { status: 200, body: { data: [SENT] } },
    tipos: {
      status: 200,
      body: {
        data: [
          {
            id: 1,
            nome: 'Volumosos',
            nome_ingles: 'Roughages',
            nome_espanhol: 'Forrajes',
            volumoso: true,
            ordem: 1,
          },
        ],
      },
    },
    'alimentos/getLaudo': {
      status: 200,
      body: {
        data: {
          nome_arquivo: 'laudo.png',
          tipo_mime: 'image/png',
          conteudo_base64: btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 1, 2)),
        },
      },
    },
    'adm/patrocinios': { status: 200, body: { data: [] } },
  }),
});

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:laudo', revokeObjectURL: () => {} }),
  );
});

describe('/adm?tab=alimentos', () => {
  it("names the sender, not an id, with the feed's category", async () => {
    renderInSession(<AdminPage />, '/adm', '/adm?tab=alimentos');
    const row = await screen.findByTestId('pending-feed-USR|41');
    const sender = within(row).getByTestId('pending-feed-sender').textContent ?? '';
    expect(sender).toContain('Carla Mendes');
    expect(sender).toContain('carla@example.com');
    expect(within(row).queryByText('2')).toBeNull();
    await waitFor(() => expect(row.textContent).toContain('Volumosos'));
    expect(within(row).getByText('1 fora do típico')).toBeTruthy();
  });

  it('shows the composition beside the typical values of the category, the outlier marked', async () => {
    renderInSession(<AdminPage />, '/adm', '/adm?tab=alimentos');
    fireEvent.click(await screen.findByTestId('pending-feed-numbers'));
    const dialog = await screen.findByRole('dialog');
    const protein = within(dialog).getByTestId('composition-PB');
    const cells = within(protein)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[1]).toContain('24,00');
    expect(cells.slice(2)).toEqual(['7,50', '6,00 – 8,50', '12']);
    expect(within(protein).getByTestId('outlier-PB').textContent).toBe('Fora do típico');
    expect(within(within(dialog).getByTestId('composition-FDN')).queryByTestId('outlier-FDN')).toBeNull();
    expect(within(dialog).getByTestId('pending-feed-outliers').textContent).toContain(
      '1 valor fora do típico',
    );
  });

  it('opens the lab report as a preview with a link, not as its file name', async () => {
    renderInSession(<AdminPage />, '/adm', '/adm?tab=alimentos');
    const row = await screen.findByTestId('pending-feed-USR|41');
    expect(within(row).queryByText('laudo.png')).toBeNull();
    fireEvent.click(within(row).getByTestId('pending-feed-report'));
    const preview = await screen.findByTestId('lab-report-preview');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('blob:laudo');
    const link = within(preview).getByRole('link', { name: 'Abrir ou salvar laudo.png' });
    expect(link.getAttribute('href')).toBe('blob:laudo');
    expect(requests.find((request) => request.path === 'alimentos/getLaudo')?.body).toMatchObject({
      id: 'USR|41',
    });
  });
});
