import { CALLS } from '@cocho/contracts';
import type { TShare, TShareLists } from '@cocho/contracts';
import { calculateRequirements } from '@cocho/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, setUserColumns, smallDietRecord } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { shareLinkSecretOf, signShareLink } from './share-link';
import { answerOf } from '../testing/typed-call';

type Permissions = { pode_ler: boolean; pode_editar: boolean; pode_compartilhar: boolean };

const READ_ONLY: Permissions = { pode_ler: true, pode_editar: false, pode_compartilhar: false };
const READ_EDIT: Permissions = { pode_ler: true, pode_editar: true, pode_compartilhar: false };
const EVERYTHING: Permissions = { pode_ler: true, pode_editar: true, pode_compartilhar: true };

async function ok<T>(t: TestEnvironment, name: string, body: unknown, token?: string): Promise<T> {
  const res = await t.call(name, body, token === undefined ? {} : { token });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  return res.body as T;
}

forEachDatabase('sharing saved records', (t) => {
  /** Owner of the records: a consultant (share_with_permissions). */
  let owner: SignedUp;
  /** A free farmer. */
  let farmer: SignedUp;
  /** A premium user (may save). */
  let premium: SignedUp;
  /** A second consultant, to share again. */
  let consultant: SignedUp;
  /** Nobody shared anything with C. */
  let outsider: SignedUp;

  const saveDiet = async (token: string, nome: string, kind: 'saveFD' | 'savePD' = 'saveFD') =>
    (
      await ok<{ id: number }>(
        t,
        `dieta/${kind}`,
        {
          dieta: JSON.stringify({
            ...smallDietRecord(nome),
            ...(kind === 'savePD' ? { tipo_alimento_predicao: 'MN' } : {}),
          }),
        },
        token,
      )
    ).id;
  const share = (token: string, id: number, email: string, permissions: Permissions) =>
    t.call('compartilhar/criar', { id_dieta: id, email, ...permissions }, { token });
  const shared = async (token: string, id: number, email: string, permissions: Permissions) =>
    (await ok<{ data: TShare }>(t, 'compartilhar/criar', { id_dieta: id, email, ...permissions }, token))
      .data;
  const getDiet = (token: string, id: number) => t.call('dieta/get', { id }, { token });
  const saveOver = (token: string, id: number, nome: string) =>
    t.call('dieta/saveFD', { id, dieta: JSON.stringify(smallDietRecord(nome)) }, { token });
  const received = (token: string) => ok<TShareLists>(t, 'compartilhar/me', {}, token);
  const given = (token: string) => ok<TShareLists>(t, 'compartilhar/dono', {}, token);

  beforeAll(async () => {
    [owner, farmer, premium, consultant, outsider] = [
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
    ];
    for (const user of [owner, consultant])
      await t.db.updateTable('users').set({ consultor: 1 }).where('id', '=', user.user.id).execute();
    for (const user of [premium, outsider]) await setUserColumns(t, user.user.id, { premium: 1 });
  });

  describe('permissions', () => {
    it('lets a read-only recipient read but not save over the record', async () => {
      const id = await saveDiet(owner.token, 'Lote leitura');
      const made = await shared(owner.token, id, premium.email, READ_ONLY);
      expect(made).toMatchObject({ id_dieta: id, tipo: 0, nome: 'Lote leitura', ...READ_ONLY, lida: false });
      expect(made.dono.id).toBe(owner.user.id);
      // By the e-mail typed until the recipient opens it (share-invitations.int.test.ts).
      expect(made.pessoa).toEqual({ id: 0, nome: '', email: premium.email });

      const read = await getDiet(premium.token, id);
      expect(read.status).toBe(200);
      expect((read.body as { dieta: { nome: string } }).dieta.nome).toBe('Lote leitura');
      const refused = await saveOver(premium.token, id, 'Mudado');
      expect([refused.status, codeOf(refused)]).toEqual([403, 'SHARE_READ_ONLY']);
      const access = await ok(t, 'compartilhar/acesso', { id_dieta: id }, premium.token);
      expect(access).toEqual({ dono: false, id_compartilhamento: made.id_compartilhamento, ...READ_ONLY });
      // The record is unchanged.
      const again = await ok<{ dieta: { nome: string } }>(t, 'dieta/get', { id }, owner.token);
      expect(again.dieta.nome).toBe('Lote leitura');
    });

    it('refuses reading without can-read, and says nothing of the record', async () => {
      const id = await saveDiet(owner.token, 'Lote sem leitura');
      await shared(owner.token, id, premium.email, {
        pode_ler: false,
        pode_editar: false,
        pode_compartilhar: false,
      });
      const res = await getDiet(premium.token, id);
      expect([res.status, codeOf(res)]).toEqual([404, 'NOT_FOUND']);
      expect(res.text).not.toContain('Lote sem leitura');
    });

    it('lets a recipient with can-edit save over the record, which stays the owner’s', async () => {
      const id = await saveDiet(owner.token, 'Lote edição');
      await shared(owner.token, id, premium.email, READ_EDIT);
      const res = await saveOver(premium.token, id, 'Lote editado');
      expect(res.status).toBe(200);
      const read = await ok<{ dieta: { nome: string; user_id: number } }>(
        t,
        'dieta/get',
        { id },
        owner.token,
      );
      expect(read.dieta).toMatchObject({ nome: 'Lote editado', user_id: owner.user.id });
      // Saving is still premium: a free recipient with can-edit is offered premium.
      await shared(owner.token, id, farmer.email, READ_EDIT);
      const free = await saveOver(farmer.token, id, 'Lote do pecuarista');
      expect([free.status, codeOf(free)]).toEqual([403, 'PREMIUM_REQUIRED']);
    });

    it("keeps the owner's client when a can-edit recipient saves, whatever client the recipient sends", async () => {
      const client = await ok<{ data: { id: number } }>(
        t,
        'consultoria/clientes/create',
        { nome: 'Fazenda do Dono', email: 'fazenda.dono@example.com' },
        owner.token,
      );
      const clientId = client.data.id;
      const forClient = (nome: string, idCliente: number | null) =>
        JSON.stringify({ ...smallDietRecord(nome), id_cliente: idCliente });
      const id = (
        await ok<{ id: number }>(
          t,
          'dieta/saveFD',
          { dieta: forClient('Lote do cliente', clientId) },
          owner.token,
        )
      ).id;
      await shared(owner.token, id, premium.email, READ_EDIT);
      await shared(owner.token, id, consultant.email, READ_EDIT);
      const idOf = async () =>
        (await t.db.selectFrom('diets').select('id_cliente').where('id', '=', id).executeTakeFirstOrThrow())
          .id_cliente;

      // A premium recipient without clients sends no client (null): the record keeps the owner's.
      const byPremium = await t.call(
        'dieta/saveFD',
        { id, dieta: forClient('Lote editado pelo premium', null) },
        { token: premium.token },
      );
      expect(byPremium.status, byPremium.text).toBe(200);
      expect(answerOf('saveFD', byPremium).id_cliente).toBe(clientId);
      expect(await idOf()).toBe(clientId);

      // A consultant recipient with a client of their own selected: still the owner's client.
      const theirs = await ok<{ data: { id: number } }>(
        t,
        'consultoria/clientes/create',
        { nome: 'Fazenda do Consultor', email: 'fazenda.consultor@example.com' },
        consultant.token,
      );
      const byConsultant = await t.call(
        'dieta/saveFD',
        { id, dieta: forClient('Lote editado pelo consultor', theirs.data.id) },
        { token: consultant.token },
      );
      expect(byConsultant.status, byConsultant.text).toBe(200);
      expect(await idOf()).toBe(clientId);
      const read = await ok<{ dieta: { id_cliente: number | null; nome: string } }>(
        t,
        'dieta/get',
        { id },
        owner.token,
      );
      expect(read.dieta).toMatchObject({ id_cliente: clientId, nome: 'Lote editado pelo consultor' });

      // The owner still moves the record to no client.
      const byOwner = await t.call(
        'dieta/saveFD',
        { id, dieta: forClient('Lote sem cliente', null) },
        {
          token: owner.token,
        },
      );
      expect(byOwner.status, byOwner.text).toBe(200);
      expect(await idOf()).toBeNull();
    });

    it('pages the received and given lists with a cursor, by kind, most recently changed first', async () => {
      const reader = await t.signUp();
      const ids: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const id = await saveDiet(owner.token, `Lote página ${i}`);
        await shared(owner.token, id, reader.email, READ_ONLY);
        ids.push(id);
      }
      const prediction = await saveDiet(owner.token, 'Predição página', 'savePD');
      await shared(owner.token, prediction, reader.email, READ_ONLY);

      type Page = TShareLists & { proximo: string | null };
      const pageOf = (name: string, body: Record<string, unknown>, token: string) =>
        ok<Page>(t, name, body, token);
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: Page = await pageOf(
          'compartilhar/me',
          { tipo: 0, limite: 2, ...(cursor === null ? {} : { cursor }) },
          reader.token,
        );
        expect(page.dietas.length).toBeLessThanOrEqual(2);
        expect(page.predicoes).toEqual([]);
        seen.push(...page.dietas.map((share) => share.id_dieta));
        cursor = page.proximo;
        pages += 1;
      } while (cursor !== null && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual([...ids].reverse());

      const predictions = await pageOf('compartilhar/me', { tipo: 1 }, reader.token);
      expect(predictions.predicoes.map((share) => share.id_dieta)).toEqual([prediction]);
      expect(predictions.proximo).toBeNull();
      // Without a kind both come, and the given list pages the same way.
      const both = await pageOf('compartilhar/me', {}, reader.token);
      expect(both.dietas).toHaveLength(5);
      expect(both.predicoes).toHaveLength(1);
      const given = await pageOf('compartilhar/dono', { tipo: 0, limite: 1 }, owner.token);
      expect(given.dietas).toHaveLength(1);
      expect(given.proximo).not.toBeNull();

      const bad = await t.call('compartilhar/me', { cursor: 'not-a-cursor' }, { token: reader.token });
      expect(codeOf(bad)).toBe('VALIDATION_FAILED');
    });

    it('refuses sharing again without can-share, and granting more than held', async () => {
      const id = await saveDiet(owner.token, 'Lote repasse');
      await shared(owner.token, id, consultant.email, READ_ONLY);
      const refused = await share(consultant.token, id, farmer.email, READ_ONLY);
      expect([refused.status, codeOf(refused)]).toEqual([403, 'FORBIDDEN']);
      const link = await t.call('compartilhar/link', { id_dieta: id }, { token: consultant.token });
      expect(codeOf(link)).toBe('FORBIDDEN');

      await shared(owner.token, id, consultant.email, { ...READ_ONLY, pode_compartilhar: true });
      const more = await share(consultant.token, id, farmer.email, READ_EDIT);
      expect(codeOf(more)).toBe('FORBIDDEN');
      const again = await shared(consultant.token, id, farmer.email, READ_ONLY);
      expect(again.dono.id).toBe(consultant.user.id);
      expect((await getDiet(farmer.token, id)).status).toBe(200);
      // The one who shared again and the owner both see it among their shares; either may revoke it.
      expect((await given(consultant.token)).dietas.map((s) => s.id_compartilhamento)).toContain(
        again.id_compartilhamento,
      );
      await ok(t, 'compartilhar/remover', { id_compartilhamento: again.id_compartilhamento }, owner.token);
      expect(codeOf(await getDiet(farmer.token, id))).toBe('NOT_FOUND');
    });

    it('needs share_with_permissions to share, and refuses non-consultant owners', async () => {
      const id = await saveDiet(premium.token, 'Lote premium');
      const res = await share(premium.token, id, farmer.email, READ_ONLY);
      expect([res.status, codeOf(res)]).toEqual([403, 'FORBIDDEN']);
    });

    it('always lets the owner read, save and see the full access', async () => {
      const id = await saveDiet(owner.token, 'Lote do dono');
      await shared(owner.token, id, premium.email, READ_ONLY);
      expect((await getDiet(owner.token, id)).status).toBe(200);
      expect((await saveOver(owner.token, id, 'Lote do dono 2')).status).toBe(200);
      const access = await ok(t, 'compartilhar/acesso', { id_dieta: id }, owner.token);
      expect(access).toEqual({ dono: true, id_compartilhamento: null, ...EVERYTHING });
    });

    it('refuses only the caller and the owner; an unknown or excluded e-mail gets a pending share', async () => {
      const id = await saveDiet(owner.token, 'Lote e-mail');
      for (const email of [owner.email, owner.email.toUpperCase()]) {
        const res = await share(owner.token, id, email, READ_ONLY);
        expect([email, res.status, codeOf(res)]).toEqual([email, 404, 'SHARE_RECIPIENT_INVALID']);
      }
      expect((await share(owner.token, id, 'ninguem.cadastrado@example.com', READ_ONLY)).status).toBe(200);
      const gone = await t.signUp();
      await t.db.updateTable('users').set({ excluido: 1 }).where('id', '=', gone.user.id).execute();
      expect((await share(owner.token, id, gone.email, READ_ONLY)).status).toBe(200);
      // An excluded account gets no share, only a pending one by e-mail.
      const shares = await t.db
        .selectFrom('diet_shares')
        .select('id_pessoa')
        .where('id_dieta', '=', id)
        .execute();
      expect(shares).toEqual([]);
    });
  });

  describe('lists', () => {
    it('lists received and given shares by kind, marks read, hides, and revokes', async () => {
      const dietId = await saveDiet(owner.token, 'Lote lista');
      const predictionId = await saveDiet(owner.token, 'Predição lista', 'savePD');
      const dietShare = await shared(owner.token, dietId, farmer.email, READ_ONLY);
      const predictionShare = await shared(owner.token, predictionId, farmer.email, READ_ONLY);
      expect(predictionShare.tipo).toBe(1);

      const lists = await received(farmer.token);
      expect(lists.dietas.map((s) => s.id_compartilhamento)).toContain(dietShare.id_compartilhamento);
      expect(lists.predicoes.map((s) => s.id_compartilhamento)).toEqual(
        expect.arrayContaining([predictionShare.id_compartilhamento]),
      );
      expect(lists.dietas.map((s) => s.id_dieta)).not.toContain(predictionId);
      const mine = await given(owner.token);
      expect(mine.dietas.map((s) => s.id_compartilhamento)).toContain(dietShare.id_compartilhamento);

      // Marked read by the recipient only.
      const readBody = {
        id: dietId,
        id_compartilhamento: dietShare.id_compartilhamento,
        id_pessoa: farmer.user.id,
      };
      expect(codeOf(await t.call('notificacoes/dietaLida', readBody, { token: outsider.token }))).toBe(
        'SHARE_NOT_FOUND',
      );
      expect(
        codeOf(
          await t.call(
            'notificacoes/dietaLida',
            { ...readBody, id_pessoa: outsider.user.id },
            { token: outsider.token },
          ),
        ),
      ).toBe('SHARE_NOT_FOUND');
      await ok(t, 'notificacoes/dietaLida', readBody, farmer.token);
      const afterRead = (await received(farmer.token)).dietas.find(
        (s) => s.id_compartilhamento === dietShare.id_compartilhamento,
      );
      expect(afterRead?.lida).toBe(true);

      // Hidden: gone from the received list, still readable, still in the owner's list.
      const wrong = await t.call(
        'compartilhar/me/ocultar',
        { id_compartilhamento: dietShare.id_compartilhamento, id_dieta: predictionId },
        { token: farmer.token },
      );
      expect([wrong.status, codeOf(wrong)]).toEqual([404, 'SHARE_NOT_FOUND']);
      await ok(
        t,
        'compartilhar/me/ocultar',
        { id_compartilhamento: dietShare.id_compartilhamento, id_dieta: dietId },
        farmer.token,
      );
      expect((await received(farmer.token)).dietas.map((s) => s.id_dieta)).not.toContain(dietId);
      expect((await getDiet(farmer.token, dietId)).status).toBe(200);
      expect((await given(owner.token)).dietas.map((s) => s.id_dieta)).toContain(dietId);

      // The recipient cannot revoke; the owner can, and access ends at once.
      const byRecipient = await t.call(
        'compartilhar/remover',
        { id_compartilhamento: predictionShare.id_compartilhamento },
        { token: farmer.token },
      );
      expect(codeOf(byRecipient)).toBe('SHARE_NOT_FOUND');
      expect((await getDiet(farmer.token, predictionId)).status).toBe(200);
      await ok(
        t,
        'compartilhar/remover',
        { id_compartilhamento: predictionShare.id_compartilhamento },
        owner.token,
      );
      const closed = await getDiet(farmer.token, predictionId);
      expect([closed.status, codeOf(closed)]).toEqual([404, 'NOT_FOUND']);
      expect((await received(farmer.token)).predicoes.map((s) => s.id_dieta)).not.toContain(predictionId);
      expect((await given(owner.token)).predicoes.map((s) => s.id_dieta)).not.toContain(predictionId);
      expect(
        codeOf(
          await t.call(
            'compartilhar/remover',
            { id_compartilhamento: predictionShare.id_compartilhamento },
            { token: owner.token },
          ),
        ),
      ).toBe('SHARE_NOT_FOUND');

      // Sharing again renews the share: in force, shown and unread.
      const renewed = await shared(owner.token, dietId, farmer.email, READ_EDIT);
      expect(renewed).toMatchObject({
        id_compartilhamento: dietShare.id_compartilhamento,
        lida: false,
        oculta: false,
      });
    });

    it('drops the shares of a removed record', async () => {
      const id = await saveDiet(owner.token, 'Lote removido');
      await shared(owner.token, id, farmer.email, READ_ONLY);
      await ok(t, 'dieta/remove', { id }, owner.token);
      expect((await received(farmer.token)).dietas.map((s) => s.id_dieta)).not.toContain(id);
      expect(codeOf(await getDiet(farmer.token, id))).toBe('NOT_FOUND');
    });
  });

  describe('isolation', () => {
    it('gives a user without a share nothing: the answer of a missing record, empty lists', async () => {
      const id = await saveDiet(owner.token, 'Lote segredo');
      const made = await shared(owner.token, id, farmer.email, EVERYTHING);
      const missing = 999_999;
      for (const [what, call] of [
        ['dieta/get', (did: number) => getDiet(outsider.token, did)],
        [
          'acesso',
          (did: number) => t.call('compartilhar/acesso', { id_dieta: did }, { token: outsider.token }),
        ],
        ['link', (did: number) => t.call('compartilhar/link', { id_dieta: did }, { token: outsider.token })],
        [
          'links',
          (did: number) => t.call('compartilhar/link/lista', { id_dieta: did }, { token: outsider.token }),
        ],
      ] as const) {
        const res = await call(id);
        const absent = await call(missing);
        // Someone else's record answers exactly as a record that does not exist.
        expect([what, res.status, res.body]).toEqual([what, absent.status, absent.body]);
        // (compartilhar/link checks the caller's ability first: FORBIDDEN for both.)
        if (what !== 'link') expect([what, res.status, codeOf(res)]).toEqual([what, 404, 'NOT_FOUND']);
        expect(res.text).not.toContain('Lote segredo');
      }
      const saved = await saveOver(outsider.token, id, 'Invasão');
      expect(saved.status).toBe(403);
      expect(saved.text).not.toContain('Lote segredo');
      for (const [name, body] of [
        ['compartilhar/me/ocultar', { id_compartilhamento: made.id_compartilhamento, id_dieta: id }],
        ['compartilhar/remover', { id_compartilhamento: made.id_compartilhamento }],
      ] as const) {
        const res = await t.call(name, body, { token: outsider.token });
        expect([name, codeOf(res)]).toEqual([name, 'SHARE_NOT_FOUND']);
      }
      expect(await received(outsider.token)).toEqual({
        dietas: [],
        predicoes: [],
        exigencias: [],
        misturas: [],
        suplementos: [],
        comparacoes: [],
        proximo: null,
      });
      expect(await given(outsider.token)).toEqual({
        dietas: [],
        predicoes: [],
        exigencias: [],
        misturas: [],
        suplementos: [],
        comparacoes: [],
        proximo: null,
      });
      // Still in force for the recipient.
      expect((await getDiet(farmer.token, id)).status).toBe(200);
    });
  });

  describe('public link', () => {
    type Link = { assinatura: string; expira_em: string; caminho: string; id: number };
    const open = (did: number, assinatura: string) => t.call('compartilhar/link/abrir', { did, assinatura });

    it('opens the record read-only without sign-in while the signature holds', async () => {
      const id = await saveDiet(owner.token, 'Lote público');
      const link = await ok<Link>(t, 'compartilhar/link', { id_dieta: id }, owner.token);
      expect(link.caminho).toBe(
        `/formulacao-dieta?did=${id}&assinatura=${encodeURIComponent(link.assinatura)}`,
      );
      const days = (Date.parse(link.expira_em) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);

      const res = await open(id, link.assinatura);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        modo: 'FD',
        somenteLeitura: true,
        dieta: { nome: 'Lote público' },
      });

      // A link to a prediction opens the prediction screen.
      const predictionId = await saveDiet(owner.token, 'Predição pública', 'savePD');
      const predictionLink = await ok<Link>(t, 'compartilhar/link', { id_dieta: predictionId }, owner.token);
      expect(predictionLink.caminho).toMatch(/^\/predicao-desempenho\?did=/);
    });

    it('refuses an altered signature, another record, a made-up or an expired one', async () => {
      const id = await saveDiet(owner.token, 'Lote protegido');
      const otherId = await saveDiet(owner.token, 'Lote vizinho');
      const link = await ok<Link>(t, 'compartilhar/link', { id_dieta: id }, owner.token);
      const { assinatura } = link;
      const [linkId, expiry, mac] = assinatura.split('.') as [string, string, string];
      const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
      const secret = await shareLinkSecretOf(t.db, t.config, new Date());
      const claim = (expiresAt: Date) => ({ linkId: Number(linkId), dietId: id, expiresAt });
      const expired = signShareLink(secret, claim(new Date(Date.now() - 1000)));
      const cases: [string, number, string][] = [
        ['altered mac', id, `${linkId}.${expiry}.${flipped}`],
        ['later expiry', id, `${linkId}.${Number(expiry) + 86_400}.${mac}`],
        ['other record', otherId, assinatura],
        ['made up', id, 'x'],
        [
          'other key',
          id,
          signShareLink('another key of at least thirty-two chars', claim(new Date(Date.now() + 60_000))),
        ],
        ['expired', id, expired],
        // Signed with the right key but for a link that was never made: no record, no access.
        [
          'no such link',
          id,
          signShareLink(secret, { ...claim(new Date(Date.now() + 60_000)), linkId: 999_999 }),
        ],
      ];
      for (const [what, did, signature] of cases) {
        const res = await open(did, signature);
        expect([what, res.status, codeOf(res)]).toEqual([what, 403, 'SHARE_LINK_INVALID']);
        expect(res.text).not.toContain('Lote');
      }
      // A removed record: the same answer.
      await ok(t, 'dieta/remove', { id }, owner.token);
      expect(codeOf(await open(id, assinatura))).toBe('SHARE_LINK_INVALID');
    });

    it('cannot be used to save over the record', async () => {
      const id = await saveDiet(owner.token, 'Lote só leitura');
      await ok<Link>(t, 'compartilhar/link', { id_dieta: id }, owner.token);
      const anonymous = await t.call('dieta/saveFD', {
        id,
        dieta: JSON.stringify(smallDietRecord('Invasão')),
      });
      expect([anonymous.status, codeOf(anonymous)]).toEqual([401, 'UNAUTHENTICATED']);
      const signedIn = await saveOver(outsider.token, id, 'Invasão');
      expect([signedIn.status, codeOf(signedIn)]).toEqual([403, 'FORBIDDEN']);
      const read = await ok<{ dieta: { nome: string } }>(t, 'dieta/get', { id }, owner.token);
      expect(read.dieta.nome).toBe('Lote só leitura');
    });

    it('shows only what the owner chose: no notes, owner id or client', async () => {
      const saved = await ok<{ id: number }>(
        t,
        'dieta/saveFD',
        { dieta: JSON.stringify({ ...smallDietRecord('Lote com nota'), obs: 'nota privada do dono' }) },
        owner.token,
      );
      const link = await ok<Link>(t, 'compartilhar/link', { id_dieta: saved.id }, owner.token);
      const res = await open(saved.id, link.assinatura);
      expect(res.status).toBe(200);
      const { dieta } = res.body as { dieta: { obs: unknown; user_id: unknown; id_cliente: unknown } };
      expect([dieta.obs, dieta.user_id, dieta.id_cliente]).toEqual([null, null, null]);
      expect(res.text).not.toContain('nota privada');
      expect(res.text).not.toContain(`"user_id":${owner.user.id}`);
    });

    it('answers the client view: animal, requirements, status with every miss and warning, cost', async () => {
      // A stored result as the wizard saves it (the engine's FormulationResult): approximate, missing intake
      // and cobalt, with a warning.
      const stored = {
        status: 'aproximada',
        feeds: [],
        dryMatterIntakeKg: 6.5,
        asFedIntakeKg: 20.25,
        roughagePercent: 100,
        concentratePercent: 0,
        costPerDay: 5.06,
        nutrients: { CMS: 6.5, PB: 468, Co: 0.02 },
        violations: [
          { key: 'CMS', bound: 'min', required: 8.1, supplied: 6.5 },
          { key: 'Co', bound: 'min', required: 0.9, supplied: 0.02 },
        ],
        conflicts: [],
        warnings: [{ code: 'MINERALS_ABOVE_4_PERCENT', percentOfDm: 4.6 }],
        feedEfficiency: null,
        economics: null,
        relaxation: { method: 'penalty', penalty: 3 },
        lpCount: 2,
      };
      const record = {
        ...smallDietRecord('Lote do cliente'),
        obs: 'margem combinada com o frigorífico',
        exigencias_selecionadas: ['CMS', 'PB', 'Co'],
        exigencias_alteradas: [{ exigencia: 'PB', minimo: 500, ideal: 550, maximo: 700, modificadoEm: 1 }],
        resultado_simplex: stored,
      };
      const saved = await ok<{ id: number }>(
        t,
        'dieta/saveFD',
        { dieta: JSON.stringify(record) },
        owner.token,
      );
      const link = await ok<Link>(t, 'compartilhar/link', { id_dieta: saved.id }, owner.token);
      const res = await open(saved.id, link.assinatura);
      expect(res.status).toBe(200);
      const answer = CALLS.openShareLink.response.parse(res.body);
      const view = answer.publico;
      if (!view) throw new Error('no public view');
      expect(view.nome).toBe('Lote do cliente');
      expect(view.animal).toEqual(record.animal);
      expect([view.situacao, view.custo, view.consumo_ms, view.consumo_mn]).toEqual([
        'aproximada',
        record.custo,
        stored.dryMatterIntakeKg,
        stored.asFedIntakeKg,
      ]);
      expect(view.faltas).toEqual([
        { exigencia: 'CMS', limite: 'minimo', exigido: 8.1, fornecido: 6.5 },
        { exigencia: 'Co', limite: 'minimo', exigido: 0.9, fornecido: 0.02 },
      ]);
      expect(view.avisos).toEqual(stored.warnings);
      // The requirements chosen, with the engine's bounds for this animal and the owner's edit of PB.
      const calculated = calculateRequirements(record.animal);
      if (!calculated.ok) throw new Error('the sample animal has no requirements');
      const engineCms = calculated.value.requirements.find((entry) => entry.key === 'CMS');
      expect(view.exigencias.map((entry) => entry.exigencia)).toEqual(['CMS', 'PB', 'Co']);
      expect(view.exigencias[0]).toMatchObject({
        minimo: engineCms?.min,
        maximo: engineCms?.max,
        fornecido: 6.5,
      });
      expect(view.exigencias[1]).toMatchObject({ minimo: 500, maximo: 700, fornecido: 468 });
      expect(view.exigencias[2]?.fornecido).toBe(0.02);
      // Nothing private in the whole answer.
      expect(res.text).not.toContain('frigorífico');
      expect(res.text).not.toContain(`"user_id":${owner.user.id}`);
      expect(answer.dieta.obs).toBeNull();
    });

    it('lists and revokes links, each on its own, and only for their maker or the owner', async () => {
      const id = await saveDiet(owner.token, 'Lote dos links');
      const first = await ok<Link>(t, 'compartilhar/link', { id_dieta: id }, owner.token);
      const second = await ok<Link>(t, 'compartilhar/link', { id_dieta: id }, owner.token);
      type Listed = { data: { id: number; ativo: boolean; revogado_em: string | null; meu: boolean }[] };
      const before = await ok<Listed>(t, 'compartilhar/link/lista', { id_dieta: id }, owner.token);
      expect(before.data.map((row) => [row.id, row.ativo, row.meu])).toEqual([
        [second.id, true, true],
        [first.id, true, true],
      ]);
      const refused = await t.call('compartilhar/link/remover', { id: first.id }, { token: outsider.token });
      expect([refused.status, codeOf(refused)]).toEqual([404, 'NOT_FOUND']);
      expect((await open(id, first.assinatura)).status).toBe(200);

      await ok(t, 'compartilhar/link/remover', { id: first.id }, owner.token);
      expect(codeOf(await open(id, first.assinatura))).toBe('SHARE_LINK_INVALID');
      expect((await open(id, second.assinatura)).status).toBe(200);
      const after = await ok<Listed>(t, 'compartilhar/link/lista', { id_dieta: id }, owner.token);
      expect(after.data.find((row) => row.id === first.id)).toMatchObject({ ativo: false });
      expect(after.data.find((row) => row.id === first.id)?.revogado_em).not.toBeNull();
    });

    it("ends a recipient's link with the share it came from, also when shared again later", async () => {
      const id = await saveDiet(owner.token, 'Lote repassado');
      const share = await shared(owner.token, id, consultant.email, EVERYTHING);
      const link = await ok<Link>(t, 'compartilhar/link', { id_dieta: id }, consultant.token);
      expect((await open(id, link.assinatura)).status).toBe(200);
      const own = await ok<Link>(t, 'compartilhar/link', { id_dieta: id }, owner.token);

      // The recipient lists only their own links; the owner sees both.
      type Listed = { data: { id: number; meu: boolean }[] };
      const mine = await ok<Listed>(t, 'compartilhar/link/lista', { id_dieta: id }, consultant.token);
      expect(mine.data.map((row) => row.id)).toEqual([link.id]);
      const all = await ok<Listed>(t, 'compartilhar/link/lista', { id_dieta: id }, owner.token);
      expect(all.data.map((row) => [row.id, row.meu])).toEqual([
        [own.id, true],
        [link.id, false],
      ]);

      await ok(t, 'compartilhar/remover', { id_compartilhamento: share.id_compartilhamento }, owner.token);
      const closed = await open(id, link.assinatura);
      expect([closed.status, codeOf(closed)]).toEqual([403, 'SHARE_LINK_INVALID']);
      expect((await open(id, own.assinatura)).status).toBe(200);
      await shared(owner.token, id, consultant.email, EVERYTHING);
      expect(codeOf(await open(id, link.assinatura))).toBe('SHARE_LINK_INVALID');
    });

    it("ends a recipient's link when the share no longer allows sharing", async () => {
      const id = await saveDiet(owner.token, 'Lote rebaixado');
      await shared(owner.token, id, consultant.email, EVERYTHING);
      const link = await ok<Link>(t, 'compartilhar/link', { id_dieta: id }, consultant.token);
      await shared(owner.token, id, consultant.email, READ_ONLY);
      expect(codeOf(await open(id, link.assinatura))).toBe('SHARE_LINK_INVALID');
    });

    it('keeps one generated key per database', async () => {
      const first = await shareLinkSecretOf(t.db, t.config, new Date());
      const rows = await t.db.selectFrom('share_link_keys').selectAll().execute();
      expect(rows.map((row) => row.secret)).toEqual(t.config.shareLinkSecret === undefined ? [first] : []);
    });
  });
});
