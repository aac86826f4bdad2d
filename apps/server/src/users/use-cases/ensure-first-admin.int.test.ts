import { expect, it } from 'vitest';
import { forEachDatabase } from '../../testing/for-each-database';
import { ensureFirstAdmin } from './ensure-first-admin';

forEachDatabase(
  'first administrator',
  (t) => {
    it('creates the configured administrator once, who can then sign in', async () => {
      const now = new Date();
      const created = await ensureFirstAdmin(t.db, {
        email: 'Boss@Example.com',
        password: 'boss password 1',
        now,
      });
      expect(created).toEqual({
        created: true,
        email: 'boss@example.com',
        password: 'boss password 1',
        passwordGenerated: false,
      });
      expect(await ensureFirstAdmin(t.db, { email: 'other@example.com', now })).toEqual({ created: false });

      const login = await t.call('auth/appLogin', { email: 'boss@example.com', password: 'boss password 1' });
      expect(login.status).toBe(200);
      expect(
        (login.body as { user: { administrador: boolean; premiumInfinito: boolean } }).user,
      ).toMatchObject({
        administrador: true,
        premiumInfinito: true,
      });
    });
  },
  { seed: false },
);

forEachDatabase(
  'first administrator with a generated password',
  (t) => {
    it('generates a strong password when none is configured', async () => {
      const created = await ensureFirstAdmin(t.db, { now: new Date() });
      expect(created).toMatchObject({ created: true, email: 'admin@cocho.local', passwordGenerated: true });
      if (!created.created) return;
      expect(created.password.length).toBeGreaterThanOrEqual(24);
      const login = await t.call('auth/appLogin', { email: 'admin@cocho.local', password: created.password });
      expect(login.status).toBe(200);
    });
  },
  { seed: false },
);
