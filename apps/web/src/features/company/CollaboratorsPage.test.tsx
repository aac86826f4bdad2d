// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCollaborator } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { CallQueryProvider } from '../../api/query';
import { errorAnswer, renderInSession, setUpServerTests } from '../../testing/session-harness';
import { CollaboratorsPage } from './CollaboratorsPage';

const collaborator = (id: number, nome: string, extra: Partial<TCollaborator> = {}): TCollaborator => ({
  id_emp_user: id,
  id_empresa: 7,
  id_usuario: 100 + id,
  nome,
  email: `${nome.split(' ')[0]?.toLowerCase()}@example.com`,
  acesso: 3,
  autorizado: true,
  ativo: true,
  situacao: 'ativo',
  requested_at: '2026-11-01T12:00:00.000Z',
  decided_at: '2026-11-02T12:00:00.000Z',
  ...extra,
});
const MANAGER = testUser({ emp_user: [{ id_empresa: 7, acesso: 0, autorizado: true, ativo: true }] });
const LIST = [
  collaborator(1, 'Ana Gestora', { acesso: 0 }),
  collaborator(2, 'Bruno Produtor'),
  collaborator(3, 'Carla Técnica', {
    acesso: 2,
    autorizado: false,
    ativo: false,
    situacao: 'solicitado',
    decided_at: null,
  }),
];

const { answers, requests } = setUpServerTests({
  user: () => MANAGER,
  initialAnswers: () => ({ 'empresa/colaboradores': { status: 200, body: { data: LIST } } }),
});

const pendingTable = () => screen.findByTestId('pending-requests');

describe('/empresa/colaboradores', () => {
  it('lists pending requests apart from the collaborators, with position and state', async () => {
    renderInSession(
      <CallQueryProvider>
        <CollaboratorsPage companyId={7} canManage />
      </CallQueryProvider>,
    );
    const pending = await pendingTable();
    expect(within(pending).getByText('Carla Técnica')).toBeTruthy();
    expect(within(pending).getByText('Técnico de vendas')).toBeTruthy();
    expect(within(pending).getByText('Aguardando aprovação')).toBeTruthy();
    const others = screen.getByTestId('collaborators');
    expect(within(others).getByText('Ana Gestora')).toBeTruthy();
    expect(within(others).getByText('Gestor')).toBeTruthy();
    expect(within(others).getByText('Produtor vinculado')).toBeTruthy();
    expect(within(others).queryByText('Carla Técnica')).toBeNull();
    expect(requests[0]).toEqual({
      path: 'empresa/colaboradores',
      body: expect.objectContaining({ id_empresa: 7 }),
    });
  });

  it('approves a request and reloads the list', async () => {
    answers['empresa/aprovaVinculo'] = {
      status: 200,
      body: { data: { ...LIST[2], situacao: 'ativo', autorizado: true, ativo: true } },
    };
    renderInSession(
      <CallQueryProvider>
        <CollaboratorsPage companyId={7} canManage />
      </CallQueryProvider>,
    );
    fireEvent.click(within(await pendingTable()).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'empresa/aprovaVinculo')?.body).toMatchObject({
        id_emp_user: 3,
      }),
    );
    expect(await screen.findByText('Vínculo aprovado.')).toBeTruthy();
    await waitFor(() => expect(requests.filter((r) => r.path === 'empresa/colaboradores')).toHaveLength(2));
  });

  it('rejects a request, and shows the server refusal', async () => {
    answers['empresa/reprovaVinculo'] = errorAnswer('FORBIDDEN', 403);
    renderInSession(
      <CallQueryProvider>
        <CollaboratorsPage companyId={7} canManage />
      </CallQueryProvider>,
    );
    fireEvent.click(within(await pendingTable()).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'empresa/reprovaVinculo')?.body).toMatchObject({
        id_emp_user: 3,
      }),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('Vínculo reprovado.')).toBeNull();
  });

  it('unlinks a collaborator only after confirming', async () => {
    answers['empresa/desvincular'] = {
      status: 200,
      body: { data: { ...LIST[1], situacao: 'desvinculado' } },
    };
    renderInSession(
      <CallQueryProvider>
        <CollaboratorsPage companyId={7} canManage />
      </CallQueryProvider>,
    );
    const row = await screen.findByTestId('collaborator-2');
    fireEvent.click(within(row).getByRole('button', { name: 'Desvincular' }));
    expect(await screen.findByText('Desvincular Bruno Produtor da empresa?')).toBeTruthy();
    expect(requests.some((r) => r.path === 'empresa/desvincular')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === 'empresa/desvincular')?.body).toMatchObject({ id_emp_user: 2 }),
    );
  });

  it('offers the only manager no "Desvincular" and says why instead', async () => {
    renderInSession(
      <CallQueryProvider>
        <CollaboratorsPage companyId={7} canManage />
      </CallQueryProvider>,
    );
    const row = await screen.findByTestId('collaborator-1');
    expect(within(row).queryByRole('button', { name: 'Desvincular' })).toBeNull();
    expect(within(row).getByTestId('collaborator-last-manager-1').textContent).toContain(
      'Único gestor da empresa',
    );
    // With a second active manager, either may leave.
    cleanup();
    answers['empresa/colaboradores'] = {
      status: 200,
      body: { data: [...LIST, collaborator(4, 'Dora Gestora', { acesso: 0 })] },
    };
    renderInSession(
      <CallQueryProvider>
        <CollaboratorsPage companyId={7} canManage />
      </CallQueryProvider>,
    );
    expect(
      within(await screen.findByTestId('collaborator-1')).getByRole('button', { name: 'Desvincular' }),
    ).toBeTruthy();
  });

  it('says a manager cannot leave as the last one when the server refuses, not "record exists"', async () => {
    answers['empresa/colaboradores'] = {
      status: 200,
      body: { data: [...LIST, collaborator(4, 'Dora Gestora', { acesso: 0 })] },
    };
    answers['empresa/desvincular'] = errorAnswer('CONFLICT', 409);
    renderInSession(
      <CallQueryProvider>
        <CollaboratorsPage companyId={7} canManage />
      </CallQueryProvider>,
    );
    const row = await screen.findByTestId('collaborator-4');
    fireEvent.click(within(row).getByRole('button', { name: 'Desvincular' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(/Único gestor da empresa: para sair/)).toBeTruthy();
    expect(screen.queryByText(/Já existe um registro/)).toBeNull();
  });

  it('offers no action to a regional manager', async () => {
    renderInSession(
      <CallQueryProvider>
        <CollaboratorsPage companyId={7} canManage={false} />
      </CallQueryProvider>,
    );
    await pendingTable();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Desvincular' })).toBeNull();
  });
});
