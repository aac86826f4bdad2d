/**
 * The administration area's calls: each action changes what the affected user sees, administrators cannot
 * lock themselves out, non-administrators are refused every adm call, and the lists filter and page.
 */
import { adminCalls } from '@cocho/contracts';
import { expect, it } from 'vitest';
import {
  codeOf,
  saveSmallDiet,
  setUserColumns,
  signUpAdministrator,
  today,
} from '../access/access-test-helpers';
import { readLatestMail } from '../mail/read-outbox';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, SignedUp, TestEnvironment } from '../testing/for-each-database';

type Listed = { data: { id: number; situacao: string }[]; total: number };

const signIn = (t: TestEnvironment, user: SignedUp) =>
  t.call('auth/appLogin', { email: user.email, password: user.password });
const bodyOf = <T>(res: CallResult): T => res.body as T;

/**
 * The UTC date, which the stored times' days follow; from 21:00 Brasília time it is already the next day,
 * so a search from Brasília's today up to it finds what was just recorded.
 */
const utcDay = (): string => new Date().toISOString().slice(0, 10);

function dayAfterToday(days: number): string {
  const day = new Date(`${today()}T12:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

forEachDatabase('administration area', (t: TestEnvironment) => {
  const update = (admin: SignedUp, body: Record<string, unknown>) =>
    t.call('adm/usuarios/atualizar', body, { token: admin.token });

  it('releasing an account under review lets its owner sign in and e-mails them', async () => {
    const admin = await signUpAdministrator(t);
    const user = await t.signUp();
    await t.db.updateTable('users').set({ liberado: 0 }).where('id', '=', user.user.id).execute();
    expect(codeOf(await signIn(t, user))).toBe('ACCOUNT_UNDER_REVIEW');

    const listed = await t.call('adm/usuarios/list', { ids: [user.user.id] }, { token: admin.token });
    expect(bodyOf<Listed>(listed).data.map((row) => row.situacao)).toEqual(['em_analise']);

    const released = await update(admin, { id: user.user.id, liberado: true });
    expect(released.status).toBe(200);
    expect(bodyOf<{ data: { situacao: string } }>(released).data.situacao).toBe('ativo');
    expect((await signIn(t, user)).status).toBe(200);
    const mail = await readLatestMail(t.db, user.email);
    expect(mail?.purpose).toBe('conta_liberada');
  });

  it('a suspended account is refused at sign-in and on its open session, until lifted', async () => {
    const admin = await signUpAdministrator(t);
    const user = await t.signUp();
    expect((await update(admin, { id: user.user.id, suspenso: true })).status).toBe(200);
    expect(codeOf(await signIn(t, user))).toBe('ACCOUNT_SUSPENDED');
    expect(codeOf(await t.call('verificaToken', {}, { token: user.token }))).toBe('ACCOUNT_SUSPENDED');
    expect((await update(admin, { id: user.user.id, suspenso: false })).status).toBe(200);
    expect((await signIn(t, user)).status).toBe(200);
  });

  it('an excluded account is inactive', async () => {
    const admin = await signUpAdministrator(t);
    const user = await t.signUp();
    expect((await update(admin, { id: user.user.id, EXCLUIDO: true })).status).toBe(200);
    expect(codeOf(await signIn(t, user))).toBe('ACCOUNT_INACTIVE');
  });

  it('premium time after today gives the user save_diet; today or earlier is refused', async () => {
    const admin = await signUpAdministrator(t);
    const user = await t.signUp();
    expect(codeOf(await saveSmallDiet(t, user.token))).toBe('PREMIUM_REQUIRED');
    const notAfter = await t.call(
      'adm/usuarios/premium',
      { id: user.user.id, data_final: today() },
      { token: admin.token },
    );
    expect(codeOf(notAfter)).toBe('VALIDATION_FAILED');
    const granted = await t.call(
      'adm/usuarios/premium',
      { id: user.user.id, data_final: dayAfterToday(30) },
      { token: admin.token },
    );
    expect(granted.status).toBe(200);
    expect(bodyOf<{ data: { tipo: number } }>(granted).data.tipo).toBe(1);
    expect((await saveSmallDiet(t, user.token)).status).toBe(200);
    const one = await t.call('adm/usuarios/get', { id: user.user.id }, { token: admin.token });
    expect(bodyOf<{ data: { plano_premium: boolean } }>(one).data.plano_premium).toBe(true);
  });

  it('permanent premium (plan without end, or the premiumInfinito flag) gives save_diet', async () => {
    const admin = await signUpAdministrator(t);
    const byPlan = await t.signUp();
    const byFlag = await t.signUp();
    const plan = await t.call(
      'adm/usuarios/premium',
      { id: byPlan.user.id, data_final: null },
      { token: admin.token },
    );
    expect(bodyOf<{ data: { data_final: string | null } }>(plan).data.data_final).toBeNull();
    expect((await saveSmallDiet(t, byPlan.token)).status).toBe(200);

    expect(codeOf(await saveSmallDiet(t, byFlag.token))).toBe('PREMIUM_REQUIRED');
    expect((await update(admin, { id: byFlag.user.id, premiumInfinito: true })).status).toBe(200);
    expect((await saveSmallDiet(t, byFlag.token)).status).toBe(200);
    expect((await update(admin, { id: byFlag.user.id, premiumInfinito: false })).status).toBe(200);
    expect(codeOf(await saveSmallDiet(t, byFlag.token))).toBe('PREMIUM_REQUIRED');
  });

  it('an administrator cannot remove their own administrator flag nor lock themselves out', async () => {
    const admin = await signUpAdministrator(t);
    for (const change of [
      { administrador: false },
      { suspenso: true },
      { EXCLUIDO: true },
      { liberado: false },
    ]) {
      const res = await update(admin, { id: admin.user.id, ...change });
      expect([change, res.status, codeOf(res)]).toEqual([change, 409, 'ADMIN_SELF_LOCKOUT']);
    }
    expect((await t.call('adm/usuarios/list', {}, { token: admin.token })).status).toBe(200);
    // Another administrator may take the flag away, and it takes effect at once.
    const other = await signUpAdministrator(t);
    expect((await update(other, { id: admin.user.id, administrador: false })).status).toBe(200);
    expect(codeOf(await t.call('adm/usuarios/list', {}, { token: admin.token }))).toBe('FORBIDDEN');
  });

  it('refuses every adm call to non-administrators, premium and consultant included', async () => {
    const free = await t.signUp();
    const premium = await t.signUp();
    await setUserColumns(t, premium.user.id, { premium_infinito: 1 });
    const consultant = await t.signUp();
    await t.db.updateTable('users').set({ consultor: 1 }).where('id', '=', consultant.user.id).execute();
    for (const user of [free, premium, consultant])
      for (const contract of Object.values(adminCalls)) {
        const res = await t.call(contract.name, { id: user.user.id }, { token: user.token });
        expect([contract.name, res.status, codeOf(res)]).toEqual([contract.name, 403, 'FORBIDDEN']);
      }
    expect(codeOf(await t.call('adm/usuarios/list', {}))).toBe('UNAUTHENTICATED');
  });

  it('lists accounts by text, state, profile, premium and ids, a page at a time', async () => {
    const admin = await signUpAdministrator(t);
    const tag = `Filtro${Date.now()}`;
    const users: SignedUp[] = [];
    for (let index = 0; index < 5; index += 1)
      users.push(
        await t.signUp({ NOME: `${tag} Pessoa ${index}`, perfil: index === 0 ? 'consultor' : 'pecuarista' }),
      );
    const [first, second, third] = users as [SignedUp, SignedUp, SignedUp];
    await t.db.updateTable('users').set({ liberado: 0 }).where('id', '=', first.user.id).execute();
    await t.db.updateTable('users').set({ suspenso: 1 }).where('id', '=', second.user.id).execute();
    await setUserColumns(t, third.user.id, { premium: 1 });
    const list = async (filters: Record<string, unknown>) =>
      bodyOf<Listed>(await t.call('adm/usuarios/list', filters, { token: admin.token }));
    const idsOf = (answer: Listed) => answer.data.map((row) => row.id).sort((a, b) => a - b);
    const all = users.map((user) => user.user.id).sort((a, b) => a - b);

    expect(idsOf(await list({ texto: tag.toLowerCase() }))).toEqual(all);
    expect(idsOf(await list({ texto: users[3]!.email.toUpperCase() }))).toEqual([users[3]!.user.id]);
    expect(idsOf(await list({ texto: tag, situacao: 'em_analise' }))).toEqual([first.user.id]);
    expect(idsOf(await list({ texto: tag, situacao: 'suspenso' }))).toEqual([second.user.id]);
    expect((await list({ texto: tag, situacao: 'ativo' })).total).toBe(3);
    expect(idsOf(await list({ texto: tag, perfil: 'consultor' }))).toEqual([first.user.id]);
    expect(idsOf(await list({ texto: tag, premium: true }))).toEqual([third.user.id]);
    expect((await list({ texto: tag, premium: false })).total).toBe(4);
    expect(idsOf(await list({ ids: [first.user.id, third.user.id] }))).toEqual([
      first.user.id,
      third.user.id,
    ]);
    expect((await list({ texto: '%' })).data.every((row) => row.id > 0)).toBe(true);
    expect((await list({ texto: `${tag}%` })).total).toBe(0);

    const page1 = await list({ texto: tag, pagina: 1, por_pagina: 2 });
    const page2 = await list({ texto: tag, pagina: 2, por_pagina: 2 });
    const page3 = await list({ texto: tag, pagina: 3, por_pagina: 2 });
    expect([page1.total, page1.data.length, page2.data.length, page3.data.length]).toEqual([5, 2, 2, 1]);
    expect([...idsOf(page1), ...idsOf(page2), ...idsOf(page3)].sort((a, b) => a - b)).toEqual(all);
  });

  it('the audit log records account changes and searches by actor, action and day', async () => {
    const admin = await signUpAdministrator(t);
    const user = await t.signUp();
    await update(admin, { id: user.user.id, consultor: true });
    const search = async (filters: Record<string, unknown>) =>
      bodyOf<{
        data: {
          action: string;
          actor_email: string | null;
          subject_user_id: number | null;
          detail: string;
        }[];
        total: number;
      }>(await t.call('adm/logs', filters, { token: admin.token }));
    const mine = await search({ ator: admin.email, acao: 'user_updated', de: today(), ate: utcDay() });
    expect(
      mine.data.map((row) => [row.action, row.actor_email, row.subject_user_id, JSON.parse(row.detail)]),
    ).toEqual([['user_updated', admin.email, user.user.id, { consultor: 1 }]]);
    expect((await search({ ator: admin.email, acao: 'user_updated', ate: '2000-01-01' })).total).toBe(0);
    // Reads are recorded too.
    const reads = await search({ ator: admin.email, acao: 'admin_read' });
    expect(reads.total).toBeGreaterThan(0);
    const paged = await search({ ator: admin.email, por_pagina: 1 });
    expect([paged.data.length, paged.total > 1]).toEqual([1, true]);
  });

  it('ads: created, changed and deactivated by administrators; a deactivated ad is no longer shown', async () => {
    const admin = await signUpAdministrator(t);
    const viewer = await t.signUp();
    await t.db.updateTable('ads').set({ ativo: 0 }).where('idioma', '=', 2).execute();
    await setUserColumns(t, viewer.user.id, { idioma: 2 });
    const created = await t.call(
      'adm/anuncios/criar',
      { titulo: 'Anuncio teste', link: 'https://example.com', idioma: 2, tempo_pular: 5 },
      { token: admin.token },
    );
    const ad = bodyOf<{ data: { id: number; ativo: boolean; tempo_pular: number } }>(created).data;
    expect([ad.ativo, ad.tempo_pular]).toEqual([true, 5]);
    const shown = await t.call('anuncios/get', {}, { token: viewer.token });
    expect(bodyOf<{ data: { id: number } | null }>(shown).data?.id).toBe(ad.id);
    const changed = await t.call(
      'adm/anuncios/atualizar',
      { id: ad.id, titulo: 'Outro', link: 'https://example.com/2', idioma: 2, tempo_pular: 10 },
      { token: admin.token },
    );
    expect(bodyOf<{ data: { titulo: string } }>(changed).data.titulo).toBe('Outro');
    expect((await t.call('adm/anuncios/desativar', { id: ad.id }, { token: admin.token })).status).toBe(200);
    expect(
      bodyOf<{ data: unknown }>(await t.call('anuncios/get', {}, { token: viewer.token })).data,
    ).toBeNull();
    const listed = await t.call('adm/anuncios/list', {}, { token: admin.token });
    const row = bodyOf<{ data: { id: number; ativo: boolean }[] }>(listed).data.find(
      (item) => item.id === ad.id,
    );
    expect(row?.ativo).toBe(false);
  });

  it('lists the coupons administrators created', async () => {
    const admin = await signUpAdministrator(t);
    const codigo = `LISTA${Date.now()}`;
    expect((await t.call('adm/cupons/criar', { codigo, dias: 7 }, { token: admin.token })).status).toBe(200);
    const listed = await t.call('adm/cupons/list', {}, { token: admin.token });
    expect(bodyOf<{ data: { codigo: string }[] }>(listed).data.map((c) => c.codigo)).toContain(codigo);
  });
});
