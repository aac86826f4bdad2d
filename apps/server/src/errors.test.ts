import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './errors';

describe('toFieldErrors', () => {
  it('names each failing field by its dotted path', () => {
    const schema = z.object({ a: z.number(), b: z.object({ c: z.string() }) });
    const result = schema.safeParse({ a: 'x', b: { c: 1 } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error.issues)).toEqual([
      { field: 'a', code: 'invalid_type' },
      { field: 'b.c', code: 'invalid_type' },
    ]);
  });

  it('explains a union failure by its closest branch', () => {
    const schema = z.union([
      z.object({ email: z.string(), password: z.string() }),
      z.object({ loginByToken: z.literal(true), accessToken: z.string() }),
    ]);
    const result = schema.safeParse({ email: 'a@b.c' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error.issues)).toEqual([{ field: 'password', code: 'invalid_type' }]);
  });
});
