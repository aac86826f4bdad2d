import { addDays } from '@cocho/contracts';
import type { TCoupon, TCouponActivation, TUser } from '@cocho/contracts';
import { beforeAll, expect, it } from 'vitest';
import { codeOf, saveSmallDiet, signUpAdministrator, today } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';

async function ok<T>(t: TestEnvironment, name: string, body: unknown, token: string): Promise<T> {
  const res = await t.call(name, body, { token });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  return res.body as T;
}

forEachDatabase('coupons', (t) => {
  let admin: SignedUp;

  beforeAll(async () => {
    admin = await signUpAdministrator(t);
  });

  it('lets administrators only create coupons, with codes unique in any letter case', async () => {
    const user = await t.signUp();
    const body = { codigo: 'Solo2026', dias: 10 };
    expect(codeOf(await t.call('adm/cupons/criar', body, { token: user.token }))).toBe('FORBIDDEN');
    const created = await ok<{ data: TCoupon }>(t, 'adm/cupons/criar', body, admin.token);
    expect(created.data).toMatchObject({ codigo: 'Solo2026', tipo: 1, dias: 10, usos: 0, max_usos: null });
    expect(
      codeOf(await t.call('adm/cupons/criar', { codigo: 'SOLO2026', dias: 5 }, { token: admin.token })),
    ).toBe('CONFLICT');
  });

  it('grants a premium plan from a valid coupon, once per user, until it is used up', async () => {
    await ok(t, 'adm/cupons/criar', { codigo: 'BEMVINDO30', dias: 30, max_usos: 2 }, admin.token);
    const [first, second, third] = [await t.signUp(), await t.signUp(), await t.signUp()];
    expect(codeOf(await saveSmallDiet(t, first.token))).toBe('PREMIUM_REQUIRED');

    const activated = await ok<{ data: TCouponActivation; user: TUser }>(
      t,
      'cupom/ativar',
      { codigo: ' bemvindo30 ' },
      first.token,
    );
    expect(activated.data.codigo).toBe('BEMVINDO30');
    expect(activated.data.plano).toMatchObject({
      tipo: 1,
      origem: 'cupom',
      data_inicio: today(),
      data_final: addDays(today(), 29),
    });
    expect(activated.user.planos.map((plan) => plan.id)).toEqual([activated.data.plano.id]);
    expect((await saveSmallDiet(t, first.token)).status).toBe(200);

    const twice = await t.call('cupom/ativar', { codigo: 'BEMVINDO30' }, { token: first.token });
    expect(twice.status).toBe(409);
    expect(codeOf(twice)).toBe('COUPON_ALREADY_USED');

    expect((await t.call('cupom/ativar', { codigo: 'BEMVINDO30' }, { token: second.token })).status).toBe(
      200,
    );
    const exhausted = await t.call('cupom/ativar', { codigo: 'BEMVINDO30' }, { token: third.token });
    expect(exhausted.status).toBe(400);
    expect(codeOf(exhausted)).toBe('COUPON_INVALID');
    expect((await ok<{ user: TUser }>(t, 'verificaToken', {}, third.token)).user.planos).toEqual([]);
    // The one who used it still hears "already used", not "invalid".
    expect(codeOf(await t.call('cupom/ativar', { codigo: 'BEMVINDO30' }, { token: first.token }))).toBe(
      'COUPON_ALREADY_USED',
    );

    const mine = await ok<{ data: TCouponActivation[] }>(t, 'cupom/get', {}, first.token);
    expect(mine.data.map((row) => [row.codigo, row.plano.id])).toEqual([
      ['BEMVINDO30', activated.data.plano.id],
    ]);
    expect((await ok<{ data: TCouponActivation[] }>(t, 'cupom/get', {}, third.token)).data).toEqual([]);
  });

  it('answers one COUPON_INVALID for unknown, expired and inactive coupons', async () => {
    const user = await t.signUp();
    const unknown = await t.call('cupom/ativar', { codigo: 'NAOEXISTE' }, { token: user.token });
    expect(unknown.status).toBe(400);
    expect(codeOf(unknown)).toBe('COUPON_INVALID');

    await ok(t, 'adm/cupons/criar', { codigo: 'VENCIDO', dias: 7, valido_ate: today() }, admin.token);
    await ok(t, 'adm/cupons/criar', { codigo: 'INATIVO', dias: 7 }, admin.token);
    await t.db
      .updateTable('coupons')
      .set({ valido_ate: addDays(today(), -1) })
      .where('codigo', '=', 'VENCIDO')
      .execute();
    await t.db.updateTable('coupons').set({ ativo: 0 }).where('codigo', '=', 'INATIVO').execute();
    for (const codigo of ['VENCIDO', 'INATIVO'])
      expect(codeOf(await t.call('cupom/ativar', { codigo }, { token: user.token }))).toBe('COUPON_INVALID');
    expect((await t.call('cupom/ativar', { codigo: 'x' }, { token: user.token })).status).toBe(400);
    expect((await t.call('cupom/ativar', { codigo: 'VENCIDO' })).status).toBe(401);
  });

  it('lets administrators deactivate a coupon (no new activations) and reactivate it', async () => {
    const created = await ok<{ data: TCoupon }>(
      t,
      'adm/cupons/criar',
      { codigo: 'PAUSADO', dias: 7 },
      admin.token,
    );
    const [user, later] = [await t.signUp(), await t.signUp()];
    expect(
      codeOf(await t.call('adm/cupons/ativo', { id: created.data.id, ativo: false }, { token: user.token })),
    ).toBe('FORBIDDEN');
    const off = await ok<{ data: TCoupon }>(
      t,
      'adm/cupons/ativo',
      { id: created.data.id, ativo: false },
      admin.token,
    );
    expect(off.data).toMatchObject({ codigo: 'PAUSADO', ativo: false });
    expect(codeOf(await t.call('cupom/ativar', { codigo: 'PAUSADO' }, { token: user.token }))).toBe(
      'COUPON_INVALID',
    );
    const on = await ok<{ data: TCoupon }>(
      t,
      'adm/cupons/ativo',
      { id: created.data.id, ativo: true },
      admin.token,
    );
    expect(on.data.ativo).toBe(true);
    expect((await t.call('cupom/ativar', { codigo: 'PAUSADO' }, { token: later.token })).status).toBe(200);
    expect(
      codeOf(await t.call('adm/cupons/ativo', { id: 999_999, ativo: false }, { token: admin.token })),
    ).toBe('NOT_FOUND');
    const audited = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'coupon_changed')
      .execute();
    expect(audited.map((row) => JSON.parse(String(row.detail)) as { ativo: boolean })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ativo: false }),
        expect.objectContaining({ ativo: true }),
      ]),
    );
  });

  it('grants an infinite consultant plan from a consultant coupon', async () => {
    await ok(
      t,
      'adm/cupons/criar',
      { codigo: 'CONSULTOR', tipo: 2, dias: null, max_clientes: 5 },
      admin.token,
    );
    const user = await t.signUp();
    const activated = await ok<{ data: TCouponActivation; user: TUser }>(
      t,
      'cupom/ativar',
      { codigo: 'consultor' },
      user.token,
    );
    expect(activated.data.plano).toMatchObject({
      tipo: 2,
      data_final: null,
      situacao: { state: 'infinite' },
    });
    expect(activated.user.consultoria).toEqual({
      id: activated.data.plano.id,
      data_fim: null,
      max_clientes: 5,
    });
  });
});
