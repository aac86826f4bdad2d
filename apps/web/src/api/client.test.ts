// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';
import { APP_VERSION } from '../app/app-version';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { call, errorCodeOf, NetworkError, setUnauthenticatedListener } from './client';
import { testUser } from '../testing/test-user';

const USER: TUser = {
  ...testUser(),
  id: 1,
  NOME: 'Ana',
  email: 'ana@cocho.test',
  perfil: null,
  idioma: 1,
  liberado: 1,
  EXCLUIDO: 0,
  administrador: false,
  premium: false,
  premiumInfinito: false,
  consultor: false,
  pecuarista: false,
  gestor: false,
  vinculado: false,
  area_universitaria: false,
  empresa_vinculada: null,
  data_nascimento: null,
  sexo: null,
};

type Sent = { url: string; init: RequestInit };
let sent: Sent[];

function answerWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  sent = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthenticatedListener(null);
});

describe('call', () => {
  it('POSTs JSON to /<call name> with the product headers and the bearer token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    answerWith(200, { user: USER });
    const answer = await call('verificaToken', {});
    expect(answer.user.email).toBe('ana@cocho.test');
    const [request] = sent;
    expect(request?.url).toBe('/verificaToken');
    expect(request?.init.method).toBe('POST');
    const headers = request?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer tok-1');
    expect(headers['x-client-env']).toBe('web');
    expect(headers['x-client-version']).toBe(APP_VERSION);
    expect(headers['x-device-id']).toMatch(/^[0-9a-f]{64}$/);
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(headers['x-device-id']);
    const body = JSON.parse(String(request?.init.body)) as { _timestamp: number };
    expect(String(body._timestamp)).toBe(headers['x-timestamp']);
  });

  it('sends no authorization header before login, and the parsed input', async () => {
    answerWith(200, { token: 't', user: USER, sessoes: 1 });
    await call('appLogin', { email: '  Ana@Cocho.TEST ', password: 'x' });
    const headers = sent[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(JSON.parse(String(sent[0]?.init.body))).toMatchObject({ email: 'ana@cocho.test', password: 'x' });
  });

  it('rejects invalid input with VALIDATION_FAILED without calling the server', async () => {
    answerWith(200, {});
    const error = await call('resetPassword', {
      email: 'not-an-email',
      codigo: '123456',
      password: 'short',
      confirmacao: 'short',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION_FAILED');
    expect((error as AppError).fields?.map((field) => field.field).sort()).toEqual(['email', 'password']);
    expect(sent).toHaveLength(0);
  });

  it('rebuilds the server error and tells the session about Unauthenticated', async () => {
    const listener = vi.fn();
    setUnauthenticatedListener(listener);
    answerWith(401, { code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
    const error = await call('verificaToken', {}).catch((caught: unknown) => caught);
    expect(errorCodeOf(error)).toBe('UNAUTHENTICATED');
    expect(listener).toHaveBeenCalledWith('verificaToken');

    answerWith(401, { code: 'INVALID_CREDENTIALS', message: 'x' });
    const wrong = await call('appLogin', { email: 'a@b.co', password: 'x' }).catch(
      (caught: unknown) => caught,
    );
    expect(errorCodeOf(wrong)).toBe('INVALID_CREDENTIALS');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('treats a 500 with message Unauthenticated. as a lost session (docs/product/shell.md#states)', async () => {
    const listener = vi.fn();
    setUnauthenticatedListener(listener);
    answerWith(500, { code: 'INTERNAL', message: 'Unauthenticated.' });
    await call('verificaToken', {}).catch(() => undefined);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('turns an answer that breaks the response schema into INTERNAL', async () => {
    answerWith(200, { user: { id: 'x' } });
    expect(errorCodeOf(await call('verificaToken', {}).catch((caught: unknown) => caught))).toBe('INTERNAL');
  });

  it("reads the code of any AppError (the client's error class loads with the first call), not of other errors", async () => {
    expect(errorCodeOf(new AppError('RATE_LIMITED'))).toBe('RATE_LIMITED');
    answerWith(429, { code: 'RATE_LIMITED', message: 'x' });
    const rebuilt = await call('meuIP', {}).catch((caught: unknown) => caught);
    expect(rebuilt).toBeInstanceOf(AppError);
    expect(errorCodeOf(rebuilt)).toBe('RATE_LIMITED');
    expect(errorCodeOf(Object.assign(new Error('x'), { code: 'RATE_LIMITED' }))).toBe('INTERNAL');
    expect(errorCodeOf({ name: 'AppError', code: 'RATE_LIMITED' })).toBe('INTERNAL');
  });

  it('reports an unreachable server as NETWORK_FAILURE', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const real = await call('meuIP', {}).catch((caught: unknown) => caught);
    expect(real).toBeInstanceOf(NetworkError);
    expect(errorCodeOf(real)).toBe('NETWORK_FAILURE');
    answerWith(502, '<html>Bad gateway</html>');
    expect(errorCodeOf(await call('meuIP', {}).catch((caught: unknown) => caught))).toBe('NETWORK_FAILURE');
  });
});
