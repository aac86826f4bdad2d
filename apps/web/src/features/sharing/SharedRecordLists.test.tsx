// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testUser } from '../../testing/test-user';
import { createTestShare } from '../../testing/test-share';
import { renderInSession, setUpServerTests } from '../../testing/session-harness';
import { SharedRecordLists } from './SharedRecordLists';

/** A share from Bruno, already read, of record `100 + id` named `nome`. */
const share = (id: number, nome: string) =>
  createTestShare(id, {
    id_dieta: 100 + id,
    nome,
    dono: { id: 2, nome: 'Bruno Consultor', email: 'bruno@example.com' },
    lida: true,
    created_at: '2026-11-01T12:00:00.000Z',
  });

const { answers, requests } = setUpServerTests({ user: () => testUser() });

describe('shared with me and shared by me', () => {
  it('asks one kind page by page and loads more of a list until its last page', async () => {
    let receivedPage = 0;
    answers['compartilhar/me'] = () => {
      receivedPage += 1;
      return receivedPage === 1
        ? { status: 200, body: { dietas: [share(9, 'Lote nove')], predicoes: [], proximo: 'c1' } }
        : { status: 200, body: { dietas: [share(8, 'Lote oito')], predicoes: [], proximo: null } };
    };
    answers['compartilhar/dono'] = { status: 200, body: { dietas: [], predicoes: [], proximo: null } };
    renderInSession(<SharedRecordLists tipo={0} />);
    expect(await screen.findByText('Lote nove')).toBeTruthy();
    expect(screen.queryByTestId('shared-given-more')).toBeNull();
    expect(requests.find((r) => r.path === 'compartilhar/me')?.body).toEqual(
      expect.objectContaining({ tipo: 0 }),
    );

    fireEvent.click(screen.getByTestId('shared-received-more'));
    expect(await screen.findByText('Lote oito')).toBeTruthy();
    expect(screen.getByText('Lote nove')).toBeTruthy();
    expect(requests.filter((r) => r.path === 'compartilhar/me').at(-1)?.body).toEqual(
      expect.objectContaining({ tipo: 0, cursor: 'c1' }),
    );
    await waitFor(() => expect(screen.queryByTestId('shared-received-more')).toBeNull());
  });
});
