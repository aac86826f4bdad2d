/** feedback/enviar, the administrators' list and replies, and feedback/meus on SQLite and PostgreSQL. */
import { expect, it } from 'vitest';
import { codeOf, signUpAdministrator } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { TestEnvironment } from '../testing/for-each-database';
import { answerOf } from '../testing/typed-call';

forEachDatabase('feedback', (t: TestEnvironment) => {
  it('stores the signed-in user’s feedback with its kind, rating and page', async () => {
    const user = await t.signUp();
    const res = await t.call(
      'feedback/enviar',
      { tipo: 'sugestao', mensagem: 'Exportar a dieta em CSV também', nota: 5, rota: '/feedback' },
      { token: user.token },
    );
    expect(res.status).toBe(200);
    const id = answerOf('sendFeedback', res).data.id;
    const row = await t.db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: user.user.id,
      tipo: 'sugestao',
      mensagem: 'Exportar a dieta em CSV também',
      nota: 5,
      rota: '/feedback',
    });
  });

  it('refuses anonymous senders, an unknown kind, an empty message and a rating out of 1–5', async () => {
    const user = await t.signUp();
    const valid = { tipo: 'elogio', mensagem: 'Ótimo' };
    expect(codeOf(await t.call('feedback/enviar', valid))).toBe('UNAUTHENTICATED');
    for (const body of [
      { ...valid, tipo: 'spam' },
      { ...valid, mensagem: ' ' },
      { ...valid, nota: 6 },
    ])
      expect(codeOf(await t.call('feedback/enviar', body, { token: user.token }))).toBe('VALIDATION_FAILED');
    const rows = await t.db.selectFrom('feedback').select('id').where('user_id', '=', user.user.id).execute();
    expect(rows).toEqual([]);
  });

  it('lists feedback to administrators with the sender, stores a reply the sender reads and is told of', async () => {
    const admin = await signUpAdministrator(t);
    const user = await t.signUp();
    const sent = await t.call(
      'feedback/enviar',
      { tipo: 'problema', mensagem: 'O relatório da empresa não abre', nota: 2 },
      { token: user.token },
    );
    const id = answerOf('sendFeedback', sent).data.id;
    expect(codeOf(await t.call('adm/feedback/list', {}, { token: user.token }))).toBe('FORBIDDEN');
    expect(codeOf(await t.call('adm/feedback/responder', { id, resposta: 'x' }, { token: user.token }))).toBe(
      'FORBIDDEN',
    );
    const listed = answerOf(
      'listFeedback',
      await t.call('adm/feedback/list', { sem_resposta: true }, { token: admin.token }),
    );
    expect(listed.data.find((entry) => entry.id === id)).toMatchObject({
      user_id: user.user.id,
      email: user.email,
      tipo: 'problema',
      nota: 2,
      resposta: null,
    });
    const replied = await t.call(
      'adm/feedback/responder',
      { id, resposta: ' Corrigido na versão de hoje. ' },
      { token: admin.token },
    );
    expect(replied.status, replied.text).toBe(200);
    expect(answerOf('replyFeedback', replied).data).toMatchObject({
      id,
      resposta: 'Corrigido na versão de hoje.',
    });
    const unanswered = answerOf(
      'listFeedback',
      await t.call('adm/feedback/list', { sem_resposta: true }, { token: admin.token }),
    );
    expect(unanswered.data.some((entry) => entry.id === id)).toBe(false);
    // The sender reads the reply on /feedback and finds it in the bell.
    const mine = answerOf('findMyFeedback', await t.call('feedback/meus', {}, { token: user.token }));
    expect(mine.data.map((entry) => [entry.id, entry.resposta])).toEqual([
      [id, 'Corrigido na versão de hoje.'],
    ]);
    const other = await t.signUp();
    expect(
      answerOf('findMyFeedback', await t.call('feedback/meus', {}, { token: other.token })).data,
    ).toEqual([]);
    const bell = answerOf('findNotifications', await t.call('notificacoes', {}, { token: user.token }));
    expect(JSON.stringify(bell)).toContain('Corrigido na versão de hoje.');
    expect(
      codeOf(await t.call('adm/feedback/responder', { id: 999_999, resposta: 'x' }, { token: admin.token })),
    ).toBe('NOT_FOUND');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'feedback_replied')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });
});
