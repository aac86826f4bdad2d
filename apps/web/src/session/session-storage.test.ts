// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { TUser } from '@cocho/contracts';
import { clearLocalData, readStoredSession, storeSession } from './session-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { testUser } from '../testing/test-user';

const USER: TUser = testUser({
  id: 7,
  email: 'ana@example.com',
  perfil: 'consultor',
  consultor: true,
});

describe('session storage', () => {
  beforeEach(() => localStorage.clear());

  it('reads back a stored session', () => {
    storeSession({ token: 'abc', user: USER });
    expect(readStoredSession()).toEqual({ token: 'abc', user: USER });
  });

  it('ignores a user that does not match the contract', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'abc');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'x' }));
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...USER, idioma: 3 }));
    expect(readStoredSession()).toBeNull();
  });

  it('needs a token besides the user', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
    expect(readStoredSession()).toBeNull();
  });

  it('clears everything but the survivors of docs/product/shell.md#records', () => {
    storeSession({ token: 'abc', user: USER });
    for (const key of ['dietas_1', 'cliente', 'version', 'alimentos', 'lastPage'])
      localStorage.setItem(key, 'x');
    for (const key of ['idioma', 'cookies-aceitos', 'desktop', 'clientTokenFirebase'])
      localStorage.setItem(key, 'kept');
    clearLocalData();
    const left = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).sort();
    expect(left).toEqual(['clientTokenFirebase', 'cookies-aceitos', 'desktop', 'idioma']);
    expect(readStoredSession()).toBeNull();
  });
});
