import { TRIAL_DAYS, addDays } from '@cocho/contracts';
import type { TPlanOffer, TPremiumRequest, TSubscription, TUser } from '@cocho/contracts';
import { beforeAll, expect, it } from 'vitest';
import {
  codeOf,
  saveSmallDiet,
  setUserColumns,
  signUpAdministrator,
  today,
} from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { errorOf } from '../testing/typed-call';

async function ok<T>(t: TestEnvironment, name: string, body: unknown, token: string): Promise<T> {
  const res = await t.call(name, body, { token });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  return res.body as T;
}

const viewOf = async (t: TestEnvironment, token: string): Promise<TUser> =>
  (await ok<{ user: TUser }>(t, 'verificaToken', {}, token)).user;

async function insertPlan(
  t: TestEnvironment,
  userId: number,
  values: { tipo: number; data_final: string | null; revogado?: number; max_clientes?: number | null },
): Promise<number> {
  const stamp = new Date().toISOString();
  const row = await t.db
    .insertInto('plans')
    .values({
      user_id: userId,
      tipo: values.tipo,
      data_inicio: addDays(today(), -30),
      data_final: values.data_final,
      revogado: values.revogado ?? 0,
      id_empresa: null,
      numero_pedido: null,
      forma_pagamento: 'pix',
      status_pagamento: 'pago',
      origem: 'direto',
      max_clientes: values.max_clientes ?? null,
      recorrente: 0,
      id_oferta: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

forEachDatabase('plans and premium', (t) => {
  let admin: SignedUp;

  beforeAll(async () => {
    admin = await signUpAdministrator(t);
  });

  it('activates the 7-day trial once: the user becomes premium, then a second try is refused', async () => {
    const user = await t.signUp();
    expect(codeOf(await saveSmallDiet(t, user.token))).toBe('PREMIUM_REQUIRED');
    expect((await viewOf(t, user.token)).teste_usado).toBe(false);

    const answer = await ok<{ user: TUser; plano: TSubscription }>(t, 'premium/ativarTeste', {}, user.token);
    // Seven calendar days, today included: from today to today + 6 (Brasília).
    expect(answer.plano).toMatchObject({
      tipo: 1,
      origem: 'teste',
      data_inicio: today(),
      data_final: addDays(today(), TRIAL_DAYS - 1),
      revogado: 0,
      situacao: { state: 'expiring_soon', daysLeft: 6 },
    });
    expect(answer.user.teste_usado).toBe(true);

    const view = await viewOf(t, user.token);
    expect(view.teste_usado).toBe(true);
    expect(view.planos).toEqual([
      { id: answer.plano.id, id_empresa: null, tipo: 1, data_final: addDays(today(), 6), revogado: 0 },
    ]);
    expect((await saveSmallDiet(t, user.token)).status).toBe(200);

    const again = await t.call('premium/ativarTeste', {}, { token: user.token });
    expect(again.status).toBe(409);
    expect(codeOf(again)).toBe('TRIAL_ALREADY_USED');
    expect(
      (await ok<{ ativas: TSubscription[] }>(t, 'assinaturas/minhas', {}, user.token)).ativas,
    ).toHaveLength(1);
  });

  it('keeps the trial used after it expired, and refuses it to administrators and premium users', async () => {
    const lapsed = await t.signUp();
    await ok(t, 'premium/ativarTeste', {}, lapsed.token);
    await t.db
      .updateTable('plans')
      .set({ data_final: addDays(today(), -1) })
      .where('user_id', '=', lapsed.user.id)
      .execute();
    expect(codeOf(await saveSmallDiet(t, lapsed.token))).toBe('PREMIUM_REQUIRED');
    expect(codeOf(await t.call('premium/ativarTeste', {}, { token: lapsed.token }))).toBe(
      'TRIAL_ALREADY_USED',
    );

    expect(codeOf(await t.call('premium/ativarTeste', {}, { token: admin.token }))).toBe('ALREADY_PREMIUM');
    const premium = await t.signUp();
    await setUserColumns(t, premium.user.id, { premium: 1 });
    expect(codeOf(await t.call('premium/ativarTeste', {}, { token: premium.token }))).toBe('ALREADY_PREMIUM');
    expect((await viewOf(t, premium.token)).teste_usado).toBe(false);
  });

  it('reads plan expiry on the Brasília calendar day: a plan ending today is premium, yesterday is not', async () => {
    const user = await t.signUp();
    const planId = await insertPlan(t, user.user.id, { tipo: 1, data_final: addDays(today(), -1) });
    expect(codeOf(await saveSmallDiet(t, user.token))).toBe('PREMIUM_REQUIRED');
    expect((await viewOf(t, user.token)).planos).toEqual([]);
    const mine = await ok<{ ativas: TSubscription[]; inativas: TSubscription[] }>(
      t,
      'assinaturas/minhas',
      {},
      user.token,
    );
    expect(mine.ativas).toEqual([]);
    expect(mine.inativas.map((plan) => plan.situacao)).toEqual([{ state: 'expired', daysAgo: 1 }]);

    await t.db.updateTable('plans').set({ data_final: today() }).where('id', '=', planId).execute();
    expect((await saveSmallDiet(t, user.token)).status).toBe(200);
    const now = await ok<{ ativas: TSubscription[] }>(t, 'assinaturas/minhas', {}, user.token);
    expect(now.ativas.map((plan) => plan.situacao)).toEqual([{ state: 'expires_today' }]);
  });

  it('restricts a revoked plan to the first module until it is renewed', async () => {
    const user = await t.signUp();
    const planId = await insertPlan(t, user.user.id, { tipo: 1, data_final: addDays(today(), 60) });
    expect((await saveSmallDiet(t, user.token)).status).toBe(200);
    // A premium user gets no ads.
    expect((await ok<{ data: unknown }>(t, 'anuncios/get', {}, user.token)).data).toBeNull();

    expect(codeOf(await t.call('adm/planos/revogar', { id: planId }, { token: user.token }))).toBe(
      'FORBIDDEN',
    );
    const revoked = await ok<{ data: TSubscription }>(t, 'adm/planos/revogar', { id: planId }, admin.token);
    expect(revoked.data.situacao).toEqual({ state: 'revoked' });
    expect((await viewOf(t, user.token)).planos).toEqual([
      { id: planId, id_empresa: null, tipo: 1, data_final: addDays(today(), 60), revogado: 1 },
    ]);
    expect((await saveSmallDiet(t, user.token)).status).toBe(403);
    // Restricted to the first module: not even ad-free, which every free user lacks too, nor sending feeds.
    expect((await ok<{ data: unknown }>(t, 'anuncios/get', {}, user.token)).data).not.toBeNull();

    const badDate = await t.call(
      'adm/planos/renovar',
      { id: planId, data_final: today() },
      { token: admin.token },
    );
    expect(badDate.status).toBe(400);
    expect(errorOf(badDate).fields).toEqual([{ field: 'data_final', code: 'not_after_today' }]);
    const renewed = await ok<{ data: TSubscription }>(
      t,
      'adm/planos/renovar',
      { id: planId, data_final: addDays(today(), 90) },
      admin.token,
    );
    expect(renewed.data).toMatchObject({ revogado: 0, data_final: addDays(today(), 90) });
    expect((await saveSmallDiet(t, user.token)).status).toBe(200);
  });

  it('sends a premium request that an administrator grants, after which the user is premium', async () => {
    const user = await t.signUp();
    const offers = (await ok<{ data: TPlanOffer[] }>(t, 'planos/ofertas', {}, user.token)).data;
    expect(offers.map((offer) => offer.codigo)).toEqual([
      'pecuarista_anual',
      'premium_mensal',
      'premium_anual',
      'consultor_anual',
      'start_anual',
      'empresarial',
    ]);
    const yearly = offers.find((offer) => offer.codigo === 'premium_anual');
    expect(yearly).toMatchObject({
      tipo: 1,
      tempo_premium: { unidade: 'meses', quantidade: 12 },
      moeda: 'BRL',
    });

    const sent = await ok<{ data: TPremiumRequest }>(
      t,
      'premium/solicitar',
      { id_oferta: yearly?.id, forma_pagamento: 'pix', mensagem: 'Comprovante enviado por e-mail' },
      user.token,
    );
    expect(sent.data).toMatchObject({ status: 'pendente', user_id: user.user.id, forma_pagamento: 'pix' });
    expect(codeOf(await t.call('premium/solicitar', {}, { token: user.token }))).toBe(
      'PREMIUM_REQUEST_PENDING',
    );
    expect(codeOf(await t.call('premium/solicitar', {}, { token: admin.token }))).toBe('ALREADY_PREMIUM');

    expect(codeOf(await t.call('adm/solicitacaoPremium/list', {}, { token: user.token }))).toBe('FORBIDDEN');
    const pending = await ok<{ data: TPremiumRequest[] }>(
      t,
      'adm/solicitacaoPremium/list',
      { status: 'pendente' },
      admin.token,
    );
    expect(pending.data.find((request) => request.id === sent.data.id)).toMatchObject({ email: user.email });
    // The administrator sees the requested offer (type, time, price, client limit) to grant from it.
    expect(pending.data.find((request) => request.id === sent.data.id)?.oferta).toMatchObject({
      id: yearly?.id,
      tipo: 1,
      tempo_premium: { unidade: 'meses', quantidade: 12 },
      preco_centavos: yearly?.preco_centavos,
    });
    // The requester sees the pending request in "my subscriptions" until it is decided.
    const mine = await ok<{ ativas: TSubscription[]; pedidos: TPremiumRequest[] }>(
      t,
      'assinaturas/minhas',
      {},
      user.token,
    );
    expect(mine.pedidos.map((request) => [request.id, request.status, request.oferta?.id])).toEqual([
      [sent.data.id, 'pendente', yearly?.id],
    ]);

    const grant = {
      id: sent.data.id,
      tipo: 1,
      forma_pagamento: 'pix',
      status_pagamento: 'pago',
      numero_pedido: 'PED 2026 0042',
    };
    const notAfterToday = await t.call(
      'adm/solicitacaoPremium/conceder',
      { ...grant, data_final: today() },
      { token: admin.token },
    );
    expect(notAfterToday.status).toBe(400);
    const badOrder = await t.call(
      'adm/solicitacaoPremium/conceder',
      { ...grant, numero_pedido: 'PED#1', data_final: addDays(today(), 365) },
      { token: admin.token },
    );
    expect(badOrder.status).toBe(400);
    expect(codeOf(await saveSmallDiet(t, user.token))).toBe('PREMIUM_REQUIRED');

    const granted = await ok<{ data: TPremiumRequest; plano: TSubscription }>(
      t,
      'adm/solicitacaoPremium/conceder',
      { ...grant, data_final: addDays(today(), 365) },
      admin.token,
    );
    expect(granted.data).toMatchObject({ status: 'concedida', id_plano: granted.plano.id });
    expect(
      (await ok<{ pedidos: TPremiumRequest[] }>(t, 'assinaturas/minhas', {}, user.token)).pedidos,
    ).toEqual([]);
    expect(granted.plano).toMatchObject({
      user_id: user.user.id,
      tipo: 1,
      origem: 'direto',
      numero_pedido: 'PED 2026 0042',
      status_pagamento: 'pago',
      data_inicio: today(),
      situacao: { state: 'active', daysLeft: 365 },
    });
    expect((await saveSmallDiet(t, user.token)).status).toBe(200);
    const again = await t.call(
      'adm/solicitacaoPremium/conceder',
      { ...grant, data_final: addDays(today(), 30) },
      { token: admin.token },
    );
    expect(codeOf(again)).toBe('CONFLICT');

    // A new request may follow; refused, it leaves the user as they were.
    const second = await ok<{ data: TPremiumRequest }>(t, 'premium/solicitar', {}, user.token);
    const refused = await ok<{ data: TPremiumRequest }>(
      t,
      'adm/solicitacaoPremium/recusar',
      { id: second.data.id, motivo: 'Pagamento não localizado' },
      admin.token,
    );
    expect(refused.data).toMatchObject({ status: 'recusada', motivo: 'Pagamento não localizado' });
  });

  it('gives a consultant plan with a client limit as the consultancy of the user view', async () => {
    const user = await t.signUp();
    const request = await ok<{ data: TPremiumRequest }>(t, 'premium/solicitar', {}, user.token);
    const noLimit = await t.call(
      'adm/solicitacaoPremium/conceder',
      {
        id: request.data.id,
        tipo: 2,
        data_final: addDays(today(), 30),
        forma_pagamento: 'boleto',
        status_pagamento: 'confirmado',
      },
      { token: admin.token },
    );
    expect(errorOf(noLimit).fields).toEqual([{ field: 'max_clientes', code: 'required' }]);
    const granted = await ok<{ plano: TSubscription }>(
      t,
      'adm/solicitacaoPremium/conceder',
      {
        id: request.data.id,
        tipo: 2,
        data_final: addDays(today(), 30),
        forma_pagamento: 'boleto',
        status_pagamento: 'confirmado',
        max_clientes: 10,
      },
      admin.token,
    );
    expect((await viewOf(t, user.token)).consultoria).toEqual({
      id: granted.plano.id,
      data_fim: addDays(today(), 30),
      max_clientes: 10,
    });
    const plans = await ok<{ data: TSubscription[] }>(
      t,
      'adm/planos/list',
      { user_id: user.user.id },
      admin.token,
    );
    expect(plans.data.map((plan) => plan.id)).toEqual([granted.plano.id]);
  });
});
