import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, configTable, describeConfig, loadConfig, maskUrl, parseConfig } from './config';

describe('config', () => {
  it('applies the documented defaults with an empty environment', () => {
    const config = loadConfig({}, '/repo');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      sessionTtlHours: 720,
      serveWeb: true,
      trustProxy: false,
      webDistDir: path.resolve('/repo', 'apps/web/dist'),
      database: { kind: 'sqlite', path: path.resolve('/repo', 'data/cocho.db') },
    });
    expect(config.adminEmail).toBeUndefined();
  });

  it('selects PostgreSQL only for postgres:// and postgresql:// URLs', () => {
    const pg = loadConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/cocho', DATABASE_SCHEMA: 'app' }, '/r');
    expect(pg.database).toEqual({
      kind: 'postgres',
      url: 'postgresql://u:p@db:5432/cocho',
      schema: 'app',
      poolMax: 10,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).database.kind).toBe('postgres');
    const other = loadConfig({ DATABASE_URL: 'mysql://db/x', DATABASE_PATH: 'tmp/a.db' }, '/r');
    expect(other.database).toEqual({ kind: 'sqlite', path: path.resolve('/r', 'tmp/a.db') });
  });

  it('treats empty strings as unset and parses booleans and numbers', () => {
    const config = loadConfig({ PORT: '', SERVE_WEB: 'false', TRUST_PROXY: '1', SESSION_TTL_HOURS: '2' });
    expect(config.port).toBe(3000);
    expect(config.serveWeb).toBe(false);
    expect(config.trustProxy).toBe(1);
    expect(config.sessionTtlHours).toBe(2);
  });

  it('trusts proxies by hop count or address list, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
    ]);
    for (const text of ['true', 'yes', 'loopback, x', '99'])
      expect(parseConfig({ TRUST_PROXY: text }).ok, text).toBe(false);
  });

  it('reports every invalid key at once, masking secrets', () => {
    const result = parseConfig({
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      SERVE_WEB: 'maybe',
      COCHO_ADMIN_PASSWORD: 'short',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.split('=')[0])).toEqual([
      'PORT',
      'LOG_LEVEL',
      'COCHO_ADMIN_PASSWORD',
      'SERVE_WEB',
    ]);
    expect(result.errors.join('\n')).not.toContain('short');
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('masks the admin password and the database password in logs', () => {
    const config = loadConfig({
      COCHO_ADMIN_PASSWORD: 'super secret pw',
      DATABASE_URL: 'postgres://cocho:hunter22@db:5432/cocho',
    });
    const logged = JSON.stringify(describeConfig(config));
    expect(logged).not.toContain('super secret pw');
    expect(logged).not.toContain('hunter22');
    expect(maskUrl('postgres://a:b@h/d')).toBe('postgres://a:***@h/d');
  });

  it('documents every key with an env name and a description', () => {
    for (const spec of Object.values(CONFIG_KEYS)) {
      expect(spec.env).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(spec.description.length).toBeGreaterThan(10);
    }
    expect(configTable()).toContain('| `PORT` | `3000` |');
  });
});
