/** Administrator calls answer a field error, never a 500, for input the database cannot take. */
import { expect, it } from 'vitest';
import { codeOf, signUpAdministrator } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';

forEachDatabase('administrator input limits', (t) => {
  it('refuses an empty id list on adm/usuarios/list with a field error', async () => {
    const admin = await signUpAdministrator(t);
    const res = await t.call('adm/usuarios/list', { ids: [] }, { token: admin.token });
    expect([res.status, codeOf(res)]).toEqual([400, 'VALIDATION_FAILED']);
    expect((res.body as { fields?: { field: string }[] }).fields?.map((field) => field.field)).toEqual([
      'ids',
    ]);
  });

  it('refuses a coupon use limit beyond the 32-bit range with a field error', async () => {
    const admin = await signUpAdministrator(t);
    for (const max_usos of [2 ** 31, 2 ** 53]) {
      const res = await t.call(
        'adm/cupons/criar',
        { codigo: `GRANDE${max_usos % 1000}`, dias: 10, max_usos },
        { token: admin.token },
      );
      expect([max_usos, res.status, codeOf(res)]).toEqual([max_usos, 400, 'VALIDATION_FAILED']);
    }
    const largest = await t.call(
      'adm/cupons/criar',
      { codigo: 'MAIOR', dias: 10, max_usos: 2 ** 31 - 1 },
      { token: admin.token },
    );
    expect(largest.status).toBe(200);
  });
});
