import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_FILE_NAMES } from './seed-file-names';
import { SEED_FILES } from './seed-files';

const folder = new URL('./', import.meta.url);

describe('seed-files.ts', () => {
  it('holds exactly the CSV files of this folder (regenerate with write-seed-files.ts)', () => {
    const csvFiles = readdirSync(folder).filter((name) => name.endsWith('.csv'));
    expect([...SEED_FILE_NAMES].sort()).toEqual(csvFiles.sort());
    for (const name of SEED_FILE_NAMES) {
      expect(SEED_FILES[name], name).toBe(readFileSync(new URL(name, folder), 'utf8'));
    }
  });
});
