/**
 * compartilhar/criar tells nothing of whether an e-mail has an account: the same answer for an
 * e-mail with or without one, the recipient by the e-mail typed with no name until they open the share; an
 * e-mail with no usable account gets a pending share and an invitation mail, claimed when the account is
 * registered or released (docs/decisions/sharing.md).
 */
import type { TShare } from '@cocho/contracts';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { codeOf, setUserColumns, signUpAdministrator, smallDietRecord } from '../access/access-test-helpers';
import { registerThroughOutbox } from '../auth/sample-registration';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, SignedUp } from '../testing/for-each-database';
import { answerOf } from '../testing/typed-call';

const READ_EDIT = { pode_ler: true, pode_editar: true, pode_compartilhar: false };

/** The answer's shape: every key path with the type of its value (values themselves may differ). */
function shapeOf(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object') return [`${at}:${value === null ? 'null' : typeof value}`];
  if (Array.isArray(value))
    return [`${at}:array`, ...value.flatMap((item, i) => shapeOf(item, `${at}[${i}]`))];
  return Object.entries(value)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, item]) => shapeOf(item, `${at}.${key}`));
}

const freshEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`;

forEachDatabase('shares to an e-mail with or without an account', (t) => {
  /** A consultant (share_with_permissions) who owns the records. */
  let owner: SignedUp;
  /** Has an account. */
  let known: SignedUp;

  const saveDiet = async (nome: string): Promise<number> => {
    const res = await t.call(
      'dieta/saveFD',
      { dieta: JSON.stringify(smallDietRecord(nome)) },
      { token: owner.token },
    );
    if (res.status !== 200) throw new Error(res.text);
    return answerOf('saveFD', res).id;
  };
  const share = (id: number, email: string, token = owner.token): Promise<CallResult> =>
    t.call('compartilhar/criar', { id_dieta: id, email, ...READ_EDIT }, { token });
  const given = async (): Promise<TShare[]> =>
    answerOf('findGivenShares', await t.call('compartilhar/dono', {}, { token: owner.token })).dietas;
  const received = async (token: string): Promise<TShare[]> =>
    answerOf('findReceivedShares', await t.call('compartilhar/me', {}, { token })).dietas;
  const invitationMails = (to: string) =>
    t.db
      .selectFrom('email_outbox')
      .select(['subject', 'body'])
      .where('to_address', '=', to)
      .where('purpose', '=', 'convite_compartilhamento')
      .execute();

  beforeAll(async () => {
    owner = await t.signUp();
    known = await t.signUp();
    await t.db.updateTable('users').set({ consultor: 1 }).where('id', '=', owner.user.id).execute();
    await setUserColumns(t, known.user.id, { premium: 1 });
  });

  describe('the answer', () => {
    it('is the same for an e-mail with an account and one without: status, shape, recipient by e-mail', async () => {
      const id = await saveDiet('Lote mesmo');
      const unknownEmail = freshEmail('ninguem');
      const withAccount = await share(id, known.email);
      const withoutAccount = await share(id, unknownEmail);
      expect([withAccount.status, withoutAccount.status]).toEqual([200, 200]);
      expect(shapeOf(withoutAccount.body)).toEqual(shapeOf(withAccount.body));
      const a = answerOf('createShare', withAccount).data;
      const b = answerOf('createShare', withoutAccount).data;
      expect(a.pessoa).toEqual({ id: 0, nome: '', email: known.email });
      expect(b.pessoa).toEqual({ id: 0, nome: '', email: unknownEmail });
      // Beyond the id, the e-mail and the time, the two answers are equal.
      const comparable = (made: TShare) => ({
        ...made,
        id_compartilhamento: 0,
        pessoa: null,
        created_at: '',
      });
      expect(comparable(b)).toEqual(comparable(a));
      // One id space: the pending share's id follows the share's.
      expect(b.id_compartilhamento).toBeGreaterThan(a.id_compartilhamento);

      // The owner's list shows both alike, by the e-mail typed.
      const rows = (await given()).filter((row) => row.id_dieta === id);
      expect(rows.map((row) => row.pessoa).sort((x, y) => x.email.localeCompare(y.email))).toEqual(
        [
          { id: 0, nome: '', email: known.email },
          { id: 0, nome: '', email: unknownEmail },
        ].sort((x, y) => x.email.localeCompare(y.email)),
      );
      expect(shapeOf(rows[0])).toEqual(shapeOf(rows[1]));
    });

    it('names the recipient once they have opened the share', async () => {
      const id = await saveDiet('Lote aberto');
      const made = ((await share(id, known.email)).body as { data: TShare }).data;
      const opened = await t.call(
        'notificacoes/dietaLida',
        { id, id_compartilhamento: made.id_compartilhamento, id_pessoa: known.user.id },
        { token: known.token },
      );
      expect(opened.status, opened.text).toBe(200);
      const row = (await given()).find((item) => item.id_compartilhamento === made.id_compartilhamento);
      expect(row?.pessoa).toEqual({ id: known.user.id, nome: 'Test User', email: known.email });
    });

    it('still refuses the caller’s own e-mail and the owner’s', async () => {
      const id = await saveDiet('Lote próprio');
      for (const email of [owner.email, owner.email.toUpperCase()]) {
        const res = await share(id, email);
        expect([email, res.status, codeOf(res)]).toEqual([email, 404, 'SHARE_RECIPIENT_INVALID']);
      }
    });

    it('mails an invitation to an e-mail without an account, and none to an account', async () => {
      const id = await saveDiet('Lote convite');
      const unknownEmail = freshEmail('convite');
      expect((await share(id, unknownEmail)).status).toBe(200);
      expect((await share(id, known.email)).status).toBe(200);
      await vi.waitFor(async () => expect(await invitationMails(unknownEmail)).toHaveLength(1), {
        timeout: 5000,
      });
      const [mail] = await invitationMails(unknownEmail);
      expect(mail?.body).toContain(owner.email);
      expect(await invitationMails(known.email)).toEqual([]);
      // Sharing again renews the pending share without mailing again.
      expect((await share(id, unknownEmail)).status).toBe(200);
      expect((await given()).filter((row) => row.pessoa.email === unknownEmail)).toHaveLength(1);
    });
  });

  describe('claimed by the account', () => {
    it('becomes the share of the account registered with the e-mail, with the same id', async () => {
      const id = await saveDiet('Lote convidado');
      const email = freshEmail('novo');
      const pending = ((await share(id, email)).body as { data: TShare }).data;
      const revokedId = await saveDiet('Lote revogado');
      const revoked = ((await share(revokedId, email)).body as { data: TShare }).data;
      const removed = await t.call(
        'compartilhar/remover',
        { id_compartilhamento: revoked.id_compartilhamento },
        { token: owner.token },
      );
      expect(removed.status, removed.text).toBe(200);
      expect((await given()).map((row) => row.id_compartilhamento)).not.toContain(
        revoked.id_compartilhamento,
      );

      const registered = await registerThroughOutbox(t.call, t.db, email);
      expect(registered.status, registered.text).toBe(200);
      const answer = answerOf('register', registered);
      const token = answer.liberado ? answer.token : '';
      // Claimed at registration: readable and editable at once, in the received list with the same id.
      const read = await t.call('dieta/get', { id }, { token });
      expect(read.status, read.text).toBe(200);
      const access = await t.call('compartilhar/acesso', { id_dieta: id }, { token });
      expect(access.body).toMatchObject({
        dono: false,
        id_compartilhamento: pending.id_compartilhamento,
        ...READ_EDIT,
      });
      const mine = await received(token);
      expect(mine.map((row) => row.id_compartilhamento)).toEqual([pending.id_compartilhamento]);
      // The revoked one was not claimed.
      expect(codeOf(await t.call('dieta/get', { id: revokedId }, { token }))).toBe('NOT_FOUND');
      // The owner's list keeps one row for it, still by e-mail until opened.
      const rows = (await given()).filter((row) => row.id_compartilhamento === pending.id_compartilhamento);
      expect(rows.map((row) => row.pessoa)).toEqual([{ id: 0, nome: '', email }]);
    });

    it('becomes the share of an account when an administrator releases it', async () => {
      const admin = await signUpAdministrator(t);
      const waiting = await t.signUp();
      await t.db.updateTable('users').set({ liberado: 0 }).where('id', '=', waiting.user.id).execute();
      const id = await saveDiet('Lote liberado pelo administrador');
      expect((await share(id, waiting.email)).status).toBe(200);
      const released = await t.call(
        'adm/usuarios/atualizar',
        { id: waiting.user.id, liberado: true },
        { token: admin.token },
      );
      expect(released.status, released.text).toBe(200);
      const rows = await t.db
        .selectFrom('diet_shares')
        .select(['id_pessoa', 'status'])
        .where('id_dieta', '=', id)
        .execute();
      expect(rows).toEqual([{ id_pessoa: waiting.user.id, status: 1 }]);
    });

    it('becomes the share of an account released another way, before its received list', async () => {
      const waiting = await t.signUp();
      await t.db.updateTable('users').set({ liberado: 0 }).where('id', '=', waiting.user.id).execute();
      const id = await saveDiet('Lote liberação');
      const made = await share(id, waiting.email);
      expect(made.status, made.text).toBe(200);
      expect(
        await t.db
          .selectFrom('diet_shares')
          .select('id_compartilhamento')
          .where('id_dieta', '=', id)
          .execute(),
      ).toEqual([]);
      await t.db.updateTable('users').set({ liberado: 1 }).where('id', '=', waiting.user.id).execute();
      // Released outside the administrator's call: claimed before the received list.
      const mine = await received(waiting.token);
      expect(mine.map((row) => row.id_dieta)).toEqual([id]);
      expect((await t.call('dieta/get', { id }, { token: waiting.token })).status).toBe(200);
    });

    it('shared again once the account is usable, the share replaces the invitation', async () => {
      const waiting = await t.signUp();
      await t.db.updateTable('users').set({ liberado: 0 }).where('id', '=', waiting.user.id).execute();
      const id = await saveDiet('Lote de novo');
      expect((await share(id, waiting.email)).status).toBe(200);
      await t.db.updateTable('users').set({ liberado: 1 }).where('id', '=', waiting.user.id).execute();
      expect((await share(id, waiting.email)).status).toBe(200);
      expect((await given()).filter((row) => row.id_dieta === id)).toHaveLength(1);
      const pending = await t.db
        .selectFrom('diet_share_invitations')
        .select('id_compartilhamento')
        .where('id_dieta', '=', id)
        .execute();
      expect(pending).toEqual([]);
    });

    it('lets only who shared, the owner or an administrator revoke a pending share', async () => {
      const id = await saveDiet('Lote pendente');
      const pending = ((await share(id, freshEmail('pendente'))).body as { data: TShare }).data;
      const byOther = await t.call(
        'compartilhar/remover',
        { id_compartilhamento: pending.id_compartilhamento },
        { token: known.token },
      );
      expect([byOther.status, codeOf(byOther)]).toEqual([404, 'SHARE_NOT_FOUND']);
    });
  });
});
