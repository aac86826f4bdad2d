import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './index';

const folder = fileURLToPath(new URL('.', import.meta.url));
const MIGRATION_FILE = /^(\d{14})_[a-z0-9_]+\.ts$/;

describe('migrations index', () => {
  const names = MIGRATIONS.map(([name]) => name);

  it('names every migration <YYYYMMDDHHMMSS>_<snake_name> with a plausible UTC timestamp', () => {
    for (const name of names) {
      expect(`${name}.ts`).toMatch(MIGRATION_FILE);
      const stamp = name.slice(0, 14);
      const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12, 14)}Z`;
      expect(Number.isNaN(Date.parse(iso)), name).toBe(false);
    }
  });

  it('is sorted oldest first without duplicates', () => {
    expect([...names].sort()).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists exactly the migration files of the folder', () => {
    const files = readdirSync(folder)
      .filter((file) => MIGRATION_FILE.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(names).toEqual(files);
  });

  it('gives each migration an up function', () => {
    for (const [name, migration] of MIGRATIONS) expect(typeof migration.up, name).toBe('function');
  });
});
