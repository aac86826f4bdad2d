/** feedback/enviar on SQLite and PostgreSQL. */
import { expect, it } from 'vitest';
import { codeOf } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { TestEnvironment } from '../testing/for-each-database';

forEachDatabase('feedback', (t: TestEnvironment) => {
  it('stores the signed-in user’s feedback with its kind, rating and page', async () => {
    const user = await t.signUp();
    const res = await t.call(
      'feedback/enviar',
      { tipo: 'sugestao', mensagem: 'Exportar a dieta em CSV também', nota: 5, rota: '/feedback' },
      { token: user.token },
    );
    expect(res.status).toBe(200);
    const id = (res.body as { data: { id: number } }).data.id;
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
});
