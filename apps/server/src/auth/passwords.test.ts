import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hash with argon2id and verify only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    // The production parameters (OWASP 2023 minimum) in the PHC string, in whatever order it lists them.
    const parameters = hash.split('$')[3]?.split(',').sort();
    expect(parameters).toEqual(['m=19456', 'p=1', 't=2']);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
  });

  it('treat a malformed hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('generate long distinct passwords', () => {
    const a = generatePassword();
    expect(a.length).toBeGreaterThanOrEqual(24);
    expect(a).not.toBe(generatePassword());
  });
});
