// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TSponsorship } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { createTestCompanyFeed } from '../../testing/test-feed';
import { errorAnswer, renderInSession, setUpServerTests } from '../../testing/session-harness';
import { CallQueryProvider } from '../../api/query';
import { SponsorshipsSection } from './SponsorshipsSection';

const sponsorship = (id: number, name: string, patrocinio: TSponsorship['patrocinio']): TSponsorship => ({
  ...createTestCompanyFeed(id, name, {
    visibilidade: 'todos',
    patrocinado: patrocinio === 'aceito',
    patrocinio,
  }),
  patrocinio_em: '2026-11-20T12:00:00.000Z',
  empresa_nome: 'Nutri Alfa',
});

const { answers, requests } = setUpServerTests({
  user: () => testUser({ id: 1, administrador: true }),
  initialAnswers: () => ({
    'adm/patrocinios': {
      status: 200,
      body: { data: [sponsorship(1, 'Sal Pedido', 'solicitado'), sponsorship(2, 'Ração Aceita', 'aceito')] },
    },
  }),
});

const rowOf = async (name: string) =>
  within(await screen.findByTestId('sponsorships-table'))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(name))!;

describe('administrator sponsorships', () => {
  it('offers accept or decline for a request and revoke for an accepted one, with the company', async () => {
    renderInSession(
      <CallQueryProvider>
        <SponsorshipsSection />
      </CallQueryProvider>,
    );
    const asked = await rowOf('Sal Pedido');
    expect(asked.textContent).toContain('Nutri Alfa');
    expect(asked.textContent).toContain('Solicitado');
    expect(within(asked).getByRole('button', { name: 'Aceitar' })).toBeTruthy();
    expect(within(asked).getByRole('button', { name: 'Recusar' })).toBeTruthy();
    expect(within(asked).queryByRole('button', { name: 'Revogar' })).toBeNull();
    const accepted = await rowOf('Ração Aceita');
    expect(within(accepted).getByRole('button', { name: 'Revogar' })).toBeTruthy();
    expect(within(accepted).queryByRole('button', { name: 'Aceitar' })).toBeNull();
  });

  it.each([
    ['Sal Pedido', 'Aceitar', 'adm/patrocinios/aceitar', 'EMP|1'],
    ['Sal Pedido', 'Recusar', 'adm/patrocinios/recusar', 'EMP|1'],
    ['Ração Aceita', 'Revogar', 'adm/patrocinios/revogar', 'EMP|2'],
  ])('%s: %s sends %s and reloads the list', async (name, button, path, id) => {
    answers[path] = { status: 200, body: { data: sponsorship(1, name, 'aceito') } };
    renderInSession(
      <CallQueryProvider>
        <SponsorshipsSection />
      </CallQueryProvider>,
    );
    fireEvent.click(within(await rowOf(name)).getByRole('button', { name: button }));
    await waitFor(() => expect(requests).toContainEqual({ path, body: expect.objectContaining({ id }) }));
    await waitFor(() =>
      expect(requests.filter((request) => request.path === 'adm/patrocinios')).toHaveLength(2),
    );
    expect(await screen.findByText('Patrocínio atualizado.')).toBeTruthy();
  });

  it('shows why a stale decision was refused', async () => {
    answers['adm/patrocinios/aceitar'] = errorAnswer('CONFLICT', 409);
    renderInSession(
      <CallQueryProvider>
        <SponsorshipsSection />
      </CallQueryProvider>,
    );
    fireEvent.click(within(await rowOf('Sal Pedido')).getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(requests.filter((request) => request.path === 'adm/patrocinios')).toHaveLength(1);
  });
});
