// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testUser } from '../../testing/test-user';
import { createTestShare } from '../../testing/test-share';
import { errorAnswer, renderInSession, storeSignedIn, setUpServerTests } from '../../testing/session-harness';
import { ShareDialog } from './ShareDialog';
import { SharedRecordLists } from './SharedRecordLists';
import { useShareAction } from './use-share-action';

const CONSULTANT = testUser({ consultor: true });

const { answers, bodiesOf } = setUpServerTests();

afterEach(() => {
  vi.useRealTimers();
});

describe('ShareDialog', () => {
  it('shares by e-mail with the chosen permissions (edit ticks view)', async () => {
    answers['compartilhar/criar'] = {
      status: 200,
      body: { data: createTestShare(9, { pessoa: { id: 0, nome: '', email: 'beto@example.com' } }) },
    };
    storeSignedIn(CONSULTANT);
    renderInSession(<ShareDialog kind="diet" recordId={7} onClose={() => {}} />, '/formulacao-dieta');
    const dialog = await screen.findByTestId('share-dialog');
    expect(within(dialog).getByText('Compartilhar dieta')).toBeTruthy();
    const read = screen.getByTestId('share-pode_ler') as HTMLInputElement;
    const edit = screen.getByTestId('share-pode_editar') as HTMLInputElement;
    expect([read.checked, edit.checked]).toEqual([true, false]);
    fireEvent.click(read);
    fireEvent.click(edit);
    expect([read.checked, edit.checked]).toEqual([true, true]);
    fireEvent.change(screen.getByTestId('share-email'), { target: { value: 'beto@example.com' } });
    fireEvent.click(screen.getByTestId('share-submit'));
    // The same words whether or not the e-mail has an account: the server answers alike.
    expect((await screen.findByTestId('alert-bar')).textContent).toContain(
      'Compartilhado com beto@example.com. Se ainda não houver uma conta do Cocho com este e-mail, enviamos um convite',
    );
    expect(bodiesOf('compartilhar/criar')).toEqual([
      { id_dieta: 7, email: 'beto@example.com', pode_ler: true, pode_editar: true, pode_compartilhar: false },
    ]);
    expect((screen.getByTestId('share-email') as HTMLInputElement).value).toBe('');
  });

  it('unticking view unticks edit', async () => {
    storeSignedIn(CONSULTANT);
    renderInSession(
      <ShareDialog kind="prediction" recordId={7} onClose={() => {}} />,
      '/predicao-desempenho',
    );
    expect(await screen.findByText('Compartilhar predição')).toBeTruthy();
    const read = screen.getByTestId('share-pode_ler') as HTMLInputElement;
    const edit = screen.getByTestId('share-pode_editar') as HTMLInputElement;
    fireEvent.click(edit);
    fireEvent.click(read);
    expect([read.checked, edit.checked]).toEqual([false, false]);
  });

  it("says why when the e-mail is the user's own or the owner's", async () => {
    answers['compartilhar/criar'] = errorAnswer('SHARE_RECIPIENT_INVALID', 404);
    storeSignedIn(CONSULTANT);
    renderInSession(<ShareDialog kind="diet" recordId={7} onClose={() => {}} />, '/formulacao-dieta');
    fireEvent.change(await screen.findByTestId('share-email'), { target: { value: 'eu@example.com' } });
    fireEvent.click(screen.getByTestId('share-submit'));
    const error = await screen.findByTestId('share-error');
    expect(error.textContent).toContain('Não foi possível compartilhar');
    expect(error.textContent).toContain('o seu próprio e-mail nem com o e-mail do dono do registro');
  });

  it('creates a public read-only link to copy', async () => {
    answers['compartilhar/link'] = {
      status: 200,
      body: {
        assinatura: '1800000000.abc',
        expira_em: '2027-01-15T12:00:00.000Z',
        caminho: '/formulacao-dieta?did=7&assinatura=1800000000.abc',
      },
    };
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    storeSignedIn(CONSULTANT);
    renderInSession(<ShareDialog kind="diet" recordId={7} onClose={() => {}} />, '/formulacao-dieta');
    fireEvent.click(await screen.findByTestId('share-link-create'));
    const link = (await screen.findByTestId('share-link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/formulacao-dieta?did=7&assinatura=1800000000.abc`);
    expect(screen.getByText(/Quem tiver o link pode ver \(sem editar\) até 15\/01\/2027/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('share-link-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.value));
    expect(bodiesOf('compartilhar/link')).toEqual([{ id_dieta: 7 }]);
  });

  it('asks to save first when the record is not saved', async () => {
    storeSignedIn(CONSULTANT);
    renderInSession(<ShareDialog kind="diet" recordId={null} onClose={() => {}} />, '/formulacao-dieta');
    expect(await screen.findByText('Salve primeiro para poder compartilhar.')).toBeTruthy();
    expect(screen.queryByTestId('share-email')).toBeNull();
  });
});

function ShareProbe() {
  const action = useShareAction('diet', 7);
  return (
    <>
      <button type="button" onClick={action.onShare} data-testid="probe-share" />
      {action.dialog}
    </>
  );
}

describe('the share action', () => {
  it('offers the plans to a user without sharing, opens the dialog for a consultant', async () => {
    storeSignedIn(testUser());
    renderInSession(<ShareProbe />, '/formulacao-dieta');
    fireEvent.click(await screen.findByTestId('probe-share'));
    expect(await screen.findByText(/recurso de consultor/)).toBeTruthy();
    expect(screen.queryByTestId('share-dialog')).toBeNull();
    cleanup();
    storeSignedIn(CONSULTANT);
    renderInSession(<ShareProbe />, '/formulacao-dieta');
    fireEvent.click(await screen.findByTestId('probe-share'));
    expect(await screen.findByTestId('share-dialog')).toBeTruthy();
  });
});

describe('SharedRecordLists', () => {
  beforeEach(() => {
    answers['compartilhar/me'] = {
      status: 200,
      body: {
        dietas: [createTestShare(1), createTestShare(2, { lida: true })],
        predicoes: [createTestShare(3, { tipo: 1 })],
        proximo: null,
      },
    };
    answers['compartilhar/dono'] = {
      status: 200,
      body: {
        dietas: [
          createTestShare(4, {
            dono: { id: 1, nome: 'Ana Souza', email: 'ana@cocho.test' },
            pessoa: { id: 6, nome: 'Davi Pecuarista', email: 'davi@example.com' },
            pode_editar: true,
          }),
          createTestShare(5, {
            dono: { id: 1, nome: 'Ana Souza', email: 'ana@cocho.test' },
            pessoa: { id: 0, nome: '', email: 'eva@example.com' },
          }),
        ],
        predicoes: [],
        proximo: null,
      },
    };
    answers['notificacoes/dietaLida'] = {
      status: 200,
      body: { data: { id_compartilhamento: 1, lida: true } },
    };
    answers['compartilhar/me/ocultar'] = {
      status: 200,
      body: { data: { id_compartilhamento: 2, oculta: true } },
    };
    answers['compartilhar/remover'] = { status: 200, body: { data: { id_compartilhamento: 4, status: 0 } } };
  });

  it('lists received and given shares of its kind', async () => {
    storeSignedIn(testUser());
    renderInSession(<SharedRecordLists tipo={0} />, '/formulacao-dieta');
    const received = await screen.findAllByTestId('shared-received-item');
    expect(received.map((item) => item.textContent)).toEqual([
      'Lote 1novoDe Carla Consultora · ver',
      'Lote 2De Carla Consultora · ver',
    ]);
    // A recipient who has not opened the share yet (or has no account yet) shows by the e-mail typed.
    expect(screen.getAllByTestId('shared-given-item').map((item) => item.textContent)).toEqual([
      'Lote 4Para Davi Pecuarista (davi@example.com) · ver, editar',
      'Lote 5Para eva@example.com (ainda não abriu) · ver',
    ]);
    expect(
      screen.getByRole('button', { name: /Revogar o compartilhamento de Lote 5 com eva@example.com/ }),
    ).toBeTruthy();
  });

  it('marks a received record read, then opens it after 300 ms with the share in the query', async () => {
    const onOpening = vi.fn();
    storeSignedIn(testUser());
    const router = renderInSession(<SharedRecordLists tipo={0} onOpening={onOpening} />, '/formulacao-dieta');
    const [first] = await screen.findAllByTestId('shared-open');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(first as HTMLElement);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(bodiesOf('notificacoes/dietaLida')).toEqual([{ id: 41, id_compartilhamento: 1, id_pessoa: 1 }]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(router.state.location.search).toBe('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onOpening).toHaveBeenCalled();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/formulacao-dieta?did=41&compartilhamentoID=1&compartilhamento=1&pessoa=1',
    );
  });

  it('hides a received share and revokes a given one after confirming', async () => {
    storeSignedIn(testUser());
    renderInSession(<SharedRecordLists tipo={0} />, '/formulacao-dieta');
    const hides = await screen.findAllByTestId('shared-hide');
    fireEvent.click(hides[1] as HTMLElement);
    await waitFor(() => expect(screen.getAllByTestId('shared-received-item')).toHaveLength(1));
    expect(bodiesOf('compartilhar/me/ocultar')).toEqual([{ id_compartilhamento: 2, id_dieta: 42 }]);

    fireEvent.click(screen.getAllByTestId('shared-revoke')[0] as HTMLElement);
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Davi Pecuarista deixará de ter acesso a Lote 4');
    fireEvent.click(within(confirm).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(screen.getAllByTestId('shared-given-item')).toHaveLength(1));
    expect(bodiesOf('compartilhar/remover')).toEqual([{ id_compartilhamento: 4 }]);
  });
});
